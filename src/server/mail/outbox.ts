import { outbox } from '../db/schema';
import type { Database } from '../db/client';

/** A file sent with an e-mail, e.g. the booking's `.ics`; `content` is the file's text (UTF-8). */
export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** An e-mail as stored in the outbox: plain text and HTML bodies, Swedish, optional attachments. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** The outbox row's `payload` of an e-mail (what the worker hands to nodemailer). */
export interface EmailPayload {
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

type Executor = Pick<Database, 'insert'>;

/** The outbox row of an e-mail (kind 'email', recipient lower-cased), for enqueueEmail or a combined insert. */
export function emailOutboxRow(message: EmailMessage): typeof outbox.$inferInsert {
  return {
    kind: 'email',
    recipient: message.to.toLowerCase(),
    subject: message.subject,
    payload: {
      text: message.text,
      html: message.html,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    } satisfies EmailPayload,
  };
}

/**
 * Writes an e-mail to the outbox. Pass the transaction (`tx`) of what caused the mail so both commit together;
 * the job worker delivers it (SMTP) or keeps it in the dev outbox.
 */
export async function enqueueEmail(executor: Executor, message: EmailMessage): Promise<void> {
  await executor.insert(outbox).values(emailOutboxRow(message));
}
