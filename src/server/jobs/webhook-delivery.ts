import { and, asc, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { logger } from '../logger';
import { webhookRetryDelayMs } from '../webhooks/backoff';
import { signWebhook } from '../webhooks/signing';
import { fetchErrorText, recordAttempt, type AttemptResult } from './outbox-attempts';

type OutboxRow = typeof outbox.$inferSelect;

const BATCH = 20;
/** Milliseconds one POST may take (connect, send, response headers) before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed row looks not due to other workers for this long: longer than an attempt, so none deliver it twice. */
const LEASE_MS = 2 * 60_000;

export interface WebhookDeliveryOptions {
  /** The clock: what is due, the signature timestamp and the next attempt all derive from it. */
  now: Date;
  /** `whsec_<base64>` (WEBHOOK_SECRET). */
  secret: string;
  timeoutMs?: number;
}

/**
 * Claims up to BATCH due webhook rows: pending, `next_attempt_at` ≤ `now`, and no earlier pending row with the same
 * ordering key (a booking's 'booking_cancelled' waits behind its 'ny-bokning'; other bookings are not held up).
 * FOR UPDATE SKIP LOCKED plus a lease (`next_attempt_at` moved LEASE_MS ahead, committed) keep other processes off
 * them while the HTTP call runs outside any transaction; a crash leaves them pending, so they are retried later.
 */
async function claimDue(db: Database, now: Date): Promise<OutboxRow[]> {
  const earlier = alias(outbox, 'earlier');
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'webhook'),
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.orderingKey, outbox.orderingKey),
                  lt(earlier.id, outbox.id),
                  eq(earlier.status, 'pending'),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      const leaseEnd = new Date(now.getTime() + LEASE_MS);
      await tx
        .update(outbox)
        .set({ nextAttemptAt: leaseEnd })
        .where(
          inArray(
            outbox.id,
            due.map((r) => r.id),
          ),
        );
    }
    return due;
  });
}

/** One signed POST of the row's JSON payload to its recipient; 2xx is success, anything else (3xx too) a failure. */
async function post(row: OutboxRow, options: WebhookDeliveryOptions): Promise<AttemptResult> {
  const body = JSON.stringify(row.payload);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(row.recipient, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signWebhook(options.secret, row.messageId, options.now, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return {
      ok: res.ok,
      httpStatus: res.status,
      error: res.ok ? null : `HTTP ${res.status}`,
      durationMs: elapsed(),
    };
  } catch (err) {
    return { ok: false, httpStatus: null, error: fetchErrorText(err, timeoutMs), durationMs: elapsed() };
  }
}

/** Records the attempt (recordAttempt; the retry after webhooks/backoff.ts, none after the last) and logs a failure. */
async function record(db: Database, row: OutboxRow, result: AttemptResult, now: Date): Promise<void> {
  const attempt = row.attempts + 1;
  const delay = result.ok ? null : webhookRetryDelayMs(attempt);
  await recordAttempt(db, row, result, {
    sentAt: now,
    retryAt: delay === null ? null : new Date(now.getTime() + delay),
  });
  if (result.ok) return;
  const log = { id: row.id, event: row.subject, attempt, error: result.error };
  if (delay === null) logger.error(log, 'webhook given up after the last attempt');
  else logger.warn({ ...log, retryInMs: delay }, 'webhook delivery failed, will retry');
}

/**
 * Delivers every webhook due at `options.now` (customer-side §7, docs/design.md §4 'Mail'), including rows that become due
 * during the pass because the row ahead of them for the same booking was delivered or given up. Rows of one claim
 * (different bookings) are posted concurrently. A failure never touches the booking. Returns attempts made.
 */
export async function deliverDueWebhooks(db: Database, options: WebhookDeliveryOptions): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await claimDue(db, options.now);
    if (due.length === 0) return total;
    await Promise.all(due.map(async (row) => record(db, row, await post(row, options), options.now)));
    total += due.length;
  }
}
