import type { BookingStatus } from './schemas/booking';

/**
 * The one Swedish name of each booking status, for every page that shows one to the customer ('Mina bokningar',
 * the dashboard, Profil: a past visit is 'Genomförd' everywhere, never 'Klar').
 */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Bokad',
  completed: 'Genomförd',
  cancelled: 'Avbokad',
  no_show: 'Utebliven',
  pending_payment: 'Väntar på betalning',
};
