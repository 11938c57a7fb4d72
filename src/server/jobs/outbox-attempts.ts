import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, outboxAttempts } from '../db/schema';

/** The outcome of one delivery attempt of an outbox row (an SMTP send or a webhook POST). */
export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status (webhooks); null or absent for SMTP and for errors before a response. */
  httpStatus?: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Stores attempt number `row.attempts + 1` of `row` in one transaction: its outbox_attempts row, and on the outbox
 * row the attempt count plus 'sent' at `sentAt` (ok), else pending until `retryAt`, else (`retryAt` null) 'failed'.
 * Compare-and-set on `attempts`, so a worker whose lease ran out cannot overwrite a newer outcome.
 */
export async function recordAttempt(
  db: Database,
  row: typeof outbox.$inferSelect,
  result: AttemptResult,
  times: { sentAt: Date | SQL; retryAt: Date | SQL | null },
): Promise<void> {
  const attempt = row.attempts + 1;
  await db.transaction(async (tx) => {
    await tx.insert(outboxAttempts).values({ outboxId: row.id, attempt, ...result });
    await tx
      .update(outbox)
      .set(
        result.ok
          ? { status: 'sent', sentAt: times.sentAt, attempts: attempt, lastError: null }
          : times.retryAt === null
            ? { status: 'failed', attempts: attempt, lastError: result.error }
            : { attempts: attempt, lastError: result.error, nextAttemptAt: times.retryAt },
      )
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.attempts, row.attempts)));
  });
}

/**
 * The `error` of an attempt whose fetch threw: 'timeout after <timeoutMs> ms' for an AbortSignal.timeout, else the
 * message with the cause's code (e.g. 'fetch failed: ECONNREFUSED'). For webhook and SMS POSTs.
 */
export function fetchErrorText(err: unknown, timeoutMs: number): string {
  const e = err as Error & { cause?: { code?: string } };
  return e.name === 'TimeoutError'
    ? `timeout after ${timeoutMs} ms`
    : [e.message, e.cause?.code].filter(Boolean).join(': ');
}
