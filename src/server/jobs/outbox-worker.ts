import type { Transporter } from 'nodemailer';
import type { Deps } from '../context';
import { createMailTransport } from '../mail/smtp';
import { redactDeliveredOutbox } from '../features/privacy/anonymize';
import { deliverDueEmails } from './email-delivery';
import { deliverDueSms } from './sms-delivery';
import { deliverDueRefunds } from './refund-delivery';
import { runEvery, type StopJob } from './periodic';
import { deliverDueWebhooks } from './webhook-delivery';

export { retryDelayMinutes } from './outbox-queue';

/** What one pass of the outbox worker may use besides the database; the clock is injectable for tests. */
export interface DeliveryOptions {
  now?: Date;
  transport?: Transporter;
  /** Milliseconds one SMTP send may take (jobs/email-delivery.ts: EMAIL_SEND_TIMEOUT_MS unless set). */
  emailTimeoutMs?: number;
  /** Milliseconds one SMS POST may take (jobs/sms-delivery.ts: SMS_SEND_TIMEOUT_MS unless set). */
  smsTimeoutMs?: number;
}

/**
 * One pass over the outbox: all due e-mails (jobs/email-delivery.ts; on the database clock, kept in the dev outbox
 * without `transport`), all due SMS (jobs/sms-delivery.ts; kept in the dev SMS outbox without SMS credentials), all
 * due refunds (jobs/refund-delivery.ts), then
 * all webhooks due at `now` (jobs/webhook-delivery.ts; skipped while WEBHOOK_SECRET is unset, so such rows wait),
 * then blanks delivered rows of erased people (redactDeliveredOutbox). Returns rows handled.
 */
export async function deliverDueOnce(
  deps: Deps,
  { now = new Date(), transport, emailTimeoutMs, smsTimeoutMs }: DeliveryOptions = {},
): Promise<{ emails: number; sms: number; webhooks: number; refunds: number }> {
  const emails = await deliverDueEmails(deps, { transport, timeoutMs: emailTimeoutMs });
  const sms = await deliverDueSms(deps, { timeoutMs: smsTimeoutMs });
  const refunds = await deliverDueRefunds(deps);
  const secret = deps.env.WEBHOOK_SECRET;
  const webhooks = secret ? await deliverDueWebhooks(deps.db, { now, secret }) : 0;
  await redactDeliveredOutbox(deps.db, now);
  return { emails, sms, webhooks, refunds };
}

/**
 * Starts polling the outbox every `intervalMs`: e-mails (over SMTP_URL with the timeouts of
 * jobs/email-delivery.ts), SMS (46elks, jobs/sms-delivery.ts) and webhooks in separate loops, so a slow receiver of
 * one kind never holds up the others.
 * Returns a stop function that waits for the passes in flight (jobs/periodic.ts).
 */
export function startOutboxWorker(deps: Deps, intervalMs = 1000): StopJob {
  const transport = createMailTransport(deps.env);
  const stops = [
    runEvery(intervalMs, 'outbox e-mail worker', () => deliverDueEmails(deps, { transport })),
    runEvery(intervalMs, 'outbox SMS worker', () => deliverDueSms(deps)),
    // Refunds to the payment provider (docs/decisions/047).
    runEvery(intervalMs, 'outbox refund worker', () => deliverDueRefunds(deps)),
    // Messages about erased people are blanked once delivered (docs/decisions/010).
    runEvery(intervalMs, 'outbox redaction', () => redactDeliveredOutbox(deps.db, new Date())),
  ];
  const secret = deps.env.WEBHOOK_SECRET;
  if (secret) {
    stops.push(
      runEvery(intervalMs, 'outbox webhook worker', () =>
        deliverDueWebhooks(deps.db, { now: new Date(), secret }),
      ),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
