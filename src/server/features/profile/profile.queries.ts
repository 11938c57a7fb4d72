import { isReleasedHold } from '../../lib/booking-payments';
import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { ProfileUpdate, PreferencesInput } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { bookings, companies, customers, feedback, user } from '../../db/schema';

/** The profile columns of one user, or undefined when the user does not exist. */
export async function findProfileRow(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      age: user.age,
      gender: user.gender,
      createdAt: user.createdAt,
      emailNotifications: user.emailNotifications,
      smsNotifications: user.smsNotifications,
      smsBookingMessages: user.smsBookingMessages,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}

/**
 * Writes the profile fields and the display name `name` to the user and to the user's general customer profile
 * (the customers row with no company), if there is one, in one transaction.
 */
export async function saveProfile(
  db: Database,
  userId: string,
  input: ProfileUpdate,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({
        name,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        age: input.age,
        gender: input.gender,
        updatedAt: sql`now()`,
      })
      .where(eq(user.id, userId));
    await tx
      .update(customers)
      .set({
        name,
        displayName: name,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      })
      .where(and(eq(customers.userId, userId), isNull(customers.companyId)));
  });
}

/** Stores the notification choices on the user (an absent `smsBookingMessages` stays as it is). */
export async function savePreferences(db: Database, userId: string, prefs: PreferencesInput): Promise<void> {
  await db
    .update(user)
    .set({
      emailNotifications: prefs.emailNotifications,
      smsNotifications: prefs.smsNotifications,
      ...(prefs.smsBookingMessages === undefined ? {} : { smsBookingMessages: prefs.smsBookingMessages }),
      updatedAt: sql`now()`,
    })
    .where(eq(user.id, userId));
}

/**
 * Bookings with `status` of customer records linked to `userId`, latest appointment first, at most `limit`, with
 * the company's name and slug and the feedback (null columns when there is none). Times are raw `HH:MM:SS`.
 */
export async function listHistoryRows(
  db: Database,
  userId: string,
  status: 'completed' | 'cancelled',
  limit: number,
) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      serviceName: bookings.serviceName,
      companyName: companies.name,
      companySlug: companies.slug,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      serviceId: bookings.serviceId,
      staffId: bookings.staffId,
      rating: feedback.rating,
      comment: feedback.comment,
      isPublic: feedback.isPublic,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .leftJoin(feedback, eq(feedback.bookingId, bookings.id))
    .where(and(eq(customers.userId, userId), eq(bookings.status, status), not(isReleasedHold)))
    .orderBy(desc(bookings.startDate), desc(bookings.startTime), desc(bookings.createdAt))
    .limit(limit);
}

/**
 * The status, company (and its e-mail), customer name, service and date of a booking of a customer record linked to
 * `userId`, or undefined (unknown or someone else's).
 */
export async function findOwnedBooking(db: Database, userId: string, bookingId: string) {
  const [row] = await db
    .select({
      status: bookings.status,
      companyId: bookings.companyId,
      customerName: bookings.customerName,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      companyEmail: companies.email,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(eq(customers.userId, userId), eq(bookings.id, bookingId)))
    .limit(1);
  return row;
}

/**
 * Inserts the feedback of a booking of `companyId`, public (a review) when the customer agreed, given at `now`
 * (the app's clock: a review's month on the company page is its `created_at`). Throws SQLSTATE 23505 when the
 * booking already has feedback.
 */
export async function insertFeedback(
  db: Database,
  bookingId: string,
  companyId: string,
  input: { rating: number; comment: string | null; isPublic: boolean },
  now: Date,
) {
  const [row] = await db
    .insert(feedback)
    .values({
      bookingId,
      companyId,
      rating: input.rating,
      comment: input.comment,
      isPublic: input.isPublic,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('feedback insert returned nothing');
  return row;
}
