import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { BlockedPeriod, BusyBooking } from '../../../shared/availability';
import { SLOT_HOLDING_STATUSES } from '../../../shared/schemas/booking';
import type { ExceptionRow } from '../../../shared/availability/date-hours';
import type { TimeInterval } from '../../../shared/schedule';
import type { ExceptionKind } from '../../../shared/schemas/schedule-exceptions';
import {
  blockedSlots,
  bookings,
  scheduleExceptions,
  staff,
  staffAbsences,
  staffServices,
} from '../../db/schema';
import type { BookingStatus } from '../../../shared/schemas/booking';
import { toHhmm } from '../../lib/pg-time';

// Re-exported for the booking code that still imports it from here; new code imports server/lib/pg-time.
export { toHhmm };

/**
 * A value of a subquery below, or a `sql.placeholder` for it in a query built once (db/reusable-query.ts): the
 * booking's context query. Instants given through a placeholder are filled in as ISO strings.
 */
export type QueryValue<T> = T | Placeholder;

/*
 * The busy periods are read as JSON arrays from scalar subqueries, so that they can ride along in another query
 * (the booking's context, or each other) instead of costing a round trip each.
 */

type BookingTuple = [
  date: string,
  startTime: string,
  endTime: string,
  bufferMinutes: number,
  id: string,
  staffId: string | null,
  status: BookingStatus,
  processingAfterMinutes: number,
  processingMinutes: number,
];
type BlockTuple = [start: string, end: string];

/**
 * A booking that holds its time, as the slot engine reads it, plus what staff assignment needs: its `id` (to leave
 * it out when it is being moved), `staffId` (null = blocks every member at a staffed company) and `status`.
 */
export interface HeldBooking extends BusyBooking {
  id: string;
  staffId: string | null;
  status: BookingStatus;
}

/**
 * An active staff member as availability reads them: `weeklySchedule` as stored (null = the company's
 * hours), `serviceIds` the services they perform; listed in display order.
 */
export interface ActiveStaffMember {
  id: string;
  name: string;
  title: string | null;
  weeklySchedule: unknown;
  serviceIds: string[];
}

/** A staff member's absence: the half-open instant range `[start, end)`. */
export interface StaffAbsencePeriod extends BlockedPeriod {
  staffId: string;
}

/**
 * A scalar subquery: the bookings that hold their time (SLOT_HOLDING_STATUSES: booked, no-show, completed) of
 * company `companyId` with start_date in [from, to] (inclusive, `YYYY-MM-DD`), as HeldBooking[] (times `HH:MM`), with
 * their processing time (docs/decisions/036).
 */
export function busyBookingsSubquery(
  companyId: QueryValue<string>,
  from: QueryValue<string>,
  to: QueryValue<string>,
): SQL<HeldBooking[]> {
  const where = and(
    eq(bookings.companyId, companyId),
    inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
    gte(bookings.startDate, from),
    lte(bookings.startDate, to),
  );
  return sql<
    HeldBooking[]
  >`(select coalesce(json_agg(json_build_array(${bookings.startDate}, ${bookings.startTime}, ${bookings.endTime}, ${bookings.bufferMinutes}, ${bookings.id}, ${bookings.staffId}, ${bookings.status}, ${bookings.processingAfterMinutes}, ${bookings.processingMinutes})), '[]') from ${bookings} where ${where})`.mapWith(
    (rows: BookingTuple[]): HeldBooking[] =>
      rows.map(
        ([
          date,
          startTime,
          endTime,
          bufferMinutes,
          id,
          staffId,
          status,
          processingAfterMinutes,
          processingMinutes,
        ]) => ({
          date,
          startTime: toHhmm(startTime),
          endTime: toHhmm(endTime),
          bufferMinutes,
          id,
          staffId,
          status,
          processingAfterMinutes,
          processingMinutes,
        }),
      ),
  );
}

/**
 * A scalar subquery: the salon-wide blocked periods of company `companyId` overlapping the instants [from, to).
 * A member's own block is not among them: absencesSubquery reads it as that member's absence.
 */
export function blocksSubquery(
  companyId: QueryValue<string>,
  from: QueryValue<Date>,
  to: QueryValue<Date>,
): SQL<BlockedPeriod[]> {
  const where = and(
    eq(blockedSlots.companyId, companyId),
    isNull(blockedSlots.staffId),
    lt(blockedSlots.startTime, to),
    gt(blockedSlots.endTime, from),
  );
  return sql<
    BlockedPeriod[]
  >`(select coalesce(json_agg(json_build_array(${blockedSlots.startTime}, ${blockedSlots.endTime})), '[]') from ${blockedSlots} where ${where})`.mapWith(
    (rows: BlockTuple[]): BlockedPeriod[] =>
      rows.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
  );
}

type StaffTuple = [
  id: string,
  name: string,
  title: string | null,
  weeklySchedule: unknown,
  serviceIds: string[],
];
type AbsenceTuple = [staffId: string, start: string, end: string];

/**
 * A scalar subquery: the active staff members of company `companyId` in display order (then name), each with the
 * ids of the services they perform, as ActiveStaffMember[]. Empty = a company without staff.
 */
export function activeStaffSubquery(companyId: QueryValue<string>): SQL<ActiveStaffMember[]> {
  const serviceIds = sql`(select coalesce(json_agg(${staffServices.serviceId}), '[]') from ${staffServices} where ${staffServices.staffId} = ${staff.id})`;
  return sql<
    ActiveStaffMember[]
  >`(select coalesce(json_agg(json_build_array(${staff.id}, ${staff.name}, ${staff.title}, ${staff.weeklySchedule}, ${serviceIds}) order by ${staff.displayOrder}, ${staff.name}, ${staff.id}), '[]') from ${staff} where ${and(eq(staff.companyId, companyId), eq(staff.active, true))})`.mapWith(
    (rows: StaffTuple[]): ActiveStaffMember[] =>
      rows.map(([id, name, title, weeklySchedule, ids]) => ({
        id,
        name,
        title,
        weeklySchedule,
        serviceIds: ids,
      })),
  );
}

/**
 * A scalar subquery: the staff absences at company `companyId` overlapping the instants [from, to), with the
 * blocks of one member (a member's lunch): to the slot engine both take that member's time only.
 */
export function absencesSubquery(
  companyId: QueryValue<string>,
  from: QueryValue<Date>,
  to: QueryValue<Date>,
): SQL<StaffAbsencePeriod[]> {
  const where = and(
    eq(staffAbsences.companyId, companyId),
    lt(staffAbsences.startTime, to),
    gt(staffAbsences.endTime, from),
  );
  const memberBlocks = and(
    eq(blockedSlots.companyId, companyId),
    isNotNull(blockedSlots.staffId),
    lt(blockedSlots.startTime, to),
    gt(blockedSlots.endTime, from),
  );
  return sql<
    StaffAbsencePeriod[]
  >`(select coalesce(json_agg(json_build_array(a.staff_id, a.start_time, a.end_time)), '[]') from (select ${staffAbsences.staffId} as staff_id, ${staffAbsences.startTime} as start_time, ${staffAbsences.endTime} as end_time from ${staffAbsences} where ${where} union all select ${blockedSlots.staffId}, ${blockedSlots.startTime}, ${blockedSlots.endTime} from ${blockedSlots} where ${memberBlocks}) as a)`.mapWith(
    (rows: AbsenceTuple[]): StaffAbsencePeriod[] =>
      rows.map(([staffId, start, end]) => ({ staffId, start: new Date(start), end: new Date(end) })),
  );
}

type ExceptionTuple = [
  staffId: string | null,
  startDate: string,
  endDate: string,
  kind: ExceptionKind,
  intervals: TimeInterval[],
  note: string | null,
  holiday: string | null,
];

/**
 * A scalar subquery: the schedule exceptions of company `companyId` (its own and its members') touching the dates
 * [from, to] (`YYYY-MM-DD`, inclusive), as ExceptionRow[].
 */
export function exceptionsSubquery(
  companyId: QueryValue<string>,
  from: QueryValue<string>,
  to: QueryValue<string>,
): SQL<ExceptionRow[]> {
  const t = scheduleExceptions;
  const where = and(eq(t.companyId, companyId), lte(t.startDate, to), gte(t.endDate, from));
  return sql<
    ExceptionRow[]
  >`(select coalesce(json_agg(json_build_array(${t.staffId}, ${t.startDate}, ${t.endDate}, ${t.kind}, ${t.intervals}, ${t.note}, ${t.holiday})), '[]') from ${t} where ${where})`.mapWith(
    (rows: ExceptionTuple[]): ExceptionRow[] =>
      rows.map(([staffId, startDate, endDate, kind, intervals, note, holiday]) => ({
        staffId,
        startDate,
        endDate,
        kind,
        intervals,
        note,
        holiday,
      })),
  );
}
