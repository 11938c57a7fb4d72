/**
 * Availability over several consecutive dates: the booking calendar's week and longer ranges (docs/design.md §4
 * "Slot engine"; customer spec §2 calendar step). Context is prepared once, then each day is swept.
 */
import { WEEKDAYS, consecutiveDates, isDateKey, weekStart, weekdayKey } from '../dates';
import { computeDay, prepareEngine } from './slot-engine';
import type { AvailabilityInput, DayAvailability } from './types';

/**
 * The Monday–Sunday week containing `weekStartDate` (`YYYY-MM-DD`, normally that Monday): 7 `DayAvailability`,
 * Monday first, as `computeDaySlots` would give for each date.
 */
export function computeWeekAvailability(weekStartDate: string, input: AvailabilityInput): DayAvailability[] {
  return computeRangeAvailability(weekStart(weekStartDate), 7, input);
}

/**
 * `days` consecutive dates from `from` (`YYYY-MM-DD`, inclusive; `days` a non-negative integer), one
 * `DayAvailability` per date in order. Bookings and blocks are grouped by date once, so a year costs a few ms.
 */
export function computeRangeAvailability(
  from: string,
  days: number,
  input: AvailabilityInput,
): DayAvailability[] {
  if (!isDateKey(from)) throw new RangeError(`Invalid YYYY-MM-DD date: ${JSON.stringify(from)}`);
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`days must be a non-negative integer: ${days}`);
  if (days === 0) return [];
  const dates = consecutiveDates(from, days);
  const ctx = prepareEngine(from, dates[dates.length - 1]!, input);
  const first = WEEKDAYS.indexOf(weekdayKey(from));
  return dates.map((date, i) => computeDay(ctx, date, (first + i) % 7));
}
