/**
 * The server's notion of "now" (an injectable clock, so tests can let time pass). Every rule that depends
 * on the time (slots in the past, cancel and no-show windows, completed visits, reminders) reads `deps.clock()`.
 */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that runs with real time plus an offset that tests move (test processes only, `NODE_ENV=test`): the
 * API tests through `createTestContext`, the Chromium journeys through `POST /api/dev/clock`.
 */
export interface AdjustableClock {
  /** Real time plus the offset. */
  now: Clock;
  /** Makes `now()` answer `date` at this moment (time keeps running from there). */
  setNow(date: Date): void;
  /** Moves `now()` forward (or back, negative) by `minutes`. */
  advance(minutes: number): void;
  /** Back to real time. */
  reset(): void;
}

/** An AdjustableClock starting at real time (offset 0). */
export function createAdjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setNow(date) {
      offsetMs = date.getTime() - Date.now();
    },
    advance(minutes) {
      offsetMs += minutes * 60_000;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
