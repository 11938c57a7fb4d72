import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { logger } from '../logger';
import { recordAttempt, type AttemptResult } from './outbox-attempts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The outbox kinds delivered by this queue: one message to one recipient, no ordering between rows. */
export type QueuedKind = 'email' | 'sms' | 'refund';

/** Rows claimed and sent at once: few, as relays and SMS providers limit connections per client. */
const BATCH = 5;
/** Attempts in total before a message is given up ('failed'): with retryDelayMinutes about 2 h of retries. */
export const MAX_ATTEMPTS = 8;

/**
 * A claimed row looks not due to other workers for this long: the longest send deadline (e-mail's 60 s) plus a
 * minute to record the result, so no other worker sends it while the first one may still be sending.
 */
const LEASE_MS = 2 * 60_000;

/** Minutes to wait before retry number `attempt` (1-based): 1, 2, 4, ... capped at 6 h. */
export const retryDelayMinutes = (attempt: number) => Math.min(2 ** (attempt - 1), 360);

/** `now()` plus `ms` milliseconds on the database clock, which all worker processes share. */
const fromNow = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

const isDue = (kind: QueuedKind) =>
  and(eq(outbox.kind, kind), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`));

/** The dev outbox: marks every due row of `kind` 'kept' in one statement. Returns how many. */
export async function keepDue(db: Database, kind: QueuedKind): Promise<number> {
  const kept = await db
    .update(outbox)
    .set({ status: 'kept' })
    .where(isDue(kind))
    .returning({ id: outbox.id });
  return kept.length;
}

/**
 * Claims up to BATCH due rows of `kind` in one statement: FOR UPDATE SKIP LOCKED keeps concurrent claims apart, and
 * the lease (`next_attempt_at` moved LEASE_MS ahead, committed with the claim) keeps other processes off them while
 * the send runs outside any transaction. A crash leaves them pending, so they are sent again after the lease.
 */
async function claimDue(db: Database, kind: QueuedKind): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isDue(kind))
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: fromNow(LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** What one send came to; `permanent`: the receiver refused for good, so a retry would be refused again. */
export interface SendOutcome {
  result: AttemptResult;
  permanent: boolean;
}

/**
 * Records the attempt (recordAttempt; the retry after retryDelayMinutes, none after MAX_ATTEMPTS or a permanent
 * refusal) and logs a failure with `label` ('e-mail', 'SMS').
 */
async function record(db: Database, row: OutboxRow, { result, permanent }: SendOutcome, label: string) {
  const attempt = row.attempts + 1;
  const givenUp = !result.ok && (permanent || attempt >= MAX_ATTEMPTS);
  await recordAttempt(db, row, result, {
    sentAt: sql`now()`,
    retryAt: givenUp ? null : fromNow(retryDelayMinutes(attempt) * 60_000),
  });
  if (result.ok) return;
  const log = { id: row.id, attempt, error: result.error };
  if (givenUp)
    logger.error(
      log,
      `${label} ${permanent ? 'refused by the receiver' : 'given up after the last attempt'}`,
    );
  else
    logger.warn(
      { ...log, retryInMinutes: retryDelayMinutes(attempt) },
      `${label} delivery failed, will retry`,
    );
}

/**
 * Delivers every due row of `kind` (on the database clock): claims a few at a time, sends them concurrently with
 * `send` outside any transaction and records each attempt (at least once: a crash after a send but before its record
 * sends it again after the lease). Returns how many rows it handled.
 */
export async function deliverDueRows(
  db: Database,
  kind: QueuedKind,
  label: string,
  send: (row: OutboxRow) => Promise<SendOutcome>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await claimDue(db, kind);
    if (due.length === 0) return total;
    await Promise.all(due.map(async (row) => record(db, row, await send(row), label)));
    total += due.length;
  }
}
