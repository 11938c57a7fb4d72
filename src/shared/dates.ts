/**
 * Europe/Stockholm date and time helpers (docs/design.md §4 "Time").
 *
 * Vocabulary used throughout the app:
 * - a *date key* is a calendar date `YYYY-MM-DD` (Stockholm wall-clock date of a booking, `start_date`);
 * - a *wall-clock time* is `HH:MM` (`start_time`/`end_time`), handled internally as minutes since midnight;
 * - an *instant* is a JS `Date` (UTC point in time, e.g. a `timestamptz` blocked period or "now").
 *
 * Days are always stepped as calendar days in the zone, never by adding 24 hours. Dates are written in Swedish by
 * `shared/date-labels-sv.ts`; the instant functions at the end find the Stockholm date and hand it over.
 */
import { TZDate } from '@date-fns/tz';
import { formatDateSv, formatMonthYearSv, formatShortDateSv } from './date-labels-sv';

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
  return typeof value === 'string' && tryEpochDay(value) !== null;
}

/**
 * Calendar-date arithmetic: `addDays('2026-03-28', 1)` → `'2026-03-29'` (`YYYY-MM-DD` in, `YYYY-MM-DD` out;
 * `days` an integer, may be negative). Steps calendar days, so DST days are one day too.
 */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  return dateKeyOfEpochDay(epochDay(date) + days);
}

/**
 * `count` consecutive calendar dates (`YYYY-MM-DD`) starting at `from` (inclusive). `from` is checked once and
 * the rest are day numbers, so the slot engine can walk a year of dates cheaply.
 */
export function consecutiveDates(from: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer: ${count}`);
  const first = epochDay(from);
  return Array.from({ length: count }, (_, i) => dateKeyOfEpochDay(first + i));
}

/**
 * Calendar-month arithmetic: `addMonths('2026-11-30', 3)` → `'2027-02-28'` (`YYYY-MM-DD` in and out; `months` an
 * integer, may be negative). The day of month is kept, or clamped to the last day of a shorter month.
 */
export function addMonths(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer: ${months}`);
  const { year, month, day } = splitDateKey(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12; // 0–11
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${targetYear}-${pad2(targetMonth + 1)}-${pad2(Math.min(day, lastDay))}`;
}

/** Whole calendar days from `a` to `b` (`YYYY-MM-DD`; negative when `b` is before `a`). */
export function daysBetween(a: string, b: string): number {
  return epochDay(b) - epochDay(a);
}

/** The Monday (`YYYY-MM-DD`) of the Monday–Sunday week containing `date` (`YYYY-MM-DD`). */
export function weekStart(date: string): string {
  const day = epochDay(date);
  return dateKeyOfEpochDay(day - isoWeekdayIndex(day));
}

/** The 7 dates (`YYYY-MM-DD`), Monday to Sunday, of the week containing `date` (normally that week's Monday). */
export function weekDates(date: string): string[] {
  const day = epochDay(date);
  const monday = day - isoWeekdayIndex(day);
  return Array.from({ length: 7 }, (_, i) => dateKeyOfEpochDay(monday + i));
}

/** The weekday key (`'monday'..'sunday'`) of a `YYYY-MM-DD` date. */
export function weekdayKey(date: string): Weekday {
  return WEEKDAYS[isoWeekdayIndex(epochDay(date))] as Weekday;
}

/** ISO-8601 week number (1–53; weeks start on Monday) of a `YYYY-MM-DD` date, as shown in the calendar header. */
export function isoWeekNumber(date: string): number {
  // The ISO week belongs to the year of its Thursday; week 1 is the one holding that year's first Thursday.
  const day = epochDay(date);
  const thursday = day - isoWeekdayIndex(day) + 3;
  const yearOfThursday = new Date(thursday * MS_PER_DAY).getUTCFullYear();
  const firstOfYear = Date.UTC(yearOfThursday, 0, 1) / MS_PER_DAY;
  return Math.floor((thursday - firstOfYear) / 7) + 1;
}

/** The Stockholm calendar date (`YYYY-MM-DD`) at instant `now`. */
export function todayInZone(now: Date): string {
  return instantToZoned(now).date;
}

/** The Stockholm wall-clock time at instant `now`, in whole minutes since midnight (0–1439, seconds dropped). */
export function minutesNowInZone(now: Date): number {
  return instantToZoned(now).minutes;
}

/**
 * Stockholm wall-clock (`YYYY-MM-DD`, `HH:MM`) → the UTC instant. `'24:00'` is midnight of the next day.
 * DST: a time that does not exist (02:00–02:59 on the last Sunday of March) moves forward by the gap
 * (02:30 → 03:30 CEST); a time that occurs twice (02:00–02:59 on the last Sunday of October) resolves to the
 * later occurrence (CET).
 */
export function zonedWallClockToInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let epochMs = instantByWallClock.get(key);
  if (epochMs === undefined) {
    const { year, month, day } = splitDateKey(date);
    const minutes = parseHhmm(time);
    epochMs = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, TIME_ZONE).getTime();
    remember(instantByWallClock, key, epochMs);
  }
  return new Date(epochMs);
}

/**
 * Whether Stockholm's wall clock never shows `time` (`HH:MM`) on `date` (`YYYY-MM-DD`): 02:00–02:59 on the last
 * Sunday of March, when the clocks go from 02:00 to 03:00. Such a time cannot start or end anything a person
 * enters; zonedWallClockToInstant would move it forward by the gap.
 */
export function isSkippedWallClock(date: string, time: string): boolean {
  // Not a date or time at all is for the schemas to say; zod runs this refinement even after their issues.
  if (!isDateKey(date) || !isHhmm(time)) return false;
  const minutes = parseHhmm(time);
  if (minutes >= 24 * 60) return false;
  const back = instantToZoned(zonedWallClockToInstant(date, time));
  return back.date !== date || back.minutes !== minutes;
}

/** A UTC instant → its Stockholm wall-clock: calendar `date` (`YYYY-MM-DD`) and `minutes` since midnight (0–1439). */
export function instantToZoned(instant: Date): { date: string; minutes: number } {
  // Stockholm's offset changes on whole hours only, so every instant of a UTC minute has the same wall clock.
  const minute = Math.floor(instant.getTime() / MS_PER_MINUTE);
  let zonedMinute = wallClockByMinute.get(minute);
  if (zonedMinute === undefined) {
    const zoned = zonedInstant(instant);
    zonedMinute = { date: dateKeyOf(zoned), minutes: zoned.getHours() * 60 + zoned.getMinutes() };
    remember(wallClockByMinute, minute, zonedMinute);
  }
  return { ...zonedMinute };
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
  const parts = tryDateParts(date);
  if (parts === null) throw new RangeError(`Invalid YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return parts;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/*
 * Zone conversions go through Intl, which is slow, and the slot engine converts the same few dates and times for
 * every booking and availability request; their results never change, so they are remembered, in bounded maps.
 */
const MEMO_LIMIT = 20_000;
const instantByWallClock = new Map<string, number>();
const wallClockByMinute = new Map<number, { date: string; minutes: number }>();

function remember<K, V>(memo: Map<K, V>, key: K, value: V): void {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
}

/** Year, month (1–12) and day of `date`, or null unless it is an existing calendar date `YYYY-MM-DD`. */
function tryDateParts(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_KEY_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Round trip rejects 2026-02-30, month 13 and years below 100 (which Date.UTC maps to 19xx).
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * Days since 1970-01-01 of a calendar date, or null unless it is one. Calendar arithmetic needs no time zone: a
 * date is a day number, whatever the offsets of its hours.
 */
function tryEpochDay(date: string): number | null {
  const parts = tryDateParts(date);
  return parts === null ? null : Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY;
}

function epochDay(date: string): number {
  const day = tryEpochDay(date);
  if (day === null) throw new RangeError(`Invalid YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return day;
}

function dateKeyOfEpochDay(day: number): string {
  const d = new Date(day * MS_PER_DAY);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** 0 for Monday … 6 for Sunday (1970-01-01, day 0, was a Thursday). */
function isoWeekdayIndex(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/**
 * An instant → its Stockholm date and time the short Swedish way: `'tor 26 nov 14:05'`, or `'tor 26 nov 14:05:09'`
 * with `{ seconds: true }` (the dev outbox). Stockholm's offsets are whole hours, so the seconds are UTC's.
 */
export function formatInstantShortSv(instant: Date, options: { seconds?: boolean } = {}): string {
  const { date, minutes } = instantToZoned(instant);
  const seconds = options.seconds ? `:${pad2(instant.getUTCSeconds())}` : '';
  return `${formatShortDateSv(date)} ${formatHhmm(minutes)}${seconds}`;
}

/** An instant → its Stockholm month and year: `'november 2026'`. */
export function formatInstantMonthYearSv(instant: Date): string {
  return formatMonthYearSv(instantToZoned(instant).date);
}

/**
 * An instant → its Stockholm date with the year, the short Swedish way without a dot: `'23 nov 2026'` (* Intl's medium style writes 'nov.'; the platform's company rows).
 */
export function formatInstantDateSv(instant: Date): string {
  return formatDateSv(instantToZoned(instant).date);
}
