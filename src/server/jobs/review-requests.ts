import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, instantToZoned, formatHhmm } from '../../shared/dates';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { bookings, companies, customers, feedback, user } from '../db/schema';
import { baseUrl, type Env } from '../env';
import { logger } from '../logger';
import { enqueueEmail } from '../mail/outbox';
import { reviewRequestEmail } from '../mail/review-request-email';
import { runEvery, type StopJob } from './periodic';

const BATCH = 50;
/** How long after a visit's end the request goes out (not while the customer is still on the way home). */
export const REVIEW_REQUEST_DELAY_MINUTES = 120;
/** Visits that ended longer ago than this are not asked about any more (a job that was down for a week). */
export const REVIEW_REQUEST_MAX_AGE_DAYS = 3;

/**
 * In one transaction: claims up to BATCH completed bookings without a handled review request whose end (Stockholm
 * wall clock) is at least REVIEW_REQUEST_DELAY_MINUTES before `now` and at most REVIEW_REQUEST_MAX_AGE_DAYS old
 * (row locks, SKIP LOCKED), marks them `review_requested_at = now` and writes the request e-mail for each booking
 * of a customer with an account (only they can leave feedback) who has e-mail notifications on and has given no
 * feedback on it yet. Returns [claimed, mailed].
 */
async function claimBatch(db: Database, env: Env, now: Date): Promise<[number, number]> {
  const due = instantToZoned(new Date(now.getTime() - REVIEW_REQUEST_DELAY_MINUTES * 60_000));
  const dueWallClock = `${due.date} ${formatHhmm(due.minutes)}`;
  const oldest = addDays(due.date, -REVIEW_REQUEST_MAX_AGE_DAYS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: bookings.id,
        customerName: bookings.customerName,
        serviceName: bookings.serviceName,
        startDate: bookings.startDate,
        companyName: companies.name,
        email: user.email,
        emailNotifications: user.emailNotifications,
        anonymizedAt: bookings.anonymizedAt,
        hasFeedback: sql<boolean>`exists (select 1 from ${feedback} where ${feedback.bookingId} = ${bookings.id})`,
      })
      .from(bookings)
      .innerJoin(companies, eq(companies.id, bookings.companyId))
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .leftJoin(user, eq(user.id, customers.userId))
      .where(
        and(
          eq(bookings.status, 'completed'),
          isNull(bookings.reviewRequestedAt),
          gte(bookings.startDate, oldest),
          sql`${bookings.startDate} + ${bookings.endTime} <= ${dueWallClock}::timestamp`,
        ),
      )
      .orderBy(asc(bookings.startDate), asc(bookings.endTime), asc(bookings.id))
      .limit(BATCH)
      .for('update', { of: bookings, skipLocked: true });
    if (rows.length === 0) return [0, 0];
    await tx
      .update(bookings)
      .set({ reviewRequestedAt: now })
      .where(
        inArray(
          bookings.id,
          rows.map((r) => r.id),
        ),
      );
    let mailed = 0;
    for (const row of rows) {
      // Guests cannot leave feedback; an opted-out, erased or already reviewing customer is not asked.
      if (!row.email || row.emailNotifications === false || row.anonymizedAt || row.hasFeedback) continue;
      const mail = reviewRequestEmail(
        {
          customerName: row.customerName,
          companyName: row.companyName,
          serviceName: row.serviceName,
          visitDate: row.startDate,
        },
        `${baseUrl(env)}/profile`,
      );
      await enqueueEmail(tx, { to: row.email, ...mail });
      mailed += 1;
    }
    return [rows.length, mailed];
  });
}

/**
 * The review requests: every completed visit is handled once, REVIEW_REQUEST_DELAY_MINUTES after its end (Stockholm
 * wall clock at `now`): its customer, when signed up with e-mail notifications on and without feedback on it yet,
 * gets one e-mail asking for a review; the visit is marked either way. Safe from several processes at once (rows
 * claimed with SKIP LOCKED). Returns how many e-mails were written.
 */
export async function enqueueDueReviewRequests(deps: Pick<Deps, 'db' | 'env'>, now: Date): Promise<number> {
  let mailed = 0;
  let claimed: number;
  do {
    const [batch, sent] = await claimBatch(deps.db, deps.env, now);
    claimed = batch;
    mailed += sent;
  } while (claimed === BATCH);
  return mailed;
}

/** Runs `enqueueDueReviewRequests` at `deps.clock()` now and then every `intervalMs` (default 5 minutes); returns stop. */
export function startReviewRequestJob(
  deps: Pick<Deps, 'db' | 'env' | 'clock'>,
  intervalMs = 300_000,
): StopJob {
  return runEvery(
    intervalMs,
    'review request job',
    async () => {
      const mailed = await enqueueDueReviewRequests(deps, deps.clock());
      if (mailed > 0) logger.info({ mailed }, 'review requests queued');
    },
    { immediately: true },
  );
}
