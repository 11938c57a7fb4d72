import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Env } from '../env';
import type { WebhookPayload } from './payloads';

type Executor = Pick<Database, 'insert'>;

/**
 * Writes a booking webhook to the outbox in the caller's transaction (`tx`), so it commits with the booking change
 * and survives a crash before delivery. Only when `WEBHOOK_URL` is configured (no receiver, no row); the row keeps
 * that URL as its recipient, the event name as its subject and the booking id as its ordering key, so a booking's
 * webhooks are delivered in the order written. Returns whether a row was written.
 */
export async function enqueueWebhook(
  tx: Executor,
  env: Pick<Env, 'WEBHOOK_URL'>,
  payload: WebhookPayload,
): Promise<boolean> {
  if (!env.WEBHOOK_URL) return false;
  await tx.insert(outbox).values({
    kind: 'webhook',
    recipient: env.WEBHOOK_URL,
    subject: payload.event,
    orderingKey: payload.booking.id,
    payload,
  });
  return true;
}
