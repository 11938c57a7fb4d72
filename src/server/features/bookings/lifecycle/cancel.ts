import type { Database } from '../../../db/client';
import type { bookings, companies } from '../../../db/schema';
import type { Env } from '../../../env';
import { requestWatchScan } from '../../../lib/watch-scan-request';
import { findBookingStaff } from '../bookings.queries';
import { statusChangeDetails, type BookingEvent } from './events';
import { writeMessages } from './messages';
import { refundOnCancel } from './payment';
import { cancelIfBookedAndNotStarted, insertLog, transitionBooking } from './store';
import { stockholmNow } from './wall-clock';

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/**
 * Why a booking is cancelled: the customer's own cancel (signed in or by the e-mailed link), their account's
 * erasure, the company's 'Avboka', or a block or schedule exception over its time. Not stored (the log's shape
 * stays as it was); it names the caller for readers and logs.
 */
export type CancelReason =
  'customer_request' | 'account_deleted' | 'company_request' | 'block' | 'schedule_exception';

/** A cancel: who acts, why, on which booking of which company, and the customer's contact. */
export type BookingCancel = {
  bookingId: string;
  reason: CancelReason;
  /** Where the customer's e-mail goes (null or '': nowhere) and the contact the company's notice shows. */
  customer: { email: string | null; phone: string | null };
  now: Date;
} & (
  | {
      by: 'customer';
      company: Pick<
        CompanyRow,
        | 'id'
        | 'name'
        | 'slug'
        | 'location'
        | 'email'
        | 'phone'
        | 'cancellationNoticeHours'
        | 'emailNotifications'
      >;
    }
  | { by: 'company'; company: Pick<CompanyRow, 'id' | 'name' | 'slug' | 'location' | 'email'> }
);

/**
 * Cancels a booked booking in the caller's transaction `tx` with a compare-and-set, so of two concurrent cancels one
 * wins: by the customer only while it starts after `now` (`cancelled_at` the database's now), by the company within
 * its scope (`cancelled_at` = `now`). Then the 'booking_cancelled' log row (triggered_by 'customer' or 'admin') and
 * the messages of effectsOf (the customer's or the company's cancellation e-mail, the company's notice of a
 * customer's cancel, the `booking_cancelled` webhook), the refund of money paid online by the policy
 * (refundOnCancel), and a watch scan request (requestWatchScan). Returns the cancelled row, or undefined when nothing changed
 * (not booked any more, started, or not the company's): the caller's own error. The caller's checks (ownership,
 * cancellation deadline, company scope) come first; the realtime announcement is the caller's after commit.
 */
export async function cancel(tx: Database, env: Env, c: BookingCancel): Promise<BookingRow | undefined> {
  let row: BookingRow | undefined;
  if (c.by === 'customer') {
    const { today, time } = stockholmNow(c.now);
    row = await cancelIfBookedAndNotStarted(tx, c.bookingId, today, time);
  } else {
    row = await transitionBooking(tx, c.company.id, c.bookingId, 'booked', 'cancelled', c.now);
  }
  if (!row) return undefined;
  const event: BookingEvent = {
    type: 'booking_cancelled',
    details: statusChangeDetails(row, c.by === 'customer' ? 'customer' : 'admin'),
  };
  await insertLog(tx, row.id, c.company.id, event);
  // Money paid online goes back by the policy (docs/decisions/047): the company's cancel always, the customer's
  // before the deadline.
  const refund = await refundOnCancel(
    tx,
    row,
    c.by,
    c.by === 'customer' ? c.company.cancellationNoticeHours : 0,
    c.now,
  );
  // The freed time may be someone's watched one (docs/decisions/045).
  await requestWatchScan(tx, c.company.id);
  const member = await findBookingStaff(tx, row.staffId);
  await writeMessages(tx, event, {
    env,
    now: c.now,
    booking: row,
    company: c.company,
    customer: c.customer,
    member,
    ...(refund ? { refund } : {}),
  });
  return row;
}

/**
 * The company cancels each of `covered` (its booked bookings under a new block or outside new hours) in `tx`, as
 * cancel by the company for `reason` (the e-mail to each booking's `customerEmail` when known). A booking cancelled
 * or moved away meanwhile is skipped. Returns those it cancelled, in order.
 */
export async function cancelCovered<B extends { id: string; customerEmail: string | null }>(
  tx: Database,
  env: Env,
  company: Extract<BookingCancel, { by: 'company' }>['company'],
  covered: readonly B[],
  reason: Extract<CancelReason, 'block' | 'schedule_exception'>,
  now: Date,
): Promise<B[]> {
  const cancelled: B[] = [];
  for (const booking of covered) {
    const customer = { email: booking.customerEmail, phone: null };
    const row = await cancel(tx, env, {
      by: 'company',
      reason,
      bookingId: booking.id,
      company,
      customer,
      now,
    });
    if (row) cancelled.push(booking);
  }
  return cancelled;
}
