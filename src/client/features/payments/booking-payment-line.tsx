import { cn } from '~/client/lib/cn';
import type { CustomerBooking } from '~/shared/schemas/booking';
import { paymentLine } from './payment-lines';

/** A booking's payment in one line ('Handpenning 300 kr betald (kort)', …; see paymentLine); nothing without one. */
export function BookingPaymentLine({
  booking,
  className,
}: {
  booking: Pick<CustomerBooking, 'status' | 'payment'>;
  className?: string;
}) {
  const line = paymentLine(booking);
  if (!line) return null;
  return (
    <p className={cn('text-sm text-stone-600', className)} data-testid="booking-payment">
      {line}
    </p>
  );
}
