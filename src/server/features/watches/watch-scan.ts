import { and, eq, gte, isNull } from 'drizzle-orm';
import { computeRangeAvailability, inTimeWindow } from '../../../shared/availability';
import { lastBookableDate } from '../../../shared/cancellation-policy';
import { daysBetween, todayInZone } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { companies, services, watches, watchNotices } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';
import { loadActiveServices, loadBusyPeriods, visitAvailabilityInput } from '../availability';

type CompanyRow = typeof companies.$inferSelect;
type WatchRow = typeof watches.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

/** One free start of a watch (`YYYY-MM-DD`, `HH:MM`, Stockholm) with the members free for it. */
export interface WatchStart {
  date: string;
  time: string;
  staffIds: string[];
}

/** The company's active services among `ids`, in the order of `ids`; null when one is missing or inactive. */
export const loadWatchServices = loadActiveServices;

/**
 * The starts free at `now` for watch `watch` of `company` (its services back to back, visitShape; its member or
 * any member performing every service), on its dates from today to its last date within the booking horizon, in
 * its time window (inTimeWindow), sorted. Empty when a service is no longer active, its member no longer performs
 * them or no date is left; never throws for such data.
 */
export async function freeStartsOfWatch(
  db: Pick<Database, 'select'>,
  company: CompanyRow,
  watch: Pick<WatchRow, 'serviceIds' | 'staffId' | 'fromDate' | 'toDate' | 'fromTime' | 'toTime'>,
  now: Date,
  loaded?: ServiceRow[] | null,
): Promise<WatchStart[]> {
  const parts = loaded === undefined ? await loadWatchServices(db, company.id, watch.serviceIds) : loaded;
  if (!parts || parts.length === 0) return [];
  const today = todayInZone(now);
  const from = watch.fromDate > today ? watch.fromDate : today;
  const last = lastBookableDate(now, company.bookingHorizonMonths);
  const to = watch.toDate < last ? watch.toDate : last;
  if (to < from) return [];
  const busy = await loadBusyPeriods(db, company.id, from, to);
  // Its member no longer performing every service (or gone) is a watch without starts, not an error.
  const performs = (m: (typeof busy.staff)[number]) => parts.every((s) => m.serviceIds.includes(s.id));
  if (watch.staffId && !busy.staff.some((m) => m.id === watch.staffId && performs(m))) return [];
  const input = visitAvailabilityInput(company, parts, busy, { from, to }, now, watch.staffId);
  const window = {
    fromTime: watch.fromTime === null ? null : toHhmm(watch.fromTime),
    toTime: watch.toTime === null ? null : toHhmm(watch.toTime),
  };
  const starts: WatchStart[] = [];
  for (const day of computeRangeAvailability(from, daysBetween(from, to) + 1, input)) {
    if (day.status !== 'open') continue;
    for (const slot of day.slots)
      if (inTimeWindow(slot.startTime, slot.endTime, window))
        starts.push({ date: day.date, time: slot.startTime, staffIds: slot.staffIds ?? [] });
  }
  return starts;
}

/**
 * Records `starts` of watch `watchId` as told at `now` (`baseline`: free when it was made, never announced);
 * returns those that were new (ON CONFLICT DO NOTHING: a start is recorded, and told, once per watch).
 */
export async function recordNotices(
  db: Pick<Database, 'insert'>,
  watchId: string,
  starts: readonly WatchStart[],
  now: Date,
  baseline: boolean,
): Promise<WatchStart[]> {
  if (starts.length === 0) return [];
  const rows = await db
    .insert(watchNotices)
    .values(starts.map((s) => ({ watchId, startDate: s.date, startTime: s.time, notifiedAt: now, baseline })))
    .onConflictDoNothing()
    .returning({ date: watchNotices.startDate, time: watchNotices.startTime });
  const fresh = new Set(rows.map((r) => `${r.date} ${toHhmm(r.time)}`));
  return starts.filter((s) => fresh.has(`${s.date} ${s.time}`));
}

/** The company's active watches on `now` (not ended, last date not passed in Stockholm). */
export function activeWatchesOf(db: Pick<Database, 'select'>, companyId: string, now: Date) {
  return db
    .select()
    .from(watches)
    .where(
      and(eq(watches.companyId, companyId), isNull(watches.endedAt), gte(watches.toDate, todayInZone(now))),
    );
}
