import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookingLogs, bookings } from '../../../db/schema';
import { logRowOf, statusChangeDetails } from './events';
import { stockholmNow } from './wall-clock';

/**
 * Completes, in `tx`, up to `limit` `booked` bookings whose end (`start_date + end_time`, Stockholm wall clock) is at
 * or before Stockholm's wall clock at `now`: claims them with row locks (SKIP LOCKED, so a concurrent pass takes
 * other rows or none), sets them `completed` (compare-and-set on `booked`, `updated_at` = `now`) and writes one
 * 'booking_completed' log row each (triggered_by 'system'); only the realtime announcement follows (effectsOf).
 * Returns the completed rows' company ids (one per booking).
 */
export async function completeDue(tx: Database, now: Date, limit: number): Promise<string[]> {
  const { today, time } = stockholmNow(now);
  const wallClock = `${today} ${time}`;
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
    .limit(limit)
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
      done.map((row) =>
        logRowOf(row.id, row.companyId, {
          type: 'booking_completed',
          details: statusChangeDetails(row, 'system'),
        }),
      ),
    );
  }
  return done.map((row) => row.companyId);
}
