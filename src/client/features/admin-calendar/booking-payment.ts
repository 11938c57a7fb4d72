import { paymentLine, paymentText } from '~/client/features/payments';
import { formatDayMonthSv } from '~/shared/date-labels-sv';
import { formatHhmm, instantToZoned } from '~/shared/dates';
import { formatPrice, formatServicePrice } from '~/shared/money';
import type { AdminCalendarBooking } from '~/shared/schemas/admin-calendar';
import { t } from './strings';

/** An ISO instant as Stockholm's '28 nov 14:02'. */
function shortInstant(iso: string): string {
  const { date, minutes } = instantToZoned(new Date(iso));
  return `${formatDayMonthSv(date)} ${formatHhmm(minutes)}`;
}

/**
 * The booking details' payment lines (docs/decisions/047): `payment` what was paid online and what became of it
 * ('Handpenning 300 kr betald (kort) 28 nov 14:02', 'Återbetald 300 kr', 'Återbetalning på väg: 300 kr',
 * 'Handpenningen behålls', 'Handpenning 300 kr, väntar på betalning', 'Inte betald'), and `onSite` the rest of the
 * price a booked or completed visit pays in the salon ('På plats: 350 kr', 'På plats: från 350 kr' for a 'från' price).
 * Both null for a booking paid on site.
 */
export function bookingPaymentLines(
  booking: Pick<AdminCalendarBooking, 'status' | 'payment' | 'servicePrice' | 'servicePriceFrom'>,
): { payment: string | null; onSite: string | null } {
  const { payment } = booking;
  if (!payment) return { payment: null, onSite: null };
  if (booking.status === 'pending_payment') {
    return {
      payment: t.paymentWaiting(paymentText.kind[payment.kind], formatPrice(payment.amount)),
      onSite: null,
    };
  }
  const line = paymentLine(booking);
  const plainlyPaid =
    payment.status === 'paid' &&
    payment.refundedAmount === 0 &&
    !payment.refundPending &&
    (booking.status === 'booked' || booking.status === 'completed');
  const kept = payment.status === 'paid' ? payment.amount - payment.refundedAmount : 0;
  const rest =
    booking.servicePrice !== null && (booking.status === 'booked' || booking.status === 'completed')
      ? booking.servicePrice - kept
      : 0;
  return {
    payment:
      line && plainlyPaid && payment.paidAt ? t.paymentPaidAt(line, shortInstant(payment.paidAt)) : line,
    onSite:
      payment.status === 'paid' && rest > 0
        ? t.onSite(formatServicePrice(rest, booking.servicePriceFrom))
        : null,
  };
}
