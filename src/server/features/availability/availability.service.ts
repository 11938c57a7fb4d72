import { and, eq, type SQL } from 'drizzle-orm';
import type { AvailabilityInput } from '../../../shared/availability';
import { addDays, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import { BOOKING_ERRORS } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { companies, services } from '../../db/schema';
import { notFound } from '../../errors';
import { blocksSubquery, busyBookingsSubquery } from './availability.queries';

type Executor = Pick<Database, 'select'>;
type CompanyRow = typeof companies.$inferSelect;
/** The company settings the slot engine reads. */
type ScheduleSettings = Pick<CompanyRow, 'weeklySchedule' | 'slotIntervalMinutes' | 'defaultBufferMinutes'>;

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

/** What blocks times at a company over some dates: its `booked` bookings and its blocked periods. */
export interface BusyPeriods {
  bookings: AvailabilityInput['bookings'];
  blocks: AvailabilityInput['blocks'];
}

/**
 * Select fields (for `db.select({...})`) of what blocks times at company `companyId` over the dates [from, to]
 * (`YYYY-MM-DD`, inclusive, Europe/Stockholm): `bookings`, its booked bookings from the day before (an evening
 * booking's buffer may run past midnight into `from`), and `blocks`, its blocks overlapping the range's instants.
 * Two scalar subqueries, so they can be read together with other data in one round trip.
 */
export function busyPeriodsFields(
  companyId: string,
  from: string,
  to: string,
): { bookings: SQL<BusyPeriods['bookings']>; blocks: SQL<BusyPeriods['blocks']> } {
  const rangeStart = zonedWallClockToInstant(from, '00:00');
  const rangeEnd = zonedWallClockToInstant(addDays(to, 1), '00:00');
  return {
    bookings: busyBookingsSubquery(companyId, addDays(from, -1), to),
    blocks: blocksSubquery(companyId, rangeStart, rangeEnd),
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
  return row ?? { bookings: [], blocks: [] };
}

/**
 * The slot engine's input for one company and service: schedule, grid, duration and buffer (the service's, else
 * the company's default), the busy periods and the current instant. DESIGN §4 "Slot engine".
 */
export function toAvailabilityInput(
  company: ScheduleSettings,
  service: Pick<typeof services.$inferSelect, 'durationMinutes' | 'bufferMinutes'>,
  busy: BusyPeriods,
  now: Date,
): AvailabilityInput {
  return {
    schedule: normalizeWeeklySchedule(company.weeklySchedule),
    slotIntervalMinutes: company.slotIntervalMinutes,
    durationMinutes: service.durationMinutes,
    bufferMinutes: service.bufferMinutes ?? company.defaultBufferMinutes,
    bookings: busy.bookings,
    blocks: busy.blocks,
    now,
  };
}

/**
 * Everything the slot engine needs for one company and service over the dates [from, to] (`YYYY-MM-DD`,
 * inclusive), read from the database (inside the caller's transaction when `db` is one).
 */
export async function loadAvailabilityInput(
  db: Executor,
  company: ScheduleSettings & Pick<CompanyRow, 'id'>,
  service: Pick<typeof services.$inferSelect, 'durationMinutes' | 'bufferMinutes'>,
  from: string,
  to: string,
  now: Date,
): Promise<AvailabilityInput> {
  return toAvailabilityInput(company, service, await loadBusyPeriods(db, company.id, from, to), now);
}
