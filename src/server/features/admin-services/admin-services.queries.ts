import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ServiceInput } from '../../../shared/schemas/admin-services';
import type { Database } from '../../db/client';
import { bookings, services } from '../../db/schema';

/** The company's services ordered by `display_order` (then creation). */
export async function listCompanyServices(db: Database, companyId: string) {
  return db
    .select()
    .from(services)
    .where(eq(services.companyId, companyId))
    .orderBy(asc(services.displayOrder), asc(services.createdAt), asc(services.id));
}

/**
 * Per service of the company: bookings in the window [from, to] and in the previous window [prevFrom, prevTo], and
 * `upcoming` booked bookings that start after `now` (`{ date: 'YYYY-MM-DD', time: 'HH:MM' }` Stockholm).
 */
export async function loadServiceStats(
  db: Database,
  companyId: string,
  window: { from: string; to: string; prevFrom: string; prevTo: string },
  now: { date: string; time: string },
) {
  const inCurrent = sql`${bookings.startDate} between ${window.from} and ${window.to}`;
  const inPrevious = sql`${bookings.startDate} between ${window.prevFrom} and ${window.prevTo}`;
  const isUpcoming = sql`${bookings.status} = 'booked' and (${bookings.startDate} > ${now.date} or (${bookings.startDate} = ${now.date} and ${bookings.startTime} > ${now.time}))`;
  const rows = await db
    .select({
      serviceId: bookings.serviceId,
      current: sql<string>`count(*) filter (where ${bookings.status} <> 'cancelled' and ${inCurrent})`,
      previous: sql<string>`count(*) filter (where ${bookings.status} <> 'cancelled' and ${inPrevious})`,
      upcoming: sql<string>`count(*) filter (where ${isUpcoming})`,
      revenue: sql<
        string | null
      >`sum(${bookings.servicePrice}) filter (where ${bookings.status} in ('booked', 'completed') and ${inCurrent})`,
    })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), gte(bookings.startDate, window.prevFrom)))
    .groupBy(bookings.serviceId);
  return rows.map((r) => ({
    serviceId: r.serviceId,
    current: Number(r.current),
    previous: Number(r.previous),
    upcoming: Number(r.upcoming),
    revenue: r.revenue === null ? 0 : Number(r.revenue),
  }));
}

/** One service of the company, or undefined (another company's service is undefined too). */
export async function findCompanyService(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.id, id)))
    .limit(1);
  return row;
}

/** The next display_order of the company (after the last service). */
export async function nextDisplayOrder(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${services.displayOrder})` })
    .from(services)
    .where(eq(services.companyId, companyId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Inserts a service of the company. */
export async function insertService(
  db: Database,
  companyId: string,
  input: ServiceInput,
  displayOrder: number,
) {
  const [row] = await db
    .insert(services)
    .values({ companyId, ...input, displayOrder })
    .returning();
  if (!row) throw new Error('service insert failed');
  return row;
}

/** Updates fields of the company's service; undefined when it is not the company's. */
export async function updateService(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<ServiceInput> & { active?: boolean; displayOrder?: number },
) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(services.companyId, companyId), eq(services.id, id)))
    .returning();
  return row;
}

/** Booked bookings of the service on or after `fromDate` (`YYYY-MM-DD`). */
export async function countFutureBooked(
  db: Database,
  companyId: string,
  serviceId: string,
  fromDate: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.serviceId, serviceId),
        eq(bookings.status, 'booked'),
        gte(bookings.startDate, fromDate),
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the company's service; returns whether a row went. */
export async function deleteService(db: Database, companyId: string, id: string) {
  const rows = await db
    .delete(services)
    .where(and(eq(services.companyId, companyId), eq(services.id, id)))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** How many of `ids` are services of the company. */
export async function countCompanyServices(db: Database, companyId: string, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.id, ids)));
  return row?.n ?? 0;
}
