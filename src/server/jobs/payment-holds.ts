import type { Deps } from '../context';
import { releaseExpiredHolds } from '../features/bookings/lifecycle';
import { logger } from '../logger';
import { runEvery, type StopJob } from './periodic';

const BATCH = 100;

/**
 * Ends the payment holds whose PAYMENT_HOLD_MINUTES have passed at `now` (docs/decisions/047): each
 * 'pending_payment' booking past its `payment_expires_at` is released (cancelled, its attempts expired, logged, a
 * watch scan asked) in batches claimed with FOR UPDATE SKIP LOCKED, so several processes never release one twice and
 * a hold being confirmed by a payment is left to it. Announces the changed companies after each commit. Returns how
 * many were released. (A new booking at the company also releases them first, so a time is never refused for a
 * hold that has ended.)
 */
export async function releaseDueHolds(deps: Pick<Deps, 'db' | 'bus'>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const companies = await deps.db.transaction((tx) => releaseExpiredHolds(tx, now, { limit: BATCH }));
    for (const companyId of companies) await deps.bus.publishBookingsChanged(companyId);
    if (companies.length === 0) return total;
    total += companies.length;
  }
}

/** Runs releaseDueHolds at `deps.clock()` every `intervalMs` (default 15 s), never overlapping itself; returns stop. */
export function startPaymentHoldJob(deps: Pick<Deps, 'db' | 'bus' | 'clock'>, intervalMs = 15_000): StopJob {
  return runEvery(intervalMs, 'payment hold job', async () => {
    const released = await releaseDueHolds(deps, deps.clock());
    if (released > 0) logger.info({ released }, 'payment holds released');
  });
}
