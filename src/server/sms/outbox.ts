import { E164_PATTERN } from '../../shared/phone';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

/** An SMS as stored in the outbox: the recipient in E.164 and the text (one GSM 03.38 segment for reminders). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** The outbox row's `payload` of an SMS (what jobs/sms-delivery.ts posts as `message`). */
export interface SmsPayload {
  text: string;
}

type Executor = Pick<Database, 'insert'>;

/**
 * Writes an SMS to the outbox (kind 'sms'). Pass the transaction (`tx`) of what caused it so both commit
 * together; jobs/sms-delivery.ts sends it through 46elks or keeps it in the dev SMS outbox. Throws when `to` is not
 * E.164 (a programming error: every stored phone is normalised).
 */
export async function enqueueSms(executor: Executor, message: SmsMessage): Promise<void> {
  if (!E164_PATTERN.test(message.to)) throw new Error(`enqueueSms: not an E.164 number: ${message.to}`);
  await executor.insert(outbox).values({
    kind: 'sms',
    recipient: message.to,
    payload: { text: message.text } satisfies SmsPayload,
  });
}

/** The outbox row of an SMS (kind 'sms'), for a combined insert with a booking's other messages. */
export function smsOutboxRow(message: SmsMessage): typeof outbox.$inferInsert {
  if (!E164_PATTERN.test(message.to)) throw new Error(`smsOutboxRow: not an E.164 number: ${message.to}`);
  return { kind: 'sms', recipient: message.to, payload: { text: message.text } satisfies SmsPayload };
}
