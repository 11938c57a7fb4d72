import { describe, expect, it } from 'vitest';
import { bookingErrorReason, classifyBookingError } from './classify-booking-error';

describe('classifyBookingError (customer-side §2 booking error keywords)', () => {
  it.each([
    ['token_expired', 'expired'],
    ['Verification link has EXPIRED', 'expired'],
    ['token_used', 'used'],
    ['This link was already used', 'used'],
    ['slot_no_longer_available', 'unavailable'],
    ['Slot no longer available', 'unavailable'],
    ['The time is already booked', 'unavailable'],
    ['Missing verification token', 'failed'],
    ['Länken är ogiltig', 'failed'],
    ['', 'failed'],
  ] as const)('%s -> %s', (message, kind) => {
    expect(classifyBookingError(message)).toBe(kind);
  });
});

describe('bookingErrorReason (a Swedish reason, never the raw code)', () => {
  it.each([
    ['token_used', 'used'],
    ['token_expired', 'expired'],
    ['slot_no_longer_available', 'unavailable'],
    ['not_found', 'invalid'],
    ['invalid_input', 'invalid'],
    ['Länken är ogiltig', 'invalid'],
    ['Missing verification token', 'missing'],
    ['rate_limited', 'rateLimited'],
    ['network', 'network'],
    ['Verification link has EXPIRED', 'expired'],
    ['internal', 'unknown'],
    ['något helt annat', 'unknown'],
    ['', 'unknown'],
  ] as const)('%s -> %s', (message, reason) => {
    expect(bookingErrorReason(message)).toBe(reason);
  });
});
