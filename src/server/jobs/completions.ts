import type { Deps } from '../context';
import { completeDue } from '../features/bookings/lifecycle';
import { logger } from '../logger';
import { runEvery, type StopJob } from './periodic';

const BATCH = 100;

/**
 * Completed visits (docs/design.md §4 Lifecycle, docs/decisions/008): every `booked` booking whose end
 * (Stockholm wall clock) has passed at `now` becomes `completed`, with a `booking_completed` log row, in batches of
 * BATCH rows claimed with `FOR UPDATE SKIP LOCKED`. Idempotent and safe from several processes at once: a booking
 * is completed and logged once. After each batch's commit the changed companies are announced on the realtime bus
 * (open calendars refresh). Returns how many bookings were completed.
 */
export async function completeDueBookings(deps: Pick<Deps, 'db' | 'bus'>, now: Date): Promise<number> {
  let total = 0;
  let claimed: string[];
  do {
    claimed = await deps.db.transaction((tx) => completeDue(tx, now, BATCH));
    total += claimed.length;
    for (const companyId of new Set(claimed)) await deps.bus.publishBookingsChanged(companyId);
  } while (claimed.length === BATCH);
  return total;
}

/**
 * Runs `completeDueBookings` at `deps.clock()` now and then every `intervalMs` (default a minute), never
 * overlapping itself; returns stop. A booking is completed within a minute after its end.
 */
export function startCompletionJob(deps: Pick<Deps, 'db' | 'bus' | 'clock'>, intervalMs = 60_000): StopJob {
  return runEvery(
    intervalMs,
    'completion job',
    async () => {
      const completed = await completeDueBookings(deps, deps.clock());
      if (completed > 0) logger.info({ completed }, 'bookings completed');
    },
    { immediately: true },
  );
}
