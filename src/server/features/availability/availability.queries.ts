import { and, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { BlockedPeriod, BusyBooking } from '../../../shared/availability';
import type { Database } from '../../db/client';
import { blockedSlots, bookings } from '../../db/schema';

type Executor = Pick<Database, 'select'>;

/** `HH:MM:SS` from PostgreSQL `time` -> `HH:MM`. */
export const toHhmm = (time: string): string => time.slice(0, 5);

/** Booked bookings of a company with start_date in [from, to] (inclusive, `YYYY-MM-DD`). */
export async function loadBusyBookings(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
): Promise<BusyBooking[]> {
  const rows = await db
    .select({
      date: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      bufferMinutes: bookings.bufferMinutes,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.status, 'booked'),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
      ),
    );
  return rows.map((r) => ({ ...r, startTime: toHhmm(r.startTime), endTime: toHhmm(r.endTime) }));
}

/** Blocked periods of a company overlapping the instants [from, to). */
export async function loadBlocks(
  db: Executor,
  companyId: string,
  from: Date,
  to: Date,
): Promise<BlockedPeriod[]> {
  return db
    .select({ start: blockedSlots.startTime, end: blockedSlots.endTime })
    .from(blockedSlots)
    .where(
      and(
        eq(blockedSlots.companyId, companyId),
        lt(blockedSlots.startTime, to),
        gt(blockedSlots.endTime, from),
      ),
    );
}
