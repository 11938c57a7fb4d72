/**
 * Date exceptions and public holidays of a company (docs/decisions/015): list, create, remove, and
 * switch a holiday between closed (the default), open and special hours. Every change runs under the company's
 * booking lock, lists (409) or keeps or cancels the booked bookings left outside the new hours, and announces the
 * change so cached availability and open calendars refresh.
 */
import { fitsHours, resolveCompanyDateHours, weeklyIntervals } from '../../../shared/availability/date-hours';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule, type TimeInterval } from '../../../shared/schedule';
import {
  EXCEPTION_COVERS_BOOKINGS_MESSAGE,
  EXCEPTION_NOT_FOUND_MESSAGE,
  EXCEPTION_OVERLAP_MESSAGE,
  EXCEPTION_PAST_MESSAGE,
  EXCEPTION_STAFF_MESSAGE,
  HOLIDAY_COVERED_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  type AdminHoliday,
  type AdminScheduleException,
  type AffectedBooking,
  type holidayInputSchema,
  type scheduleExceptionInputSchema,
  type ScheduleExceptionsResponse,
} from '../../../shared/schemas/schedule-exceptions';
import type { z } from '../../../shared/zod';
import type { AdminCompany, Deps } from '../../context';
import type { Database } from '../../db/client';
import { AppError, notFound, sqlState } from '../../errors';
import { comingSwedishHolidays } from '../../holidays/swedish-holidays';
import { lifecycle, lockCompany } from '../bookings';
import {
  companyRowsOn,
  findCalendarSettings,
  deleteException,
  deleteHolidayRows,
  insertException,
  findCompanyStaffName,
  listBookedOnDates,
  listExceptions,
  toExceptionRow,
  type BookedOnDate,
  type ExceptionRecord,
} from './schedule-exceptions.queries';
import { requestWatchScan } from '../watches';

export type ExceptionBody = z.output<typeof scheduleExceptionInputSchema>;
export type HolidayBody = z.output<typeof holidayInputSchema>;

const publicShape = ({ staffId: _s, customerEmail: _e, ...booking }: BookedOnDate): AffectedBooking =>
  booking;

/** Whether a booking has started by `now` (one under way is left alone: it can no longer be cancelled). */
const started = (b: BookedOnDate, now: Date) =>
  zonedWallClockToInstant(b.startDate, b.startTime).getTime() <= now.getTime();

/** The bookings of `booked` on [from, to] that do not fit `intervals` (none = closed) and have not started. */
function outside(
  booked: BookedOnDate[],
  from: string,
  to: string,
  intervals: TimeInterval[],
  now: Date,
  staffId: string | null = null,
): BookedOnDate[] {
  return booked.filter(
    (b) =>
      b.startDate >= from &&
      b.startDate <= to &&
      (staffId === null || b.staffId === staffId) &&
      !started(b, now) &&
      !fitsHours(b.startTime, b.endTime, intervals),
  );
}

function toAdminException(
  row: ExceptionRecord,
  staffName: string | null,
  affected: BookedOnDate[],
): AdminScheduleException {
  return {
    id: row.id,
    staffId: row.staffId,
    staffName,
    startDate: row.startDate,
    endDate: row.endDate,
    kind: row.kind === 'hours' ? 'hours' : 'closed',
    intervals: row.intervals,
    note: row.note,
    affectedBookings: affected.map(publicShape),
  };
}

/**
 * `GET /api/admin/schedule-exceptions`: the company's own and its members' exceptions ending today or later (by
 * start date), and the Swedish public holidays of the coming twelve months with how the company keeps each
 * ('closed' unless it said otherwise; `coveredBy` an own exception over the date), each with the booked bookings
 * (not yet started) left outside its hours.
 */
export async function listScheduleExceptions(
  db: Database,
  company: AdminCompany,
  now: Date,
): Promise<ScheduleExceptionsResponse> {
  const today = todayInZone(now);
  const holidays = comingSwedishHolidays(today);
  const last = addDays(today, 364);
  const [rows, booked, settings] = await Promise.all([
    listExceptions(db, company.id, today),
    listBookedOnDates(db, company.id, today, last),
    findCalendarSettings(db, company.id),
  ]);
  const schedule = normalizeWeeklySchedule(settings?.weeklySchedule);
  const own = rows.filter((r) => r.exception.holiday === null);
  const exceptions = own.map(({ exception: e, staffName }) =>
    toAdminException(e, staffName, outside(booked, e.startDate, e.endDate, e.intervals, now, e.staffId)),
  );
  const hours = resolveCompanyDateHours(
    today,
    last,
    rows.map((r) => toExceptionRow(r.exception)),
    holidays,
    schedule,
  );
  const adminHolidays = holidays.map((holiday): AdminHoliday => {
    const covering = rows.find(
      (r) =>
        r.exception.staffId === null &&
        r.exception.startDate <= holiday.date &&
        r.exception.endDate >= holiday.date,
    )?.exception;
    const dayHours = hours.get(holiday.date)?.intervals ?? [];
    return {
      ...holiday,
      mode: covering?.kind ?? 'closed',
      intervals: covering?.kind === 'hours' ? covering.intervals : [],
      coveredBy: covering && covering.holiday === null ? covering.id : null,
      affectedBookings: outside(booked, holiday.date, holiday.date, dayHours, now).map(publicShape),
    };
  });
  return { exceptions, holidays: adminHolidays };
}

/**
 * Keeps or cancels `affected` per `choice` inside `tx` (lifecycle.cancel by the company: status, log row, customer
 * e-mail, webhook); without a choice and with affected bookings, 409 `exception_covers_bookings` with `error.bookings`.
 * Returns the cancelled ones.
 */
async function settleAffected(
  tx: Database,
  deps: Deps,
  company: AdminCompany,
  affected: BookedOnDate[],
  choice: 'keep' | 'cancel' | undefined,
  now: Date,
): Promise<AffectedBooking[]> {
  if (affected.length === 0 || choice === 'keep') return [];
  if (choice === undefined) {
    throw new AppError(409, 'exception_covers_bookings', EXCEPTION_COVERS_BOOKINGS_MESSAGE, {
      bookings: affected.map(publicShape),
    });
  }
  const cancelled = await lifecycle.cancelCovered(tx, deps.env, company, affected, 'schedule_exception', now);
  return cancelled.map(publicShape);
}

const overlapError = () => new AppError(409, 'exception_overlaps', EXCEPTION_OVERLAP_MESSAGE);

/**
 * `POST /api/admin/schedule-exceptions`: a closed or special-hours period of the company or of one member (body
 * per scheduleExceptionInputSchema). Holiday rows on its dates give way to it. Returns the exception and the
 * bookings it cancelled. Errors: 400 EXCEPTION_PAST_MESSAGE when it starts before today; 404
 * EXCEPTION_STAFF_MESSAGE for another company's or unknown member; 409 `exception_overlaps` when an exception of
 * the same scope covers one of its dates; 409 `exception_covers_bookings` (with `error.bookings`) when booked
 * bookings lie outside its hours and `coveredBookings` is missing. Nothing is saved on an error.
 */
/** The exception's member's name (null: the whole company). 400 when it starts before today, 404 unknown member. */
async function checkedScope(
  db: Database,
  company: AdminCompany,
  body: ExceptionBody,
  now: Date,
): Promise<string | null> {
  if (body.startDate < todayInZone(now)) {
    throw new AppError(400, 'invalid_input', EXCEPTION_PAST_MESSAGE, {
      fields: { startDate: EXCEPTION_PAST_MESSAGE },
    });
  }
  const staffName = body.staffId === null ? null : await findCompanyStaffName(db, company.id, body.staffId);
  if (staffName === undefined) throw notFound(EXCEPTION_STAFF_MESSAGE);
  return staffName;
}

/**
 * `GET /api/admin/schedule-exceptions/covered`: the booked bookings (not yet started) that the exception `body`
 * would leave outside its hours, as saving it would list them in its 409, without saving anything (the 'Undantag'
 * form asks first, so an expected conflict is a 200, not a refused request). Errors as createScheduleException's
 * 400 and 404; an overlap with another exception is left to saving.
 */
export async function previewScheduleException(
  db: Database,
  company: AdminCompany,
  body: ExceptionBody,
  now: Date,
): Promise<AffectedBooking[]> {
  await checkedScope(db, company, body, now);
  const booked = await listBookedOnDates(db, company.id, body.startDate, body.endDate, body.staffId);
  return outside(booked, body.startDate, body.endDate, body.intervals, now).map(publicShape);
}

export async function createScheduleException(
  deps: Deps,
  company: AdminCompany,
  body: ExceptionBody,
  now: Date,
): Promise<{ exception: AdminScheduleException; cancelledBookings: AffectedBooking[] }> {
  const staffName = await checkedScope(deps.db, company, body, now);
  const result = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, deps.handle.kind, company.id);
    if (body.staffId === null) await deleteHolidayRows(tx, company.id, body.startDate, body.endDate);
    let row: ExceptionRecord;
    try {
      row = await insertException(tx, {
        companyId: company.id,
        staffId: body.staffId,
        startDate: body.startDate,
        endDate: body.endDate,
        kind: body.kind,
        intervals: body.intervals,
        note: body.note,
      });
    } catch (err) {
      if (sqlState(err) === '23P01') throw overlapError();
      throw err;
    }
    const booked = await listBookedOnDates(tx, company.id, body.startDate, body.endDate, body.staffId);
    const affected = outside(booked, body.startDate, body.endDate, body.intervals, now);
    const cancelledBookings = await settleAffected(tx, deps, company, affected, body.coveredBookings, now);
    // Hours may have grown (an open day, longer hours): the freed times may be watched (docs/decisions/045).
    await requestWatchScan(tx, company.id);
    const cancelledIds = new Set(cancelledBookings.map((b) => b.id));
    return {
      exception: toAdminException(
        row,
        staffName,
        affected.filter((b) => !cancelledIds.has(b.id)),
      ),
      cancelledBookings,
    };
  });
  await deps.bus.publishBookingsChanged(company.id);
  return result;
}

/**
 * `DELETE /api/admin/schedule-exceptions/:id`: removes the company's own exception, with a watch scan request in the
 * same transaction (a closed date may open). 404 when unknown or another company's.
 */
export async function removeScheduleException(deps: Deps, company: AdminCompany, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteException(tx, company.id, id))) throw notFound(EXCEPTION_NOT_FOUND_MESSAGE);
    await requestWatchScan(tx, company.id);
  });
  await deps.bus.publishBookingsChanged(company.id);
}

/**
 * `PUT /api/admin/holidays/:date`: how the company keeps the public holiday on `date` (`YYYY-MM-DD`, one of the
 * coming twelve months'): 'closed' (the default; its row is removed), 'open' (the weekly schedule) or 'hours'.
 * Only that date changes: the same holiday next year stays as it is. Returns the holiday as listed and the
 * bookings cancelled. Errors: 404 HOLIDAY_NOT_FOUND_MESSAGE; 409 `holiday_covered` when an own exception covers
 * the date; 409 `exception_covers_bookings` as for an exception.
 */
export async function setHoliday(
  deps: Deps,
  company: AdminCompany,
  date: string,
  body: HolidayBody,
  now: Date,
): Promise<{ holiday: AdminHoliday; cancelledBookings: AffectedBooking[] }> {
  const holiday = comingSwedishHolidays(todayInZone(now)).find((h) => h.date === date);
  if (!holiday) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE);
  const result = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, deps.handle.kind, company.id);
    const rows = await companyRowsOn(tx, company.id, date);
    if (rows.some((r) => r.holiday === null)) {
      throw new AppError(409, 'holiday_covered', HOLIDAY_COVERED_MESSAGE);
    }
    await deleteHolidayRows(tx, company.id, date, date);
    if (body.mode !== 'closed') {
      await insertException(tx, {
        companyId: company.id,
        staffId: null,
        startDate: date,
        endDate: date,
        kind: body.mode,
        intervals: body.intervals,
        note: null,
        holiday: holiday.name,
      });
    }
    const settings = await findCalendarSettings(tx, company.id);
    const intervals =
      body.mode === 'hours'
        ? body.intervals
        : body.mode === 'open'
          ? weeklyIntervals(normalizeWeeklySchedule(settings?.weeklySchedule), date)
          : [];
    const booked = await listBookedOnDates(tx, company.id, date, date);
    const affected = outside(booked, date, date, intervals, now);
    const cancelledBookings = await settleAffected(tx, deps, company, affected, body.coveredBookings, now);
    // Hours may have grown (an open day, longer hours): the freed times may be watched (docs/decisions/045).
    await requestWatchScan(tx, company.id);
    const cancelledIds = new Set(cancelledBookings.map((b) => b.id));
    return {
      holiday: {
        ...holiday,
        mode: body.mode,
        intervals: body.mode === 'hours' ? body.intervals : [],
        coveredBy: null,
        affectedBookings: affected.filter((b) => !cancelledIds.has(b.id)).map(publicShape),
      },
      cancelledBookings,
    };
  });
  await deps.bus.publishBookingsChanged(company.id);
  return result;
}
