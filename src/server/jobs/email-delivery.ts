import type { Transporter } from 'nodemailer';
import type { Deps } from '../context';
import { emailContentOf } from '../mail/booking-email-templates';
import { deliverDueRows, keepDue, type OutboxRow, type SendOutcome } from './outbox-queue';

/**
 * Milliseconds one send may take in all (connect to the server's reply to the message) before it is aborted and
 * counts as a failed attempt; a server that answers each step slowly, but within socketTimeout, cannot stretch it.
 */
export const EMAIL_SEND_TIMEOUT_MS = 60_000;

/**
 * One SMTP send of the row (a booking e-mail rendered first), aborted after `timeoutMs`; an error or a rejection by
 * the server is a failure, and so is a payload that cannot be rendered. A 5xx
 * reply (RFC 5321 §4.2.1: permanent, e.g. 550 no such mailbox) is permanent; 4xx replies, timeouts and connection
 * errors are worth retrying.
 */
async function send(
  transport: Transporter,
  from: string,
  row: OutboxRow,
  timeoutMs: number,
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let payload;
  try {
    // A booking e-mail is rendered here, when it is sent (docs/decisions/057).
    payload = emailContentOf(row.payload);
  } catch (err) {
    // Retried like a refused send: during a rolling update a newer process may know the template.
    const error = `render: ${(err as Error).message}`;
    return { result: { ok: false, error, durationMs: elapsed() }, permanent: false };
  }
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

export interface EmailDeliveryOptions {
  /** The SMTP transport; without one (no SMTP_URL) due e-mails are kept in the dev outbox. */
  transport?: Transporter;
  /** Milliseconds one send may take; EMAIL_SEND_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

/**
 * Delivers every due e-mail of the outbox (docs/design.md §4 'Mail', through jobs/outbox-queue.ts): claims a few at a time
 * and sends them concurrently from MAIL_FROM outside any transaction, recording each attempt (at least once: a crash after a send but before
 * its record sends it again after the lease). A permanent refusal (5xx) marks the row 'failed' at once. Without a
 * transport marks them 'kept' instead, with no attempt rows. Returns how many rows it handled.
 */
export async function deliverDueEmails(
  deps: Pick<Deps, 'db' | 'env'>,
  { transport, timeoutMs = EMAIL_SEND_TIMEOUT_MS }: EmailDeliveryOptions = {},
): Promise<number> {
  if (!transport) return keepDue(deps.db, 'email');
  return deliverDueRows(deps.db, 'email', 'e-mail', (row) =>
    send(transport, deps.env.MAIL_FROM, row, timeoutMs),
  );
}
