import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, webhookRetryDelayMs } from './backoff';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('webhook retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after failed attempts 1–7', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(webhookRetryDelayMs)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
  });

  it('gives up after the 8th attempt', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(webhookRetryDelayMs(8)).toBeNull();
    expect(webhookRetryDelayMs(0)).toBeNull();
  });

  it('grows and spreads at least 7 attempts over more than 24 hours', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBeGreaterThanOrEqual(7);
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(24 * HOUR);
    WEBHOOK_RETRY_DELAYS_MS.slice(1).forEach((ms, i) =>
      expect(ms).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[i]!),
    );
  });
});
