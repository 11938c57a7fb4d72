import { ADMIN_CALENDAR_ERROR_CODES, ADMIN_CALENDAR_ERRORS } from '../../../../shared/schemas/admin-calendar';
import type { Database } from '../../../db/client';
import type { bookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import { statusChangeDetails, type BookingEvent } from './events';
import { insertLog, orSlotTaken, transitionBooking } from './store';
import { wallClockReached } from './wall-clock';

type BookingRow = typeof bookings.$inferSelect;

/**
 * The company marks its booking `bookingId` as not shown (`from` -> no_show, compare-and-set) in `tx`, with its
 * 'booking_no_show' log row (triggered_by 'admin'; `from_status` 'completed' when a visit that completed itself is
 * corrected afterwards); the no-show keeps its time taken. Only the realtime announcement follows (effectsOf).
 * Returns the row, or undefined when it was not in `from` (the caller's error). The caller checks that the
 * booking has started and, from 'completed', that it is within the window it allows.
 * Errors: 409 `slot_taken` 'Tiden är redan bokad' when a booking now holds its time (SQLSTATE 23P01: a completed
 * visit no longer held it).
 */
export async function markNoShow(
  tx: Database,
  companyId: string,
  bookingId: string,
  now: Date,
  from: 'booked' | 'completed' = 'booked',
): Promise<BookingRow | undefined> {
  const row = await orSlotTaken(
    () => transitionBooking(tx, companyId, bookingId, from, 'no_show', now),
    () => new AppError(409, ADMIN_CALENDAR_ERROR_CODES.slotTaken, ADMIN_CALENDAR_ERRORS.slotTaken),
  );
  if (!row) return undefined;
  const details = statusChangeDetails(row, 'admin');
  const event: BookingEvent = {
    type: 'booking_no_show',
    details: from === 'completed' ? { ...details, from_status: 'completed' } : details,
  };
  await insertLog(tx, row.id, companyId, event);
  return row;
}

/**
 * The company takes back a no-show of `booking` (no_show -> completed when its end has passed at `now`, Stockholm
 * wall clock, else -> booked; compare-and-set) in `tx`, with its 'booking_restored' log row (`restored_to`).
 * Returns the row, or undefined when it was not a no-show (the caller's error).
 * Errors: 409 `slot_taken` 'Tiden är redan bokad' when a booking now holds its time (SQLSTATE 23P01).
 */
export async function restore(
  tx: Database,
  companyId: string,
  booking: Pick<BookingRow, 'id' | 'startDate' | 'endTime'>,
  now: Date,
): Promise<BookingRow | undefined> {
  const to = wallClockReached(booking.startDate, booking.endTime, now) ? 'completed' : 'booked';
  const row = await orSlotTaken(
    () => transitionBooking(tx, companyId, booking.id, 'no_show', to, now),
    () => new AppError(409, ADMIN_CALENDAR_ERROR_CODES.slotTaken, ADMIN_CALENDAR_ERRORS.slotTaken),
  );
  if (!row) return undefined;
  const event: BookingEvent = {
    type: 'booking_restored',
    details: { ...statusChangeDetails(row, 'admin'), restored_to: row.status },
  };
  await insertLog(tx, row.id, companyId, event);
  return row;
}
