/**
 * Which dates' hours differ from the weekly schedule (docs/decisions/015): the company's own
 * exceptions, the staff members' exceptions, and the Swedish public holidays, which are closed unless the company
 * says otherwise for that date. Pure; dates `YYYY-MM-DD`, times `HH:MM`, Europe/Stockholm wall clock.
 */
import { MINUTES_PER_DAY, addDays, formatHhmm, parseHhmm, weekdayKey } from '../dates';
import type { TimeInterval, WeeklySchedule } from '../schedule';
import type { DateHours, ExceptionKind, PublicHoliday } from '../schemas/schedule-exceptions';

/** A stored exception (`schedule_exceptions`) as the resolution reads it. */
export interface ExceptionRow {
  staffId: string | null;
  startDate: string;
  endDate: string;
  kind: ExceptionKind;
  intervals: TimeInterval[];
  note: string | null;
  holiday: string | null;
}

/** The weekday's intervals of the weekly schedule on `date` (empty when that weekday is closed). */
export function weeklyIntervals(schedule: WeeklySchedule, date: string): TimeInterval[] {
  const day = schedule[weekdayKey(date)];
  return day.enabled ? day.intervals : [];
}

/** Calls `each` for every date of `row` within [from, to]. */
function forEachDate(row: ExceptionRow, from: string, to: string, each: (date: string) => void): void {
  const last = row.endDate < to ? row.endDate : to;
  for (let date = row.startDate > from ? row.startDate : from; date <= last; date = addDays(date, 1))
    each(date);
}

/**
 * The company's hours on the dates [from, to] that differ from `schedule` (rows with a `staffId` are ignored):
 * a company exception decides its dates ('closed' → none, 'hours' → its intervals, 'open' → the weekly schedule);
 * a holiday without one is closed. `note`: the exception's, else the holiday's name when the day is not simply
 * open ('open' carries only its own note). Dates not in the map follow the weekly schedule.
 */
export function resolveCompanyDateHours(
  from: string,
  to: string,
  rows: readonly ExceptionRow[],
  holidays: readonly PublicHoliday[],
  schedule: WeeklySchedule,
): Map<string, DateHours> {
  const hours = new Map<string, DateHours>();
  const holidayName = new Map(holidays.map((h) => [h.date, h.name]));
  for (const row of rows) {
    if (row.staffId !== null) continue;
    forEachDate(row, from, to, (date) => {
      const name = holidayName.get(date) ?? null;
      if (row.kind === 'open') {
        hours.set(date, { intervals: weeklyIntervals(schedule, date), note: row.note });
      } else {
        hours.set(date, { intervals: row.kind === 'hours' ? row.intervals : [], note: row.note ?? name });
      }
    });
  }
  for (const holiday of holidays) {
    if (holiday.date < from || holiday.date > to || hours.has(holiday.date)) continue;
    hours.set(holiday.date, { intervals: [], note: holiday.name });
  }
  return hours;
}

/**
 * One staff member's own hours on the dates [from, to] from their exceptions (`rows` already theirs): 'closed'
 * → none, 'hours' → its intervals. The engine still intersects them with the company's hours of that date.
 */
export function resolveStaffDateHours(
  from: string,
  to: string,
  rows: readonly ExceptionRow[],
): Map<string, TimeInterval[]> {
  const hours = new Map<string, TimeInterval[]>();
  for (const row of rows) {
    if (row.kind === 'open') continue;
    forEachDate(row, from, to, (date) => hours.set(date, row.kind === 'hours' ? row.intervals : []));
  }
  return hours;
}

/**
 * Whether a booking `startTime`–`endTime` (`HH:MM`; an end at or before the start runs past midnight) lies inside
 * one of `intervals` (`HH:MM`): false for none (a closed day).
 */
export function fitsHours(startTime: string, endTime: string, intervals: readonly TimeInterval[]): boolean {
  const start = parseHhmm(startTime);
  let end = parseHhmm(endTime);
  if (end <= start) end += MINUTES_PER_DAY;
  return intervals.some((i) => start >= parseHhmm(i.start) && end <= parseHhmm(i.end));
}

/** Pairwise intersections of two interval lists (each piece inside one of `a` and one of `b`), sorted by start. */
export function intersectHours(a: readonly TimeInterval[], b: readonly TimeInterval[]): TimeInterval[] {
  const out: { start: number; end: number }[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(parseHhmm(x.start), parseHhmm(y.start));
      const end = Math.min(parseHhmm(x.end), parseHhmm(y.end));
      if (end > start) out.push({ start, end });
    }
  }
  return out
    .sort((p, q) => p.start - q.start)
    .map((r) => ({ start: formatHhmm(r.start), end: formatHhmm(r.end) }));
}

/**
 * The hours a staff member works on `date`, as the slot engine offers them (docs/decisions/012, 015): their own
 * exception of that date (`member.dateHours`; empty = away), else their weekly schedule's weekday (`schedule`
 * null = the company's hours), intersected with the company's hours of that date (`company.dateHours`, from
 * resolveCompanyDateHours: exceptions and holidays; else its weekday). Empty = not working that date.
 */
export function memberDateIntervals(
  date: string,
  company: { schedule: WeeklySchedule; dateHours: ReadonlyMap<string, DateHours> },
  member: { schedule: WeeklySchedule | null; dateHours: ReadonlyMap<string, TimeInterval[]> },
): TimeInterval[] {
  const companyHours = company.dateHours.get(date)?.intervals ?? weeklyIntervals(company.schedule, date);
  const own =
    member.dateHours.get(date) ?? (member.schedule ? weeklyIntervals(member.schedule, date) : undefined);
  return own ? intersectHours(companyHours, own) : [...companyHours];
}
