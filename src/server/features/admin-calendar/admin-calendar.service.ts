import { addDays, todayInZone, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import {
  ADMIN_CALENDAR_ERROR_CODES,
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendar,
  type AdminCalendarBooking,
  type AdminCalendarBookingRef,
  NO_SHOW_WINDOW_DAYS,
} from '../../../shared/schemas/admin-calendar';
import { NEW_CUSTOMER_DAYS } from '../../../shared/schemas/admin-customers';
import type { AdminCompany, Deps } from '../../context';
import type { Database } from '../../db/client';
import type { bookings } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { loadStaffWorkingHours } from '../availability';
import { toHhmm } from '../../lib/pg-time';
import { lifecycle, wallClockReached } from '../bookings';
import { loadBookingPayments } from '../payments';
import { findCalendarSettings, loadDateHours } from '../schedule-exceptions';
import { requestWatchScan } from '../watches';
import { toCalendarBooking } from './calendar-booking';
import {
  countWatchesPerDate,
  deleteCompanyBlock,
  findCompanyBooking,
  listCompanyBlocks,
  listCalendarStaff,
  listCompanyBookings,
  listStaffAbsences,
} from './admin-calendar.queries';

type BookingRow = typeof bookings.$inferSelect;

const wrongStatus = (message: string) => new AppError(409, ADMIN_CALENDAR_ERROR_CODES.wrongStatus, message);

/**
 * The admin calendar of `company` for the Stockholm dates [from, to] (inclusive; the route checks ≤ 42 days):
 * its grid settings (slot interval in minutes, normalised weekly schedule), bookings of every status starting on
 * those dates (with the customer's e-mail and phone), the blocks overlapping those days, and which of the bookings'
 * customers are new (created within NEW_CUSTOMER_DAYS before `now`) or returning (CalendarCustomerKinds), its
 * staff members (all, by display order; each booking carries `staffId`/`staffName`) and their
 * absences overlapping the range, each active member's working hours per date (`staffHours`, the availability
 * feature's: what customers can book them for), per date how many active watches cover it (`watchCounts`,
 * counts only; a staff account's: its own member's and any member's), and `now` itself (ISO), by which the popover decides which status changes to offer.
 * With `scope` (a staff account's staff member, docs/decisions/035) only that member's own calendar: their
 * bookings, their blocks and the salon-wide ones, themselves as the only member, their absences and hours, and
 * the kinds of their bookings' customers; nothing of the other members leaves the server.
 */
export async function getCalendar(
  db: Database,
  company: AdminCompany,
  from: string,
  to: string,
  now: Date,
  scope: string | null = null,
): Promise<AdminCalendar> {
  const rangeStart = zonedWallClockToInstant(from, '00:00');
  const rangeEnd = zonedWallClockToInstant(addDays(to, 1), '00:00');
  const [settings, bookingList, blocks, staff, absences, staffHours, watchCounts] = await Promise.all([
    findCalendarSettings(db, company.id),
    listCompanyBookings(db, company.id, from, to, new Date(now.getTime() - NEW_CUSTOMER_DAYS * 86_400_000)),
    listCompanyBlocks(db, company.id, rangeStart, rangeEnd),
    listCalendarStaff(db, company.id),
    listStaffAbsences(db, company.id, rangeStart, rangeEnd),
    loadStaffWorkingHours(db, company.id, from, to),
    countWatchesPerDate(db, company.id, from, to, todayInZone(now), scope),
  ]);
  if (!settings) throw notFound('Företaget hittades inte');
  const schedule = normalizeWeeklySchedule(settings.weeklySchedule);
  const ids = staff.map((member) => member.id);
  const hours = await loadDateHours(db, company.id, from, to, schedule, ids);
  const calendar: AdminCalendar = {
    now: now.toISOString(),
    company: {
      slotIntervalMinutes: settings.slotIntervalMinutes,
      weeklySchedule: schedule,
    },
    bookings: bookingList.bookings,
    blocks,
    customers: bookingList.customers,
    staff,
    absences,
    staffHours,
    watchCounts,
    ...hours,
  };
  return scope === null ? calendar : ownCalendar(calendar, scope);
}

/** The part of a company's calendar that is the staff member `staffId`'s own (see getCalendar). */
function ownCalendar(calendar: AdminCalendar, staffId: string): AdminCalendar {
  const bookings = calendar.bookings.filter((b) => b.staffId === staffId);
  const customerIds = new Set(bookings.map((b) => b.customerId));
  const only = <T>(byMember: Record<string, T>): Record<string, T> =>
    staffId in byMember ? { [staffId]: byMember[staffId]! } : {};
  return {
    ...calendar,
    bookings,
    blocks: calendar.blocks.filter((b) => b.staffId === null || b.staffId === staffId),
    customers: {
      new: calendar.customers.new.filter((id) => customerIds.has(id)),
      returning: calendar.customers.returning.filter((id) => customerIds.has(id)),
    },
    staff: calendar.staff.filter((member) => member.id === staffId),
    absences: calendar.absences.filter((absence) => absence.staffId === staffId),
    staffDateHours: only(calendar.staffDateHours),
    staffHours: only(calendar.staffHours),
  };
}

/**
 * Where the booking `id` of `company` lies (the e-mailed link `/admin/calendar?booking=<id>`): its
 * id and Stockholm start date `YYYY-MM-DD`, any status. Errors: 404 'Bokningen kunde inte hittas' for an unknown
 * id and for another company's booking alike, so nothing about other companies leaks.
 */
export async function locateBooking(
  db: Database,
  company: AdminCompany,
  id: string,
  scope: string | null = null,
): Promise<AdminCalendarBookingRef> {
  const found = await findCompanyBooking(db, company.id, id, scope);
  if (!found) throw notFound(ADMIN_CALENDAR_ERRORS.bookingNotFound);
  return { id: found.booking.id, startDate: found.booking.startDate };
}

/** The status changes the calendar offers (admin-side §4). */
type TransitionKind = 'cancel' | 'noShow' | 'restore';

/**
 * The calendar's own checks of a status change; the change itself is the lifecycle's: the status it starts from,
 * the message when the booking is not in it, and a refusal for a booking in that status at `now` (its time does
 * not allow the change), or undefined.
 */
interface CalendarCheck {
  from: readonly ('booked' | 'completed' | 'no_show')[];
  wrongStatusMessage: string;
  refuse: (row: BookingRow, now: Date) => AppError | undefined;
}

/** Whether NO_SHOW_WINDOW_DAYS have passed since the booking's start at `now`. */
function noShowWindowPassed(row: BookingRow, now: Date): boolean {
  const start = zonedWallClockToInstant(row.startDate, toHhmm(row.startTime));
  return now.getTime() - start.getTime() > NO_SHOW_WINDOW_DAYS * 86_400_000;
}

const CHECKS: Record<TransitionKind, CalendarCheck> = {
  cancel: {
    from: ['booked'],
    wrongStatusMessage: ADMIN_CALENDAR_ERRORS.notCancellable,
    refuse: (row, now) =>
      wallClockReached(row.startDate, row.startTime, now)
        ? new AppError(409, ADMIN_CALENDAR_ERROR_CODES.started, ADMIN_CALENDAR_ERRORS.cancelAfterStart)
        : undefined,
  },
  // A visit that completed itself (a minute after its end) can still be marked for a week: the salon reviews its
  // day at closing or its week on Monday.
  noShow: {
    from: ['booked', 'completed'],
    wrongStatusMessage: ADMIN_CALENDAR_ERRORS.notNoShowable,
    refuse: (row, now) => {
      if (!wallClockReached(row.startDate, row.startTime, now)) {
        return new AppError(
          409,
          ADMIN_CALENDAR_ERROR_CODES.notStarted,
          ADMIN_CALENDAR_ERRORS.noShowBeforeStart,
        );
      }
      if (row.status === 'completed' && noShowWindowPassed(row, now)) {
        return new AppError(
          409,
          ADMIN_CALENDAR_ERROR_CODES.noShowTooLate,
          ADMIN_CALENDAR_ERRORS.noShowTooLate,
        );
      }
      return undefined;
    },
  },
  restore: {
    from: ['no_show'],
    wrongStatusMessage: ADMIN_CALENDAR_ERRORS.notRestorable,
    refuse: () => undefined,
  },
};

/**
 * Changes a booking's status in one transaction (admin-side §4 "Booking status changes offered in the calendar"): the company's checks (its booking, the times of CHECKS), then the lifecycle's compare-and-set with
 * its log row and messages (a cancel: the "the company cancelled" e-mail and the `booking_cancelled` webhook).
 * Times compare Stockholm's wall clock at `now` with the booking's: a cancel only before the start, a no-show only
 * from the start on, a restore makes the booking `completed` when its end has passed, else `booked`. Announces the
 * change after commit.
 * Errors: 404 'Bokningen kunde inte hittas' (unknown id or another company's), 409 `wrong_status` with the
 * transition's message, 409 `booking_started` (cancel after the start), 409 `not_started` (no-show before the
 * start), 409 `slot_taken` 'Tiden är redan bokad' (restore would overlap a booking holding its time).
 * With `scope` (a staff account's staff member) another member's booking is 404 too.
 */
async function changeStatus(
  deps: Deps,
  company: AdminCompany,
  bookingId: string,
  kind: TransitionKind,
  now: Date,
  scope: string | null = null,
): Promise<AdminCalendarBooking> {
  const check = CHECKS[kind];
  const result = await deps.db.transaction(async (tx) => {
    const found = await findCompanyBooking(tx, company.id, bookingId, scope);
    if (!found) throw notFound(ADMIN_CALENDAR_ERRORS.bookingNotFound);
    // A booking's times change only while it is booked and has not started (customer's edit), so a refusal read
    // here still holds when the compare-and-set succeeds.
    const status = found.booking.status;
    if (check.from.some((from) => from === status)) {
      const refusal = check.refuse(found.booking, now);
      if (refusal) throw refusal;
    }
    const row =
      kind === 'cancel'
        ? await lifecycle.cancel(tx, deps.env, {
            by: 'company',
            reason: 'company_request',
            bookingId,
            company,
            customer: { email: found.customerEmail, phone: found.customerPhone },
            now,
          })
        : kind === 'noShow'
          ? await lifecycle.markNoShow(
              tx,
              company.id,
              bookingId,
              now,
              status === 'completed' ? 'completed' : 'booked',
            )
          : await lifecycle.restore(tx, company.id, found.booking, now);
    if (!row) throw wrongStatus(check.wrongStatusMessage);
    // A cancel may have started a refund in this transaction: the payment is read again.
    const payments = await loadBookingPayments(tx, [row.id]);
    return toCalendarBooking(row, { ...found, payment: payments.get(row.id) ?? null });
  });
  await deps.bus.publishBookingsChanged(company.id);
  return result;
}

/**
 * booked -> cancelled by the admin, only before the booking's start (see `changeStatus`); 409 'Bokning kunde inte
 * avbokas' unless booked, 409 `booking_started` 'Bokningen har redan börjat och kan inte avbokas' once started.
 */
export const cancelBooking = (deps: Deps, company: AdminCompany, id: string, now: Date) =>
  changeStatus(deps, company, id, 'cancel', now);

/**
 * booked or completed -> no_show, only once the booking's start has passed, and a completed one at most
 * NO_SHOW_WINDOW_DAYS (7) days after its start (see `changeStatus`); 409 'Bokning kunde inte markeras som
 * utebliven' unless booked or completed, 409 `not_started` 'Bokningen kan markeras som utebliven först när den har
 * börjat' before the start, 409 `no_show_too_late` after the window, 409 `slot_taken` when a booking now holds
 * the time. The no-show keeps its time taken (migration 0003).
 */
export const markNoShow = (
  deps: Deps,
  company: AdminCompany,
  id: string,
  now: Date,
  scope: string | null = null,
) => changeStatus(deps, company, id, 'noShow', now, scope);

/**
 * no_show -> completed when the booking's end has passed, else -> booked (see `changeStatus`); 409 unless no_show,
 * 409 'Tiden är redan bokad' when it would overlap.
 */
export const restoreBooking = (
  deps: Deps,
  company: AdminCompany,
  id: string,
  now: Date,
  scope: string | null = null,
) => changeStatus(deps, company, id, 'restore', now, scope);

/**
 * Removes a block of the company, with a watch scan request in the same transaction (the freed times may be
 * watched), and announces it. Errors: 404 'Blockeringen kunde inte hittas' (unknown or another company's).
 */
export async function removeBlock(deps: Deps, company: AdminCompany, blockId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCompanyBlock(tx, company.id, blockId)))
      throw notFound(ADMIN_CALENDAR_ERRORS.blockNotFound);
    await requestWatchScan(tx, company.id);
  });
  await deps.bus.publishBookingsChanged(company.id);
}
