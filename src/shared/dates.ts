/**
 * Europe/Stockholm date and time helpers (DESIGN §4 "Time").
 *
 * Vocabulary used throughout the app:
 * - a *date key* is a calendar date `YYYY-MM-DD` (Stockholm wall-clock date of a booking, `start_date`);
 * - a *wall-clock time* is `HH:MM` (`start_time`/`end_time`), handled internally as minutes since midnight;
 * - an *instant* is a JS `Date` (UTC point in time, e.g. a `timestamptz` blocked period or "now").
 *
 * Days are always stepped as calendar days in the zone, never by adding 24 hours.
 */
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, getISODay, getISOWeek, startOfISOWeek } from 'date-fns';

/** The one time zone of the product. */
export const TIME_ZONE = 'Europe/Stockholm';

/** Minutes in a wall-clock day (`'24:00'`). */
export const MINUTES_PER_DAY = 1440;

/** Weekday keys as used in `weekly_schedule`, Monday first (customer spec §3). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A lowercase English weekday key, `'monday'..'sunday'`. */
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:MM`, 00:00–23:59, plus `24:00` (end of day). */
export const HHMM_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a string `HH:MM` (00:00–23:59 or 24:00). */
export function isHhmm(value: unknown): value is string {
  return typeof value === 'string' && HHMM_PATTERN.test(value);
}

/**
 * `'09:30'` → `570`: wall-clock `HH:MM` to minutes since midnight (0–1440; `'24:00'` → 1440).
 * Throws `RangeError` on anything else.
 */
export function parseHhmm(value: string): number {
  // Hot path of the slot engine (every booking), so parse by character codes instead of regex + slices.
  if (typeof value === 'string' && value.length === 5 && value.charCodeAt(2) === 58 /* : */) {
    const h1 = value.charCodeAt(0) - 48;
    const h2 = value.charCodeAt(1) - 48;
    const m1 = value.charCodeAt(3) - 48;
    const m2 = value.charCodeAt(4) - 48;
    if (h1 >= 0 && h1 <= 9 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 5 && m2 >= 0 && m2 <= 9) {
      const hours = h1 * 10 + h2;
      const minutes = m1 * 10 + m2;
      if (hours < 24 || (hours === 24 && minutes === 0)) return hours * 60 + minutes;
    }
  }
  throw new RangeError(`Invalid HH:MM time: ${JSON.stringify(value)}`);
}

/**
 * `570` → `'09:30'`: minutes since midnight (integer 0–1440) to wall-clock `HH:MM` (1440 → `'24:00'`).
 * Throws `RangeError` outside that range.
 */
export function formatHhmm(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Minutes out of range 0..1440: ${minutes}`);
  }
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** True when `value` is an existing calendar date written `YYYY-MM-DD`. */
export function isDateKey(value: unknown): value is string {
  return typeof value === 'string' && tryZonedMidnight(value) !== null;
}

/**
 * Calendar-date arithmetic: `addDays('2026-03-28', 1)` → `'2026-03-29'` (`YYYY-MM-DD` in, `YYYY-MM-DD` out;
 * `days` an integer, may be negative). Steps calendar days in Europe/Stockholm, so DST days are one day too.
 */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  return dateKeyOf(addDaysFns(zonedMidnight(date), days));
}

/** The Monday (`YYYY-MM-DD`) of the Monday–Sunday week containing `date` (`YYYY-MM-DD`). */
export function weekStart(date: string): string {
  return dateKeyOf(startOfISOWeek(zonedMidnight(date)));
}

/** The 7 dates (`YYYY-MM-DD`), Monday to Sunday, of the week containing `date` (normally that week's Monday). */
export function weekDates(date: string): string[] {
  const monday = startOfISOWeek(zonedMidnight(date));
  return Array.from({ length: 7 }, (_, i) => dateKeyOf(addDaysFns(monday, i)));
}

/** The weekday key (`'monday'..'sunday'`) of a `YYYY-MM-DD` date. */
export function weekdayKey(date: string): Weekday {
  return WEEKDAYS[getISODay(zonedMidnight(date)) - 1] as Weekday;
}

/** ISO-8601 week number (1–53; weeks start on Monday) of a `YYYY-MM-DD` date, as shown in the calendar header. */
export function isoWeekNumber(date: string): number {
  return getISOWeek(zonedMidnight(date));
}

/** The Stockholm calendar date (`YYYY-MM-DD`) at instant `now`. */
export function todayInZone(now: Date): string {
  return dateKeyOf(zonedInstant(now));
}

/** The Stockholm wall-clock time at instant `now`, in whole minutes since midnight (0–1439, seconds dropped). */
export function minutesNowInZone(now: Date): number {
  const zoned = zonedInstant(now);
  return zoned.getHours() * 60 + zoned.getMinutes();
}

/**
 * Stockholm wall-clock (`YYYY-MM-DD`, `HH:MM`) → the UTC instant. `'24:00'` is midnight of the next day.
 * DST: a time that does not exist (02:00–02:59 on the last Sunday of March) moves forward by the gap
 * (02:30 → 03:30 CEST); a time that occurs twice (02:00–02:59 on the last Sunday of October) resolves to the
 * later occurrence (CET).
 */
export function zonedWallClockToInstant(date: string, time: string): Date {
  const { year, month, day } = splitDateKey(date);
  const minutes = parseHhmm(time);
  const zoned = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, TIME_ZONE);
  return new Date(zoned.getTime());
}

/** A UTC instant → its Stockholm wall-clock: calendar `date` (`YYYY-MM-DD`) and `minutes` since midnight (0–1439). */
export function instantToZoned(instant: Date): { date: string; minutes: number } {
  const zoned = zonedInstant(instant);
  return { date: dateKeyOf(zoned), minutes: zoned.getHours() * 60 + zoned.getMinutes() };
}

// ---------------------------------------------------------------------------------------------------------------

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Date key of a date's own calendar fields (a TZDate reports Stockholm fields). */
function dateKeyOf(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

function zonedInstant(instant: Date): TZDate {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  return new TZDate(time, TIME_ZONE);
}

function splitDateKey(date: string): { year: number; month: number; day: number } {
  const zoned = tryZonedMidnight(date);
  if (zoned === null) throw new RangeError(`Invalid YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return { year: zoned.getFullYear(), month: zoned.getMonth() + 1, day: zoned.getDate() };
}

function zonedMidnight(date: string): TZDate {
  const zoned = tryZonedMidnight(date);
  if (zoned === null) throw new RangeError(`Invalid YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return zoned;
}

/** Midnight of `date` in Stockholm, or null unless `date` is an existing calendar date `YYYY-MM-DD`. */
function tryZonedMidnight(date: string): TZDate | null {
  const match = DATE_KEY_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const zoned = new TZDate(year, month - 1, day, TIME_ZONE);
  // Round trip rejects 2026-02-30, month 13 and years below 100 (which Date maps to 19xx).
  if (zoned.getFullYear() !== year || zoned.getMonth() !== month - 1 || zoned.getDate() !== day) return null;
  return zoned;
}
