import { formatHhmm, instantToZoned } from '~/shared/dates';
import type { AdminCalendarBooking } from '~/shared/schemas/admin-calendar';

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
