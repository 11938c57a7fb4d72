import { createHash, randomBytes } from 'node:crypto';
import { zonedWallClockToInstant } from '../../../../shared/dates';
import type { Database } from '../../../db/client';
import { bookingVerifications, type bookings } from '../../../db/schema';
import { toHhmm } from '../../../lib/pg-time';

/** A verification link lives at most this long, and never past the booking's start (customer-side §2). */
export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The SHA-256 (hex) of a link token: the only form stored, so a database leak yields no working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new single-use token of a booking's "Bekräfta att du kommer" link (customer-side §2 verify page, §7
 * verify-booking): 32 random bytes, base64url, and the booking_verifications row to store for it (only its hash),
 * expiring VERIFICATION_TTL_MS after `now` or at the booking's start (`startDate` `YYYY-MM-DD`, `startTime` `HH:MM`
 * or `HH:MM:SS`, Europe/Stockholm), whichever comes first. Returns the token for the e-mailed URL and the row.
 */
export function newVerificationToken(
  booking: Pick<typeof bookings.$inferSelect, 'id' | 'startDate' | 'startTime'>,
  now: Date,
): { token: string; row: typeof bookingVerifications.$inferInsert } {
  const token = randomBytes(32).toString('base64url');
  const start = zonedWallClockToInstant(booking.startDate, toHhmm(booking.startTime));
  const expiresAt = new Date(Math.min(now.getTime() + VERIFICATION_TTL_MS, start.getTime()));
  return { token, row: { tokenHash: hashToken(token), bookingId: booking.id, expiresAt } };
}

/**
 * Creates and stores a booking's verification token (newVerificationToken) in `tx`, the transaction that created
 * the booking. Returns the token for the e-mailed URL.
 */
export async function createVerificationToken(
  tx: Database,
  booking: Pick<typeof bookings.$inferSelect, 'id' | 'startDate' | 'startTime'>,
  now: Date,
): Promise<string> {
  const { token, row } = newVerificationToken(booking, now);
  await tx.insert(bookingVerifications).values(row);
  return token;
}
