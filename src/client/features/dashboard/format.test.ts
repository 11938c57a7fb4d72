import { describe, expect, it } from 'vitest';
import { isNewAccount, NEW_ACCOUNT_HOURS } from './format';

describe('isNewAccount (a new account is welcomed, not welcomed back)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

  it('is new within NEW_ACCOUNT_HOURS of its creation', () => {
    expect(isNewAccount(hoursAgo(0), now)).toBe(true);
    expect(isNewAccount(hoursAgo(NEW_ACCOUNT_HOURS - 0.01), now)).toBe(true);
  });

  it('is not new from then on, nor when the creation time is unknown or unreadable', () => {
    expect(isNewAccount(hoursAgo(NEW_ACCOUNT_HOURS), now)).toBe(false);
    expect(isNewAccount(hoursAgo(24 * 30), now)).toBe(false);
    expect(isNewAccount(null, now)).toBe(false);
    expect(isNewAccount('inte ett datum', now)).toBe(false);
  });
});
