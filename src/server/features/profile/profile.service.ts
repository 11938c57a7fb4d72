import { displayName } from '../../../shared/schemas/auth';
import {
  HISTORY_FETCH_PER_STATUS,
  HISTORY_LIMIT,
  PROFILE_ERRORS,
  type BookingFeedback,
  type Gender,
  type HistoryEntry,
  type PreferencesInput,
  type Profile,
  type ProfileUpdate,
} from '../../../shared/schemas/profile';
import type { Deps, SessionUser } from '../../context';
import { baseUrl } from '../../env';
import { enqueueEmail } from '../../mail/outbox';
import { adminCalendarBookingUrl } from '../../mail/company-notification-email';
import { newReviewEmail } from '../../mail/review-notification-email';
import type { Database } from '../../db/client';
import { AppError, notFound, sqlState, unauthorized } from '../../errors';
import { toHhmm } from '../../lib/pg-time';
import {
  findOwnedBooking,
  findProfileRow,
  insertFeedback,
  listHistoryRows,
  saveProfile,
  savePreferences,
} from './profile.queries';

/**
 * The signed-in user's profile (customer-side §2 'Profile', §3 user profile): names, e-mail, phone, age (years),
 * gender, display name, `memberSince` (ISO instant the account was made) and notification preferences.
 * Errors: 401 when the account no longer exists.
 */
export async function getProfile(db: Database, user: SessionUser): Promise<Profile> {
  const row = await findProfileRow(db, user.id);
  if (!row) throw unauthorized();
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    age: row.age,
    gender: row.gender as Gender,
    displayName: row.name,
    memberSince: row.createdAt.toISOString(),
    preferences: {
      emailNotifications: row.emailNotifications,
      smsNotifications: row.smsNotifications,
      smsBookingMessages: row.smsBookingMessages,
    },
  };
}

/**
 * Saves the profile form (already validated by `profileUpdateSchema`) and returns the new profile. The display
 * name becomes 'Förnamn Efternamn' on the user and on the general customer profile (customer-side §3 Customer).
 */
export async function updateProfile(db: Database, user: SessionUser, input: ProfileUpdate): Promise<Profile> {
  await saveProfile(db, user.id, input, displayName(input.firstName, input.lastName));
  return getProfile(db, user);
}

/** Saves the notification choices and returns the new profile. */
export async function updatePreferences(
  db: Database,
  user: SessionUser,
  prefs: PreferencesInput,
): Promise<Profile> {
  await savePreferences(db, user.id, prefs);
  return getProfile(db, user);
}

/**
 * The booking history card (customer-side §2, §7, §9): the HISTORY_FETCH_PER_STATUS latest completed and the
 * HISTORY_FETCH_PER_STATUS latest cancelled bookings of the user's customer records, merged, latest appointment
 * (Stockholm date `YYYY-MM-DD`, time `HH:MM`) first, at most HISTORY_LIMIT. `canGiveFeedback` is true for completed
 * bookings without feedback (§4).
 */
export async function getHistory(db: Database, user: SessionUser): Promise<HistoryEntry[]> {
  const [completed, cancelled] = await Promise.all([
    listHistoryRows(db, user.id, 'completed', HISTORY_FETCH_PER_STATUS),
    listHistoryRows(db, user.id, 'cancelled', HISTORY_FETCH_PER_STATUS),
  ]);
  const entries = [...completed, ...cancelled].map((row): HistoryEntry => {
    const feedback: BookingFeedback | null =
      row.rating === null
        ? null
        : { rating: row.rating, comment: row.comment, isPublic: row.isPublic ?? false };
    return {
      id: row.id,
      status: row.status === 'completed' ? 'completed' : 'cancelled',
      serviceName: row.serviceName,
      companyName: row.companyName,
      companySlug: row.companySlug,
      serviceId: row.serviceId,
      staffId: row.staffId,
      startDate: row.startDate,
      startTime: toHhmm(row.startTime),
      feedback,
      canGiveFeedback: row.status === 'completed' && feedback === null,
    };
  });
  const key = (e: HistoryEntry) => `${e.startDate} ${e.startTime}`;
  return entries.sort((a, b) => key(b).localeCompare(key(a))).slice(0, HISTORY_LIMIT);
}

/**
 * Leaves feedback on a booking of the signed-in user (customer-side §4 "Feedback is offered only for completed
 * bookings without feedback", §5 rating 1–5). With `isPublic` (the customer's consent) it is a public review on
 * the company page (decision 017). Returns the stored `{ rating, comment, isPublic }`.
 * Errors: 404 `not_found` (unknown id or another customer's booking), 409 `not_completed`, 409 `feedback_exists`
 * (also when a concurrent request won: the unique index on feedback.booking_id). The company is e-mailed about it
 * (newReviewEmail, always: it is rare and the salon answers public ones) in the same transaction.
 */
export async function giveFeedback(
  deps: Pick<Deps, 'db' | 'env' | 'clock'>,
  user: SessionUser,
  id: string,
  input: { rating: number; comment: string | null; isPublic: boolean },
): Promise<BookingFeedback & { companyId: string }> {
  const booking = await findOwnedBooking(deps.db, user.id, id);
  if (!booking) throw notFound(PROFILE_ERRORS.bookingNotFound);
  if (booking.status !== 'completed')
    throw new AppError(409, 'not_completed', PROFILE_ERRORS.feedbackNotCompleted);
  try {
    // The salon hears of it in the same transaction: stored and told, or neither.
    const row = await deps.db.transaction(async (tx) => {
      const stored = await insertFeedback(tx, id, booking.companyId, input, deps.clock());
      const mail = newReviewEmail(
        {
          customerName: booking.customerName,
          serviceName: booking.serviceName,
          visitDate: booking.startDate,
          rating: stored.rating,
          comment: stored.comment,
          isPublic: stored.isPublic,
        },
        `${baseUrl(deps.env)}/admin/reviews`,
        adminCalendarBookingUrl(deps.env, id),
      );
      await enqueueEmail(tx, { to: booking.companyEmail, ...mail });
      return stored;
    });
    return { rating: row.rating, comment: row.comment, isPublic: row.isPublic, companyId: row.companyId };
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError(409, 'feedback_exists', PROFILE_ERRORS.feedbackExists);
    throw err;
  }
}
