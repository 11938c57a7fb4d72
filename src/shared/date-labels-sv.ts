/**
 * Every Swedish label of a calendar date key (`YYYY-MM-DD`, a Stockholm date): the one module that writes dates,
 * so a date reads the same on every page, e-mail and SMS ('tor', not 'tors'; 'mar', not date-fns' 'mars' or
 * 'sep.'). Instants are written by `shared/dates.ts`, which finds their Stockholm date and then calls these.
 *
 * It imports nothing but the name lists of `./date-names-sv`: the booking page loads it, and its JS budget has no
 * room for date-fns' format and sv locale (about 8 KB gzip) or `shared/dates.ts`' time-zone code (about 3 KB).
 * A date key is a calendar date, so its weekday, day and month are read with `Date.UTC`, exactly, in any zone.
 */
import { MONTHS_LONG_SV, MONTHS_SHORT_SV, WEEKDAYS_LONG_SV, WEEKDAYS_SHORT_SV } from './date-names-sv';

interface DateParts {
  year: number;
  /** 0 = January … 11 = December. */
  month: number;
  day: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

function parts(date: string): DateParts {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month: month - 1, day, weekday: (sundayFirst + 6) % 7 };
}

/** `'2026-11-24'` → `'tisdag 24 november'`, or `'tisdag 24 november 2026'` with `{ year: true }`. */
export function formatLongDateSv(date: string, options: { year?: boolean } = {}): string {
  const { year, month, day, weekday } = parts(date);
  const label = `${WEEKDAYS_LONG_SV[weekday]} ${day} ${MONTHS_LONG_SV[month]}`;
  return options.year ? `${label} ${year}` : label;
}

/** `'2026-11-24'` → `'24 nov 2026'`. */
export function formatDateSv(date: string): string {
  const { year, month, day } = parts(date);
  return `${day} ${MONTHS_SHORT_SV[month]} ${year}`;
}

/** `'2026-11-24'` → `'24 nov'`. */
export function formatDayMonthSv(date: string): string {
  const { month, day } = parts(date);
  return `${day} ${MONTHS_SHORT_SV[month]}`;
}

/** `'2026-11-24'` → `'tis 24 nov'`. */
export function formatShortDateSv(date: string): string {
  return `${formatWeekdayShortSv(date)} ${formatDayMonthSv(date)}`;
}

/** `'2026-11-26'` → `'tor'` (date-fns' sv locale says 'tors'). */
export function formatWeekdayShortSv(date: string): string {
  return WEEKDAYS_SHORT_SV[parts(date).weekday] ?? '';
}

/** `'2026-11-04'` → `4`. */
export function dayOfMonth(date: string): number {
  return parts(date).day;
}

/** `'2026-11-24'` → `'november 2026'`. */
export function formatMonthYearSv(date: string): string {
  const { year, month } = parts(date);
  return `${MONTHS_LONG_SV[month]} ${year}`;
}

/** `'24–30 november'`, `'30 nov – 6 dec'`; `{ year: true }`: `'24–30 november 2026'`, `'29 dec 2025 – 4 jan 2026'`. */
export function formatDateRangeSv(first: string, last: string, options: { year?: boolean } = {}): string {
  const a = parts(first);
  const b = parts(last);
  const lastYear = options.year ? ` ${b.year}` : '';
  if (a.year === b.year && a.month === b.month)
    return `${a.day}–${b.day} ${MONTHS_LONG_SV[b.month]}${lastYear}`;
  const firstYear = options.year && a.year !== b.year ? ` ${a.year}` : '';
  return `${formatDayMonthSv(first)}${firstYear} – ${formatDayMonthSv(last)}${lastYear}`;
}
