/**
 * 'Öppet nu · Stänger 19:00' / 'Stängt nu · Öppnar tis 09:00' (customer-side §2 company page): whether a company
 * is open at an instant by its weekly schedule and the dates that differ from it (exceptions and public holidays,
 * from resolveCompanyDateHours). Pure; Europe/Stockholm wall clock.
 */
import { addDays, formatHhmm, instantToZoned, parseHhmm } from '../dates';
import type { TimeInterval, WeeklySchedule } from '../schedule';
import type { OpenStatus } from '../schemas/company';
import type { DateHours } from '../schemas/schedule-exceptions';
import { weeklyIntervals } from './date-hours';

/** How many days ahead (today included) the next opening is looked for; beyond it `nextOpen` is left out. */
export const OPEN_STATUS_DAYS = 14;

/** A date's opening hours as minute ranges, sorted, with touching or overlapping intervals joined. */
function mergedMinutes(intervals: readonly TimeInterval[]): { start: number; end: number }[] {
  const ranges = intervals
    .map((i) => ({ start: parseHhmm(i.start), end: parseHhmm(i.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/**
 * The company's open status at `now`: open with `until` (`HH:MM`, the end of the opening it is in; '24:00' when
 * it runs to midnight), or closed with `nextOpen` (the date `YYYY-MM-DD` and time `HH:MM` of the next opening
 * within OPEN_STATUS_DAYS days, today included, and `inDays` from today: 0 today, 1 tomorrow; left out when
 * there is none). `dateHours` holds the dates whose
 * hours differ from `schedule` (a missing date follows its weekday).
 */
export function openStatusAt(
  now: Date,
  schedule: WeeklySchedule,
  dateHours: ReadonlyMap<string, DateHours>,
): OpenStatus {
  const { date: today, minutes } = instantToZoned(now);
  const hoursOn = (date: string) =>
    mergedMinutes(dateHours.get(date)?.intervals ?? weeklyIntervals(schedule, date));
  const current = hoursOn(today).find((r) => minutes >= r.start && minutes < r.end);
  if (current) return { open: true, until: formatHhmm(current.end) };
  for (let day = 0; day < OPEN_STATUS_DAYS; day++) {
    const date = addDays(today, day);
    const next = hoursOn(date).find((r) => day > 0 || r.start > minutes);
    if (next) return { open: false, nextOpen: { date, time: formatHhmm(next.start), inDays: day } };
  }
  return { open: false };
}
