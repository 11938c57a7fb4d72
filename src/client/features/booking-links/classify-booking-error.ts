/** Which explanation the /booking-error page gives. */
export type BookingErrorKind = 'expired' | 'used' | 'unavailable' | 'failed';

/**
 * Picks the explanation by keyword (customer-side §2 'Booking error'): 'expired' -> the link has expired,
 * 'used' -> already used, 'no longer available' or 'booked' -> the time is gone, anything else -> 'Bokning
 * misslyckades'. Case-insensitive; underscores read as spaces so error codes like `slot_no_longer_available` match.
 */
export function classifyBookingError(message: string): BookingErrorKind {
  const text = message.toLowerCase().replace(/_/g, ' ');
  if (text.includes('expired')) return 'expired';
  if (text.includes('used')) return 'used';
  if (text.includes('no longer available') || text.includes('booked')) return 'unavailable';
  return 'failed';
}
