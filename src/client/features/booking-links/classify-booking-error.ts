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

/** Which Swedish reason the /booking-error page gives under its explanation (never the raw code). */
export type BookingErrorReason =
  'used' | 'expired' | 'unavailable' | 'invalid' | 'missing' | 'rateLimited' | 'network' | 'unknown';

/** The codes and messages the page is sent to with (verify-booking page, server codes), lower-cased. */
const KNOWN_REASONS: Record<string, BookingErrorReason> = {
  token_used: 'used',
  token_expired: 'expired',
  slot_no_longer_available: 'unavailable',
  not_found: 'invalid',
  invalid_input: 'invalid',
  invalid_token: 'invalid',
  'länken är ogiltig': 'invalid',
  missing_token: 'missing',
  'missing verification token': 'missing',
  rate_limited: 'rateLimited',
  network: 'network',
};

/**
 * The reason for `message` (an error code or message from the link's page): a known code or message gives its
 * own, other text with an expired/used/unavailable keyword gives that one, anything else 'unknown'.
 */
export function bookingErrorReason(message: string): BookingErrorReason {
  const known = KNOWN_REASONS[message.trim().toLowerCase()];
  if (known) return known;
  const kind = classifyBookingError(message);
  return kind === 'failed' ? 'unknown' : kind;
}
