import type { BookingStaff } from '../../../shared/schemas/staff';
import type { Database } from '../../db/client';
import { eq, sql } from 'drizzle-orm';
import { bookings, type companies } from '../../db/schema';
import { baseUrl, type Env } from '../../env';
import { bookingChangedEmail } from '../../mail/booking-changed-email';
import { enqueueEmail } from '../../mail/outbox';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { bookingRescheduledPayload } from '../../webhooks/payloads';
import { toHhmm } from '../availability/availability.queries';
import { emailDetails } from './booking-cancellation';
import { insertBookingLog } from './bookings.queries';

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** What a moved booking's records are written from. */
export interface BookingMove {
  /** The booking as it was, and as it is after the move. */
  before: BookingRow;
  row: BookingRow;
  company: Pick<CompanyRow, 'id' | 'name' | 'location' | 'email' | 'phone' | 'cancellationNoticeHours'>;
  /** Where the customer's 'Ändrad bokning' e-mail goes; null: nowhere (a customer record without e-mail). */
  customerEmail: string | null;
  /** Who performs it after the move (null: none). */
  member: BookingStaff | null;
  triggeredBy: 'customer' | 'admin';
  now: Date;
}

/**
 * The side effects of a booking moved to another time or staff member, in the move's transaction, the same for the
 * customer's move (customer-side §2 'Edit booking') and the company's 'Flytta' (issue 15 §4): the
 * 'booking_rescheduled' log row (old and new time and member, `triggered_by`), the 'Ändrad bokning' e-mail with
 * the new and old time, the member and the cancel link (when an address is known), and the `booking_rescheduled`
 * webhook, and (issue 20) one more `calendar_sequence`, so the e-mail's `.ics` (same UID) updates the customer's
 * calendar. The company's own notice of a customer's move is the caller's (only the customer's move sends it).
 */
export async function recordBookingMoved(tx: Database, env: Env, move: BookingMove): Promise<void> {
  const { before, company } = move;
  // One more SEQUENCE: the moved booking's `.ics` replaces the event of the same UID in the customer's calendar.
  const [bumped] = await tx
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, move.row.id))
    .returning({ calendarSequence: bookings.calendarSequence });
  const row = { ...move.row, calendarSequence: bumped?.calendarSequence ?? move.row.calendarSequence + 1 };
  const old = {
    startDate: before.startDate,
    startTime: toHhmm(before.startTime),
    endTime: toHhmm(before.endTime),
  };
  await insertBookingLog(tx, {
    bookingId: row.id,
    companyId: company.id,
    type: 'booking_rescheduled',
    details: {
      customer_id: row.customerId,
      service_name: row.serviceName,
      customer_name: row.customerName,
      old_start_date: old.startDate,
      old_start_time: old.startTime,
      old_end_time: old.endTime,
      old_staff_id: before.staffId,
      new_start_date: row.startDate,
      new_start_time: toHhmm(row.startTime),
      new_end_time: toHhmm(row.endTime),
      new_staff_id: row.staffId,
      triggered_by: move.triggeredBy,
    },
  });
  if (move.customerEmail) {
    const cancelUrl = `${baseUrl(env)}/cancel-booking?token=${encodeURIComponent(row.cancelToken)}`;
    await enqueueEmail(tx, {
      to: move.customerEmail,
      ...bookingChangedEmail(
        emailDetails(row, company, move.member?.name ?? null),
        old,
        cancelUrl,
        `${baseUrl(env)}/edit-booking/${row.id}`,
      ),
    });
  }
  await enqueueWebhook(tx, env, bookingRescheduledPayload(row, old, move.triggeredBy, move.now, move.member));
}
