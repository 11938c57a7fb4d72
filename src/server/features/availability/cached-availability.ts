import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { computeWeekAvailability } from '../../../shared/availability';
import { addDays, isoWeekNumber, todayInZone, weekStart } from '../../../shared/dates';
import { formatFirstFree } from '../../../shared/first-free';
import { lastBookableDate } from '../../../shared/cancellation-policy';
import type { AvailabilityDay, WeekAvailability } from '../../../shared/schemas/booking';
import type { FirstFreeTime } from '../../../shared/schemas/company';
import type { Deps } from '../../context';
import { AppError } from '../../errors';
import { bookings, companies, services } from '../../db/schema';
import { loadBookableCompany } from '../../lib/bookable-company';
import { AvailabilityCache } from './availability-cache';
import {
  loadActiveService,
  loadBusyPeriods,
  toAvailabilityInput,
  visitService,
} from './availability.service';
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

/**
 * The visit of `serviceIds` (1–4 active services of the company, in order; docs/decisions/046) as one
 * AvailabilityService (visitService), each service through the cache; 404 'Tjänsten finns inte eller är inte
 * aktiv.' when one is not.
 */
async function cachedVisitService(
  deps: Deps,
  company: Pick<typeof companies.$inferSelect, 'id' | 'defaultBufferMinutes'>,
  serviceIds: readonly string[],
) {
  const parts = await Promise.all(serviceIds.map((id) => cachedActiveService(deps, company.id, id)));
  return visitService(parts, company.defaultBufferMinutes);
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

/** A computed week as the cache holds it: the engine's days, their JSON and until when they stay exact. */
interface HeldWeek {
  days: AvailabilityDay[];
  json: string;
  validUntil: number;
}

/**
 * The held week (Monday `monday`) of `company` for the service, computed with the slot engine through the
 * availability cache, recomputed when `now` has reached its validity (see weekValidUntil).
 */
async function cachedWeek(
  deps: Deps,
  company: typeof companies.$inferSelect,
  serviceIds: readonly string[],
  monday: string,
  now: Date,
  staffId?: string,
): Promise<HeldWeek> {
  const { cache } = cacheFor(deps);
  // Keyed by the ordered list: a visit of the same services in another order has another shape.
  const key = `week:${serviceIds.join(',')}:${monday}:${staffId ?? 'any'}`;
  const compute = async (): Promise<HeldWeek> => {
    const service = await cachedVisitService(deps, company, serviceIds);
    const busy = await cachedBusyBlock(deps, company.id, monday);
    const input = toAvailabilityInput(
      company,
      service,
      busy,
      { from: monday, to: addDays(monday, 6) },
      now,
      staffId,
    );
    // Days past the booking horizon offer nothing; the horizon moves at midnight, as validity does.
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
    return { days, json: JSON.stringify(body), validUntil: weekValidUntil(days, now) };
  };
  const held = await cache.get(company.id, key, compute);
  if (held.validUntil > now.getTime()) return held;
  cache.delete(company.id, key);
  return cache.get(company.id, key, compute);
}

/**
 * `GET /api/companies/:slug/availability` as a JSON string: the Monday–Sunday week holding `week` (`YYYY-MM-DD`,
 * Europe/Stockholm) for the service, or the visit of `serviceIds` (1–4 back to back, docs/decisions/046: only starts
 * where the whole visit fits one member who performs every service), as WeekAvailability; with `staffId` only that
 * member's times. The serialised week is cached until the company changes
 * or `now` reaches weekValidUntil (the next start passing, or midnight), so it always equals a fresh computation.
 * Days after the company's last bookable date (`lastBookableDate`, its booking horizon) are 'closed' without slots.
 * Errors: 404 unknown company or service, 404 STAFF_NOT_FOUND_MESSAGE (`staffId` not an active performer of the
 * service, or the company has no staff), 403 `company_not_open`.
 */
export async function cachedWeekAvailability(
  deps: Deps,
  slug: string,
  serviceIds: readonly string[],
  week: string,
  now: Date,
  staffId?: string,
) {
  const company = await cachedBookableCompany(deps, slug);
  return (await cachedWeek(deps, company, serviceIds, weekStart(week), now, staffId)).json;
}

/** How far back bookings count towards a company's most booked service (decision 018). */
export const MOST_BOOKED_WINDOW_DAYS = 90;

/**
 * Each company's most booked active service (booked or completed bookings starting in the last
 * MOST_BOOKED_WINDOW_DAYS days or later; ties by display order, then name), or its first active service when it has
 * no such bookings, in one statement for all `companyIds`. Companies without an active service are absent.
 */
async function loadMostBookedServices(
  deps: Deps,
  companyIds: string[],
  now: Date,
): Promise<Map<string, typeof services.$inferSelect>> {
  const from = addDays(todayInZone(now), -MOST_BOOKED_WINDOW_DAYS);
  const counts = deps.db
    .select({ serviceId: bookings.serviceId, n: count().as('n') })
    .from(bookings)
    .where(
      and(
        inArray(bookings.companyId, companyIds),
        inArray(bookings.status, ['booked', 'completed']),
        gte(bookings.startDate, from),
      ),
    )
    .groupBy(bookings.serviceId)
    .as('counts');
  const rows = await deps.db
    .selectDistinctOn([services.companyId], { service: services })
    .from(services)
    .leftJoin(counts, eq(counts.serviceId, services.id))
    .where(and(inArray(services.companyId, companyIds), eq(services.active, true)))
    .orderBy(
      services.companyId,
      desc(sql`coalesce(${counts.n}, 0)`),
      asc(services.displayOrder),
      asc(services.name),
    );
  return new Map(rows.map((r) => [r.service.companyId, r.service]));
}

/** `load` run at most once, on first call, its promise shared. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/**
 * The first free time of each company for its search card, in the order given: the first start that
 * `GET /api/companies/:slug/availability` offers from `now` for the company's most booked active service (any
 * staff member), found week by week up to its booking horizon through the same `cachedWeek`, slot engine and
 * availability cache, so it always equals what the booking page shows. Held per company in the availability cache
 * (emptied on every change of the company) until that start passes or midnight. What the cache lacks of the
 * companies' rows and most booked services is read in one statement each for all of them. `null` when nothing is
 * free within the horizon, the company has no active service or is not open for bookings. With `serviceId` (issue
 * 30 §3: the service the search text matched) the first free time is that service's, held under its own key; an
 * id that is not an active service of the company falls back to the most booked one.
 */
export async function cachedFirstFrees(
  deps: Deps,
  list: readonly { id: string; slug: string; serviceId?: string | null }[],
  now: Date,
): Promise<(FirstFreeTime | null)[]> {
  const { cache, companyIdBySlug } = cacheFor(deps);
  const ids = list.map((c) => c.id);
  const companyRows = once(async () => {
    const rows = await deps.db.select().from(companies).where(inArray(companies.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });
  const mostBooked = once(() => loadMostBookedServices(deps, ids, now));

  return Promise.all(
    list.map(async ({ id, slug, serviceId }) => {
      // The same entry cachedBookableCompany reads: the row with this id and slug, or null.
      const company = await cache.get(id, 'company', () =>
        companyRows().then((m) => (m.get(id)?.slug === slug ? m.get(id)! : null)),
      );
      if (company?.status !== 'active') return null;
      companyIdBySlug.set(slug, id);
      const chosen = serviceId
        ? await cache
            .get(id, `service:${serviceId}`, () => loadActiveService(deps.db, id, serviceId))
            // A hinted service that is not this company's (or not active) falls back to the most booked one; a
            // failing database is not a missing service and reaches the caller.
            .catch((error: unknown) => {
              if (error instanceof AppError && error.status === 404) return null;
              throw error;
            })
        : null;
      const compute = async () => {
        const service =
          chosen ?? (await cache.get(id, 'most-booked', () => mostBooked().then((m) => m.get(id) ?? null)));
        if (service) await cache.get(id, `service:${service.id}`, async () => service);
        const last = lastBookableDate(now, company.bookingHorizonMonths);
        let validUntil = Infinity;
        if (service) {
          for (let monday = weekStart(todayInZone(now)); monday <= last; monday = addDays(monday, 7)) {
            const week = await cachedWeek(deps, company, [service.id], monday, now);
            validUntil = Math.min(validUntil, week.validUntil);
            const day = week.days.find((d) => d.slots.length > 0);
            if (day) {
              const startTime = day.slots[0]!.startTime;
              const value: FirstFreeTime = {
                date: day.date,
                startTime,
                label: formatFirstFree(day.date, startTime, now),
                serviceId: service.id,
                serviceName: service.name,
              };
              return { value, validUntil };
            }
          }
        }
        return { value: null, validUntil: Math.min(validUntil, weekValidUntil([], now)) };
      };
      const key = chosen ? `first-free:${chosen.id}` : 'first-free';
      const held = await cache.get(id, key, compute);
      if (held.validUntil > now.getTime()) return held.value;
      cache.delete(id, key);
      return (await cache.get(id, key, compute)).value;
    }),
  );
}
