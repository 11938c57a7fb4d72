import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingPayment } from '../../shared/schemas/payments';
import type { Database } from '../db/client';
import { bookings, payments } from '../db/schema';

type Executor = Pick<Database, 'selectDistinctOn'>;

/** The JSON row of one payment as BookingPayment (its refunds summed by the payment's own columns). */
const paymentJson = (p: string) =>
  sql.raw(`json_build_object(
  'kind', ${p}.kind, 'status', ${p}.status, 'amount', ${p}.amount, 'refundedAmount', ${p}.refunded_amount,
  'refundPending', exists (select 1 from refunds r where r.payment_id = ${p}.id and r.status = 'pending'),
  'method', ${p}.method, 'paidAt', ${p}.paid_at)`);

/** A BookingPayment read as JSON (`paidAt` as PostgreSQL wrote it) → the API shape (`paidAt` ISO). */
function toBookingPayment(value: unknown): BookingPayment | null {
  if (!value) return null;
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as BookingPayment;
  return { ...json, paidAt: json.paidAt ? new Date(json.paidAt).toISOString() : null };
}

/**
 * A select field: the online payment of the booking whose id is `bookingId` (docs/decisions/047) as BookingPayment —
 * its paid attempt, else its latest one — or null when it has none (paid on site). One index lookup per row.
 */
export function bookingPaymentField(bookingId: AnyPgColumn | SQL): SQL<BookingPayment | null> {
  return sql`(select ${paymentJson('p')} from ${payments} p where p.booking_id = ${bookingId}
    order by (p.status = 'paid') desc, p.created_at desc limit 1)`.mapWith(toBookingPayment);
}

/**
 * The online payment of each of `bookingIds` (BookingPayment: the paid attempt, else the latest), in one query;
 * bookings without one are absent from the map.
 */
export async function loadBookingPayments(
  db: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, BookingPayment>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([payments.bookingId], {
      bookingId: payments.bookingId,
      payment: sql`${paymentJson('payments')}`.mapWith(toBookingPayment),
    })
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(payments.bookingId, sql`(${payments.status} = 'paid') desc`, sql`${payments.createdAt} desc`);
  return new Map(rows.flatMap((r) => (r.payment ? [[r.bookingId, r.payment] as const] : [])));
}

/**
 * SQL: the current `bookings` row is a released payment hold (docs/decisions/047): cancelled with online payment
 * attempts none of which was paid. It was never a booking the customer made, so the customer's lists and history
 * leave it out (the salon's calendar and reports still see it).
 */
export const isReleasedHold = sql`(${bookings.status} = 'cancelled'
  and exists (select 1 from ${payments} p where p.booking_id = ${bookings.id})
  and not exists (select 1 from ${payments} p where p.booking_id = ${bookings.id} and p.status = 'paid'))`;
