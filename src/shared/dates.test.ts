// Tests of src/shared/dates.ts (kept here, beside the engine that depends on it).
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, getISODay, getISOWeek, startOfISOWeek } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInstantDateSv,
  isSkippedWallClock,
  TIME_ZONE,
  addDays,
  consecutiveDates,
  daysBetween,
  formatHhmm,
  formatInstantShortSv,
  instantToZoned,
  isDateKey,
  isHhmm,
  isoWeekNumber,
  minutesNowInZone,
  parseHhmm,
  todayInZone,
  weekDates,
  weekStart,
  weekdayKey,
  zonedWallClockToInstant,
} from './dates';

describe('HH:MM helpers', () => {
  it('parses HH:MM to minutes since midnight', () => {
    expect(TIME_ZONE).toBe('Europe/Stockholm');
    expect(parseHhmm('00:00')).toBe(0);
    expect(parseHhmm('09:30')).toBe(570);
    expect(parseHhmm('23:59')).toBe(1439);
    expect(parseHhmm('24:00')).toBe(1440);
  });

  it('rejects malformed times', () => {
    for (const bad of ['9:30', '24:01', '25:00', '12:60', '12.30', '', ' 09:30', '09:30:00']) {
      expect(isHhmm(bad)).toBe(false);
      expect(() => parseHhmm(bad)).toThrow(RangeError);
    }
    expect(isHhmm(930)).toBe(false);
  });

  it('formats minutes as HH:MM', () => {
    expect(formatHhmm(0)).toBe('00:00');
    expect(formatHhmm(570)).toBe('09:30');
    expect(formatHhmm(1439)).toBe('23:59');
    expect(formatHhmm(1440)).toBe('24:00');
    expect(() => formatHhmm(-1)).toThrow(RangeError);
    expect(() => formatHhmm(1441)).toThrow(RangeError);
    expect(() => formatHhmm(1.5)).toThrow(RangeError);
  });
});

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('calendar dates', () => {
  it('validates YYYY-MM-DD keys', () => {
    expect(isDateKey('2026-03-29')).toBe(true);
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-13-01')).toBe(false);
    expect(isDateKey('2026-3-29')).toBe(false);
    expect(isDateKey('0026-03-29')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('steps over DST days as whole calendar days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-30', -1)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('finds the Monday of a week', () => {
    expect(weekStart('2026-03-23')).toBe('2026-03-23'); // Monday
    expect(weekStart('2026-03-29')).toBe('2026-03-23'); // Sunday (DST)
    expect(weekStart('2026-01-01')).toBe('2025-12-29'); // across a year end
    expect(weekStart('2026-10-25')).toBe('2026-10-19');
  });

  it('lists the 7 distinct dates of the DST week of 2026-10-25', () => {
    const dates = weekDates('2026-10-19');
    expect(dates).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(new Set(dates).size).toBe(7);
    expect(weekDates('2026-10-25')).toEqual(dates);
    expect(weekDates('2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it('names weekdays', () => {
    expect(weekdayKey('2026-06-08')).toBe('monday');
    expect(weekdayKey('2026-06-13')).toBe('saturday');
    expect(weekdayKey('2026-03-29')).toBe('sunday');
    expect(weekdayKey('2026-10-25')).toBe('sunday');
  });

  it('computes ISO week numbers', () => {
    expect(isoWeekNumber('2026-01-01')).toBe(1); // Thursday
    expect(isoWeekNumber('2026-03-29')).toBe(13);
    expect(isoWeekNumber('2026-12-31')).toBe(53);
    expect(isoWeekNumber('2027-01-03')).toBe(53); // Sunday of week 53 of 2026
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2024-12-30')).toBe(1); // week 1 of 2025
  });

  it('agrees with date-fns on zoned dates for any date from 1900 to 2200', () => {
    const key = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T12:00:00Z'),
          max: new Date('2200-12-31T12:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -800, max: 800 }),
        (instant, days) => {
          const zoned = new TZDate(instant.getTime(), TIME_ZONE);
          const date = key(zoned);
          const midnight = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), TIME_ZONE);
          expect(isDateKey(date)).toBe(true);
          expect(addDays(date, days)).toBe(key(addDaysFns(midnight, days)));
          expect(weekStart(date)).toBe(key(startOfISOWeek(midnight)));
          expect(weekdayKey(date)).toBe(WEEKDAY_NAMES[getISODay(midnight) - 1]);
          expect(isoWeekNumber(date)).toBe(getISOWeek(midnight));
          expect(todayInZone(instant)).toBe(date);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('consecutiveDates and daysBetween agree with addDays over three years', () => {
    const dates = consecutiveDates('2025-12-01', 1100);
    let stepped = '2025-12-01';
    dates.forEach((date, i) => {
      expect(date).toBe(stepped);
      expect(addDays('2025-12-01', i)).toBe(date);
      expect(daysBetween('2025-12-01', date)).toBe(i);
      expect(daysBetween(date, '2025-12-01') + i).toBe(0);
      stepped = addDays(stepped, 1);
    });
    expect(consecutiveDates('2026-03-30', 0)).toEqual([]);
  });

  it('consecutiveDates and daysBetween refuse what is not a date or a count', () => {
    expect(() => consecutiveDates('2026-02-30', 3)).toThrow(RangeError);
    expect(() => consecutiveDates('2026-03-01', -1)).toThrow(RangeError);
    expect(() => consecutiveDates('2026-03-01', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('2026-03-01', '26-03-02')).toThrow(RangeError);
  });
});

describe('Stockholm wall clock', () => {
  it('gives today and minutes in Stockholm, not UTC', () => {
    const lateEvening = new Date('2026-06-01T22:30:00Z'); // 00:30 CEST on 2 June
    expect(todayInZone(lateEvening)).toBe('2026-06-02');
    expect(minutesNowInZone(lateEvening)).toBe(30);
    const winter = new Date('2026-01-15T07:05:59Z'); // 08:05:59 CET
    expect(todayInZone(winter)).toBe('2026-01-15');
    expect(minutesNowInZone(winter)).toBe(8 * 60 + 5);
  });

  it('converts wall clock to instants with the right offset', () => {
    expect(zonedWallClockToInstant('2026-06-08', '10:00').toISOString()).toBe('2026-06-08T08:00:00.000Z');
    expect(zonedWallClockToInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedWallClockToInstant('2026-03-28', '24:00').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // Spring forward: 01:30 CET exists, 02:30 does not (moves to 03:30 CEST), 03:00 is CEST.
    expect(zonedWallClockToInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedWallClockToInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedWallClockToInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedWallClockToInstant('2026-03-29', '24:00').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Fall back: 02:30 happens twice; the later (CET) one is chosen.
    expect(zonedWallClockToInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedWallClockToInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(zonedWallClockToInstant('2026-10-25', '24:00').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('converts instants to Stockholm date and minutes', () => {
    expect(instantToZoned(new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', minutes: 119 });
    expect(instantToZoned(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 180 });
    expect(instantToZoned(new Date('2026-10-25T00:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 150 });
    expect(instantToZoned(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 150 });
    expect(instantToZoned(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', minutes: 30 });
    expect(() => instantToZoned(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isSkippedWallClock', () => {
  it('is true only for 02:00–02:59 on the last Sunday of March', () => {
    expect(isSkippedWallClock('2027-03-28', '02:00')).toBe(true);
    expect(isSkippedWallClock('2027-03-28', '02:59')).toBe(true);
    expect(isSkippedWallClock('2026-03-29', '02:30')).toBe(true);
    expect(isSkippedWallClock('2027-03-28', '01:59')).toBe(false);
    expect(isSkippedWallClock('2027-03-28', '03:00')).toBe(false);
    expect(isSkippedWallClock('2027-03-27', '02:30')).toBe(false);
    // The repeated hour in October exists (twice), and midnight as an end is fine.
    expect(isSkippedWallClock('2027-10-31', '02:30')).toBe(false);
    expect(isSkippedWallClock('2027-03-28', '24:00')).toBe(false);
  });
});

describe('Swedish labels of an instant (the date-key labels: date-labels-sv.test.ts)', () => {
  it('show an instant in Stockholm wall clock', () => {
    expect(formatInstantShortSv(new Date('2026-11-26T13:05:00Z'))).toBe('tor 26 nov 14:05');
    // Summer time: UTC+2; 23:30 UTC is already the next day in Stockholm.
    expect(formatInstantShortSv(new Date('2026-06-30T23:30:00Z'))).toBe('ons 1 jul 01:30');
    expect(formatInstantShortSv(new Date('2026-03-05T08:07:09.500Z'), { seconds: true })).toBe(
      'tor 5 mar 09:07:09',
    );
  });
});

describe('formatInstantDateSv', () => {
  it('writes the Stockholm date with the year and no dot', () => {
    expect(formatInstantDateSv(new Date('2026-11-23T10:00:00Z'))).toBe('23 nov 2026');
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(formatInstantDateSv(new Date('2026-12-31T23:30:00Z'))).toBe('1 jan 2027');
  });
});
