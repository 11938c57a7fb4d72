import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { payments, refunds } from '../db/schema';
import { completeRefund, type RefundPayload } from '../features/bookings/lifecycle';
import { fetchErrorText } from './outbox-attempts';
import { deliverDueRows, type OutboxRow, type SendOutcome } from './outbox-queue';

/**
 * Sends one refund to the provider (docs/decisions/047): the refunds row of the outbox row's payload, on the
 * payment's account, idempotent by the refund's id (a retry after a crash is not a second refund). A refund the
 * provider finished at once is completed here (completeRefund); one still on its way keeps its provider id and is
 * completed by the provider's webhook. A provider error is retried with the outbox's schedule.
 */
async function sendRefund(
  deps: Pick<Deps, 'db' | 'payments' | 'bus' | 'clock'>,
  row: OutboxRow,
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { refundId } = row.payload as RefundPayload;
  try {
    const [found] = await deps.db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!found || found.refund.status !== 'pending') {
      return { result: { ok: true, httpStatus: null, error: null, durationMs: elapsed() }, permanent: false };
    }
    if (!deps.payments || deps.payments.name !== found.payment.provider) {
      const error = `the ${found.payment.provider} payment provider is not configured`;
      return { result: { ok: false, httpStatus: null, error, durationMs: elapsed() }, permanent: false };
    }
    const done = await deps.payments.refund({
      paymentIntentId: found.payment.paymentIntentId ?? found.payment.checkoutId ?? '',
      accountId: found.payment.accountId ?? '',
      amount: found.refund.amount,
      idempotencyKey: refundId,
    });
    const companyId = await deps.db.transaction(async (tx) => {
      if (done.status === 'pending') {
        await tx.update(refunds).set({ providerRefundId: done.refundId }).where(eq(refunds.id, refundId));
        return undefined;
      }
      return completeRefund(tx, {
        refundId,
        providerRefundId: done.refundId,
        status: done.status,
        now: deps.clock(),
      });
    });
    if (companyId) await deps.bus.publishBookingsChanged(companyId);
    return { result: { ok: true, httpStatus: null, error: null, durationMs: elapsed() }, permanent: false };
  } catch (err) {
    return {
      result: { ok: false, httpStatus: null, error: fetchErrorText(err, 15_000), durationMs: elapsed() },
      permanent: false,
    };
  }
}

/**
 * Delivers every due refund of the outbox with the claim, lease, retries and attempt records of e-mail and SMS
 * (jobs/outbox-queue.ts). Returns how many rows it handled.
 */
export async function deliverDueRefunds(
  deps: Pick<Deps, 'db' | 'payments' | 'bus' | 'clock'>,
): Promise<number> {
  return deliverDueRows(deps.db, 'refund', 'refund', (row) => sendRefund(deps, row));
}
