import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { logger } from '../logger';
import type { EmailPayload } from '../mail/outbox';
import { recordAttempt, type AttemptResult } from './outbox-attempts';

type OutboxRow = typeof outbox.$inferSelect;

/** Rows claimed and sent at once, one SMTP connection each: few, as relays limit connections per client. */
const BATCH = 5;
/** Attempts in total before an e-mail is given up ('failed'): with retryDelayMinutes about 2 h of retries. */
const MAX_ATTEMPTS = 8;

/**
 * Milliseconds one send may take in all (connect to the server's reply to the message) before it is aborted and
 * counts as a failed attempt; a server that answers each step slowly, but within socketTimeout, cannot stretch it.
 */
export const EMAIL_SEND_TIMEOUT_MS = 60_000;

/**
 * A claimed row looks not due to other workers for this long: the send deadline plus a minute to record the
 * result, so no other worker sends it while the first one may still be sending.
 */
const LEASE_MS = 2 * 60_000;

/** Minutes to wait before retry number `attempt` (1-based): 1, 2, 4, ... capped at 6 h. */
export const retryDelayMinutes = (attempt: number) => Math.min(2 ** (attempt - 1), 360);

/** `now()` plus `ms` milliseconds on the database clock, which all worker processes share. */
const fromNow = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

const isDue = and(
  eq(outbox.kind, 'email'),
  eq(outbox.status, 'pending'),
  lte(outbox.nextAttemptAt, sql`now()`),
);

/** The dev outbox: marks every due e-mail 'kept' in one statement. Returns how many. */
async function keepDue(db: Database): Promise<number> {
  const kept = await db.update(outbox).set({ status: 'kept' }).where(isDue).returning({ id: outbox.id });
  return kept.length;
}

/**
 * Claims up to BATCH due e-mail rows in one statement: FOR UPDATE SKIP LOCKED keeps concurrent claims apart, and the
 * lease (`next_attempt_at` moved LEASE_MS ahead, committed with the claim) keeps other processes off them while
 * SMTP runs outside any transaction. A crash leaves them pending, so they are sent again after the lease.
 */
async function claimDue(db: Database): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isDue)
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: fromNow(LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** What one send came to; `permanent`: the server refused for good, so a retry would be refused again. */
interface SendOutcome {
  result: AttemptResult;
  permanent: boolean;
}

/**
 * One SMTP send of the row, aborted after `timeoutMs`; an error or a rejection by the server is a failure. A 5xx
 * reply (RFC 5321 §4.2.1: permanent, e.g. 550 no such mailbox) is permanent; 4xx replies, timeouts and connection
 * errors are worth retrying.
 */
async function send(
  transport: Transporter,
  from: string,
  row: OutboxRow,
  timeoutMs: number,
): Promise<SendOutcome> {
  const payload = row.payload as EmailPayload;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject ?? '',
      text: payload.text,
      html: payload.html,
      attachments: payload.attachments,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { result: { ok: true, error: null, durationMs: elapsed() }, permanent: false };
  } catch (err) {
    const e = err as Error & { code?: string; responseCode?: number };
    const error =
      e.code === 'EABORT'
        ? `timeout after ${timeoutMs} ms`
        : e.code
          ? `${e.code}: ${e.message}`
          : String(err);
    const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
    return { result: { ok: false, error, durationMs: elapsed() }, permanent };
  }
}

/**
 * Records the attempt (recordAttempt; the retry after retryDelayMinutes, none after MAX_ATTEMPTS or a permanent
 * refusal) and logs a failure.
 */
async function record(db: Database, row: OutboxRow, { result, permanent }: SendOutcome): Promise<void> {
  const attempt = row.attempts + 1;
  const givenUp = !result.ok && (permanent || attempt >= MAX_ATTEMPTS);
  await recordAttempt(db, row, result, {
    sentAt: sql`now()`,
    retryAt: givenUp ? null : fromNow(retryDelayMinutes(attempt) * 60_000),
  });
  if (result.ok) return;
  const log = { id: row.id, attempt, error: result.error };
  if (givenUp)
    logger.error(log, permanent ? 'e-mail refused by the server' : 'e-mail given up after the last attempt');
  else
    logger.warn({ ...log, retryInMinutes: retryDelayMinutes(attempt) }, 'e-mail delivery failed, will retry');
}

export interface EmailDeliveryOptions {
  /** The SMTP transport; without one (no SMTP_URL) due e-mails are kept in the dev outbox. */
  transport?: Transporter;
  /** Milliseconds one send may take; EMAIL_SEND_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

/**
 * Delivers every due e-mail of the outbox (DESIGN §4 'Mail'): claims a few at a time and sends them concurrently
 * from MAIL_FROM outside any transaction, recording each attempt (at least once: a crash after a send but before
 * its record sends it again after the lease). A permanent refusal (5xx) marks the row 'failed' at once. Without a
 * transport marks them 'kept' instead, with no attempt rows. Returns how many rows it handled.
 */
export async function deliverDueEmails(
  deps: Pick<Deps, 'db' | 'env'>,
  { transport, timeoutMs = EMAIL_SEND_TIMEOUT_MS }: EmailDeliveryOptions = {},
): Promise<number> {
  if (!transport) return keepDue(deps.db);
  let total = 0;
  for (;;) {
    const due = await claimDue(deps.db);
    if (due.length === 0) return total;
    await Promise.all(
      due.map(async (row) => record(deps.db, row, await send(transport, deps.env.MAIL_FROM, row, timeoutMs))),
    );
    total += due.length;
  }
}
