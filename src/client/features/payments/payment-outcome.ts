import { bookingHref } from '~/shared/booking-url';
import { formatHhmm, instantToZoned } from '~/shared/dates';
import type { CreateBookingInput, CustomerBooking } from '~/shared/schemas/booking';
import { PAYMENT_HOLD_MINUTES } from '~/shared/schemas/payments';

/**
 * What the return page `/payment/:bookingId` shows: waiting for the payment ('pending'), releasing the time after
 * 'Avbryt' ('releasing'), paid ('paid'; 'booked' for a booking that needed no payment), failed or expired, given up
 * ('aborted', the address's `avbruten=1`), or cancelled after it was paid ('cancelled').
 */
export type PaymentOutcome =
  'pending' | 'releasing' | 'paid' | 'booked' | 'failed' | 'expired' | 'aborted' | 'cancelled';

/** The return page's state for a booking and whether the customer came back by 'Avbryt' (`avbruten=1`). Pure. */
export function paymentOutcome(
  booking: Pick<CustomerBooking, 'status' | 'payment'>,
  aborted: boolean,
): PaymentOutcome {
  const { status, payment } = booking;
  if (status === 'pending_payment') return aborted ? 'releasing' : 'pending';
  if (status === 'cancelled') {
    if (!payment || payment.status === 'paid') return 'cancelled';
    if (aborted) return 'aborted';
    return payment.status === 'expired' ? 'expired' : 'failed';
  }
  return payment?.status === 'paid' ? 'paid' : 'booked';
}

/** The ids of a booking's services in order, or null when one of them has been deleted since. */
function serviceIdsOf(booking: Pick<CustomerBooking, 'services'>): string[] | null {
  const ids = booking.services.map((s) => s.id);
  return ids.length > 0 && ids.every((id) => id !== null) ? (ids as string[]) : null;
}

/**
 * 'Försök igen': the same visit booked again (company, services in order, date, start, the member it had, the
 * message), or null when a service of it no longer exists.
 */
export function retryInput(booking: CustomerBooking, phone: string | null): CreateBookingInput | null {
  const ids = serviceIdsOf(booking);
  if (!ids) return null;
  return {
    companyId: booking.companyId,
    ...(ids.length > 1 ? { serviceIds: ids } : { serviceId: ids[0] }),
    date: booking.startDate,
    startTime: booking.startTime,
    ...(booking.staff ? { staffId: booking.staff.id } : {}),
    notes: booking.notes,
    phone,
  };
}

/** 'Välj en annan tid': the booking page's time step for the same services, on the booking's week. */
export function otherTimeHref(booking: CustomerBooking): string {
  return bookingHref(booking.companySlug, {
    step: 'calendar',
    serviceIds: serviceIdsOf(booking) ?? [],
    week: booking.startDate,
  });
}

/** Until when (Stockholm 'HH:MM') a booking made at `createdAt` (ISO instant) holds its time for the payment. */
export function holdEndsAt(createdAt: string): string {
  const end = new Date(new Date(createdAt).getTime() + PAYMENT_HOLD_MINUTES * 60_000);
  return formatHhmm(instantToZoned(end).minutes);
}
