import type { z } from 'zod';
import { computeDaySlots, isSlotOffered, type AvailabilityInput } from '../../../shared/availability';
import { formatHhmm, parseHhmm, zonedWallClockToInstant } from '../../../shared/dates';
import {
  BOOKING_ERROR_CODES,
  BOOKING_ERRORS,
  MAX_BOOKINGS_PER_DAY,
  RESCHEDULE_ERROR_CODES,
  RESCHEDULE_ERRORS,
  bookingIdParamSchema,
  type BookingSlots,
  type CustomerBooking,
  type rescheduleBookingSchema,
} from '../../../shared/schemas/booking';
import type { Deps, SessionUser } from '../../context';
import type { Database } from '../../db/client';
import type { bookings, companies } from '../../db/schema';
import { baseUrl } from '../../env';
import { AppError, notFound, sqlState } from '../../errors';
import { bookingChangedEmail } from '../../mail/booking-changed-email';
import { enqueueCompanyNotification } from '../../mail/company-notification-email';
import { enqueueEmail } from '../../mail/outbox';
import { loadAvailabilityInput } from '../availability/availability.service';
import { toHhmm } from '../availability/availability.queries';
import { COMPANY_NOT_OPEN } from '../companies/companies.service';
import {
  bookingRowToCustomerBooking,
  countBookedOnDateForUser,
  findOwnedBookingRow,
  insertBookingLog,
  lockCompanyAndUser,
} from './bookings.queries';
import { findCompanyService, moveBookedBooking } from './reschedule.queries';
import { assertCustomerMayChange, assertWithinHorizon } from './booking-policy';
import { withinBookingHorizon } from '../../../shared/cancellation-policy';

/** The validated body of `PATCH /api/bookings/:id` (see `rescheduleBookingSchema`). */
export type RescheduleBody = z.output<typeof rescheduleBookingSchema>;

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const slotTaken = () => new AppError(409, BOOKING_ERROR_CODES.slotTaken, BOOKING_ERRORS.slotTaken);
const notEditable = () =>
  new AppError(409, RESCHEDULE_ERROR_CODES.notEditable, RESCHEDULE_ERRORS.notEditable);

/**
 * The user's booking `id` if it may still be moved: 404 'Bokningen kunde inte hittas' (malformed id, unknown or
 * not theirs), 409 `not_editable` (not `booked`, or its start is not after `now`), 403 `company_not_open`,
 * 409 `cancellation_deadline_passed` (past the company's cancellation deadline, issue 16 §3).
 */
async function loadEditable(db: Database, user: SessionUser, id: string, now: Date) {
  const parsed = bookingIdParamSchema.safeParse({ id });
  const owned = parsed.success ? await findOwnedBookingRow(db, user.id, parsed.data.id) : undefined;
  if (!owned) throw notFound(BOOKING_ERRORS.notFound);
  const { booking, company, customerPhone } = owned;
  const start = zonedWallClockToInstant(booking.startDate, toHhmm(booking.startTime));
  if (booking.status !== 'booked' || start.getTime() <= now.getTime()) throw notEditable();
  if (company.status !== 'active') throw new AppError(403, 'company_not_open', COMPANY_NOT_OPEN);
  assertCustomerMayChange(booking, company, now);
  return { booking, company, customerPhone };
}

/**
 * Slot-engine input for moving `booking` on `date`: the service's current duration and buffer (a deleted service:
 * the booking's own length and buffer), with the booking itself left out so it may overlap its old time.
 */
async function availabilityWithout(
  db: Database,
  booking: BookingRow,
  company: CompanyRow,
  date: string,
  now: Date,
): Promise<AvailabilityInput> {
  const service = (await findCompanyService(db, company.id, booking.serviceId)) ?? {
    durationMinutes: parseHhmm(toHhmm(booking.endTime)) - parseHhmm(toHhmm(booking.startTime)),
    bufferMinutes: booking.bufferMinutes,
  };
  const input = await loadAvailabilityInput(db, company, service, date, date, now);
  // bookings_no_overlap makes (date, start) unique among a company's booked bookings, so this drops exactly one.
  const ownStart = toHhmm(booking.startTime);
  const others = input.bookings.filter((b) => !(b.date === booking.startDate && b.startTime === ownStart));
  return { ...input, bookings: others };
}

/**
 * The free starts the user's booking `id` may move to on `date` (`YYYY-MM-DD`, Stockholm), customer-side §2
 * 'Edit booking', DESIGN §4: the slot engine's offered `HH:MM` starts for the booking's service, ignoring the
 * booking itself; starts at or before `now` are dropped (a past date has none, nor one after the company's
 * booking horizon).
 * Errors: 404 not the user's, 409 `not_editable`, 403 `company_not_open`.
 */
export async function listRescheduleSlots(
  db: Database,
  user: SessionUser,
  id: string,
  date: string,
  now: Date = new Date(),
): Promise<BookingSlots> {
  const { booking, company } = await loadEditable(db, user, id, now);
  if (!withinBookingHorizon(date, now, company.bookingHorizonMonths)) return { date, slots: [] };
  const input = await availabilityWithout(db, booking, company, date, now);
  return { date, slots: computeDaySlots(date, input).slots.map((s) => s.startTime) };
}

/**
 * Moves the user's booking `id` to `input.date` `input.startTime` (customer-side §2 'Edit booking', §4 "changing a
 * booking only changes its date, start time and end time"; DESIGN §4 "The server decides"). In one transaction
 * with the locks of createBooking (company, then user): re-checks ownership and state, that the slot engine offers
 * the start (the booking itself ignored), at most MAX_BOOKINGS_PER_DAY booked bookings of the user on the new date
 * (this one not counted); sets end = start + the service's duration; writes a 'booking_rescheduled' log row and the
 * 'booking changed' e-mail, and the company's 'Ändrad bokning' e-mail when its e-mail notification is on (issue 13
 * §3; all via the outbox). Announces the change on the realtime bus after commit. Moving to the time it
 * already has changes nothing and sends nothing.
 * Errors: 404 'Bokningen kunde inte hittas', 409 `not_editable`, 403 `company_not_open`,
 * 409 `slot_no_longer_available` (not offered, or the exclusion constraint fired), 409 `daily_limit`,
 * 409 `cancellation_deadline_passed`, 409 `beyond_booking_horizon` (issue 16 §3).
 */
export async function rescheduleMyBooking(
  deps: Deps,
  user: SessionUser,
  id: string,
  input: RescheduleBody,
  now: Date = new Date(),
): Promise<CustomerBooking> {
  const before = await loadEditable(deps.db, user, id, now);
  const result = await deps.db.transaction(async (tx) => {
    await lockCompanyAndUser(tx, deps.handle.kind, before.company.id, user.id);
    const { booking, company, customerPhone } = await loadEditable(tx, user, id, now);
    const old = {
      startDate: booking.startDate,
      startTime: toHhmm(booking.startTime),
      endTime: toHhmm(booking.endTime),
    };
    if (old.startDate === input.date && old.startTime === input.startTime)
      return { row: booking, company, moved: false };

    assertWithinHorizon(company, input.date, now);
    const availability = await availabilityWithout(tx, booking, company, input.date, now);
    if (!isSlotOffered(input.date, input.startTime, availability)) throw slotTaken();
    const sameDay = booking.startDate === input.date ? 1 : 0;
    if ((await countBookedOnDateForUser(tx, user.id, input.date)) - sameDay >= MAX_BOOKINGS_PER_DAY) {
      throw new AppError(409, BOOKING_ERROR_CODES.dailyLimit, BOOKING_ERRORS.dailyLimit);
    }

    const next = {
      startDate: input.date,
      startTime: input.startTime,
      endTime: formatHhmm(parseHhmm(input.startTime) + availability.durationMinutes),
    };
    let row: BookingRow | undefined;
    try {
      row = await moveBookedBooking(tx, booking.id, next);
    } catch (err) {
      if (sqlState(err) === '23P01') throw slotTaken();
      throw err;
    }
    if (!row) throw notEditable();

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
        new_start_date: next.startDate,
        new_start_time: next.startTime,
        new_end_time: next.endTime,
        triggered_by: 'customer',
      },
    });
    const cancelUrl = `${baseUrl(deps.env)}/cancel-booking?token=${encodeURIComponent(row.cancelToken)}`;
    const details = {
      bookingId: row.id,
      customerName: row.customerName,
      serviceName: row.serviceName,
      servicePrice: row.servicePrice,
      ...next,
      companyName: company.name,
      companyLocation: company.location,
      companyEmail: company.email,
    };
    await enqueueEmail(tx, { to: user.email, ...bookingChangedEmail(details, old, cancelUrl) });
    await enqueueCompanyNotification(tx, deps.env, company, {
      kind: 'rescheduled',
      bookingId: row.id,
      customerName: row.customerName,
      customerEmail: user.email,
      customerPhone,
      serviceName: row.serviceName,
      ...next,
      notes: row.notes,
      previous: old,
    });
    return { row, company, moved: true };
  });

  if (result.moved) await deps.bus.publishBookingsChanged(result.company.id);
  return bookingRowToCustomerBooking(result.row, result.company);
}
