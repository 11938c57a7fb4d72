import { and, desc, eq, gt, gte, lt, ne, or, sql, asc, countDistinct } from 'drizzle-orm';
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
 * Booking counts of a company for dates in [`from`, `to`) (`YYYY-MM-DD`): all statuses, cancelled, no-shows, and
 * the revenue (kronor) of the booked and completed ones.
 */
export async function monthTotals(db: Database, companyId: string, from: string, to: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      cancelled: sql<number>`(count(*) filter (where ${bookings.status} = 'cancelled'))::int`,
      noShows: sql<number>`(count(*) filter (where ${bookings.status} = 'no_show'))::int`,
      revenue: sql<
        string | null
      >`sum(${bookings.servicePrice}) filter (where ${bookings.status} in ('booked', 'completed'))`,
    })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), gte(bookings.startDate, from), lt(bookings.startDate, to)));
  return {
    total: Number(row?.total ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    noShows: Number(row?.noShows ?? 0),
    revenue: Number(row?.revenue ?? 0),
  };
}

/** Distinct customers of a company with a non-cancelled booking dated `from` (`YYYY-MM-DD`) or later. */
export async function countActiveCustomers(db: Database, companyId: string, from: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(bookings.customerId) })
    .from(bookings)
    .where(
      and(eq(bookings.companyId, companyId), gte(bookings.startDate, from), ne(bookings.status, 'cancelled')),
    );
  return Number(row?.n ?? 0);
}

/**
 * The company's first `booked` booking that has not ended at Stockholm `today` (`YYYY-MM-DD`) `now` (`HH:MM`):
 * later days, or today with an end after now. Null when there is none.
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
        or(gt(bookings.startDate, today), and(eq(bookings.startDate, today), gt(bookings.endTime, now))),
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

/**
 * Per staff member of the company, bookings dated `from` ≤ date < `to` (`YYYY-MM-DD`): `bookings` non-cancelled,
 * `revenue` kronor of booked and completed ones. Active members and inactive ones with such bookings, in display
 * order.
 */
export async function staffMonthStats(db: Database, companyId: string, from: string, to: string) {
  const rows = await db
    .select({
      staffId: staff.id,
      name: staff.name,
      photoUrl: staff.photoUrl,
      active: staff.active,
      bookings: sql<number>`(count(${bookings.id}) filter (where ${bookings.status} <> 'cancelled'))::int`,
      revenue: sql<
        string | null
      >`sum(${bookings.servicePrice}) filter (where ${bookings.status} in ('booked', 'completed'))`,
    })
    .from(staff)
    .leftJoin(
      bookings,
      and(
        eq(bookings.staffId, staff.id),
        eq(bookings.companyId, companyId),
        gte(bookings.startDate, from),
        lt(bookings.startDate, to),
      ),
    )
    .where(eq(staff.companyId, companyId))
    .groupBy(staff.id)
    .orderBy(asc(staff.displayOrder), asc(staff.createdAt), asc(staff.id));
  return rows
    .map((r) => ({ ...r, bookings: Number(r.bookings), revenue: Number(r.revenue ?? 0) }))
    .filter((r) => r.active || r.bookings > 0 || r.revenue > 0);
}
