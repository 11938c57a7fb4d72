import { formatPrice } from '~/shared/money';
import type { CustomerBooking } from '~/shared/schemas/booking';
import { PAYMENT_METHOD_LABELS, type BookingPayment } from '~/shared/schemas/payments';
import { p } from './strings';

/** A payment method's Swedish name ('kort', 'Swish'); an unknown one as it is, none as null. */
export function methodLabel(method: string | null): string | null {
  return method ? (PAYMENT_METHOD_LABELS[method] ?? method) : null;
}

/** What a refund still owes: the paid amount less what has been refunded (whole kronor, never below 0). */
const unrefunded = (payment: BookingPayment) => Math.max(0, payment.amount - payment.refundedAmount);

/**
 * The one line a booking's online payment gets in 'Mina bokningar' and on the dashboard: 'Handpenning 300 kr
 * betald (kort)', 'Återbetalning på väg: 300 kr', 'Återbetald 300 kr', 'Handpenningen behålls' (cancelled late or
 * not come, nothing refunded) or 'Inte betald'. Null for a booking paid on site and one still waiting for its
 * payment (its status says so).
 */
export function paymentLine(booking: Pick<CustomerBooking, 'status' | 'payment'>): string | null {
  const { payment } = booking;
  if (!payment || booking.status === 'pending_payment') return null;
  if (payment.status !== 'paid') return p.notPaid;
  if (payment.refundPending) return p.refundPending(formatPrice(unrefunded(payment)));
  if (payment.refundedAmount >= payment.amount) return p.refunded(formatPrice(payment.refundedAmount));
  if (payment.refundedAmount > 0) {
    return p.refundedPart(formatPrice(payment.refundedAmount), formatPrice(payment.amount));
  }
  if (booking.status === 'cancelled' || booking.status === 'no_show') return p.kept[payment.kind];
  return p.paid(p.kind[payment.kind], formatPrice(payment.amount), methodLabel(payment.method));
}

/**
 * What the customer's own cancel gives back, said in its dialog ('Du får tillbaka 300 kr.'): the dialog is offered
 * only before the company's deadline, when the server refunds a paid payment in full. Null when nothing was paid
 * or it is refunded already.
 */
export function refundOnCancelLine(booking: Pick<CustomerBooking, 'payment'>): string | null {
  const { payment } = booking;
  if (!payment || payment.status !== 'paid' || payment.refundPending) return null;
  const amount = unrefunded(payment);
  return amount > 0 ? p.refundOnCancel(formatPrice(amount)) : null;
}
