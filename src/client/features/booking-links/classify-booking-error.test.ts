import { describe, expect, it } from 'vitest';
import { classifyBookingError } from './classify-booking-error';

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
