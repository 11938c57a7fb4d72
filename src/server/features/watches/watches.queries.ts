import { and, asc, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Watch } from '../../../shared/schemas/watches';
import type { Database } from '../../db/client';
import { companies, services, staff, staffServices, watches } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';

type WatchInsert = typeof watches.$inferInsert;

/** The condition of a user's active watches on `today` (`YYYY-MM-DD`): not ended and its last date not passed. */
const activeOf = (userId: string, today: string) =>
  and(eq(watches.userId, userId), isNull(watches.endedAt), gte(watches.toDate, today));

/** The company's id and status, or undefined when unknown. */
export async function findWatchCompany(db: Database, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/** How many of `serviceIds` are active services of the company. */
export async function countActiveServices(db: Database, companyId: string, serviceIds: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(
      and(eq(services.companyId, companyId), inArray(services.id, serviceIds), eq(services.active, true)),
    );
  return row?.n ?? 0;
}

/** How many of `serviceIds` the company's active member `staffId` performs (0 when not an active member). */
export async function countPerformedServices(
  db: Database,
  companyId: string,
  staffId: string,
  serviceIds: string[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(staffServices)
    .innerJoin(staff, and(eq(staff.id, staffServices.staffId), eq(staff.companyId, staffServices.companyId)))
    .where(
      and(
        eq(staffServices.companyId, companyId),
        eq(staffServices.staffId, staffId),
        inArray(staffServices.serviceId, serviceIds),
        eq(staff.active, true),
      ),
    );
  return row?.n ?? 0;
}

/** How many active watches (see activeOf) the user has on `today`. */
export async function countActiveWatches(db: Database, userId: string, today: string) {
  const [row] = await db.select({ n: count() }).from(watches).where(activeOf(userId, today));
  return row?.n ?? 0;
}

/** Stores a watch; returns its id. */
export async function insertWatch(db: Database, values: WatchInsert): Promise<string> {
  const [row] = await db.insert(watches).values(values).returning({ id: watches.id });
  return row!.id;
}

/** Deletes the user's watch `id`; false when there is none of theirs. */
export async function deleteWatch(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(watches)
    .where(and(eq(watches.id, id), eq(watches.userId, userId)))
    .returning({ id: watches.id });
  return rows.length > 0;
}

/**
 * The user's active watches on `today` as the API answers them, soonest first (then the latest made), or only the
 * one with `id` (active or not) when given. Two queries: the watches with company and member, then their services.
 */
export async function listWatches(
  db: Database,
  userId: string,
  filter: { today: string } | { id: string },
): Promise<Watch[]> {
  const rows = await db
    .select({
      id: watches.id,
      serviceIds: watches.serviceIds,
      fromDate: watches.fromDate,
      toDate: watches.toDate,
      fromTime: watches.fromTime,
      toTime: watches.toTime,
      createdAt: watches.createdAt,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      staffId: staff.id,
      staffName: staff.name,
    })
    .from(watches)
    .innerJoin(companies, eq(companies.id, watches.companyId))
    .leftJoin(staff, eq(staff.id, watches.staffId))
    .where(
      'today' in filter
        ? activeOf(userId, filter.today)
        : and(eq(watches.userId, userId), eq(watches.id, filter.id)),
    )
    .orderBy(asc(watches.fromDate), asc(watches.toDate), asc(watches.createdAt));
  const ids = [...new Set(rows.flatMap((r) => r.serviceIds))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: services.id, name: services.name })
            .from(services)
            .where(inArray(services.id, ids))
        ).map((s) => [s.id, s.name])
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    company: { id: r.companyId, name: r.companyName, slug: r.companySlug },
    // A service deleted since is left out (the watch stays for the others).
    services: r.serviceIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    staff: r.staffId && r.staffName !== null ? { id: r.staffId, name: r.staffName } : null,
    fromDate: r.fromDate,
    toDate: r.toDate,
    fromTime: r.fromTime === null ? null : toHhmm(r.fromTime),
    toTime: r.toTime === null ? null : toHhmm(r.toTime),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
