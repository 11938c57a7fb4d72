import type { Deps } from '../context';
import { smsProvider } from '../env';
import type { SmsPayload } from '../sms/outbox';
import { fetchErrorText } from './outbox-attempts';
import { deliverDueRows, keepDue, type OutboxRow, type SendOutcome } from './outbox-queue';

/** Milliseconds one POST to the SMS provider may take (connect to response headers) before it counts as failed. */
export const SMS_SEND_TIMEOUT_MS = 10_000;

type Provider = NonNullable<ReturnType<typeof smsProvider>>;

/**
 * One POST of the row to 46elks (`POST {SMS_API_URL}`, basic auth, form-encoded `from`, `to`, `message`), aborted
 * after `timeoutMs`. 2xx is sent; 4xx (bad number, bad credentials, no credit) is permanent, so it is not retried;
 * 5xx, other statuses, network errors and timeouts are worth retrying.
 */
async function post(provider: Provider, row: OutboxRow, timeoutMs: number): Promise<SendOutcome> {
  const payload = row.payload as SmsPayload;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const auth = Buffer.from(`${provider.username}:${provider.password}`).toString('base64');
  try {
    const res = await fetch(provider.url, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: provider.from, to: row.recipient, message: payload.text }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const detail = res.ok ? '' : (await res.text().catch(() => '')).slice(0, 200);
    if (res.ok) await res.body?.cancel();
    return {
      result: {
        ok: res.ok,
        httpStatus: res.status,
        error: res.ok ? null : `HTTP ${res.status}${detail ? `: ${detail}` : ''}`,
        durationMs: elapsed(),
      },
      permanent: res.status >= 400 && res.status < 500,
    };
  } catch (err) {
    const error = fetchErrorText(err, timeoutMs);
    return { result: { ok: false, httpStatus: null, error, durationMs: elapsed() }, permanent: false };
  }
}

export interface SmsDeliveryOptions {
  /** Milliseconds one POST may take; SMS_SEND_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

/**
 * Delivers every due SMS of the outbox with the claim, retry schedule and attempt records of e-mail
 * (jobs/outbox-queue.ts: FOR UPDATE SKIP LOCKED and a lease, so concurrent workers send each SMS once; retries after
 * 1, 2, 4, ... minutes, 'failed' after 8 attempts or at once on a 4xx). Without SMS_API_USERNAME/PASSWORD marks them
 * 'kept' for the dev SMS outbox (`GET /api/dev/sms`), with no attempt rows. Returns how many rows it handled.
 */
export async function deliverDueSms(
  deps: Pick<Deps, 'db' | 'env'>,
  { timeoutMs = SMS_SEND_TIMEOUT_MS }: SmsDeliveryOptions = {},
): Promise<number> {
  const provider = smsProvider(deps.env);
  if (!provider) return keepDue(deps.db, 'sms');
  return deliverDueRows(deps.db, 'sms', 'SMS', (row) => post(provider, row, timeoutMs));
}
