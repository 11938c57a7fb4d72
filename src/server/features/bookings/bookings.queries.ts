import { and, asc, count, desc, eq, gt, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { SLOT_HOLDING_STATUSES, type CustomerBooking } from '../../../shared/schemas/booking';
import type { BookingStaff } from '../../../shared/schemas/staff';
import type { BookingPayment } from '../../../shared/schemas/payments';
import { bookingPaymentField, isReleasedHold } from '../../lib/booking-payments';
import type { Database, DatabaseHandle } from '../../db/client';
import { bookings, companies, customers, staff } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';
import { bookingsChangedNotify } from '../../realtime/bus';
import type { QueryValue } from '../availability';
import { deadlineOf } from './booking-policy';
import { bookedServicesOf, visitServicesSubquery, type VisitServiceRow } from './booking-services';

/** A database or a transaction (`tx`): a Drizzle transaction is a `Database` too. */
type Executor = Database;
type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/**
 * Takes the transaction-scoped advisory locks `tidvis:company:<companyId>` then `tidvis:user:<userId>` in one
 * statement (released at commit or rollback). They serialise bookings per company and per user; always in this
 * order, so two transactions can never wait for each other in a cycle. Embedded PGlite (`kind` 'pglite') has one
 * connection and runs each transaction alone from BEGIN to COMMIT, so it is serialised already and skips the
 * statement.
 *
 * The same statement sets `plan_cache_mode = force_generic_plan` for the rest of the transaction: the booking's
 * context query (findBookingContext) is a prepared statement whose parameters (company, date) change on every
 * booking, so PostgreSQL's default kept planning it anew each time, which cost the database more CPU than running
 * it (docs/performance.md, issue 37). Its generic plan uses the same indexes. Only named prepared statements are
 * affected; every other query is planned for its values as before.
 *
 * With `announce` (a transaction that, if it commits, has changed the company's bookings), it also queues the
 * realtime bus's NOTIFY for the company (bookingsChangedNotify): PostgreSQL delivers it at commit and drops it on
 * rollback, so the booking's own commit carries it instead of a transaction of its own. Returns whether it did
 * (never on PGlite), for `publishBookingsChanged(…, { notified })` after commit.
 */
export function lockCompanyAndUser(
  tx: Executor,
  kind: DatabaseHandle['kind'],
  companyId: string,
  userId: string,
  options: { announce?: boolean } = {},
): Promise<boolean> {
  if (kind === 'pglite') return Promise.resolve(false);
  const announce = options.announce === true;
  // Sent before this returns (Drizzle's query run at once, not when awaited), so a query the caller issues next is
  // written after it: on a pipelined connection (db/client.ts) the two travel together, and PostgreSQL starts the
  // next one, with its snapshot, only once the locks are granted.
  return tx
    .execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`tidvis:company:${companyId}`}, 0)),
                 pg_advisory_xact_lock(hashtextextended(${`tidvis:user:${userId}`}, 0)),
                 set_config('plan_cache_mode', 'force_generic_plan', true)${
                   announce ? sql`, ${bookingsChangedNotify(companyId)}` : sql``
                 }`,
    )
    .execute()
    .then(() => announce);
}

/**
 * Takes only the company's advisory lock `tidvis:company:<companyId>`, the one booking creation and rescheduling
 * take first (see lockCompanyAndUser), so a write under it sees every booking of the company committed before and
 * every booking made after it sees the write (a block over booked times). Skipped on PGlite. A query issued right
 * after the call travels with it on the pipelined connection (decision 058).
 */
export function lockCompany(tx: Executor, kind: DatabaseHandle['kind'], companyId: string): Promise<void> {
  if (kind === 'pglite') return Promise.resolve();
  // Sent before this returns, as lockCompanyAndUser's: a query issued next runs once the lock is granted.
  return tx
    .execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tidvis:company:${companyId}`}, 0))`)
    .execute()
    .then(() => undefined);
}

/**
 * `count(*)` of the bookings on `date` of customer records linked to `userId` that are not cancelled (booked, and
 * those a booked one becomes: completed, no-show; so the daily limit does not reopen as the day's visits end), a
 * query to await or nest.
 */
export function bookedOnDateForUserQuery(db: Executor, userId: QueryValue<string>, date: QueryValue<string>) {
  return db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        eq(customers.userId, userId),
        eq(bookings.startDate, date),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
      ),
    );
}

/**
 * How many not-cancelled bookings (booked, completed, no-show) on `date` (`YYYY-MM-DD`) belong to customer records
 * linked to `userId`, over all companies.
 */
export async function countBookedOnDateForUser(db: Executor, userId: string, date: string): Promise<number> {
  const [row] = await bookedOnDateForUserQuery(db, userId, date);
  return row?.n ?? 0;
}

const customerBookingColumns = {
  id: bookings.id,
  companyId: bookings.companyId,
  companyName: companies.name,
  companySlug: companies.slug,
  companyLocation: companies.location,
  companyEmail: companies.email,
  cancellationNoticeHours: companies.cancellationNoticeHours,
  serviceId: bookings.serviceId,
  serviceName: bookings.serviceName,
  servicePrice: bookings.servicePrice,
  servicePriceFrom: bookings.servicePriceFrom,
  visit: visitServicesSubquery(bookings.id),
  customerName: bookings.customerName,
  startDate: bookings.startDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  status: bookings.status,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
  staff: bookingStaffColumns(),
  payment: bookingPaymentField(bookings.id),
};

/**
 * Select fields of a booking's staff member as BookingStaff, for a query that left-joins `staff` on
 * `bookings.staff_id` (staffJoin): null when the booking has none.
 */
export function bookingStaffColumns() {
  return { id: staff.id, name: staff.name, title: staff.title };
}

/**
 * A booking's staff member by `staffId` as BookingStaff, or null when `staffId` is null (no query then)
 * or unknown. For e-mails and webhooks of a booking row read without the join.
 */
export async function findBookingStaff(db: Executor, staffId: string | null): Promise<BookingStaff | null> {
  if (staffId === null) return null;
  const [row] = await db.select(bookingStaffColumns()).from(staff).where(eq(staff.id, staffId)).limit(1);
  return row ?? null;
}

/** The join condition of `staff` for bookingStaffColumns: `leftJoin(staff, staffJoin)`. */
export const staffJoin = eq(staff.id, bookings.staffId);

/** What `customerBookingColumns` selects: the API shape with the raw `HH:MM:SS` times and a `Date`. */
type CustomerBookingRow = Omit<CustomerBooking, 'createdAt' | 'cancellationDeadline' | 'services'> & {
  createdAt: Date;
  cancellationNoticeHours: number;
  servicePriceFrom: boolean;
  /** Its booking_services rows (a visit of several services), else empty. */
  visit: VisitServiceRow[];
};

/** A selected row -> the API shape (`HH:MM` times, ISO `createdAt`, its `services`: bookedServicesOf). */
function toCustomerBooking({
  cancellationNoticeHours,
  servicePriceFrom,
  visit,
  ...row
}: CustomerBookingRow): CustomerBooking {
  return {
    ...row,
    services: bookedServicesOf({ ...row, servicePriceFrom }, visit),
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    createdAt: row.createdAt.toISOString(),
    cancellationDeadline: deadlineOf(row, cancellationNoticeHours),
  };
}

/**
 * A booking row, its company, its staff member (null: none), its booking_services rows (`visit`, empty for a
 * booking of one service) and its online payment (null: none) -> the API shape.
 */
export function bookingRowToCustomerBooking(
  row: BookingRow,
  company: Pick<CompanyRow, 'name' | 'slug' | 'location' | 'email' | 'cancellationNoticeHours'>,
  member: BookingStaff | null,
  visit: readonly VisitServiceRow[],
  payment: BookingPayment | null = null,
): CustomerBooking {
  return toCustomerBooking({
    payment,
    servicePriceFrom: row.servicePriceFrom,
    visit: [...visit],
    id: row.id,
    companyId: row.companyId,
    companyName: company.name,
    companySlug: company.slug,
    companyLocation: company.location,
    companyEmail: company.email,
    cancellationNoticeHours: company.cancellationNoticeHours,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    servicePrice: row.servicePrice,
    customerName: row.customerName,
    startDate: row.startDate,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt,
    staff: member,
  });
}

/** Bookings of customer records linked to `userId`, joined with their company, filtered by `where`. */
function selectOwned(db: Executor, userId: string, where: SQL | undefined) {
  return db
    .select(customerBookingColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .leftJoin(staff, staffJoin)
    .where(and(eq(customers.userId, userId), where));
}

/**
 * "Starts after the instant `now`" as SQL over Stockholm wall clock: `today` (`YYYY-MM-DD`) and `nowTime`
 * (`HH:MM:SS`) are Stockholm's date and time at `now`.
 */
export function startsAfter(today: string, nowTime: string): SQL {
  return or(
    gt(bookings.startDate, today),
    and(eq(bookings.startDate, today), gt(bookings.startTime, nowTime)),
  ) as SQL;
}

/**
 * "Ends after the instant `now`" as SQL over Stockholm wall clock (`today` `YYYY-MM-DD`, `nowTime` `HH:MM:SS`):
 * a booking that has started but not ended still ends after now.
 */
export function endsAfter(today: string, nowTime: string): SQL {
  return or(
    gt(bookings.startDate, today),
    and(eq(bookings.startDate, today), gt(bookings.endTime, nowTime)),
  ) as SQL;
}

/** Upcoming: booked, or held while its payment is made (docs/decisions/047; 'Väntar på betalning'). */
const upcomingStatus = inArray(bookings.status, ['booked', 'pending_payment']);

/**
 * The user's 'Kommande bokningar': `booked` (and held, `pending_payment`) bookings that have not ended at now (so one in progress stays until
 * its end), soonest first.
 */
export async function listUpcomingForUser(db: Executor, userId: string, today: string, nowTime: string) {
  const rows = await selectOwned(db, userId, and(upcomingStatus, endsAfter(today, nowTime))).orderBy(
    asc(bookings.startDate),
    asc(bookings.startTime),
  );
  return rows.map(toCustomerBooking);
}

/**
 * The user's 'Tidigare bokningar': every booking that is not upcoming (cancelled, completed, no-show, and a booked
 * one whose end has passed but the completion job has not reached yet), latest appointment first, at most
 * `limit`. Together with listUpcomingForUser each booking is in exactly one of the two lists.
 */
export async function listPreviousForUser(
  db: Executor,
  userId: string,
  today: string,
  nowTime: string,
  limit: number,
) {
  const rows = await selectOwned(
    db,
    userId,
    // A released payment hold was never a booking the customer made (docs/decisions/047).
    and(not(and(upcomingStatus, endsAfter(today, nowTime))!), not(isReleasedHold)),
  )
    .orderBy(desc(bookings.startDate), desc(bookings.startTime), desc(bookings.createdAt))
    .limit(limit);
  return rows.map(toCustomerBooking);
}

/** The user's most recently made bookings, any status (customer-side §2 dashboard 'Senaste aktivitet'). */
export async function listRecentForUser(db: Executor, userId: string, limit: number) {
  const rows = await selectOwned(db, userId, not(isReleasedHold))
    .orderBy(desc(bookings.createdAt), desc(bookings.startDate), desc(bookings.startTime))
    .limit(limit);
  return rows.map(toCustomerBooking);
}

/** One booking of the user (any status), or undefined when it does not exist or belongs to someone else. */
export async function findOwnedBooking(
  db: Executor,
  userId: string,
  bookingId: string,
): Promise<CustomerBooking | undefined> {
  const [row] = await selectOwned(db, userId, eq(bookings.id, bookingId)).limit(1);
  return row ? toCustomerBooking(row) : undefined;
}

/**
 * The raw row of one booking of the user plus its company, the customer record's phone and its staff member
 * (BookingStaff, null when none), or undefined (not found or not the user's).
 */
export async function findOwnedBookingRow(db: Executor, userId: string, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      /** Its booking_services rows (a visit of several services), else empty. */
      visit: visitServicesSubquery(bookings.id),
      company: companies,
      customerPhone: customers.phone,
      staff: bookingStaffColumns(),
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .leftJoin(staff, staffJoin)
    .where(and(eq(customers.userId, userId), eq(bookings.id, bookingId)))
    .limit(1);
  return row;
}
