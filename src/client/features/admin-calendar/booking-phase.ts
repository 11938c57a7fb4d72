import { formatHhmm, instantToZoned, zonedWallClockToInstant } from '~/shared/dates';
import { NO_SHOW_WINDOW_DAYS, type AdminCalendarBooking } from '~/shared/schemas/admin-calendar';

/**
 * Where a booking stands at the instant `now`, by Stockholm wall clock as the server decides:
 * 'upcoming' before its start (the salon may cancel it), 'started' from its start (it may be marked no-show),
 * 'ended' from its end (a restored no-show becomes completed).
 */
export function bookingPhase(
  booking: Pick<AdminCalendarBooking, 'startDate' | 'startTime' | 'endTime'>,
  now: Date,
): 'upcoming' | 'started' | 'ended' {
  const zoned = instantToZoned(now);
  const wall = `${zoned.date} ${formatHhmm(zoned.minutes)}`;
  if (`${booking.startDate} ${booking.endTime}` <= wall) return 'ended';
  if (`${booking.startDate} ${booking.startTime}` <= wall) return 'started';
  return 'upcoming';
}

/**
 * Whether a visit that completed itself can still be marked 'Utebliven' at `now`: within NO_SHOW_WINDOW_DAYS of its
 * start, as the server allows.
 */
export function completedNoShowable(
  booking: Pick<AdminCalendarBooking, 'status' | 'startDate' | 'startTime'>,
  now: Date,
): boolean {
  if (booking.status !== 'completed') return false;
  const start = zonedWallClockToInstant(booking.startDate, booking.startTime).getTime();
  return now.getTime() - start <= NO_SHOW_WINDOW_DAYS * 86_400_000;
}
