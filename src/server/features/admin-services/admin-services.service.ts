import { addDays, formatHhmm, minutesNowInZone, todayInZone } from '../../../shared/dates';
import {
  SERVICE_HAS_FUTURE_BOOKINGS_MESSAGE,
  SERVICE_NOT_FOUND_MESSAGE,
  paymentRuleOf,
  type AdminService,
  type PopularityTrend,
  type ServiceInput,
  type ServiceOrderInput,
} from '../../../shared/schemas/admin-services';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import type { services } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import {
  countCompanyServices,
  countFutureBooked,
  deleteService,
  findCompanyService,
  insertService,
  listCompanyServices,
  loadServiceStats,
  nextDisplayOrder,
  updateService,
} from './admin-services.queries';
import { requestWatchScan } from '../watches';

/** Length of the statistics window in days (docs/decisions/003-service-statistics.md). */
export const STATS_WINDOW_DAYS = 30;

const serviceNotFound = () => notFound(SERVICE_NOT_FOUND_MESSAGE);

function trend(current: number, previous: number): PopularityTrend {
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'neutral';
}

function toAdminService(
  row: typeof services.$inferSelect,
  stats: { current: number; previous: number; upcoming: number; revenue: number } | undefined,
): AdminService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    processingAfterMinutes: row.processingAfterMinutes,
    processingMinutes: row.processingMinutes,
    category: row.category,
    priceFrom: row.priceFrom,
    payment: paymentRuleOf(row),
    active: row.active,
    displayOrder: row.displayOrder,
    bookingsCount: stats?.current ?? 0,
    upcomingCount: stats?.upcoming ?? 0,
    revenue: stats?.revenue ?? 0,
    popularityTrend: trend(stats?.current ?? 0, stats?.previous ?? 0),
  };
}

/**
 * The company's services in display order with their statistics: `bookingsCount` non-cancelled bookings with
 * start_date in the last 30 Stockholm days (today included), `revenue` the kronor of booked + completed ones in that
 * window, `popularityTrend` the count against the 30 days before ('up' | 'down' | 'neutral'), `upcomingCount` the
 * booked bookings starting after `now`.
 */
export async function listAdminServices(db: Database, companyId: string, now: Date): Promise<AdminService[]> {
  const today = todayInZone(now);
  const from = addDays(today, -(STATS_WINDOW_DAYS - 1));
  const window = { from, to: today, prevFrom: addDays(from, -STATS_WINDOW_DAYS), prevTo: addDays(from, -1) };
  const [rows, stats] = await Promise.all([
    listCompanyServices(db, companyId),
    loadServiceStats(db, companyId, window, { date: today, time: formatHhmm(minutesNowInZone(now)) }),
  ]);
  const byService = new Map(stats.map((s) => [s.serviceId, s]));
  return rows.map((row) => toAdminService(row, byService.get(row.id)));
}

/** Services are bookable data (cached availability, open calendars) and catalogue (search): announce both. */
async function publishServicesChanged(deps: Deps, companyId: string) {
  await Promise.all([deps.bus.publishBookingsChanged(companyId), deps.bus.publishCatalogChanged(companyId)]);
}

async function one(deps: Deps, companyId: string, id: string) {
  const rows = await listAdminServices(deps.db, companyId, deps.clock());
  const service = rows.find((s) => s.id === id);
  if (!service) throw serviceNotFound();
  return service;
}

/** Creates a service at the end of the list (paid on site unless the input says otherwise); publishes the change. */
export async function createService(
  deps: Deps,
  companyId: string,
  input: ServiceInput,
): Promise<AdminService> {
  const row = await deps.db.transaction(async (tx) =>
    insertService(tx, companyId, input, await nextDisplayOrder(tx, companyId)),
  );
  await publishServicesChanged(deps, companyId);
  return one(deps, companyId, row.id);
}

/**
 * Updates name, description, price, duration, buffer, processing time, category and 'från' price, and the payment
 * rule when the body names one (else it stays), with a watch scan request in the same transaction (a shorter
 * service may fit where it did not); 404 unless it is the company's service.
 */
export async function editService(
  deps: Deps,
  companyId: string,
  id: string,
  input: ServiceInput,
): Promise<AdminService> {
  await deps.db.transaction(async (tx) => {
    if (!(await updateService(tx, companyId, id, input))) throw serviceNotFound();
    await requestWatchScan(tx, companyId);
  });
  await publishServicesChanged(deps, companyId);
  return one(deps, companyId, id);
}

/** Turns a service on or off (an inactive service is not bookable); 404 unless it is the company's. */
export async function setServiceActive(
  deps: Deps,
  companyId: string,
  id: string,
  active: boolean,
): Promise<AdminService> {
  if (!(await updateService(deps.db, companyId, id, { active }))) throw serviceNotFound();
  await publishServicesChanged(deps, companyId);
  return one(deps, companyId, id);
}

/**
 * Deletes a service; 404 unless it is the company's, 409 `has_future_bookings` ('Kan inte radera tjänst som har
 * framtida bokningar') while it has booked bookings from today on. Past bookings keep their name and price.
 */
export async function removeService(deps: Deps, companyId: string, id: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await findCompanyService(tx, companyId, id))) throw serviceNotFound();
    if ((await countFutureBooked(tx, companyId, id, todayInZone(now))) > 0) {
      throw new AppError(409, 'has_future_bookings', SERVICE_HAS_FUTURE_BOOKINGS_MESSAGE);
    }
    await deleteService(tx, companyId, id);
  });
  await publishServicesChanged(deps, companyId);
}

/**
 * Saves a new order in one transaction: every id must be one of the company's services (else 404 and nothing
 * changes). Returns the list in its new order.
 */
export async function reorderServices(
  deps: Deps,
  companyId: string,
  input: ServiceOrderInput,
): Promise<AdminService[]> {
  await deps.db.transaction(async (tx) => {
    const ids = input.items.map((i) => i.id);
    if ((await countCompanyServices(tx, companyId, ids)) !== ids.length) throw serviceNotFound();
    for (const item of input.items) {
      await updateService(tx, companyId, item.id, { displayOrder: item.displayOrder });
    }
  });
  await publishServicesChanged(deps, companyId);
  return listAdminServices(deps.db, companyId, deps.clock());
}
