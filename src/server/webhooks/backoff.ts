const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Waits before each retry of a webhook, after failed attempt 1, 2, ...: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
 * With the first attempt that is 8 attempts over 27 h 36 min, so a receiver down for a day still gets everything.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
] as const;

/** Attempts in total before a webhook is given up ('failed'). */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Milliseconds to wait after failed attempt number `attempt` (1-based), or null when it was the last one. */
export function webhookRetryDelayMs(attempt: number): number | null {
  return WEBHOOK_RETRY_DELAYS_MS[attempt - 1] ?? null;
}
