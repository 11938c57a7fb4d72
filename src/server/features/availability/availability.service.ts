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

/**
 * Everything the slot engine needs for one company and service over the dates [from, to] (`YYYY-MM-DD`,
 * inclusive): schedule, grid, duration and buffer (service's, else the company's default), booked bookings
 * and blocks. DESIGN §4 "Slot engine".
 */
export async function loadAvailabilityInput(
  db: Executor,
  company: CompanyRow,
  service: typeof services.$inferSelect,
  from: string,
  to: string,
  now: Date,
): Promise<AvailabilityInput> {
  const rangeStart = zonedWallClockToInstant(from, '00:00');
  const rangeEnd = zonedWallClockToInstant(addDays(to, 1), '00:00');
  const [bookings, blocks] = await Promise.all([
    // The day before too: an evening booking's buffer may run past midnight into `from`.
    loadBusyBookings(db, company.id, addDays(from, -1), to),
    loadBlocks(db, company.id, rangeStart, rangeEnd),
  ]);
  return {
    schedule: normalizeWeeklySchedule(company.weeklySchedule),
    slotIntervalMinutes: company.slotIntervalMinutes,
    durationMinutes: service.durationMinutes,
    bufferMinutes: service.bufferMinutes ?? company.defaultBufferMinutes,
    bookings,
    blocks,
    now,
  };
}
