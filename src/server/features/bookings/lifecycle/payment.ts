import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { cancellationDeadline, customerMayChange } from '../../../../shared/cancellation-policy';
import { zonedWallClockToInstant } from '../../../../shared/dates';
import type { Database } from '../../../db/client';
import { bookings, companies, customers, outbox, payments, refunds, watches } from '../../../db/schema';
import { baseUrl, type Env } from '../../../env';
import { toHhmm } from '../../../lib/pg-time';
import { requestWatchScan } from '../../../lib/watch-scan-request';
import { findBookingStaff } from '../bookings.queries';
import { statusChangeDetails, type BookingEvent, type RefundReason, type TriggeredBy } from './events';
import { writeMessages, type MessagePayment } from './messages';
import { insertLog, transitionBooking } from './store';
import { createVerificationToken } from './verification-tokens';

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The outbox payload of a refund: the refunds row the worker sends to the provider. */
export interface RefundPayload {
  refundId: string;
}

/**
 * The provider said paid (docs/decisions/047): in `tx`, with the booking row locked first (so the hold job and a
 * second event wait), marks `payment` paid (`method`, `paymentIntentId`, `paidAt` = `now`) unless it already is, then:
 * a held booking becomes `booked`; a payment for a booking whose hold already ended is refunded in full
 * ('late_payment': its time was offered to others again, and may be blocked or closed since); a booking already
 * paid by another attempt gets this one refunded ('duplicate'). A confirmed booking writes its 'booking_paid' log row, a
 * fresh verification link, ends the customer's watches it fulfils, and sends the messages of effectsOf (confirmation,
 * receipt, the company's notice, the 'ny-bokning' webhook). Returns what happened; 'unchanged' when the payment was
 * already paid (a repeated event).
 */
export async function confirmPaid(
  tx: Database,
  env: Env,
  input: { paymentId: string; paymentIntentId: string | null; method: string | null; now: Date },
): Promise<{ outcome: 'booked' | 'refunded' | 'unchanged'; booking?: BookingRow }> {
  const found = await lockPayment(tx, input.paymentId);
  if (!found) return { outcome: 'unchanged' };
  const { payment, booking } = found;
  if (payment.status === 'paid') return { outcome: 'unchanged', booking };
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: input.now,
      updatedAt: input.now,
      method: input.method,
      paymentIntentId: input.paymentIntentId ?? payment.paymentIntentId,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  const otherPaid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, booking.id),
        eq(payments.status, 'paid'),
        sql`${payments.id} <> ${payment.id}`,
      ),
    )
    .limit(1);
  if (otherPaid.length > 0) {
    await requestRefund(tx, booking, paid!, paid!.amount, 'duplicate', 'system');
    return { outcome: 'refunded', booking };
  }

  // Only a booking still held is booked. Once its hold has ended the time was offered to others again (and may be
  // blocked or closed since), so money that comes later goes back in full.
  const row =
    booking.status === 'pending_payment'
      ? await transitionBooking(tx, booking.companyId, booking.id, 'pending_payment', 'booked', input.now)
      : undefined;
  if (!row) {
    await requestRefund(tx, booking, paid!, paid!.amount, 'late_payment', 'system');
    return { outcome: 'refunded', booking };
  }

  const event: BookingEvent = {
    type: 'booking_paid',
    details: {
      ...statusChangeDetails(row, 'customer'),
      payment_id: paid!.id,
      amount: paid!.amount,
      method: paid!.method,
    },
  };
  await insertLog(tx, row.id, row.companyId, event);
  await endFulfilledWatches(tx, row, input.now);
  const context = await messageContextOf(tx, row);
  const verifyToken = await createVerificationToken(tx, row, input.now);
  const messagePayment: MessagePayment = {
    id: paid!.id,
    kind: paid!.kind,
    amount: paid!.amount,
    method: paid!.method,
    paidAt: paid!.paidAt!,
    orgNumber: context.company.orgNumber,
  };
  await writeMessages(tx, event, {
    env,
    now: input.now,
    booking: row,
    company: context.company,
    customer: { email: context.email, phone: context.phone },
    member: await findBookingStaff(tx, row.staffId),
    verifyUrl: `${baseUrl(env)}/verify-booking?token=${encodeURIComponent(verifyToken)}`,
    record: { email: context.email ?? '', phone: context.phone },
    serviceDurationMinutes: context.durationMinutes,
    payment: messagePayment,
  });
  return { outcome: 'booked', booking: row };
}

/**
 * The provider said the attempt failed or expired: in `tx` (booking row locked first) marks a pending `payment`
 * failed/expired; a paid one stays paid (events may arrive out of order). When the booking is still held and has no
 * other pending attempt, its hold is released (releaseHold, reason 'failed' or 'expired'). Returns the booking
 * released, or undefined.
 */
export async function markPaymentFailed(
  tx: Database,
  input: { paymentId: string; status: 'failed' | 'expired'; now: Date },
): Promise<BookingRow | undefined> {
  const found = await lockPayment(tx, input.paymentId);
  if (!found || found.payment.status !== 'pending') return undefined;
  await tx
    .update(payments)
    .set({ status: input.status, updatedAt: input.now })
    .where(eq(payments.id, found.payment.id));
  if (found.booking.status !== 'pending_payment') return undefined;
  const pending = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, found.booking.id), eq(payments.status, 'pending')))
    .limit(1);
  if (pending.length > 0) return undefined;
  return releaseHold(
    tx,
    found.booking,
    input.status === 'failed' ? 'failed' : 'expired',
    'system',
    input.now,
  );
}

/**
 * Ends the hold of `booking` (pending_payment -> cancelled, compare-and-set) in `tx`: its 'booking_hold_released'
 * log row (`reason`: expired, failed, or abandoned by the customer) and a watch scan request (the time is free
 * again). Nobody is e-mailed: nothing was confirmed. Returns the row, or undefined when it was no longer held.
 */
export async function releaseHold(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'companyId'>,
  reason: 'expired' | 'failed' | 'abandoned',
  by: 'customer' | 'system',
  now: Date,
): Promise<BookingRow | undefined> {
  const row = await transitionBooking(tx, booking.companyId, booking.id, 'pending_payment', 'cancelled', now);
  if (!row) return undefined;
  await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(payments.bookingId, row.id), eq(payments.status, 'pending')));
  const event: BookingEvent = {
    type: 'booking_hold_released',
    details: { ...statusChangeDetails(row, by), reason },
  };
  await insertLog(tx, row.id, row.companyId, event);
  await requestWatchScan(tx, row.companyId);
  return row;
}

/**
 * Releases up to `limit` holds whose `payment_expires_at` has passed at `now` (of `companyId`, or of every company),
 * each in `tx` with its row locked (SKIP LOCKED: a hold another process is confirming is left to it). Returns the
 * companies whose holds were released (for the realtime announcement after commit).
 */
export async function releaseExpiredHolds(
  tx: Database,
  now: Date,
  { companyId, limit = 100 }: { companyId?: string; limit?: number } = {},
): Promise<string[]> {
  const due = await tx
    .select({ id: bookings.id, companyId: bookings.companyId })
    .from(bookings)
    .where(
      and(
        lte(bookings.paymentExpiresAt, now),
        eq(bookings.status, 'pending_payment'),
        companyId ? eq(bookings.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(bookings.paymentExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const released = new Set<string>();
  for (const booking of due) {
    if (await releaseHold(tx, booking, 'expired', 'system', now)) released.add(booking.companyId);
  }
  return [...released];
}

/**
 * What a cancel does to the money (docs/decisions/047), in the cancel's transaction `tx`: the company's cancel
 * refunds what is left of the paid payment in full; the customer's (also by the e-mailed link or an account's
 * erasure) refunds it only before the company's cancellation deadline, after it the deposit is kept. A booking
 * paid on site has nothing to refund. Returns the kronor asked back and kept, or undefined when nothing was paid
 * online.
 */
export async function refundOnCancel(
  tx: Database,
  row: BookingRow,
  by: 'customer' | 'company',
  noticeHours: number,
  now: Date,
): Promise<{ refunded: number; kept: number } | undefined> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, row.id), eq(payments.status, 'paid')))
    .limit(1);
  if (!paid) return undefined;
  const kept = paid.amount - paid.refundedAmount;
  if (by === 'customer') {
    const deadline = cancellationDeadline(row.startDate, toHhmm(row.startTime), noticeHours);
    if (!customerMayChange(deadline, now)) return { refunded: 0, kept };
  }
  const [asked] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paid.id), sql`${refunds.status} <> 'failed'`));
  const left = paid.amount - (asked?.total ?? 0);
  if (left <= 0) return { refunded: 0, kept: 0 };
  await requestRefund(
    tx,
    row,
    paid,
    left,
    by === 'company' ? 'company_cancel' : 'customer_cancel',
    by === 'company' ? 'admin' : 'customer',
  );
  return { refunded: left, kept: 0 };
}

/**
 * Asks for a refund of `amount` kronor of `payment` in `tx`: a refunds row, the outbox row (kind 'refund') the
 * worker sends to the provider with retries, and the booking's 'refund_requested' log row.
 */
async function requestRefund(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'companyId'>,
  payment: PaymentRow,
  amount: number,
  reason: RefundReason,
  by: TriggeredBy,
): Promise<void> {
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, amount, reason })
    .returning({ id: refunds.id });
  const payload: RefundPayload = { refundId: refund!.id };
  await tx.insert(outbox).values({
    kind: 'refund',
    recipient: payment.provider,
    orderingKey: `refund:${payment.id}`,
    payload,
  });
  await insertLog(tx, booking.id, booking.companyId, {
    type: 'refund_requested',
    details: { refund_id: refund!.id, payment_id: payment.id, amount, reason, triggered_by: by },
  });
}

/**
 * The provider finished refund `refundId` (`providerRefundId` its id there): in `tx` marks it succeeded or failed
 * once, adds a success to the payment's `refunded_amount`, and writes the booking's 'refund_completed' log row.
 * Returns the booking's company when something changed (for the realtime announcement), else undefined.
 */
export async function completeRefund(
  tx: Database,
  input: { refundId?: string; providerRefundId?: string; status: 'succeeded' | 'failed'; now: Date },
): Promise<string | undefined> {
  const where = input.refundId
    ? eq(refunds.id, input.refundId)
    : eq(refunds.providerRefundId, input.providerRefundId ?? '');
  const [refund] = await tx
    .update(refunds)
    .set({
      status: input.status,
      completedAt: input.now,
      ...(input.providerRefundId ? { providerRefundId: input.providerRefundId } : {}),
    })
    .where(and(where, eq(refunds.status, 'pending')))
    .returning();
  if (!refund) return undefined;
  const [payment] = await tx
    .update(payments)
    .set({
      updatedAt: input.now,
      ...(input.status === 'succeeded'
        ? { refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}` }
        : {}),
    })
    .where(eq(payments.id, refund.paymentId))
    .returning({ bookingId: payments.bookingId, companyId: payments.companyId });
  await insertLog(tx, payment!.bookingId, payment!.companyId, {
    type: 'refund_completed',
    details: { refund_id: refund.id, amount: refund.amount, status: input.status, triggered_by: 'system' },
  });
  return payment!.companyId;
}

/** The payment `paymentId` and its booking, the booking row locked first (then the payment), or undefined. */
async function lockPayment(tx: Database, paymentId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(sql`${bookings.id} = (select booking_id from payments where id = ${paymentId})`)
    .for('update');
  if (!booking) return undefined;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment ? { payment, booking } : undefined;
}

/** Ends the watches of the booking's customer account at its company whose range holds its date (decision 044). */
async function endFulfilledWatches(tx: Database, row: BookingRow, now: Date): Promise<void> {
  await tx
    .update(watches)
    .set({ endedAt: now })
    .where(
      and(
        eq(watches.companyId, row.companyId),
        isNull(watches.endedAt),
        sql`${watches.userId} = (select user_id from ${customers} where id = ${row.customerId})`,
        sql`${row.startDate}::date between ${watches.fromDate} and ${watches.toDate}`,
      ),
    );
}

/** The company and customer contact a confirmed payment's messages need, and the booked length in minutes. */
async function messageContextOf(tx: Database, row: BookingRow) {
  const [found] = await tx
    .select({
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        location: companies.location,
        email: companies.email,
        phone: companies.phone,
        cancellationNoticeHours: companies.cancellationNoticeHours,
        emailNotifications: companies.emailNotifications,
        orgNumber: companies.orgNumber,
      },
      email: sql<
        string | null
      >`coalesce(nullif((select u.email from "user" u where u.id = ${customers.userId}), ''), nullif(${customers.email}, ''))`,
      phone: customers.phone,
    })
    .from(companies)
    .innerJoin(customers, eq(customers.id, row.customerId))
    .where(eq(companies.id, row.companyId))
    .limit(1);
  const start = zonedWallClockToInstant(row.startDate, toHhmm(row.startTime)).getTime();
  const end = zonedWallClockToInstant(row.startDate, toHhmm(row.endTime)).getTime();
  return { ...found!, durationMinutes: Math.round((end - start) / 60_000) };
}
