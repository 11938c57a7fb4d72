import { and, eq } from 'drizzle-orm';
import { computeWeekAvailability } from '../../../shared/availability';
import { addDays, isoWeekNumber, weekStart } from '../../../shared/dates';
import { lastBookableDate } from '../../../shared/cancellation-policy';
import type { AvailabilityDay, WeekAvailability } from '../../../shared/schemas/booking';
import type { Deps } from '../../context';
import { companies } from '../../db/schema';
import { loadBookableCompany } from '../companies/companies.service';
import { AvailabilityCache } from './availability-cache';
import { loadActiveService, loadBusyPeriods, toAvailabilityInput } from './availability.service';
import { weekValidUntil } from './week-validity';

const caches = new WeakMap<Deps, { cache: AvailabilityCache; companyIdBySlug: Map<string, string> }>();

function cacheFor(deps: Deps) {
  let found = caches.get(deps);
  if (!found) {
    found = { cache: new AvailabilityCache(deps.bus), companyIdBySlug: new Map() };
    caches.set(deps, found);
  }
  return found;
}

/**
 * The bookable company behind `slug`, through the availability cache (see AvailabilityCache). Errors as
 * loadBookableCompany: 404 'Företag hittades inte', 403 `company_not_open`.
 */
export async function cachedBookableCompany(deps: Deps, slug: string) {
  const { cache, companyIdBySlug } = cacheFor(deps);
  const knownId = companyIdBySlug.get(slug);
  if (knownId) {
    const row = await cache.get(knownId, 'company', async () => {
      const [found] = await deps.db
        .select()
        .from(companies)
        .where(and(eq(companies.id, knownId), eq(companies.slug, slug)));
      return found ?? null;
    });
    if (row?.status === 'active') return row;
    if (!row) companyIdBySlug.delete(slug);
  }
  const company = await loadBookableCompany(deps.db, slug);
  companyIdBySlug.set(slug, company.id);
  return company;
}

/** An active service of the company (cached); 404 'Tjänsten finns inte eller är inte aktiv.' otherwise. */
function cachedActiveService(deps: Deps, companyId: string, serviceId: string) {
  return cacheFor(deps).cache.get(companyId, `service:${serviceId}`, () =>
    loadActiveService(deps.db, companyId, serviceId),
  );
}

const BLOCK_DAYS = 28;
const EPOCH_MONDAY = Date.UTC(2024, 0, 1);

/**
 * The company's busy periods for the 4-week block (28 days from a Monday, aligned to 2024-01-01) holding the week
 * of `monday` (`YYYY-MM-DD`), cached per block: neighbouring weeks share one load, and the engine only looks at
 * the dates it is asked for.
 */
function cachedBusyBlock(deps: Deps, companyId: string, monday: string) {
  const [y, m, d] = monday.split('-').map(Number);
  const offset = Math.round((Date.UTC(y!, m! - 1, d!) - EPOCH_MONDAY) / 86_400_000);
  const from = addDays('2024-01-01', Math.floor(offset / BLOCK_DAYS) * BLOCK_DAYS);
  const to = addDays(from, BLOCK_DAYS - 1);
  return cacheFor(deps).cache.get(companyId, `busy:${from}`, () =>
    loadBusyPeriods(deps.db, companyId, from, to),
  );
}

/**
 * `GET /api/companies/:slug/availability` as a JSON string: the Monday–Sunday week holding `week` (`YYYY-MM-DD`,
 * Europe/Stockholm) for the service, as WeekAvailability; with `staffId` (issue 15) only that member's times. The serialised week is cached until the company changes
 * or `now` reaches weekValidUntil (the next start passing, or midnight), so it always equals a fresh computation.
 * Days after the company's last bookable date (`lastBookableDate`, its booking horizon) are 'closed' without slots.
 * Errors: 404 unknown company or service, 404 STAFF_NOT_FOUND_MESSAGE (`staffId` not an active performer of the
 * service, or the company has no staff), 403 `company_not_open`.
 */
export async function cachedWeekAvailability(
  deps: Deps,
  slug: string,
  serviceId: string,
  week: string,
  now = new Date(),
  staffId?: string,
) {
  const company = await cachedBookableCompany(deps, slug);
  const monday = weekStart(week);
  const { cache } = cacheFor(deps);
  const key = `week:${serviceId}:${monday}:${staffId ?? 'any'}`;
  const compute = async () => {
    const service = await cachedActiveService(deps, company.id, serviceId);
    const busy = await cachedBusyBlock(deps, company.id, monday);
    const input = toAvailabilityInput(
      company,
      service,
      busy,
      { from: monday, to: addDays(monday, 6) },
      now,
      staffId,
    );
    // Days past the booking horizon (issue 16 §3) offer nothing; the horizon moves at midnight, as validity does.
    const last = lastBookableDate(now, company.bookingHorizonMonths);
    const days = computeWeekAvailability(monday, input).map(
      ({ date, status, slots, note }): AvailabilityDay =>
        date > last
          ? { date, status: 'closed' as const, slots: [] }
          : {
              date,
              status,
              slots: slots.map(({ startTime, endTime, staffIds }) => ({
                startTime,
                endTime,
                staffIds: staffIds ?? [],
              })),
              ...(note === undefined ? {} : { note }),
            },
    );
    const body: WeekAvailability = {
      weekStart: monday,
      weekNumber: isoWeekNumber(monday),
      days,
      lastBookableDate: last,
    };
    return { json: JSON.stringify(body), validUntil: weekValidUntil(days, now) };
  };
  const held = await cache.get(company.id, key, compute);
  if (held.validUntil > now.getTime()) return held.json;
  cache.delete(company.id, key);
  return (await cache.get(company.id, key, compute)).json;
}
