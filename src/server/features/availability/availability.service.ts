import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { visitShape, type AvailabilityInput } from '../../../shared/availability';
import {
  memberDateIntervals,
  resolveCompanyDateHours,
  resolveStaffDateHours,
  type ExceptionRow,
} from '../../../shared/availability/date-hours';
import { addDays, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule, type TimeInterval } from '../../../shared/schedule';
import { BOOKING_ERRORS } from '../../../shared/schemas/booking';
import { STAFF_NOT_FOUND_MESSAGE } from '../../../shared/schemas/staff';
import type { Database } from '../../db/client';
import { companies, services } from '../../db/schema';
import { notFound } from '../../errors';
import { swedishHolidaysBetween } from '../../holidays/swedish-holidays';
import {
  absencesSubquery,
  activeStaffSubquery,
  blocksSubquery,
  busyBookingsSubquery,
  exceptionsSubquery,
  type ActiveStaffMember,
  type QueryValue,
  type HeldBooking,
  type StaffAbsencePeriod,
} from './availability.queries';

type Executor = Pick<Database, 'select'>;
type CompanyRow = typeof companies.$inferSelect;
/** The company settings the slot engine reads. */
export type ScheduleSettings = Pick<
  CompanyRow,
  'weeklySchedule' | 'slotIntervalMinutes' | 'defaultBufferMinutes'
>;

/** An active service of the company, or 404 'Tjänsten finns inte eller är inte aktiv.' */
export async function loadActiveService(db: Executor, companyId: string, serviceId: string) {
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.companyId, companyId), eq(services.active, true)))
    .limit(1);
  if (!service) throw notFound(BOOKING_ERRORS.serviceNotFound);
  return service;
}

/**
 * The company's active services among `ids` (a visit's, in its order; docs/decisions/046), in the order of `ids`;
 * null when one is missing, inactive or another company's.
 */
export async function loadActiveServices(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<(typeof services.$inferSelect)[] | null> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.id, [...ids]), eq(services.active, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every((s) => s !== undefined) ? (ordered as (typeof services.$inferSelect)[]) : null;
}

/**
 * What blocks times at a company over some dates: its bookings that hold their time (with their member, if any),
 * its blocked periods, and its active staff members in display order with their absences. `staff` empty
 * = a company without staff (one implicit resource).
 */
export interface BusyPeriods {
  bookings: HeldBooking[];
  blocks: AvailabilityInput['blocks'];
  staff: ActiveStaffMember[];
  absences: StaffAbsencePeriod[];
  /** Its own and its members' schedule exceptions touching the dates. */
  exceptions: ExceptionRow[];
}

/**
 * Select fields (for `db.select({...})`) of what blocks times at company `companyId` over the dates [from, to]
 * (`YYYY-MM-DD`, inclusive, Europe/Stockholm): `bookings`, its bookings holding their time from the day before (an
 * evening booking's buffer may run past midnight into `from`), `blocks`, its blocks overlapping the range's
 * instants, `staff`, its active members, `absences`, theirs overlapping the range, and `exceptions`, the schedule
 * exceptions touching the dates. Five scalar subqueries, so they can be read together with other data in one round
 * trip.
 */
export function busyPeriodsFields(
  companyId: string,
  from: string,
  to: string,
): { [K in keyof BusyPeriods]: SQL<BusyPeriods[K]> } {
  return busyPeriodsSubqueries(companyId, busyPeriodsBounds(from, to));
}

/**
 * What busyPeriodsFields compares with for the dates [from, to] (`YYYY-MM-DD`, Stockholm): the dates themselves,
 * `bookingsFrom` (the day before `from`) and the instants `rangeStart` (`from` 00:00) and `rangeEnd` (the day after
 * `to`, 00:00).
 */
export function busyPeriodsBounds(from: string, to: string) {
  return {
    from,
    to,
    bookingsFrom: addDays(from, -1),
    rangeStart: zonedWallClockToInstant(from, '00:00'),
    rangeEnd: zonedWallClockToInstant(addDays(to, 1), '00:00'),
  };
}

/**
 * busyPeriodsFields from its company and bounds (busyPeriodsBounds), each a value or a `sql.placeholder` (the
 * booking's context query is built once with placeholders: create-booking.queries.ts).
 */
export function busyPeriodsSubqueries(
  companyId: QueryValue<string>,
  bounds: {
    [K in keyof ReturnType<typeof busyPeriodsBounds>]: QueryValue<ReturnType<typeof busyPeriodsBounds>[K]>;
  },
): { [K in keyof BusyPeriods]: SQL<BusyPeriods[K]> } {
  return {
    bookings: busyBookingsSubquery(companyId, bounds.bookingsFrom, bounds.to),
    blocks: blocksSubquery(companyId, bounds.rangeStart, bounds.rangeEnd),
    staff: activeStaffSubquery(companyId),
    absences: absencesSubquery(companyId, bounds.rangeStart, bounds.rangeEnd),
    exceptions: exceptionsSubquery(companyId, bounds.from, bounds.to),
  };
}

/**
 * The company's busy periods over the dates [from, to] (see busyPeriodsFields), in one round trip; empty when
 * there is no such company.
 */
export async function loadBusyPeriods(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
): Promise<BusyPeriods> {
  const [row] = await db
    .select(busyPeriodsFields(companyId, from, to))
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { bookings: [], blocks: [], staff: [], absences: [], exceptions: [] };
}

/**
 * The members who may perform `serviceId`: the active members performing it, in display order; all
 * active members when the service no longer exists (`serviceId` null: a booking of a deleted service is moved),
 * or with `serviceId` null and `performerOf` (a visit of several services) those performing every one of those.
 * With `staffId` only that member, or 404 STAFF_NOT_FOUND_MESSAGE when they are not among them (also at a company
 * without staff).
 */
export function eligibleStaff(
  busy: Pick<BusyPeriods, 'staff'>,
  serviceId: string | null,
  staffId?: string | null,
  performerOf?: readonly string[],
): ActiveStaffMember[] {
  // A visit of several services (id null): only the members who perform every one of them (docs/decisions/046).
  const required = serviceId === null ? (performerOf ?? []) : [serviceId];
  const eligible = busy.staff.filter((m) => required.every((id) => m.serviceIds.includes(id)));
  if (staffId === undefined || staffId === null) return eligible;
  const named = eligible.find((m) => m.id === staffId);
  if (!named) throw notFound(STAFF_NOT_FOUND_MESSAGE);
  return [named];
}

/**
 * The service as availability reads it; `id` null/absent = a deleted service (any active member may do it); its
 * processing time (docs/decisions/036) absent/null = none. A moved booking passes its own snapshot instead.
 */
export type AvailabilityService = Pick<typeof services.$inferSelect, 'durationMinutes' | 'bufferMinutes'> & {
  id?: string | null;
  /**
   * With `id` null: a visit of several services (docs/decisions/046), performed by one member who performs every
   * one of these (those still existing); absent = any member.
   */
  performerOf?: readonly string[];
} & Partial<Pick<typeof services.$inferSelect, 'processingAfterMinutes' | 'processingMinutes'>>;

/** A service of a visit as availability reads it: its id, duration, buffer (null = the company's) and processing. */
export type VisitPartService = AvailabilityService & { id: string };

/**
 * The visit of `parts` (1–4 services back to back, in order; docs/decisions/046) as one AvailabilityService: one
 * part is that service unchanged; several are visitShape of them (each buffer resolved with `defaultBufferMinutes`)
 * as a service of id null performed by a member who performs every one of them.
 */
export function visitService(
  parts: readonly VisitPartService[],
  defaultBufferMinutes: number,
): AvailabilityService {
  if (parts.length === 1) return parts[0]!;
  const shape = visitShape(
    parts.map((s) => ({
      durationMinutes: s.durationMinutes,
      bufferMinutes: s.bufferMinutes ?? defaultBufferMinutes,
      processingAfterMinutes: s.processingAfterMinutes,
      processingMinutes: s.processingMinutes,
    })),
  );
  return { id: null, ...shape, performerOf: parts.map((s) => s.id) };
}

/**
 * The slot engine's input for a visit of `parts` (visitService; see toAvailabilityInput): at a company with staff
 * only the members performing every service are offered (none: no starts); a named `staffId` not among them is 404
 * STAFF_NOT_FOUND_MESSAGE. The one way the visit's free starts are computed (booking page, booking, watches).
 */
export function visitAvailabilityInput(
  company: ScheduleSettings,
  parts: readonly VisitPartService[],
  busy: BusyPeriods,
  range: { from: string; to: string },
  now: Date,
  staffId?: string | null,
): AvailabilityInput {
  return toAvailabilityInput(
    company,
    visitService(parts, company.defaultBufferMinutes),
    busy,
    range,
    now,
    staffId,
  );
}

/**
 * The slot engine's input for one company and service: schedule, grid, duration and buffer (the service's, else
 * the company's default), the busy periods and the current instant. docs/design.md §4 "Slot engine".
 * At a company with active staff the input carries `staff`: the members eligible for the service
 * (eligibleStaff; only `staffId` when given, else 404 STAFF_NOT_FOUND_MESSAGE) with their hours, bookings and
 * absences, and `bookings` keeps only those without a member. At a company without staff, a `staffId` is 404 and
 * the input is the one of docs/design.md §4, every booking blocking the company.
 * `range` (`YYYY-MM-DD`, inclusive) is the dates `busy` was read for: their exceptions and Swedish public holidays
 * (resolveCompanyDateHours / resolveStaffDateHours) become the input's `exceptions`.
 */
export function toAvailabilityInput(
  company: ScheduleSettings,
  service: AvailabilityService,
  busy: BusyPeriods,
  range: { from: string; to: string },
  now: Date,
  staffId?: string | null,
): AvailabilityInput {
  const schedule = normalizeWeeklySchedule(company.weeklySchedule);
  const base = {
    schedule,
    exceptions: resolveCompanyDateHours(
      range.from,
      range.to,
      busy.exceptions,
      swedishHolidaysBetween(range.from, range.to),
      schedule,
    ),
    slotIntervalMinutes: company.slotIntervalMinutes,
    durationMinutes: service.durationMinutes,
    bufferMinutes: service.bufferMinutes ?? company.defaultBufferMinutes,
    processingAfterMinutes: service.processingAfterMinutes ?? null,
    processingMinutes: service.processingMinutes ?? null,
    blocks: busy.blocks,
    now,
  };
  if (busy.staff.length === 0) {
    if (staffId) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    return { ...base, bookings: busy.bookings };
  }
  const members = eligibleStaff(busy, service.id ?? null, staffId, service.performerOf);
  const byMember = new Map<string, { bookings: HeldBooking[]; absences: StaffAbsencePeriod[] }>(
    members.map((m) => [m.id, { bookings: [], absences: [] }]),
  );
  const unassigned: HeldBooking[] = [];
  for (const booking of busy.bookings) {
    if (booking.staffId === null) unassigned.push(booking);
    else byMember.get(booking.staffId)?.bookings.push(booking);
  }
  for (const absence of busy.absences) byMember.get(absence.staffId)?.absences.push(absence);
  return {
    ...base,
    bookings: unassigned,
    staff: members.map((m) => ({
      id: m.id,
      schedule: m.weeklySchedule == null ? null : normalizeWeeklySchedule(m.weeklySchedule),
      ...byMember.get(m.id)!,
      exceptions: resolveStaffDateHours(
        range.from,
        range.to,
        busy.exceptions.filter((row) => row.staffId === m.id),
      ),
    })),
  };
}

/**
 * Everything the slot engine needs for one company and service over the dates [from, to] (`YYYY-MM-DD`,
 * inclusive), read from the database (inside the caller's transaction when `db` is one).
 */
export async function loadAvailabilityInput(
  db: Executor,
  company: ScheduleSettings & Pick<CompanyRow, 'id'>,
  service: AvailabilityService,
  from: string,
  to: string,
  now: Date,
  staffId?: string | null,
): Promise<AvailabilityInput> {
  const busy = await loadBusyPeriods(db, company.id, from, to);
  return toAvailabilityInput(company, service, busy, { from, to }, now, staffId);
}

/** Per member id, per date `YYYY-MM-DD`, the `HH:MM` intervals the member works (empty = not working). */
export type StaffWorkingHours = Record<string, Record<string, TimeInterval[]>>;

/**
 * The hours each active member of `busy.staff` works on every date of `range` (`YYYY-MM-DD`, inclusive), as the slot
 * engine offers them: their own exceptions, else their weekly schedule (none = the company's), within the
 * company's hours of that date (its exceptions and Swedish public holidays, else `company.weeklySchedule`). Pure.
 */
export function staffWorkingHours(
  company: Pick<ScheduleSettings, 'weeklySchedule'>,
  busy: Pick<BusyPeriods, 'staff' | 'exceptions'>,
  range: { from: string; to: string },
): StaffWorkingHours {
  const schedule = normalizeWeeklySchedule(company.weeklySchedule);
  const companyHours = {
    schedule,
    dateHours: resolveCompanyDateHours(
      range.from,
      range.to,
      busy.exceptions,
      swedishHolidaysBetween(range.from, range.to),
      schedule,
    ),
  };
  const dates: string[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) dates.push(date);
  return Object.fromEntries(
    busy.staff.map((m) => {
      const member = {
        schedule: m.weeklySchedule == null ? null : normalizeWeeklySchedule(m.weeklySchedule),
        dateHours: resolveStaffDateHours(
          range.from,
          range.to,
          busy.exceptions.filter((row) => row.staffId === m.id),
        ),
      };
      return [m.id, Object.fromEntries(dates.map((d) => [d, memberDateIntervals(d, companyHours, member)]))];
    }),
  );
}

/**
 * staffWorkingHours of company `companyId` over the dates [from, to] (`YYYY-MM-DD`, inclusive), read in one round
 * trip; empty when there is no such company or it has no active members.
 */
export async function loadStaffWorkingHours(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
): Promise<StaffWorkingHours> {
  const [row] = await db
    .select({
      weeklySchedule: companies.weeklySchedule,
      staff: activeStaffSubquery(companyId),
      exceptions: exceptionsSubquery(companyId, from, to),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? staffWorkingHours(row, row, { from, to }) : {};
}
