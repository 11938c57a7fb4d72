import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../context';
import { outbox } from '../db/schema';
import type { EmailPayload } from '../mail/outbox';
import { logger } from '../logger';
import { deliverDueWebhooks } from './webhook-delivery';

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
      .where(
        and(eq(outbox.kind, 'email'), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    if (!transport) {
      await tx
        .update(outbox)
        .set({ status: 'kept' })
        .where(
          inArray(
            outbox.id,
            due.map((r) => r.id),
          ),
        );
      return due.length;
    }
    for (const row of due) {
      const payload = row.payload as EmailPayload;
      try {
        await transport.sendMail({
          from: deps.env.MAIL_FROM,
          to: row.recipient,
          subject: row.subject ?? '',
          text: payload.text,
          html: payload.html,
          attachments: payload.attachments,
        });
        await tx
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
          .where(eq(outbox.id, row.id));
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

/** What one pass of the outbox worker may use besides the database; the clock is injectable for tests. */
export interface DeliveryOptions {
  now?: Date;
  transport?: Transporter;
}

/**
 * One pass over the outbox: all due e-mails (see `deliverDueEmails`), then all webhooks due at `now`
 * (jobs/webhook-delivery.ts; skipped while WEBHOOK_SECRET is unset, so such rows wait). Returns rows handled.
 */
export async function deliverDueOnce(
  deps: Deps,
  { now = new Date(), transport }: DeliveryOptions = {},
): Promise<{ emails: number; webhooks: number }> {
  const emails = await deliverAllDueEmails(deps, transport);
  const secret = deps.env.WEBHOOK_SECRET;
  const webhooks = secret ? await deliverDueWebhooks(deps.db, { now, secret }) : 0;
  return { emails, webhooks };
}

async function deliverAllDueEmails(deps: Deps, transport?: Transporter): Promise<number> {
  let total = 0;
  let handled: number;
  do {
    handled = await deliverDueEmails(deps, transport);
    total += handled;
  } while (handled === BATCH);
  return total;
}

/** Runs `task` every `intervalMs`, never overlapping itself; returns a stop function. */
function every(intervalMs: number, name: string, task: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (err) {
      logger.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  }, intervalMs);
  return () => clearInterval(timer);
}

/**
 * Starts polling the outbox every `intervalMs`: e-mails and webhooks in separate loops, so a slow webhook
 * receiver never holds up mail. Returns a stop function.
 */
export function startOutboxWorker(deps: Deps, intervalMs = 1000): () => void {
  const transport = deps.env.SMTP_URL ? nodemailer.createTransport(deps.env.SMTP_URL) : undefined;
  const stops = [every(intervalMs, 'outbox e-mail worker', () => deliverAllDueEmails(deps, transport))];
  const secret = deps.env.WEBHOOK_SECRET;
  if (secret) {
    stops.push(
      every(intervalMs, 'outbox webhook worker', () =>
        deliverDueWebhooks(deps.db, { now: new Date(), secret }),
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
}
