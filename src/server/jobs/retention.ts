import { format, parseISO, subMonths } from 'date-fns';
import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { todayInZone, zonedWallClockToInstant } from '../../shared/dates';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { bookings, customers, outbox, outboxAttempts } from '../db/schema';
import { deleteExpiredPendingSignUps } from '../auth/pending-sign-ups';
import { REDACTED, anonymizeBookings, anonymizeCustomers } from '../features/privacy/anonymize';
import { logger } from '../logger';
import { purgeExpiredRows } from '../security/expired-rows';
import { runEvery, type StopJob } from './periodic';

const BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

/** The first date (`YYYY-MM-DD`, Stockholm) still kept: `months` calendar months before Stockholm's today. */
export function retentionCutoff(now: Date, months: number): string {
  return format(subMonths(parseISO(todayInZone(now)), months), 'yyyy-MM-dd');
}

/** One transaction: claims up to BATCH finished bookings dated before `cutoff` and anonymises them. */
async function anonymizeBookingBatch(db: Database, cutoff: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          isNull(bookings.anonymizedAt),
          sql`${bookings.status} <> 'booked'`,
          lt(bookings.startDate, cutoff),
        ),
      )
      .orderBy(asc(bookings.startDate), asc(bookings.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    await anonymizeBookings(
      tx,
      due.map((r) => r.id),
      now,
    );
    return due.length;
  });
}

/**
 * One transaction: claims up to BATCH guest records (no user account) created before `cutoff` none of whose
 * bookings still holds a name (all anonymised, or none), and anonymises them.
 */
async function anonymizeGuestBatch(db: Database, cutoff: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const outerId = sql.raw('"customers"."id"');
    const due = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          isNull(customers.anonymizedAt),
          isNull(customers.userId),
          isNotNull(customers.companyId),
          sql`${customers.createdAt} < ${cutoff}::date`,
          sql`not exists (select 1 from ${bookings} b where b.customer_id = ${outerId} and b.anonymized_at is null)`,
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    await anonymizeCustomers(
      tx,
      due.map((r) => r.id),
      now,
      'system',
    );
    return due.length;
  });
}

/** Blanks delivered, kept or failed outbox rows written before `before` (and their attempts' errors). */
async function redactOldOutbox(db: Database, before: Date, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ ...REDACTED, redactedAt: now })
      .where(and(isNull(outbox.redactedAt), sql`${outbox.status} <> 'pending'`, lt(outbox.createdAt, before)))
      .returning({ id: outbox.id });
    if (rows.length > 0) {
      await tx
        .update(outboxAttempts)
        .set({ error: null })
        .where(
          inArray(
            outboxAttempts.outboxId,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows.length;
  });
}

/**
 * Retention (docs/decisions/010): at `now`, with `months` = RETENTION_MONTHS, anonymises every
 * finished booking (cancelled, completed or no-show) dated before the cutoff (retentionCutoff): name 'Raderad kund',
 * no notes, log rows without e-mail, phone and notes; then guest records (no account) created before the cutoff
 * whose bookings are all anonymised; then blanks outbox messages written before the cutoff that are no longer
 * pending. Batches are claimed with `FOR UPDATE SKIP LOCKED`, so several processes never do a row twice; status,
 * times, service and price stay, so statistics keep their counts and revenue. Also deletes the pending sign-ups
 * (password hash, names, phone; decision 023) whose code expired before `now`, whatever `months`, and the rate-limit
 * counters and company invitations no longer in use (security/expired-rows.ts). Returns what it did.
 */
export async function applyRetention(
  deps: Pick<Deps, 'db'>,
  now: Date,
  months: number,
): Promise<{
  bookings: number;
  customers: number;
  messages: number;
  pendingSignUps: number;
  rateLimits: number;
  invitations: number;
}> {
  const cutoff = retentionCutoff(now, months);
  let bookingsDone = 0;
  let claimed: number;
  do {
    claimed = await anonymizeBookingBatch(deps.db, cutoff, now);
    bookingsDone += claimed;
  } while (claimed === BATCH);
  let customersDone = 0;
  do {
    claimed = await anonymizeGuestBatch(deps.db, cutoff, now);
    customersDone += claimed;
  } while (claimed === BATCH);
  const messages = await redactOldOutbox(deps.db, zonedWallClockToInstant(cutoff, '00:00'), now);
  const pendingSignUps = await deleteExpiredPendingSignUps(deps.db, now);
  const purged = await purgeExpiredRows(deps.db, now);
  return { bookings: bookingsDone, customers: customersDone, messages, pendingSignUps, ...purged };
}

/**
 * Runs `applyRetention` at `deps.clock()` now and then every `intervalMs` (default a day), never overlapping
 * itself; returns stop.
 */
export function startRetentionJob(deps: Pick<Deps, 'db' | 'clock' | 'env'>, intervalMs = DAY_MS): StopJob {
  return runEvery(
    intervalMs,
    'retention job',
    async () => {
      const done = await applyRetention(deps, deps.clock(), deps.env.RETENTION_MONTHS);
      if (Object.values(done).some((count) => count > 0)) {
        logger.info(done, 'retention applied');
      }
    },
    { immediately: true },
  );
}
