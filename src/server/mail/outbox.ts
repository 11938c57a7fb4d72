import { outbox } from '../db/schema';
import type { Database } from '../db/client';

/** An e-mail as stored in the outbox: plain text and HTML bodies, Swedish. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

type Executor = Pick<Database, 'insert'>;

/**
 * Writes an e-mail to the outbox. Pass the transaction (`tx`) of what caused the mail so both commit together;
 * the job worker delivers it (SMTP) or keeps it in the dev outbox.
 */
export async function enqueueEmail(executor: Executor, message: EmailMessage): Promise<void> {
  await executor.insert(outbox).values({
    kind: 'email',
    recipient: message.to.toLowerCase(),
    subject: message.subject,
    payload: { text: message.text, html: message.html },
  });
}
