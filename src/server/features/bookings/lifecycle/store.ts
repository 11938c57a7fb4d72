import { and, eq, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../../shared/schemas/booking';
import type { Database } from '../../../db/client';
import { bookingLogs, bookings } from '../../../db/schema';
import { AppError, sqlState } from '../../../errors';
import { startsAfter } from '../bookings.queries';
import { logRowOf, type BookingEvent } from './events';

type BookingRow = typeof bookings.$inferSelect;

/** Writes `event`'s booking_logs row in `tx`. */
export async function insertLog(tx: Database, bookingId: string, companyId: string, event: BookingEvent) {
  await tx.insert(bookingLogs).values(logRowOf(bookingId, companyId, event));
}

/**
 * Runs a write that the exclusion constraint may refuse (SQLSTATE 23P01: the time overlaps a booking holding it) and
 * throws `taken()` instead of the database error then; other errors pass unchanged.
 */
export async function orSlotTaken<T>(write: () => Promise<T>, taken: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === '23P01') throw taken();
    throw err;
  }
}

/**
 * The customer's compare-and-set: booked -> cancelled, `cancelled_at` = the database's now, only while it is booked
 * and starts after Stockholm `today` `nowTime` (`HH:MM:SS`). Returns the row, or undefined when nothing changed.
 */
export async function cancelIfBookedAndNotStarted(
  tx: Database,
  bookingId: string,
  today: string,
  nowTime: string,
) {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'booked'), startsAfter(today, nowTime)))
    .returning();
  return row;
}

/**
 * The company's compare-and-set: the booking `bookingId` of `companyId` from status `from` to `to`, `updated_at` =
 * `now` (and `cancelled_at` for a cancel). Returns the row, or undefined when it was not in `from` (or not the
 * company's). Throws the database error (23P01 when a restore would overlap a booking holding the time).
 */
export async function transitionBooking(
  tx: Database,
  companyId: string,
  bookingId: string,
  from: BookingStatus,
  to: BookingStatus,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    // Leaving 'pending_payment' ends its hold (bookings_payment_hold_check); other statuses have none.
    .set({
      status: to,
      updatedAt: now,
      paymentExpiresAt: null,
      ...(to === 'cancelled' ? { cancelledAt: now } : {}),
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.companyId, companyId), eq(bookings.status, from)))
    .returning();
  return row;
}

/**
 * Moves a `booked` booking of company `companyId` to `startDate` (`YYYY-MM-DD`) `startTime`–`endTime` (`HH:MM`),
 * staff member `staffId` (null = none) and the buffer in force (`bufferMinutes`); returns the updated row, or
 * undefined when it is not booked any more (a concurrent cancel). With `resetReminder` the reminder is due again
 * (`reminder_sent_at` null); without, a reminder already sent stays sent.
 * Throws the database error (SQLSTATE 23P01 when the new time overlaps another booked booking).
 */
export async function moveBookedBooking(
  tx: Database,
  companyId: string,
  bookingId: string,
  to: {
    startDate: string;
    startTime: string;
    endTime: string;
    staffId: string | null;
    bufferMinutes: number;
    /** The processing time in force (docs/decisions/036); absent = unchanged. */
    processingAfterMinutes?: number;
    processingMinutes?: number;
  },
  resetReminder = true,
) {
  const [row] = await tx
    .update(bookings)
    .set({ ...to, ...(resetReminder ? { reminderSentAt: null } : {}), updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.companyId, companyId), eq(bookings.status, 'booked')))
    .returning();
  return row;
}

/** One more `calendar_sequence` for the booking; returns the new value (undefined if the row is gone). */
export async function bumpCalendarSequence(tx: Database, bookingId: string): Promise<number | undefined> {
  const [bumped] = await tx
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning({ calendarSequence: bookings.calendarSequence });
  return bumped?.calendarSequence;
}
