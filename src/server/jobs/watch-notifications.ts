import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import { bookingHref } from '../../shared/booking-url';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { companies, staff, user, watchScans } from '../db/schema';
import { baseUrl, type Env } from '../env';
import { logger } from '../logger';
import {
  activeWatchesOf,
  freeStartsOfWatch,
  loadWatchServices,
  recordNotices,
} from '../features/watches/watch-scan';
import { freedTimesEmail } from '../mail/freed-time-email';
import { enqueueEmail } from '../mail/outbox';
import { enqueueSms } from '../sms/outbox';
import { freedTimeSms } from '../sms/freed-time-sms';
import { E164_PATTERN } from '../../shared/phone';
import { runEvery, type StopJob } from './periodic';

/**
 * In one transaction: claims one requested company not in `skip` (watch_scans, row lock with SKIP LOCKED, deleted)
 * and tells its active watches about their new free starts (notifyCompany). Returns null when nothing was requested,
 * else how many watches were told (e-mail, SMS or both); a company whose transaction fails is rolled back, logged and given to
 * `failed` (0 e-mails).
 */
async function claimOne(
  db: Database,
  env: Env,
  now: Date,
  skip: readonly string[],
  failed: (companyId: string) => void,
): Promise<number | null> {
  let companyId: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ companyId: watchScans.companyId })
        .from(watchScans)
        .where(skip.length === 0 ? undefined : notInArray(watchScans.companyId, [...skip]))
        .orderBy(asc(watchScans.requestedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!claimed) return null;
      companyId = claimed.companyId;
      await tx.delete(watchScans).where(eq(watchScans.companyId, claimed.companyId));
      return notifyCompany(tx, env, claimed.companyId, now);
    });
  } catch (err) {
    // The request stays (rolled back) for the next pass; this pass goes on with the other companies.
    if (companyId === undefined) throw err;
    logger.error({ err, companyId }, 'watch notification: company failed');
    failed(companyId);
    return 0;
  }
}

/**
 * For each active watch of company `companyId` at `now`: its free starts (freeStartsOfWatch) recorded as notices,
 * and for the watches with new ones, one e-mail listing them with their 'Boka' links (outbox, in `tx`) when the
 * owner has e-mail notifications on. A watch whose data no longer fits (a service deleted, its member gone) has no
 * starts; an unexpected error in one watch is logged and the others go on. Returns how many watches were told.
 */
async function notifyCompany(tx: Database, env: Env, companyId: string, now: Date): Promise<number> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company || company.status !== 'active') return 0;
  const watchRows = await activeWatchesOf(tx, companyId, now);
  if (watchRows.length === 0) return 0;
  const owners = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailNotifications: user.emailNotifications,
      phone: user.phone,
      smsNotifications: user.smsNotifications,
    })
    .from(user)
    .where(
      inArray(
        user.id,
        watchRows.map((w) => w.userId),
      ),
    );
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  const staffIds = watchRows.flatMap((w) => (w.staffId ? [w.staffId] : []));
  const members =
    staffIds.length === 0
      ? []
      : await tx.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds));
  const memberName = new Map(members.map((m) => [m.id, m.name]));
  let mailed = 0;
  for (const watch of watchRows) {
    let services;
    let starts;
    try {
      services = await loadWatchServices(tx, companyId, watch.serviceIds);
      starts = await freeStartsOfWatch(tx, company, watch, now, services);
    } catch (err) {
      logger.error({ err, watchId: watch.id }, 'watch notification: free starts failed');
      continue;
    }
    if (!services || starts.length === 0) continue;
    const fresh = await recordNotices(tx, watch.id, starts, now, false);
    const owner = ownerById.get(watch.userId);
    if (fresh.length === 0 || !owner) continue;
    const base = baseUrl(env);
    const times = fresh.map((s) => ({
      date: s.date,
      time: s.time,
      // The form step of that time for the watch's whole visit (`tjanst=a,b`, decision 046).
      url: `${base}${bookingHref(company.slug, {
        step: 'form',
        serviceIds: services.map((s) => s.id),
        staffId: watch.staffId,
        date: s.date,
        time: s.time,
      })}`,
    }));
    const serviceNames = services.map((s) => s.name);
    // An SMS beside the e-mail when the account has a phone and 'SMS-notiser' on (a watch is asked for; the salon's
    // reminder switch does not govern it): one segment with the first time's link.
    const smsTo =
      owner.smsNotifications && owner.phone && E164_PATTERN.test(owner.phone) ? owner.phone : null;
    if (!owner.emailNotifications && !smsTo) continue;
    if (owner.emailNotifications) {
      const mail = freedTimesEmail({
        customerName: owner.name,
        companyName: company.name,
        serviceNames,
        staffName: watch.staffId ? (memberName.get(watch.staffId) ?? null) : null,
        myBookingsUrl: `${base}/my-bookings`,
        times,
      });
      await enqueueEmail(tx, { to: owner.email, ...mail });
    }
    if (smsTo) {
      const companyUrl = `${base}${bookingHref(company.slug, { step: 'service' })}`;
      await enqueueSms(tx, {
        to: smsTo,
        text: freedTimeSms({ companyName: company.name, serviceNames, times, companyUrl }),
      });
    }
    mailed += 1;
  }
  return mailed;
}

/**
 * One pass of the freed-time notifications (docs/decisions/045): claims every company requested in watch_scans, one
 * transaction each, and writes at most one e-mail per watch listing its starts that are free at `now` and that it
 * has not been told about (nor had free when it was made), and an SMS with the first of them when its owner has a phone and
 * SMS-notiser on. Safe from several processes at once (SKIP LOCKED; the
 * notices' primary key). Returns how many watches were told.
 */
export async function notifyWatchers(deps: Pick<Deps, 'db' | 'env'>, now: Date): Promise<number> {
  let mailed = 0;
  const failed: string[] = [];
  for (;;) {
    const sent = await claimOne(deps.db, deps.env, now, failed, (id) => failed.push(id));
    if (sent === null) return mailed;
    mailed += sent;
  }
}

/**
 * Runs notifyWatchers at `deps.clock()` now, every `intervalMs` (default 10 s) and a second after this process hears
 * a company's change on the realtime bus (a cancel or a removed block is announced after its commit); returns stop.
 */
export function startWatchNotificationJob(
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'bus'>,
  intervalMs = 10_000,
): StopJob {
  return runEvery(
    intervalMs,
    'watch notification job',
    async () => {
      const mailed = await notifyWatchers(deps, deps.clock());
      if (mailed > 0) logger.info({ mailed }, 'freed-time notifications queued');
    },
    { immediately: true, wakeOn: (wake) => wakeAfterChanges(deps.bus, wake) },
  );
}

/**
 * Milliseconds a pass waits after the first change it hears: the changes of that second share one pass. Every
 * booking is announced on the bus, and a pass per booking per process would cost PostgreSQL three statements each
 * (begin, claim, commit) on the booking path's busiest moments.
 */
const WAKE_DELAY_MS = 1_000;

/** Calls `wake` WAKE_DELAY_MS after a change is heard on `bus`, once for all changes heard meanwhile; returns stop. */
export function wakeAfterChanges(bus: Pick<Deps['bus'], 'subscribeAll'>, wake: () => void): () => void {
  let pending: NodeJS.Timeout | undefined;
  const unsubscribe = bus.subscribeAll(() => {
    pending ??= setTimeout(() => {
      pending = undefined;
      wake();
    }, WAKE_DELAY_MS);
  });
  return () => {
    clearTimeout(pending);
    unsubscribe();
  };
}
