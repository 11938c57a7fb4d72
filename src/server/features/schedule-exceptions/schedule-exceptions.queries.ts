import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { ExceptionRow } from '../../../shared/availability/date-hours';
import type { Database } from '../../db/client';
import { bookings, companies, customers, scheduleExceptions, staff } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;
export type ExceptionRecord = typeof scheduleExceptions.$inferSelect;

/** The company's exceptions (its own and its members', holiday rows included) ending on or after `from`, by start. */
export async function listExceptions(db: Executor, companyId: string, from: string) {
  return db
    .select({ exception: scheduleExceptions, staffName: staff.name })
    .from(scheduleExceptions)
    .leftJoin(staff, eq(staff.id, scheduleExceptions.staffId))
    .where(and(eq(scheduleExceptions.companyId, companyId), gte(scheduleExceptions.endDate, from)))
    .orderBy(asc(scheduleExceptions.startDate), asc(staff.name));
}

/** The exceptions (all scopes, holiday rows included) of the company touching the dates [from, to], as ExceptionRow[]. */
export async function listExceptionRows(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
): Promise<ExceptionRow[]> {
  const rows = await db
    .select()
    .from(scheduleExceptions)
    .where(
      and(
        eq(scheduleExceptions.companyId, companyId),
        lte(scheduleExceptions.startDate, to),
        gte(scheduleExceptions.endDate, from),
      ),
    );
  return rows.map(toExceptionRow);
}

/** Inserts one exception. Throws the database error as is (SQLSTATE 23P01 when it overlaps one of its scope). */
export async function insertException(
  db: Executor,
  row: Omit<typeof scheduleExceptions.$inferInsert, 'id' | 'createdAt'>,
): Promise<ExceptionRecord> {
  const [created] = await db.insert(scheduleExceptions).values(row).returning();
  return created!;
}

/** Deletes the company's own exception `id` (not a holiday row); the deleted row, or undefined. */
export async function deleteException(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .delete(scheduleExceptions)
    .where(
      and(
        eq(scheduleExceptions.id, id),
        eq(scheduleExceptions.companyId, companyId),
        isNull(scheduleExceptions.holiday),
      ),
    )
    .returning();
  return row;
}

/** Deletes the company's holiday rows on the dates [from, to] (an exception over them now decides). */
export async function deleteHolidayRows(db: Executor, companyId: string, from: string, to: string) {
  await db
    .delete(scheduleExceptions)
    .where(
      and(
        eq(scheduleExceptions.companyId, companyId),
        isNotNull(scheduleExceptions.holiday),
        gte(scheduleExceptions.startDate, from),
        lte(scheduleExceptions.startDate, to),
      ),
    );
}

/** The company-wide exceptions (holiday rows included) covering `date`. */
export async function companyRowsOn(db: Executor, companyId: string, date: string) {
  return db
    .select()
    .from(scheduleExceptions)
    .where(
      and(
        eq(scheduleExceptions.companyId, companyId),
        isNull(scheduleExceptions.staffId),
        lte(scheduleExceptions.startDate, date),
        gte(scheduleExceptions.endDate, date),
      ),
    );
}

/** The exception rows as the resolution in src/shared/availability/date-hours.ts reads them. */
export const toExceptionRow = (row: ExceptionRecord): ExceptionRow => ({
  staffId: row.staffId,
  startDate: row.startDate,
  endDate: row.endDate,
  kind: row.kind,
  intervals: row.intervals,
  note: row.note,
  holiday: row.holiday,
});

/** A booked booking on some dates, with what the affected-bookings list and a cancellation need. */
export interface BookedOnDate {
  id: string;
  customerName: string;
  serviceName: string;
  startDate: string;
  startTime: string;
  endTime: string;
  staffId: string | null;
  staffName: string | null;
  customerEmail: string | null;
}

/**
 * The company's `booked` bookings starting on the dates [from, to] (`YYYY-MM-DD`, inclusive), only member
 * `staffId`'s when given; by date and time.
 */
export async function listBookedOnDates(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
  staffId: string | null = null,
): Promise<BookedOnDate[]> {
  const rows = await db
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      staffId: bookings.staffId,
      staffName: staff.name,
      customerEmail: customers.email,
    })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.status, 'booked'),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
        staffId === null ? sql`true` : eq(bookings.staffId, staffId),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.startTime));
  return rows.map((r) => ({ ...r, startTime: toHhmm(r.startTime), endTime: toHhmm(r.endTime) }));
}

/** The name of member `staffId` (active or not) of the company; undefined when they are not its member. */
export async function findCompanyStaffName(
  db: Executor,
  companyId: string,
  staffId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: staff.name })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.companyId, companyId)))
    .limit(1);
  return row?.name;
}

/** The company's calendar settings: `slotIntervalMinutes` and the stored (raw) `weeklySchedule`. */
export async function findCalendarSettings(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      slotIntervalMinutes: companies.slotIntervalMinutes,
      weeklySchedule: companies.weeklySchedule,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}
