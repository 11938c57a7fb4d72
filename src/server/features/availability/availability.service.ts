import { and, eq } from 'drizzle-orm';
import type { AvailabilityInput } from '../../../shared/availability';
import { addDays, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import { BOOKING_ERRORS } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { companies, services } from '../../db/schema';
import { notFound } from '../../errors';
import { loadBlocks, loadBusyBookings } from './availability.queries';

type Executor = Pick<Database, 'select'>;
type CompanyRow = typeof companies.$inferSelect;

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
 * The company's booked bookings and blocks relevant to the dates [from, to] (`YYYY-MM-DD`, inclusive, Europe/
 * Stockholm): bookings from the day before (an evening booking's buffer may run past midnight into `from`), blocks
 * overlapping the range's instants.
 */
export async function loadBusyPeriods(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
): Promise<BusyPeriods> {
  const rangeStart = zonedWallClockToInstant(from, '00:00');
  const rangeEnd = zonedWallClockToInstant(addDays(to, 1), '00:00');
  const [bookings, blocks] = await Promise.all([
    loadBusyBookings(db, companyId, addDays(from, -1), to),
    loadBlocks(db, companyId, rangeStart, rangeEnd),
  ]);
  return { bookings, blocks };
}

/**
 * The slot engine's input for one company and service: schedule, grid, duration and buffer (the service's, else
 * the company's default), the busy periods and the current instant. DESIGN §4 "Slot engine".
 */
export function toAvailabilityInput(
  company: CompanyRow,
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
  company: CompanyRow,
  service: Pick<typeof services.$inferSelect, 'durationMinutes' | 'bufferMinutes'>,
  from: string,
  to: string,
  now: Date,
): Promise<AvailabilityInput> {
  return toAvailabilityInput(company, service, await loadBusyPeriods(db, company.id, from, to), now);
}
