import type { z } from 'zod';
import { computeDaySlots } from '../../../shared/availability';
import { zonedWallClockToInstant } from '../../../shared/dates';
import {
  BOOKING_ERROR_CODES,
  BOOKING_ERRORS,
  MAX_BOOKINGS_PER_DAY,
  RESCHEDULE_ERROR_CODES,
  RESCHEDULE_ERRORS,
  type BookingSlots,
  type CustomerBooking,
  type rescheduleBookingSchema,
} from '../../../shared/schemas/booking';
import type { Deps, SessionUser } from '../../context';
import type { Database } from '../../db/client';
import type { bookings, companies } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import {
  loadBusyPeriods,
  toAvailabilityInput,
  type AvailabilityService,
  type BusyPeriods,
} from '../availability';
import { toHhmm } from '../../lib/pg-time';
import { COMPANY_NOT_OPEN } from '../../lib/bookable-company';
import {
  bookingRowToCustomerBooking,
  countBookedOnDateForUser,
  findOwnedBookingRow,
  lockCompanyAndUser,
} from './bookings.queries';
import * as lifecycle from './lifecycle';
import { findCompanyService, movedBookingService } from './reschedule.queries';
import type { VisitServiceRow } from './booking-services';
import { assignSlot, bookingStaffOf } from './slot-assignment';
import { assertCustomerMayChange, assertWithinHorizon } from './booking-policy';
import { withinBookingHorizon } from '../../../shared/cancellation-policy';

/** The validated body of `PATCH /api/bookings/:id` (see `rescheduleBookingSchema`). */
export type RescheduleBody = z.output<typeof rescheduleBookingSchema>;

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const notEditable = () =>
  new AppError(409, RESCHEDULE_ERROR_CODES.notEditable, RESCHEDULE_ERRORS.notEditable);

/**
 * The user's booking `id` if it may still be moved: 404 'Bokningen kunde inte hittas' (unknown or not
 * theirs; the route answers a malformed id so), 409 `not_editable` (not `booked`, or its start is not after `now`), 403 `company_not_open`,
 * 409 `cancellation_deadline_passed` (past the company's cancellation deadline).
 */
async function loadEditable(db: Database, user: SessionUser, id: string, now: Date) {
  const owned = await findOwnedBookingRow(db, user.id, id);
  if (!owned) throw notFound(BOOKING_ERRORS.notFound);
  const { booking, company, customerPhone, staff, visit } = owned;
  const start = zonedWallClockToInstant(booking.startDate, toHhmm(booking.startTime));
  if (booking.status !== 'booked' || start.getTime() <= now.getTime()) throw notEditable();
  if (company.status !== 'active') throw new AppError(403, 'company_not_open', COMPANY_NOT_OPEN);
  assertCustomerMayChange(booking, company, now);
  return { booking, company, customerPhone, staff, visit };
}

/**
 * What moving `booking` to `date` is checked against: the service's current duration, buffer and processing time
 * (a deleted service: the booking's own, any active member may perform it; a visit of several services, `visit`:
 * its own length and buffer with a member performing all of them, movedBookingService) and the company's busy periods
 * on `date` with the booking itself left out, so it may overlap its old time.
 */
async function moveContext(
  db: Database,
  booking: BookingRow,
  visit: readonly VisitServiceRow[],
  company: CompanyRow,
  date: string,
): Promise<{ service: AvailabilityService; busy: BusyPeriods }> {
  const service = movedBookingService(
    booking,
    visit,
    await findCompanyService(db, company.id, booking.serviceId),
  );
  const busy = await loadBusyPeriods(db, company.id, date, date);
  return { service, busy: { ...busy, bookings: busy.bookings.filter((b) => b.id !== booking.id) } };
}

/**
 * The member a move asks for: `requested` undefined = keep the booking's member (none when the company
 * has no active staff any more, or the booking had none: then 'Valfri'); null = 'Valfri'; else that member.
 */
function requestedStaff(
  booking: BookingRow,
  busy: BusyPeriods,
  requested: string | null | undefined,
): string | null {
  if (requested !== undefined) return requested;
  return busy.staff.length === 0 ? null : booking.staffId;
}

/**
 * The free starts the user's booking `id` may move to on `date` (`YYYY-MM-DD`, Stockholm), customer-side §2
 * 'Edit booking', docs/design.md §4: the slot engine's offered `HH:MM` starts for the booking's service, ignoring the
 * booking itself; starts at or before `now` are dropped (a past date has none, nor one after the company's
 * booking horizon). `staffId`: absent = the booking's member (see requestedStaff), 'any' = 'Valfri
 * personal', a uuid = that member.
 * Errors: 404 not the user's, 409 `not_editable`, 409 `cancellation_deadline_passed`, 403 `company_not_open`,
 * 404 STAFF_NOT_FOUND_MESSAGE.
 */
export async function listRescheduleSlots(
  db: Database,
  user: SessionUser,
  id: string,
  date: string,
  now: Date,
  staffId?: string,
): Promise<BookingSlots> {
  const { booking, company, visit } = await loadEditable(db, user, id, now);
  if (!withinBookingHorizon(date, now, company.bookingHorizonMonths)) return { date, slots: [] };
  const { service, busy } = await moveContext(db, booking, visit, company, date);
  const member = requestedStaff(booking, busy, staffId === 'any' ? null : staffId);
  const input = toAvailabilityInput(company, service, busy, { from: date, to: date }, now, member);
  const day = computeDaySlots(date, input);
  return {
    date,
    slots: day.slots.map((s) => s.startTime),
    ...(day.status === 'closed' ? { closed: true } : {}),
    ...(day.note === undefined ? {} : { note: day.note }),
  };
}

/**
 * Moves the user's booking `id` to `input.date` `input.startTime` (customer-side §2 'Edit booking', §4 "changing a
 * booking only changes its date, start time and end time"; docs/design.md §4 "The server decides"). In one transaction
 * with the locks of createBooking (company, then user): re-checks ownership and state, that the slot engine offers
 * the start (the booking itself ignored), at most MAX_BOOKINGS_PER_DAY booked bookings of the user on the new date
 * (this one not counted); then lifecycle.move: end = start + the service's duration, the member, the
 * 'booking_rescheduled' log row, the 'booking changed' e-mail, the company's 'Ändrad bokning' e-mail when its
 * e-mail notification is on and the `booking_rescheduled` webhook (all via the outbox). Announces the change on the realtime bus after commit. Moving to the time it
 * already has (with the same member or 'Valfri') changes nothing and sends nothing.
 * Errors: 404 'Bokningen kunde inte hittas', 404 STAFF_NOT_FOUND_MESSAGE, 409 `not_editable`, 403 `company_not_open`,
 * 409 `slot_no_longer_available` (not offered, or the exclusion constraint fired), 409 `daily_limit`,
 * 409 `cancellation_deadline_passed`, 409 `beyond_booking_horizon`.
 */
export async function rescheduleMyBooking(
  deps: Deps,
  user: SessionUser,
  id: string,
  input: RescheduleBody,
  now: Date,
): Promise<CustomerBooking> {
  const before = await loadEditable(deps.db, user, id, now);
  const result = await deps.db.transaction(async (tx) => {
    // The locks and the booking's reread leave together (see createBooking); the reread runs once they are granted.
    const locked = lockCompanyAndUser(tx, deps.handle.kind, before.company.id, user.id);
    const [, editable] = await Promise.all([locked, loadEditable(tx, user, id, now)]);
    const { booking, company, customerPhone, staff, visit } = editable;
    const old = { startDate: booking.startDate, startTime: toHhmm(booking.startTime) };
    const { service, busy } = await moveContext(tx, booking, visit, company, input.date);
    const requested = requestedStaff(booking, busy, input.staffId);
    // The same time with the same member, or with 'Valfri' (the booking's member stays free for it), is no change.
    if (
      old.startDate === input.date &&
      old.startTime === input.startTime &&
      (requested === null || requested === booking.staffId)
    )
      return { row: booking, company, member: staff, visit, moved: false };

    assertWithinHorizon(company, input.date, now);
    const assigned = await assignSlot(tx, {
      companyId: company.id,
      company,
      service,
      date: input.date,
      startTime: input.startTime,
      staffId: requested,
      now,
      busy,
    });
    const sameDay = booking.startDate === input.date ? 1 : 0;
    if ((await countBookedOnDateForUser(tx, user.id, input.date)) - sameDay >= MAX_BOOKINGS_PER_DAY) {
      throw new AppError(409, BOOKING_ERROR_CODES.dailyLimit, BOOKING_ERRORS.dailyLimit);
    }

    const member = bookingStaffOf(busy.staff, assigned.staffId);
    const row = await lifecycle.move(tx, deps.env, {
      by: 'customer',
      before: booking,
      company,
      to: { startDate: input.date, startTime: input.startTime, ...assigned },
      customer: { email: user.email, phone: customerPhone },
      member,
      now,
    });
    if (!row) throw notEditable();
    return { row, company, member, visit, moved: true };
  });

  if (result.moved) await deps.bus.publishBookingsChanged(result.company.id);
  return bookingRowToCustomerBooking(result.row, result.company, result.member, result.visit);
}
