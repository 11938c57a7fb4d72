import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../env';
import { logger } from '../logger';

/** `Name <a@b.se>` or `a@b.se`: what MAIL_FROM must look like for mail servers to accept it. */
const FROM_PATTERN = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** True when `from` (MAIL_FROM) is one address, optionally with a display name. */
export function isValidMailFrom(from: string): boolean {
  return FROM_PATTERN.test(from.trim());
}

/**
 * nodemailer's limits for the steps of one send, in milliseconds (its own defaults: 30 s DNS, 2 min to connect,
 * 30 s for the greeting, 10 min of silence): DNS lookup 10 s, TCP/TLS connect 10 s, the server's greeting 15 s,
 * and 30 s of silence while waiting for any later reply (EHLO, AUTH, MAIL, RCPT, end of DATA). They turn a hung
 * server into a clear error; jobs/email-delivery.ts bounds the whole send. Query options in SMTP_URL override them.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/**
 * The nodemailer SMTP transport for `SMTP_URL`, or undefined when unset (the dev outbox keeps mail instead).
 * Everything is set in the URL: `smtp://user:pass@host:587` (STARTTLS when offered), `smtps://host:465`
 * (implicit TLS), query options such as `?requireTLS=true` or `?tls.rejectUnauthorized=false`. Timeouts are
 * SMTP_TIMEOUTS unless the URL sets them.
 */
export function createMailTransport(env: Pick<Env, 'SMTP_URL'>): Transporter | undefined {
  return env.SMTP_URL ? nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }) : undefined;
}

/** `smtp://user:secret@host:587` → `smtp://host:587`, so logs never show credentials. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return '(ogiltig SMTP_URL)';
  }
}

/**
 * Startup check: warns when MAIL_FROM is not an address and, with `SMTP_URL` set, connects and authenticates once
 * and logs the outcome. Never throws: a mail server that is down must not stop bookings (mail waits in the outbox).
 * Returns true when the connection was verified.
 */
export async function verifyMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Promise<boolean> {
  if (!isValidMailFrom(env.MAIL_FROM))
    logger.warn({ mailFrom: env.MAIL_FROM }, 'MAIL_FROM is not a valid address');
  const transport = createMailTransport(env);
  if (!transport || !env.SMTP_URL) return false;
  const server = redactedUrl(env.SMTP_URL);
  try {
    await transport.verify();
    logger.info({ server }, 'SMTP connection verified');
    return true;
  } catch (err) {
    logger.warn(
      { server, err: String(err) },
      'SMTP connection failed; e-mail stays in the outbox until it works',
    );
    return false;
  } finally {
    transport.close();
  }
}
