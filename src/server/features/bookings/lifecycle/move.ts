import { formatHhmm, parseHhmm } from '../../../../shared/dates';
import { reminderMomentAhead } from '../../../../shared/reminder-rule';
import type { BookingStaff } from '../../../../shared/schemas/staff';
import type { Database } from '../../../db/client';
import type { bookings, companies } from '../../../db/schema';
import type { Env } from '../../../env';
import { toHhmm } from '../../../lib/pg-time';
import { requestWatchScan } from '../../../lib/watch-scan-request';
import { slotTakenError } from '../slot-assignment';
import type { Actor, BookingEvent } from './events';
import { writeMessages } from './messages';
import { bumpCalendarSequence, insertLog, moveBookedBooking, orSlotTaken } from './store';

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** What a move is made of; the caller has checked who may move it and assigned the slot. */
export interface BookingMove {
  by: Exclude<Actor, 'system'>;
  /** The booking as it is before the move (status `booked`). */
  before: BookingRow;
  company: Pick<
    CompanyRow,
    'id' | 'name' | 'slug' | 'location' | 'email' | 'phone' | 'cancellationNoticeHours'
  > &
    Partial<Pick<CompanyRow, 'emailNotifications'>>;
  /** The new start (`YYYY-MM-DD`, `HH:MM`), its length and buffer in minutes and its member, from assignSlot. */
  to: {
    startDate: string;
    startTime: string;
    durationMinutes: number;
    bufferMinutes: number;
    staffId: string | null;
    /** The processing time to store (docs/decisions/036), 0 and 0 = none; absent = unchanged. */
    processingAfterMinutes?: number;
    processingMinutes?: number;
  };
  /** Where the customer's 'Ändrad bokning' goes (null: nowhere) and the contact the company's notice shows. */
  customer: { email: string | null; phone: string | null };
  /** Who performs it after the move (null: none). */
  member: Pick<BookingStaff, 'id' | 'name'> | null;
  /** false: the company moves it without telling the customer ('Meddela kunden' off); default true. */
  notifyCustomer?: boolean;
  now: Date;
}

/**
 * Moves a booked booking in the caller's transaction `tx` (compare-and-set on `booked`): the new time, member and
 * buffer, the reminder due again only for a new time whose reminder moment is still ahead (shouldResetReminder), one
 * more `calendar_sequence` (the e-mail's `.ics` of the same UID replaces the
 * customer's calendar event), the 'booking_rescheduled' log row (old and new time and member) and the messages of
 * effectsOf. Returns the moved row, or undefined when the booking is not booked any more (the caller's error).
 * Errors: 409 `slot_no_longer_available` when the exclusion constraint refuses the time (SQLSTATE 23P01).
 */
export async function move(tx: Database, env: Env, m: BookingMove): Promise<BookingRow | undefined> {
  const { before, company } = m;
  const next = {
    startDate: m.to.startDate,
    startTime: m.to.startTime,
    endTime: formatHhmm(parseHhmm(m.to.startTime) + m.to.durationMinutes),
  };
  const resetReminder = shouldResetReminder(before, next, m.now, env.REMINDER_HOUR);
  const moved = await orSlotTaken(
    () =>
      moveBookedBooking(
        tx,
        company.id,
        before.id,
        {
          ...next,
          staffId: m.to.staffId,
          bufferMinutes: m.to.bufferMinutes,
          ...(m.to.processingMinutes === undefined
            ? {}
            : {
                processingAfterMinutes: m.to.processingAfterMinutes ?? 0,
                processingMinutes: m.to.processingMinutes,
              }),
        },
        resetReminder,
      ),
    slotTakenError,
  );
  if (!moved) return undefined;
  const sequence = await bumpCalendarSequence(tx, moved.id);
  const row = { ...moved, calendarSequence: sequence ?? moved.calendarSequence + 1 };
  const previous = {
    startDate: before.startDate,
    startTime: toHhmm(before.startTime),
    endTime: toHhmm(before.endTime),
  };
  const event: BookingEvent = {
    type: 'booking_rescheduled',
    details: {
      customer_id: row.customerId,
      service_name: row.serviceName,
      customer_name: row.customerName,
      old_start_date: previous.startDate,
      old_start_time: previous.startTime,
      old_end_time: previous.endTime,
      old_staff_id: before.staffId,
      new_start_date: row.startDate,
      new_start_time: toHhmm(row.startTime),
      new_end_time: toHhmm(row.endTime),
      new_staff_id: row.staffId,
      triggered_by: m.by === 'company' ? 'admin' : 'customer',
      ...(m.by === 'company' && m.notifyCustomer === false ? { customer_notified: false as const } : {}),
    },
  };
  await insertLog(tx, row.id, company.id, event);
  // The old time is free again: maybe someone's watched one (docs/decisions/045).
  await requestWatchScan(tx, company.id);
  await writeMessages(tx, event, {
    env,
    now: m.now,
    booking: row,
    company,
    customer: m.customer,
    member: m.member,
    previous,
  });
  return row;
}

/**
 * Whether a move from `before` to `next` (`YYYY-MM-DD`, `HH:MM`) at `now` makes the day-before reminder due again:
 * only when the time changes and the new time's reminder moment (the day before at `reminderHour`) is still ahead.
 * A change of member alone keeps a sent reminder sent (the reminder job names whoever performs it at sending time),
 * and a new time whose moment has passed would otherwise be reminded again within a minute of the move.
 */
export function shouldResetReminder(
  before: Pick<BookingRow, 'startDate' | 'startTime'>,
  next: { startDate: string; startTime: string },
  now: Date,
  reminderHour: number,
): boolean {
  const sameTime = before.startDate === next.startDate && toHhmm(before.startTime) === next.startTime;
  return !sameTime && reminderMomentAhead(next.startDate, now, reminderHour);
}
