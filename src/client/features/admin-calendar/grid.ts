/**
 * Pure calendar-grid logic (admin-side §2 "Admin calendar", §4 cell precedence): the rows of the grid and the
 * state of each cell. Dates `YYYY-MM-DD`, times in minutes since midnight, Europe/Stockholm.
 */
import { activeParts } from '~/shared/availability/processing';
import { parseHhmm, weekdayKey, zonedWallClockToInstant, formatHhmm } from '~/shared/dates';
import type { DaySchedule, WeeklySchedule } from '~/shared/schedule';
import type { DateHours } from '~/shared/schemas/schedule-exceptions';
import {
  GRID_END,
  GRID_START,
  type AdminCalendarBooking,
  type CalendarBlock,
} from '~/shared/schemas/admin-calendar';

export type CellState = 'disabled' | 'outside' | 'blocked' | 'booked' | 'available';

/** Per date, the hours that replace the weekday's (exceptions and public holidays; none = closed). */
export type DateHoursMap = Record<string, DateHours>;

/** The hours of `date`: its entry in `dateHours` when it has one, else its weekday's in `schedule`. */
export function dayOf(schedule: WeeklySchedule, date: string, dateHours?: DateHoursMap): DaySchedule {
  const special = dateHours?.[date];
  if (special) return { enabled: special.intervals.length > 0, intervals: special.intervals };
  return schedule[weekdayKey(date)];
}

/**
 * Row start minutes: 08:00–18:00 at the slot interval, widened (on the grid) to show every opening interval and
 * every booking of the visible dates.
 */
export function gridRows(
  interval: number,
  schedule: WeeklySchedule,
  dates: string[],
  bookings: Pick<AdminCalendarBooking, 'startTime' | 'endTime'>[],
  dateHours?: DateHoursMap,
): number[] {
  let start = parseHhmm(GRID_START);
  let end = parseHhmm(GRID_END);
  for (const date of dates) {
    const day = dayOf(schedule, date, dateHours);
    if (!day.enabled) continue;
    for (const i of day.intervals) {
      start = Math.min(start, parseHhmm(i.start));
      end = Math.max(end, parseHhmm(i.end));
    }
  }
  for (const b of bookings) {
    start = Math.min(start, parseHhmm(b.startTime));
    end = Math.max(end, parseHhmm(b.endTime));
  }
  start = Math.floor(start / interval) * interval;
  const rows: number[] = [];
  for (let m = start; m < end; m += interval) rows.push(m);
  return rows;
}

/** The opening hours of a date as text ('09:00–18:00'), or null when the day is off. */
export function openingHours(
  schedule: WeeklySchedule,
  date: string,
  dateHours?: DateHoursMap,
): string | null {
  const day = dayOf(schedule, date, dateHours);
  if (!day.enabled || day.intervals.length === 0) return null;
  return day.intervals.map((i) => `${i.start}–${i.end}`).join(', ');
}

/** The block (if any) overlapping the cell [minute, minute + interval) of `date`. */
export function blockAt<B extends Pick<CalendarBlock, 'start' | 'end'>>(
  blocks: B[],
  date: string,
  minute: number,
  interval: number,
): B | undefined {
  const cellStart = zonedWallClockToInstant(date, formatHhmm(minute)).getTime();
  const cellEnd = zonedWallClockToInstant(date, formatHhmm(Math.min(minute + interval, 1440))).getTime();
  return blocks.find((b) => Date.parse(b.start) < cellEnd && Date.parse(b.end) > cellStart);
}

/**
 * The state of the cell of `date` starting at `minute`: booked (an active part of a booked booking, or of one holding
 * its time while the customer pays online, covers its start;
 * a processing gap, 'Verkningstid', leaves the member free, docs/decisions/036) wins, then
 * blocked (a block overlaps it), disabled (day off), outside (not inside an opening interval, start inclusive,
 * end exclusive), else available.
 */
export function cellState(
  date: string,
  minute: number,
  interval: number,
  schedule: WeeklySchedule,
  bookings: AdminCalendarBooking[],
  blocks: CalendarBlock[],
  dateHours?: DateHoursMap,
): CellState {
  const covered = bookings.some(
    (b) =>
      (b.status === 'booked' || b.status === 'pending_payment') &&
      b.startDate === date &&
      activeParts(
        parseHhmm(b.startTime),
        parseHhmm(b.endTime),
        0,
        b.processingAfterMinutes,
        b.processingMinutes,
      ).some((p) => p.start <= minute && p.end > minute),
  );
  if (covered) return 'booked';
  if (blockAt(blocks, date, minute, interval)) return 'blocked';
  const day = dayOf(schedule, date, dateHours);
  if (!day.enabled) return 'disabled';
  const inside = day.intervals.some((i) => parseHhmm(i.start) <= minute && minute < parseHhmm(i.end));
  return inside ? 'available' : 'outside';
}

/** The bookings to draw in a cell: those of `date` starting in [minute, minute + interval). */
export function bookingsStartingIn(
  bookings: AdminCalendarBooking[],
  date: string,
  minute: number,
  interval: number,
) {
  return bookings.filter((b) => {
    if (b.startDate !== date) return false;
    const s = parseHhmm(b.startTime);
    return s >= minute && s < minute + interval;
  });
}

/** A run of rows off a member's hours: from `start` to `end` (minutes since midnight, end exclusive). */
export interface OffRun {
  start: number;
  end: number;
}

/**
 * The runs of consecutive rows whose cells are off the hours ('outside' or 'disabled'), so a member's column can
 * label them ('Ledig' with the times, for screen readers too). `rows` are row start minutes, `states` their cells'.
 */
export function offHoursRuns(
  rows: readonly number[],
  states: readonly CellState[],
  interval: number,
): OffRun[] {
  const runs: OffRun[] = [];
  rows.forEach((minute, i) => {
    const off = states[i] === 'outside' || states[i] === 'disabled';
    const last = runs.at(-1);
    if (!off) return;
    if (last && last.end === minute && (states[i - 1] === 'outside' || states[i - 1] === 'disabled'))
      last.end = minute + interval;
    else runs.push({ start: minute, end: minute + interval });
  });
  return runs;
}

/**
 * Where the 'now' line lies in a grid whose first row starts at `first` with `rows` rows of `interval` minutes:
 * its offset in rows (fractional) from the top, or null when `minute` (since midnight) is outside the grid.
 */
export function nowOffset(minute: number, first: number, rowCount: number, interval: number): number | null {
  const offset = (minute - first) / interval;
  return offset < 0 || offset > rowCount ? null : offset;
}
