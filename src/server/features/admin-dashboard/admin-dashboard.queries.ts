import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import type { AdminBooking } from '../../../shared/schemas/admin-dashboard';
import type { Database } from '../../db/client';
import { bookings, staff } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';

const adminBookingColumns = {
  id: bookings.id,
  serviceName: bookings.serviceName,
  customerId: bookings.customerId,
  customerName: bookings.customerName,
  startDate: bookings.startDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  status: bookings.status,
  servicePrice: bookings.servicePrice,
  servicePriceFrom: bookings.servicePriceFrom,
  staffName: staff.name,
  createdAt: bookings.createdAt,
};

/** A selected row -> the API shape (`HH:MM` times, price a number of kronor or null, `createdAt` ISO). */
export function toAdminBooking(row: Omit<AdminBooking, 'createdAt'> & { createdAt: Date }): AdminBooking {
  return {
    ...row,
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    servicePrice: row.servicePrice === null ? null : Number(row.servicePrice),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The company's first `booked` booking that has not started at Stockholm `today` (`YYYY-MM-DD`) `now` (`HH:MM`):
 * later days, or today with a start after now (one in the chair is not 'next'). Null when there is none.
 */
export async function findNextBooking(
  db: Database,
  companyId: string,
  today: string,
  now: string,
): Promise<AdminBooking | null> {
  const [row] = await db
    .select(adminBookingColumns)
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.status, 'booked'),
        or(gt(bookings.startDate, today), and(eq(bookings.startDate, today), gt(bookings.startTime, now))),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.startTime))
    .limit(1);
  return row ? toAdminBooking(row) : null;
}

/** The company's `limit` most recently made bookings (any status), newest first. */
export async function latestBookings(
  db: Database,
  companyId: string,
  limit: number,
): Promise<AdminBooking[]> {
  const rows = await db
    .select(adminBookingColumns)
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(eq(bookings.companyId, companyId))
    .orderBy(desc(bookings.createdAt), desc(bookings.startDate), desc(bookings.startTime), desc(bookings.id))
    .limit(limit);
  return rows.map(toAdminBooking);
}
