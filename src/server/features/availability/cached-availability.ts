import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { computeWeekAvailability } from '../../../shared/availability';
import { addDays, isoWeekNumber, todayInZone, weekStart } from '../../../shared/dates';
import { formatFirstFree } from '../../../shared/first-free';
import { lastBookableDate } from '../../../shared/cancellation-policy';
import type { AvailabilityDay, WeekAvailability } from '../../../shared/schemas/booking';
import type { FirstFreeTime } from '../../../shared/schemas/company';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { bookings, companies, services } from '../../db/schema';
import { reusableQuery } from '../../db/reusable-query';
import { loadBookableCompany } from '../../lib/bookable-company';
import { AvailabilityCache } from './availability-cache';
import {
  busyPeriodsBounds,
  busyPeriodsSubqueries,
  loadActiveService,
  toAvailabilityInput,
  visitService,
  type BusyPeriods,
} from './availability.service';
import { weekValidUntil } from './week-validity';

/** What a validated week request asked for (see rememberWeekRequest): the company's slug and the week's cache key. */
interface WeekRequest {
  slug: string;
  key: string;
}

/** At most this many request addresses are remembered per process (rememberWeekRequest); then it starts over. */
const MAX_REMEMBERED_REQUESTS = 50_000;

const caches = new WeakMap<
  Deps,
  { cache: AvailabilityCache; companyIdBySlug: Map<string, string>; requests: Map<string, WeekRequest> }
>();

function cacheFor(deps: Deps) {
  let found = caches.get(deps);
  if (!found) {
    found = { cache: new AvailabilityCache(deps.bus), companyIdBySlug: new Map(), requests: new Map() };
    caches.set(deps, found);
  }
  return found;
}

/**
 * Forgets every week, company and request address this process holds for `deps`, as a fresh process would start:
 * the code warm-up (warm-code.ts) computes real weeks and leaves none of them behind.
 */
export function forgetHeldAvailability(deps: Deps): void {
  const found = caches.get(deps);
  if (!found) return;
  found.cache.clear();
  found.companyIdBySlug.clear();
  found.requests.clear();
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
      const [found] = await companyQuery(deps.db).execute({ id: knownId, slug });
      return found ?? null;
    });
    // The entry is the company's, whichever slug loaded it: a slug it has left must not find it.
    if (row?.status === 'active' && row.slug === slug) return row;
    if (row?.slug !== slug) companyIdBySlug.delete(slug);
  }
  const company = await loadBookableCompany(deps.db, slug);
  companyIdBySlug.set(slug, company.id);
  return company;
}

/** The company row with this id and slug, built once (db/reusable-query.ts): run once per company and change. */
const companyQuery = reusableQuery((db) =>
  db
    .select()
    .from(companies)
    .where(and(eq(companies.id, sql.placeholder('id')), eq(companies.slug, sql.placeholder('slug'))))
    .prepare('availability_company'),
);

/**
 * loadBusyPeriods's query built once with placeholders (db/reusable-query.ts): the cache runs it for every 4-week
 * block it lacks, and building it cost more server CPU than running it.
 */
const busyPeriodsQuery = reusableQuery((db) => {
  const value = (name: string) => sql.placeholder(name);
  return db
    .select(
      busyPeriodsSubqueries(value('companyId'), {
        from: value('from'),
        to: value('to'),
        bookingsFrom: value('bookingsFrom'),
        rangeStart: value('rangeStart'),
        rangeEnd: value('rangeEnd'),
      }),
    )
    .from(companies)
    .where(eq(companies.id, value('companyId')))
    .prepare('availability_busy_periods');
});

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
  const from = busyBlockStart(monday);
  return cacheFor(deps).cache.get(companyId, `busy:${from}`, () => loadBusyBlock(deps.db, companyId, from));
}

/** The first day (`YYYY-MM-DD`) of the 4-week block (28 days aligned to 2024-01-01) holding `date`'s week. */
function busyBlockStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const offset = Math.round((Date.UTC(y!, m! - 1, d!) - EPOCH_MONDAY) / 86_400_000);
  return addDays('2024-01-01', Math.floor(offset / BLOCK_DAYS) * BLOCK_DAYS);
}

/** The company's busy periods for the 4-week block from `from` (`YYYY-MM-DD`); none for an unknown company. */
async function loadBusyBlock(db: Database, companyId: string, from: string): Promise<BusyPeriods> {
  const to = addDays(from, BLOCK_DAYS - 1);
  const bounds = busyPeriodsBounds(from, to);
  const [row] = await busyPeriodsQuery(db).execute({
    companyId,
    from,
    to,
    bookingsFrom: bounds.bookingsFrom,
    rangeStart: bounds.rangeStart.toISOString(),
    rangeEnd: bounds.rangeEnd.toISOString(),
  });
  // As loadBusyPeriods: nothing when there is no such company.
  return row ?? { bookings: [], blocks: [], staff: [], absences: [], exceptions: [] };
}

/** An id no row has (the nil UUID): warm-up (warm-up.ts) runs the hot statements for it and reads nothing. */
export const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/**
 * Runs the availability's named statements (`availability_company`, `availability_busy_periods`) once on `db`, one
 * connection (warm-up.ts), for a company that does not exist and the block holding `today` (`YYYY-MM-DD`): the
 * connection parses them and reads the catalog they need before a visitor's first week asks for them.
 */
export async function warmAvailabilityStatements(db: Database, today: string): Promise<void> {
  await companyQuery(db).execute({ id: NO_COMPANY, slug: '' });
  await loadBusyBlock(db, NO_COMPANY, busyBlockStart(today));
}

/**
 * A computed week as the cache holds it: its WeekAvailability as UTF-8 JSON bytes (`body`), the body's strong ETag
 * (a quoted SHA-256, the same in every process), until when it stays exact (`validUntil`, epoch ms: weekValidUntil)
 * and its first offered start (`first`, for search cards), or null when it offers none.
 */
export interface HeldWeek {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  validUntil: number;
  first: { date: string; startTime: string } | null;
}

/** The cache key of a week: by the ordered list, since a visit of the same services in another order has another shape. */
function weekKey(serviceIds: readonly string[], monday: string, staffId: string | undefined) {
  return `week:${serviceIds.join(',')}:${monday}:${staffId ?? 'any'}`;
}

/** Bytes a held week counts towards the cache's bound: its body and a little for the rest. */
const heldWeekBytes = (held: HeldWeek) => held.body.byteLength + 256;

/**
 * The held week (Monday `monday`) of `company` for the service, computed with the slot engine through the
 * availability cache, recomputed when `now` has reached its validity (see weekValidUntil). A first computation
 * reads the service and the busy periods in parallel (two round trips at once, each only when not cached).
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
  const key = weekKey(serviceIds, monday, staffId);
  const compute = async (): Promise<HeldWeek> => {
    const [service, busy] = await Promise.all([
      cachedVisitService(deps, company, serviceIds),
      cachedBusyBlock(deps, company.id, monday),
    ]);
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
    const week: WeekAvailability = {
      weekStart: monday,
      weekNumber: isoWeekNumber(monday),
      days,
      lastBookableDate: last,
      visitMinutes: service.durationMinutes,
    };
    const body = Buffer.from(JSON.stringify(week));
    const firstDay = days.find((d) => d.slots.length > 0);
    return {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
      validUntil: weekValidUntil(days, now),
      first: firstDay ? { date: firstDay.date, startTime: firstDay.slots[0]!.startTime } : null,
    };
  };
  const options = { size: heldWeekBytes };
  const held = await cache.get(company.id, key, compute, options);
  if (held.validUntil > now.getTime()) return held;
  // Out of date by itself: one caller replaces it, concurrent ones share that computation.
  cache.delete(company.id, key, held);
  return cache.get(company.id, key, compute, options);
}

/**
 * `GET /api/companies/:slug/availability` as a held week (HeldWeek: the JSON body, its ETag): the Monday–Sunday
 * week holding `week` (`YYYY-MM-DD`, Europe/Stockholm) for the service, or the visit of `serviceIds` (1–4 back to
 * back, docs/decisions/046: only starts where the whole visit fits one member who performs every service), as
 * WeekAvailability; with `staffId` only that member's times. The week is cached until the company changes
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
): Promise<HeldWeek> {
  const company = await cachedBookableCompany(deps, slug);
  return cachedWeek(deps, company, serviceIds, weekStart(week), now, staffId);
}

/** The path and query of a request URL (`http://host/api/…?…` → `/api/…?…`): what a request is remembered by. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * Remembers that the request at `url` (its path and query) validated as the week of `slug` for `serviceIds`, `week`
 * (`YYYY-MM-DD`) and `staffId`, so that heldWeekFor can answer the same address again without validating it. Call
 * only after the request was validated and answered 200. At most 50,000 addresses per process, then it starts
 * over.
 */
export function rememberWeekRequest(
  deps: Deps,
  url: string,
  slug: string,
  serviceIds: readonly string[],
  week: string,
  staffId?: string,
): void {
  const { requests } = cacheFor(deps);
  if (requests.size >= MAX_REMEMBERED_REQUESTS) requests.clear();
  requests.set(pathAndQuery(url), { slug, key: weekKey(serviceIds, weekStart(week), staffId) });
}

/**
 * The held week a request at `url` gets, when it can be answered at once: an address that validated before
 * (rememberWeekRequest), whose company is cached as active under that slug and whose week is cached, computed and
 * still exact at `now`. Undefined otherwise (the request takes the full path: validation, the company, the week).
 * Synchronous: no database, no waiting.
 */
export function heldWeekFor(deps: Deps, url: string, now: Date): HeldWeek | undefined {
  const { cache, companyIdBySlug, requests } = cacheFor(deps);
  const request = requests.get(pathAndQuery(url));
  if (!request) return undefined;
  const companyId = companyIdBySlug.get(request.slug);
  if (!companyId) return undefined;
  const company = cache.peek<typeof companies.$inferSelect | null>(companyId, 'company');
  if (company?.status !== 'active' || company.slug !== request.slug) return undefined;
  const held = cache.peek<HeldWeek>(companyId, request.key);
  return held && held.validUntil > now.getTime() ? held : undefined;
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
            if (week.first) {
              const { date, startTime } = week.first;
              const value: FirstFreeTime = {
                date,
                startTime,
                label: formatFirstFree(date, startTime, now),
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
