import { and, asc, count, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { activeParts } from '../../../shared/availability';
import { addDays, parseHhmm } from '../../../shared/dates';
import type { StaffAbsence } from '../../../shared/schemas/staff';
import type {
  AdminCalendarBooking,
  CalendarBlock,
  CalendarStaff,
  CalendarCustomerKinds,
  CoveredBooking,
} from '../../../shared/schemas/admin-calendar';
import type { Database } from '../../db/client';
import { blockedSlots, bookings, customers, staff, staffAbsences, watches } from '../../db/schema';
import { bookedServicesOf, visitServicesSubquery } from '../bookings';
import { bookingPaymentField } from '../payments';
import { toHhmm } from '../../lib/pg-time';

/** A database or a transaction (`tx`). */
type Executor = Database;

/**
 * Bookings of any status of the company with `start_date` in [from, to] (`YYYY-MM-DD`), by date and time, each
 * with its `services` (a visit of several services lists them, docs/decisions/046) and its online `payment`
 * (docs/decisions/047), and
 * which of their customers are new (record created at or after `newSince`) or returning (2 or more bookings at
 * the company, any status).
 */
export async function listCompanyBookings(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
  newSince: Date,
): Promise<{ bookings: AdminCalendarBooking[]; customers: CalendarCustomerKinds }> {
  const rows = await db
    .select({
      customerCreatedAt: customers.createdAt,
      customerBookingCount: sql<number>`(select count(*)::int from ${bookings} b where b.customer_id = ${bookings.customerId})`,
      id: bookings.id,
      customerId: bookings.customerId,
      customerName: bookings.customerName,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      serviceId: bookings.serviceId,
      serviceName: bookings.serviceName,
      servicePrice: bookings.servicePrice,
      servicePriceFrom: bookings.servicePriceFrom,
      visit: visitServicesSubquery(bookings.id),
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      status: bookings.status,
      notes: bookings.notes,
      staffId: bookings.staffId,
      staffName: staff.name,
      source: bookings.source,
      processingAfterMinutes: bookings.processingAfterMinutes,
      processingMinutes: bookings.processingMinutes,
      payment: bookingPaymentField(bookings.id),
    })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(and(eq(bookings.companyId, companyId), gte(bookings.startDate, from), lte(bookings.startDate, to)))
    .orderBy(asc(bookings.startDate), asc(bookings.startTime), asc(bookings.createdAt));
  const newIds = new Set<string>();
  const returningIds = new Set<string>();
  const list = rows.map(({ customerCreatedAt, customerBookingCount, servicePriceFrom, visit, ...r }) => {
    if (customerCreatedAt && customerCreatedAt >= newSince) newIds.add(r.customerId);
    if (Number(customerBookingCount) >= 2) returningIds.add(r.customerId);
    return {
      ...r,
      servicePriceFrom,
      services: bookedServicesOf({ ...r, servicePriceFrom }, visit),
      startTime: toHhmm(r.startTime),
      endTime: toHhmm(r.endTime),
    };
  });
  return { bookings: list, customers: { new: [...newIds], returning: [...returningIds] } };
}

const blockColumns = {
  id: blockedSlots.id,
  start: blockedSlots.startTime,
  end: blockedSlots.endTime,
  reason: blockedSlots.reason,
  staffId: blockedSlots.staffId,
};

const toCalendarBlock = (r: {
  id: string;
  start: Date;
  end: Date;
  reason: string | null;
  staffId: string | null;
}): CalendarBlock => ({
  id: r.id,
  start: r.start.toISOString(),
  end: r.end.toISOString(),
  reason: r.reason,
  staffId: r.staffId,
});

/** Blocks of the company overlapping the instants [from, to), earliest first. */
export async function listCompanyBlocks(
  db: Executor,
  companyId: string,
  from: Date,
  to: Date,
): Promise<CalendarBlock[]> {
  const rows = await db
    .select(blockColumns)
    .from(blockedSlots)
    .where(
      and(
        eq(blockedSlots.companyId, companyId),
        lt(blockedSlots.startTime, to),
        gt(blockedSlots.endTime, from),
      ),
    )
    .orderBy(asc(blockedSlots.startTime));
  return rows.map(toCalendarBlock);
}

/** Inserts a block of the company (instants; `staffId` null = the whole salon) and returns it. */
export async function insertBlock(
  db: Executor,
  values: { companyId: string; staffId: string | null; start: Date; end: Date; reason: string | null },
): Promise<CalendarBlock> {
  const [row] = await db
    .insert(blockedSlots)
    .values({
      companyId: values.companyId,
      staffId: values.staffId,
      startTime: values.start,
      endTime: values.end,
      reason: values.reason,
    })
    .returning(blockColumns);
  if (!row) throw new Error('block insert returned nothing');
  return toCalendarBlock(row);
}

/** Deletes a block of the company; false when there is no such block of that company. */
export async function deleteCompanyBlock(db: Executor, companyId: string, blockId: string): Promise<boolean> {
  const rows = await db
    .delete(blockedSlots)
    .where(and(eq(blockedSlots.id, blockId), eq(blockedSlots.companyId, companyId)))
    .returning({ id: blockedSlots.id });
  return rows.length > 0;
}

/**
 * One booking of the company (any status) with its customer's e-mail and phone, its member's name and its online
 * payment (docs/decisions/047), or undefined;
 * with `staffId`, only when it is that staff member's (a staff account's scope, docs/decisions/035).
 */
export async function findCompanyBooking(
  db: Executor,
  companyId: string,
  bookingId: string,
  staffId: string | null = null,
) {
  const [row] = await db
    .select({
      booking: bookings,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      staffName: staff.name,
      payment: bookingPaymentField(bookings.id),
    })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.companyId, companyId),
        staffId ? eq(bookings.staffId, staffId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The `booked` bookings of the company on `date` (`YYYY-MM-DD`) whose [start, end) overlaps the wall-clock period
 * [startTime, endTime) (`HH:MM`) in an active part (a period inside a booking's processing time leaves it alone,
 * docs/decisions/036), by start time, with the customer's e-mail (for the cancellation e-mail); with
 * `staffId`, only that member's.
 */
export async function listBookedInPeriod(
  db: Executor,
  companyId: string,
  period: { date: string; startTime: string; endTime: string; staffId?: string | null },
): Promise<(CoveredBooking & { customerEmail: string | null })[]> {
  const rows = await db
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      customerEmail: customers.email,
      processingAfterMinutes: bookings.processingAfterMinutes,
      processingMinutes: bookings.processingMinutes,
    })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.status, 'booked'),
        period.staffId ? eq(bookings.staffId, period.staffId) : undefined,
        eq(bookings.startDate, period.date),
        lt(bookings.startTime, period.endTime),
        gt(bookings.endTime, period.startTime),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.createdAt));
  const from = parseHhmm(period.startTime);
  const to = parseHhmm(period.endTime);
  return rows.flatMap(({ processingAfterMinutes, processingMinutes, ...r }) => {
    const startTime = toHhmm(r.startTime);
    const endTime = toHhmm(r.endTime);
    const parts = activeParts(
      parseHhmm(startTime),
      parseHhmm(endTime),
      0,
      processingAfterMinutes,
      processingMinutes,
    );
    return parts.some((p) => p.start < to && from < p.end) ? [{ ...r, startTime, endTime }] : [];
  });
}

/** Whether `staffId` is a member of the company (active or not). */
export async function isCompanyStaff(db: Executor, companyId: string, staffId: string): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.id, staffId)))
    .limit(1);
  return rows.length > 0;
}

/** Every staff member of the company (active or not), by display order then name (the day columns). */
export async function listCalendarStaff(db: Executor, companyId: string): Promise<CalendarStaff[]> {
  return db
    .select({
      id: staff.id,
      name: staff.name,
      title: staff.title,
      photoUrl: staff.photoUrl,
      active: staff.active,
      displayOrder: staff.displayOrder,
    })
    .from(staff)
    .where(eq(staff.companyId, companyId))
    .orderBy(asc(staff.displayOrder), asc(staff.name));
}

/** The absences of the company's members overlapping the instants [from, to), earliest first. */
export async function listStaffAbsences(
  db: Executor,
  companyId: string,
  from: Date,
  to: Date,
): Promise<StaffAbsence[]> {
  const rows = await db
    .select({
      id: staffAbsences.id,
      staffId: staffAbsences.staffId,
      kind: staffAbsences.kind,
      start: staffAbsences.startTime,
      end: staffAbsences.endTime,
      reason: staffAbsences.reason,
    })
    .from(staffAbsences)
    .where(
      and(
        eq(staffAbsences.companyId, companyId),
        lt(staffAbsences.startTime, to),
        gt(staffAbsences.endTime, from),
      ),
    )
    .orderBy(asc(staffAbsences.startTime));
  return rows.map((r) => ({ ...r, start: r.start.toISOString(), end: r.end.toISOString() }));
}

/**
 * How many of the company's active watches (not ended, `to_date` ≥ `today`) cover each Stockholm date of
 * [from, to] (`YYYY-MM-DD`): only dates with at least one. With `staffId` (a staff account's own calendar) only the
 * watches for that member or for any member. Counts only: no customer leaves the server.
 */
export async function countWatchesPerDate(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
  today: string,
  staffId: string | null,
): Promise<Record<string, number>> {
  // Grouped by range in the database (few rows), spread over the dates here.
  const rows = await db
    .select({ fromDate: watches.fromDate, toDate: watches.toDate, count: count() })
    .from(watches)
    .where(
      and(
        eq(watches.companyId, companyId),
        isNull(watches.endedAt),
        gte(watches.toDate, today > from ? today : from),
        lte(watches.fromDate, to),
        staffId === null ? undefined : or(isNull(watches.staffId), eq(watches.staffId, staffId)),
      ),
    )
    .groupBy(watches.fromDate, watches.toDate);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const first = row.fromDate > from ? row.fromDate : from;
    const last = row.toDate < to ? row.toDate : to;
    for (let date = first; date <= last; date = addDays(date, 1))
      counts[date] = (counts[date] ?? 0) + row.count;
  }
  return counts;
}
