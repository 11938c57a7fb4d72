import { z } from 'zod';
import { addDays, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import {
  ADMIN_CALENDAR_ERROR_CODES,
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendar,
  type AdminCalendarBooking,
  type AdminCalendarBookingRef,
} from '../../../shared/schemas/admin-calendar';
import type { BookingStatus } from '../../../shared/schemas/booking';
import { NEW_CUSTOMER_DAYS } from '../../../shared/schemas/admin-customers';
import type { AdminCompany, Deps } from '../../context';
import type { Database } from '../../db/client';
import type { bookings } from '../../db/schema';
import { AppError, notFound, sqlState } from '../../errors';
import { bookingCancelledByCompanyEmail } from '../../mail/cancellation-by-company';
import { enqueueEmail } from '../../mail/outbox';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { bookingCancelledPayload } from '../../webhooks/payloads';
import { toHhmm } from '../availability/availability.queries';
import { loadDateHours } from '../schedule-exceptions/date-hours.service';
import { stockholmNow } from '../bookings/booking-cancellation';
import { findBookingStaff, insertBookingLog } from '../bookings/bookings.queries';
import {
  deleteCompanyBlock,
  findCalendarSettings,
  findCompanyBooking,
  listCompanyBlocks,
  listCalendarStaff,
  listCompanyBookings,
  listStaffAbsences,
  transitionBooking,
} from './admin-calendar.queries';

type BookingRow = typeof bookings.$inferSelect;

const idSchema = z.uuid();
/** Anything but a UUID is 404 like an unknown id (so ids cannot be probed and nothing reaches the database). */
function parseId(id: string, message: string): string {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

const wrongStatus = (message: string) => new AppError(409, ADMIN_CALENDAR_ERROR_CODES.wrongStatus, message);

/** The API shape of a booking row (`HH:MM` times) with its customer's contact details. */
function toCalendarBooking(
  row: BookingRow,
  customer: { customerEmail: string | null; customerPhone: string | null; staffName?: string | null },
): AdminCalendarBooking {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: customer.customerEmail,
    customerPhone: customer.customerPhone,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    servicePrice: row.servicePrice,
    startDate: row.startDate,
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    status: row.status,
    notes: row.notes,
    staffId: row.staffId,
    staffName: customer.staffName ?? null,
    source: row.source,
  };
}

/**
 * The admin calendar of `company` for the Stockholm dates [from, to] (inclusive; the route checks ≤ 42 days):
 * its grid settings (slot interval in minutes, normalised weekly schedule), bookings of every status starting on
 * those dates (with the customer's e-mail and phone), the blocks overlapping those days, and which of the bookings'
 * customers are new (created within NEW_CUSTOMER_DAYS before `now`) or returning (CalendarCustomerKinds), its
 * staff members (all, by display order; each booking carries `staffId`/`staffName`, issue 15 §5) and their
 * absences overlapping the range, and `now` itself (ISO), by which the popover decides which status changes to offer.
 */
export async function getCalendar(
  db: Database,
  company: AdminCompany,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<AdminCalendar> {
  const rangeStart = zonedWallClockToInstant(from, '00:00');
  const rangeEnd = zonedWallClockToInstant(addDays(to, 1), '00:00');
  const [settings, bookingList, blocks, staff, absences] = await Promise.all([
    findCalendarSettings(db, company.id),
    listCompanyBookings(db, company.id, from, to, new Date(now.getTime() - NEW_CUSTOMER_DAYS * 86_400_000)),
    listCompanyBlocks(db, company.id, rangeStart, rangeEnd),
    listCalendarStaff(db, company.id),
    listStaffAbsences(db, company.id, rangeStart, rangeEnd),
  ]);
  if (!settings) throw notFound('Företaget hittades inte');
  const schedule = normalizeWeeklySchedule(settings.weeklySchedule);
  const ids = staff.map((member) => member.id);
  const hours = await loadDateHours(db, company.id, from, to, schedule, ids);
  return {
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
    ...hours,
  };
}

/**
 * Where the booking `rawId` of `company` lies (issue 13 §3, the e-mailed link `/admin/calendar?booking=<id>`): its
 * id and Stockholm start date `YYYY-MM-DD`, any status. Errors: 404 'Bokningen kunde inte hittas' for a malformed
 * or unknown id and for another company's booking alike, so nothing about other companies leaks.
 */
export async function locateBooking(
  db: Database,
  company: AdminCompany,
  rawId: string,
): Promise<AdminCalendarBookingRef> {
  const id = parseId(rawId, ADMIN_CALENDAR_ERRORS.bookingNotFound);
  const found = await findCompanyBooking(db, company.id, id);
  if (!found) throw notFound(ADMIN_CALENDAR_ERRORS.bookingNotFound);
  return { id: found.booking.id, startDate: found.booking.startDate };
}

/** Whether Stockholm's wall clock at `now` has reached `date` (`YYYY-MM-DD`) `time` (`HH:MM:SS` as stored). */
function wallClockReached(date: string, time: string, now: Date): boolean {
  const wall = stockholmNow(now);
  return `${date} ${time}` <= `${wall.today} ${wall.time}`;
}

/** The transitions the calendar offers (admin-side §4, issue 13 §2). */
type TransitionKind = 'cancel' | 'noShow' | 'restore';

/** What a status change does: its statuses, log type, and when it is refused. */
interface Transition {
  from: BookingStatus;
  /** The new status; a restore depends on whether the booking has ended. */
  to: (row: BookingRow, now: Date) => BookingStatus;
  logType: string;
  wrongStatusMessage: string;
  /** A refusal for a booking in status `from` at `now` (its time does not allow the change), or undefined. */
  refuse: (row: BookingRow, now: Date) => AppError | undefined;
}

const TRANSITIONS: Record<TransitionKind, Transition> = {
  cancel: {
    from: 'booked',
    to: () => 'cancelled',
    logType: 'booking_cancelled',
    wrongStatusMessage: ADMIN_CALENDAR_ERRORS.notCancellable,
    refuse: (row, now) =>
      wallClockReached(row.startDate, row.startTime, now)
        ? new AppError(409, ADMIN_CALENDAR_ERROR_CODES.started, ADMIN_CALENDAR_ERRORS.cancelAfterStart)
        : undefined,
  },
  noShow: {
    from: 'booked',
    to: () => 'no_show',
    logType: 'booking_no_show',
    wrongStatusMessage: ADMIN_CALENDAR_ERRORS.notNoShowable,
    refuse: (row, now) =>
      wallClockReached(row.startDate, row.startTime, now)
        ? undefined
        : new AppError(409, ADMIN_CALENDAR_ERROR_CODES.notStarted, ADMIN_CALENDAR_ERRORS.noShowBeforeStart),
  },
  restore: {
    from: 'no_show',
    to: (row, now) => (wallClockReached(row.startDate, row.endTime, now) ? 'completed' : 'booked'),
    logType: 'booking_restored',
    wrongStatusMessage: ADMIN_CALENDAR_ERRORS.notRestorable,
    refuse: () => undefined,
  },
};

/**
 * Changes a booking's status in one transaction (admin-side §4 "Booking status changes offered in the calendar",
 * issue 13 §2): compare-and-set update, a booking_logs row `{customer_id, service_name, start_date, start_time,
 * customer_name, triggered_by: 'admin'}` (a restore also says `restored_to`); for a cancel also `cancelled_at`, the
 * Swedish "the company cancelled" e-mail to the customer and the `booking_cancelled` webhook (both via the outbox).
 * Times compare Stockholm's wall clock at `now` with the booking's: a cancel only before the start, a no-show only
 * from the start on, a restore makes the booking `completed` when its end has passed, else `booked`. Announces the
 * change after commit.
 * Errors: 404 'Bokningen kunde inte hittas' (unknown id or another company's), 409 `wrong_status` with the
 * transition's message, 409 `booking_started` (cancel after the start), 409 `not_started` (no-show before the
 * start), 409 `slot_taken` 'Tiden är redan bokad' (restore would overlap a booking holding its time).
 */
async function changeStatus(
  deps: Deps,
  company: AdminCompany,
  rawId: string,
  kind: TransitionKind,
  now: Date,
): Promise<AdminCalendarBooking> {
  const transition = TRANSITIONS[kind];
  const bookingId = parseId(rawId, ADMIN_CALENDAR_ERRORS.bookingNotFound);
  const result = await deps.db.transaction(async (tx) => {
    const found = await findCompanyBooking(tx, company.id, bookingId);
    if (!found) throw notFound(ADMIN_CALENDAR_ERRORS.bookingNotFound);
    // A booking's times change only while it is booked and has not started (customer's edit), so a refusal read
    // here still holds when the compare-and-set below succeeds.
    if (found.booking.status === transition.from) {
      const refusal = transition.refuse(found.booking, now);
      if (refusal) throw refusal;
    }
    let row: BookingRow | undefined;
    try {
      const to = transition.to(found.booking, now);
      row = await transitionBooking(tx, company.id, bookingId, transition.from, to, now);
    } catch (err) {
      if (sqlState(err) === '23P01') {
        throw new AppError(409, ADMIN_CALENDAR_ERROR_CODES.slotTaken, ADMIN_CALENDAR_ERRORS.slotTaken);
      }
      throw err;
    }
    if (!row) throw wrongStatus(transition.wrongStatusMessage);
    if (kind === 'cancel') await recordCompanyCancel(tx, deps.env, company, row, found.customerEmail, now);
    else
      await logAdminChange(tx, company, row, transition.logType, {
        ...(kind === 'restore' ? { restored_to: row.status } : {}),
      });
    return toCalendarBooking(row, found);
  });
  await deps.bus.publishBookingsChanged(company.id);
  return result;
}

/** The booking_logs row of a status change by the admin (`triggered_by: 'admin'`, plus `extra` details). */
async function logAdminChange(
  tx: Database,
  company: AdminCompany,
  row: BookingRow,
  type: string,
  extra: Record<string, string> = {},
): Promise<void> {
  await insertBookingLog(tx, {
    bookingId: row.id,
    companyId: company.id,
    type,
    details: {
      customer_id: row.customerId,
      service_name: row.serviceName,
      start_date: row.startDate,
      start_time: toHhmm(row.startTime),
      customer_name: row.customerName,
      triggered_by: 'admin',
      ...extra,
    },
  });
}

/**
 * What follows a booked -> cancelled update by the company, in the same transaction `tx`: the
 * 'booking_cancelled' log row (triggered_by 'admin'), the "the company cancelled" e-mail to the customer (when
 * they have an e-mail) and the `booking_cancelled` webhook. Used by the admin's cancel and by a block that
 * cancels the bookings it covers (issue 13 item 5); the caller announces the change after commit.
 */
export async function recordCompanyCancel(
  tx: Database,
  env: Deps['env'],
  company: AdminCompany,
  row: BookingRow,
  customerEmail: string | null,
  now: Date,
): Promise<void> {
  await logAdminChange(tx, company, row, TRANSITIONS.cancel.logType);
  await notifyCancellation(tx, env, company, row, customerEmail, now);
}

/**
 * The cancellation e-mail (when the customer has an e-mail) and the §7 `booking_cancelled` webhook row
 * (triggered_by 'admin'; only when WEBHOOK_URL is set, see webhooks/enqueue.ts).
 */
async function notifyCancellation(
  tx: Database,
  env: Deps['env'],
  company: AdminCompany,
  row: BookingRow,
  customerEmail: string | null,
  now: Date,
): Promise<void> {
  const startTime = toHhmm(row.startTime);
  const endTime = toHhmm(row.endTime);
  if (customerEmail) {
    await enqueueEmail(tx, {
      to: customerEmail,
      ...bookingCancelledByCompanyEmail({
        bookingId: row.id,
        customerName: row.customerName,
        serviceName: row.serviceName,
        servicePrice: row.servicePrice,
        startDate: row.startDate,
        startTime,
        endTime,
        companyName: company.name,
        companyLocation: company.location,
        companyEmail: company.email,
        // The cancelling `.ics` must outrank the last one the customer got (issue 20).
        calendarSequence: row.calendarSequence,
      }),
    });
  }
  const member = await findBookingStaff(tx, row.staffId);
  await enqueueWebhook(tx, env, bookingCancelledPayload(row, 'admin', now, member));
}

/**
 * booked -> cancelled by the admin, only before the booking's start (see `changeStatus`); 409 'Bokning kunde inte
 * avbokas' unless booked, 409 `booking_started` 'Bokningen har redan börjat och kan inte avbokas' once started.
 */
export const cancelBooking = (deps: Deps, company: AdminCompany, id: string, now = new Date()) =>
  changeStatus(deps, company, id, 'cancel', now);

/**
 * booked -> no_show, only once the booking's start has passed (see `changeStatus`); 409 'Bokning kunde inte
 * markeras som uteblivit' unless booked, 409 `not_started` 'Bokningen kan markeras som uteblivit först när den har
 * börjat' before the start. The no-show keeps its time taken (migration 0003).
 */
export const markNoShow = (deps: Deps, company: AdminCompany, id: string, now = new Date()) =>
  changeStatus(deps, company, id, 'noShow', now);

/**
 * no_show -> completed when the booking's end has passed, else -> booked (see `changeStatus`); 409 unless no_show,
 * 409 'Tiden är redan bokad' when it would overlap.
 */
export const restoreBooking = (deps: Deps, company: AdminCompany, id: string, now = new Date()) =>
  changeStatus(deps, company, id, 'restore', now);

/** Removes a block of the company and announces it. Errors: 404 'Blockeringen kunde inte hittas' (unknown or another company's). */
export async function removeBlock(deps: Deps, company: AdminCompany, rawId: string): Promise<void> {
  const blockId = parseId(rawId, ADMIN_CALENDAR_ERRORS.blockNotFound);
  if (!(await deleteCompanyBlock(deps.db, company.id, blockId)))
    throw notFound(ADMIN_CALENDAR_ERRORS.blockNotFound);
  await deps.bus.publishBookingsChanged(company.id);
}
