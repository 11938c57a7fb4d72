import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database as Executor } from '../../db/client';
import { bookings, calendarFeeds, companies, customers, staff } from '../../db/schema';

/** The company's staff members (any status, display order) for the feed list. */
export function listCompanyStaff(db: Executor, companyId: string) {
  return db
    .select({ id: staff.id, name: staff.name, active: staff.active })
    .from(staff)
    .where(eq(staff.companyId, companyId))
    .orderBy(asc(staff.displayOrder), asc(staff.name));
}

/** The company's active (not revoked) feeds. */
export function listActiveFeeds(db: Executor, companyId: string) {
  return db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt)));
}

/** Revokes the active feed of (company, member or null) at `now`; returns how many rows it revoked (0 or 1). */
export async function revokeActiveFeed(tx: Executor, companyId: string, staffId: string | null, now: Date) {
  const rows = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(calendarFeeds.companyId, companyId),
        staffId === null ? isNull(calendarFeeds.staffId) : eq(calendarFeeds.staffId, staffId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.length;
}

/** The active feed with this token hash, with its company's name and status and the member's name. */
export async function findActiveFeedByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      feed: calendarFeeds,
      companyName: companies.name,
      companyLocation: companies.location,
      staffName: staff.name,
    })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .leftJoin(staff, eq(staff.id, calendarFeeds.staffId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  return row;
}

/**
 * The bookings a feed lists: 'booked' and 'completed' of the company (and member, when given) dated `from`..`to`
 * (Stockholm dates, inclusive), with the customer record's phone and the member's name, in time order.
 */
export function listFeedBookings(
  db: Executor,
  companyId: string,
  staffId: string | null,
  from: string,
  to: string,
) {
  return db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      customerName: bookings.customerName,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      notes: bookings.notes,
      status: bookings.status,
      source: bookings.source,
      calendarSequence: bookings.calendarSequence,
      updatedAt: bookings.updatedAt,
      phone: customers.phone,
      staffName: staff.name,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        staffId === null ? sql`true` : eq(bookings.staffId, staffId),
        inArray(bookings.status, ['booked', 'completed']),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.startTime));
}
