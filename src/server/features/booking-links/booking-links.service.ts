import {
  BOOKING_LINK_ERROR_CODES as CODES,
  BOOKING_LINK_ERRORS as ERRORS,
  type BookingLinkPreview,
  type VerifiedBooking,
} from '../../../shared/schemas/booking-links';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import type { bookings, companies } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { toHhmm } from '../../lib/pg-time';
import { assertCustomerMayChange, deadlineOf, hashToken, lifecycle, stockholmNow } from '../bookings';
import {
  findBookingStatus,
  findBookingWithCompany,
  findByCancelToken,
  lockVerification,
  markVerified,
} from './booking-links.queries';

const invalidLink = () => notFound(ERRORS.invalidLink);

/** Whether a booking that starts at Stockholm `startDate` `startTime` has not started at `now`. */
function notStarted(row: typeof bookings.$inferSelect, now: Date): boolean {
  const { today, time } = stockholmNow(now);
  return row.startDate > today || (row.startDate === today && row.startTime > time);
}

/** The cancellation policy's refusal message for this booking at `now`, or null when it allows a cancel. */
function policyRefusal(
  row: typeof bookings.$inferSelect,
  company: typeof companies.$inferSelect,
  now: Date,
): string | null {
  try {
    assertCustomerMayChange(row, company, now);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

function toPreview(
  row: typeof bookings.$inferSelect,
  company: typeof companies.$inferSelect,
  now: Date,
): BookingLinkPreview {
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    companyName: company.name,
    companySlug: company.slug,
    companyLocation: company.location,
    startDate: row.startDate,
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    status: row.status,
    cancellable: row.status === 'booked' && notStarted(row, now) && policyRefusal(row, company, now) === null,
    cancellationDeadline: deadlineOf(row, company.cancellationNoticeHours),
    policyMessage: policyRefusal(row, company, now),
  };
}

/**
 * The booking behind an e-mailed cancel link (customer-side §2, §7; no sign-in): `token` is the booking's
 * cancel token. Errors: 404 'Länken är ogiltig' (unknown token; the route answers a
 * malformed one so).
 */
export async function previewByCancelToken(
  db: Database,
  token: string,
  now: Date,
): Promise<BookingLinkPreview> {
  const found = await findByCancelToken(db, token);
  if (!found) throw invalidLink();
  return toPreview(found.booking, found.company, now);
}

/**
 * Cancels the booking behind an e-mailed cancel link (customer-side §7 cancel_booking_and_log, §8) in one
 * transaction through the customer's cancel path (log row triggered_by 'customer', cancellation e-mail to the
 * customer record's e-mail, the company's notice when it is on, `booking_cancelled` webhook); announces the change after commit.
 * Errors: 404 'Länken är ogiltig', 409 `already_cancelled` 'Bokningen är redan avbokad', 409 `booking_started`
 * (starts at or before `now`), 409 `not_cancellable` (completed or no-show), 409 `cancellation_deadline_passed`
 * (past the company's cancellation policy; the message names the deadline and the company's contact).
 */
export async function cancelByToken(deps: Deps, token: string, now: Date): Promise<BookingLinkPreview> {
  const { row, company } = await deps.db.transaction(async (tx) => {
    const found = await findByCancelToken(tx, token);
    if (!found) throw invalidLink();
    assertCustomerMayChange(found.booking, found.company, now);
    const row = await lifecycle.cancel(tx, deps.env, {
      by: 'customer',
      reason: 'customer_request',
      bookingId: found.booking.id,
      company: found.company,
      customer: { email: found.customerEmail, phone: found.customerPhone },
      now,
    });
    if (row) return { row, company: found.company };
    const status = await findBookingStatus(tx, found.booking.id);
    if (status === 'cancelled') throw new AppError(409, CODES.alreadyCancelled, ERRORS.alreadyCancelled);
    if (status === 'booked') throw new AppError(409, CODES.started, ERRORS.started);
    throw new AppError(409, CODES.notCancellable, ERRORS.notCancellable);
  });
  await deps.bus.publishBookingsChanged(company.id);
  return toPreview(row, company, now);
}

/**
 * Uses a booking's e-mailed verification link (customer-side §2 verify page, §7 verify-booking): once, before it
 * expires, while the booking is still booked. Sets the link's `used_at` and the booking's `customer_confirmed_at`.
 * Returns the booking id and the booking as the confirmation page shows it: service, time, company and
 * address. Errors: 404 'Länken är ogiltig' (unknown token), 409 `token_used`, 410 `token_expired`,
 * 409 `slot_no_longer_available` (the booking is cancelled or otherwise no longer booked).
 */
export async function verifyBooking(db: Database, token: string, now: Date): Promise<VerifiedBooking> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const locked = await lockVerification(tx, tokenHash);
    if (!locked) throw invalidLink();
    const { verification, bookingStatus } = locked;
    if (verification.usedAt) throw new AppError(409, CODES.tokenUsed, ERRORS.tokenUsed);
    if (bookingStatus !== 'booked') throw new AppError(409, CODES.bookingCancelled, ERRORS.bookingCancelled);
    if (verification.expiresAt <= now) throw new AppError(410, CODES.tokenExpired, ERRORS.tokenExpired);
    await markVerified(tx, tokenHash, verification.bookingId);
    const found = await findBookingWithCompany(tx, verification.bookingId);
    if (!found) throw invalidLink();
    return { bookingId: verification.bookingId, booking: toPreview(found.booking, found.company, now) };
  });
}
