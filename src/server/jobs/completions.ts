import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { bookingLogs, bookings } from '../db/schema';
import { stockholmNow } from '../features/bookings/booking-cancellation';
import { toHhmm } from '../features/availability/availability.queries';
import { logger } from '../logger';
import { runEvery, type StopJob } from './periodic';

const BATCH = 100;

/**
 * In one transaction: claims up to BATCH `booked` bookings whose end (`start_date + end_time`, Stockholm wall
 * clock) is at or before Stockholm's wall clock at `now` (row locks, SKIP LOCKED, so a concurrent pass takes other
 * rows or none), sets them `completed` (compare-and-set on `booked`, `updated_at` = `now`) and writes one
 * `booking_completed` booking_logs row each (triggered_by 'system'). Returns the completed rows' companies.
 */
async function completeBatch(db: Database, now: Date): Promise<string[]> {
  const { today, time } = stockholmNow(now);
  const wallClock = `${today} ${time}`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'booked'),
          lte(bookings.startDate, today),
          sql`${bookings.startDate} + ${bookings.endTime} <= ${wallClock}::timestamp`,
        ),
      )
      .orderBy(asc(bookings.startDate), asc(bookings.endTime), asc(bookings.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const done = await tx
      .update(bookings)
      .set({ status: 'completed', updatedAt: now })
      .where(
        and(
          inArray(
            bookings.id,
            due.map((r) => r.id),
          ),
          eq(bookings.status, 'booked'),
        ),
      )
      .returning();
    if (done.length > 0) {
      await tx.insert(bookingLogs).values(
        done.map((row) => ({
          bookingId: row.id,
          companyId: row.companyId,
          type: 'booking_completed',
          details: {
            customer_id: row.customerId,
            service_name: row.serviceName,
            start_date: row.startDate,
            start_time: toHhmm(row.startTime),
            customer_name: row.customerName,
            triggered_by: 'system',
          },
        })),
      );
    }
    return done.map((row) => row.companyId);
  });
}

/**
 * Completed visits (issue 13 §1, DESIGN §4 Lifecycle, docs/decisions/008): every `booked` booking whose end
 * (Stockholm wall clock) has passed at `now` becomes `completed`, with a `booking_completed` log row, in batches of
 * BATCH rows claimed with `FOR UPDATE SKIP LOCKED`. Idempotent and safe from several processes at once: a booking
 * is completed and logged once. After each batch's commit the changed companies are announced on the realtime bus
 * (open calendars refresh). Returns how many bookings were completed.
 */
export async function completeDueBookings(deps: Pick<Deps, 'db' | 'bus'>, now: Date): Promise<number> {
  let total = 0;
  let claimed: string[];
  do {
    claimed = await completeBatch(deps.db, now);
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
