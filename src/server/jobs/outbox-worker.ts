import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../context';
import { outbox } from '../db/schema';
import { logger } from '../logger';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

/** Minutes to wait before retry number `attempt` (1-based): 1, 2, 4, ... capped at 6 h. */
export const retryDelayMinutes = (attempt: number) => Math.min(2 ** (attempt - 1), 360);

/**
 * Delivers due e-mail rows of the outbox once: via SMTP when `SMTP_URL` is set, else marks them `kept` (the dev
 * outbox). Rows are claimed with FOR UPDATE SKIP LOCKED so several processes never send one twice.
 * Returns how many rows it handled.
 */
export async function deliverDueEmails(deps: Deps, transport?: Transporter): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    if (!transport) {
      await tx.update(outbox).set({ status: 'kept' }).where(inArray(outbox.id, due.map((r) => r.id)));
      return due.length;
    }
    for (const row of due) {
      const payload = row.payload as { text: string; html: string };
      try {
        await transport.sendMail({
          from: deps.env.MAIL_FROM,
          to: row.recipient,
          subject: row.subject ?? '',
          text: payload.text,
          html: payload.html,
        });
        await tx.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 }).where(eq(outbox.id, row.id));
      } catch (err) {
        const attempts = row.attempts + 1;
        logger.warn({ err, id: row.id, attempts }, 'e-mail delivery failed');
        await tx
          .update(outbox)
          .set({
            attempts,
            lastError: String(err),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMinutes(attempts) * 60_000),
          })
          .where(eq(outbox.id, row.id));
      }
    }
    return due.length;
  });
}

/** Starts polling the outbox every `intervalMs`; returns a stop function. */
export function startOutboxWorker(deps: Deps, intervalMs = 1000): () => void {
  const transport = deps.env.SMTP_URL ? nodemailer.createTransport(deps.env.SMTP_URL) : undefined;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      while ((await deliverDueEmails(deps, transport)) === BATCH);
    } catch (err) {
      logger.error({ err }, 'outbox worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
