import type { BookingStatus } from '~/shared/schemas/booking';

/** The statuses in the order 'Bokningar per status' lists them. */
export const BOOKING_STATUSES: BookingStatus[] = [
  'booked',
  'pending_payment',
  'completed',
  'no_show',
  'cancelled',
];
