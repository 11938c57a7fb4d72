import { readFileSync } from 'node:fs';
import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayOfMonth,
  formatDateRangeSv,
  formatDateSv,
  formatDayMonthSv,
  formatLongDateSv,
  formatMonthYearSv,
  formatShortDateSv,
  formatWeekdayShortSv,
} from './date-labels-sv';
import { addDays, consecutiveDates } from './dates';

describe('formatLongDateSv', () => {
  it('writes the weekday, day and month, with the year when asked', () => {
    expect(formatLongDateSv('2026-11-24')).toBe('tisdag 24 november');
    expect(formatLongDateSv('2026-11-24', { year: true })).toBe('tisdag 24 november 2026');
    expect(formatLongDateSv('2026-11-29')).toBe('söndag 29 november');
    expect(formatLongDateSv('2027-03-04', { year: true })).toBe('torsdag 4 mars 2027');
  });

  it('is right across a month and a year boundary', () => {
    expect(formatLongDateSv('2026-11-30')).toBe('måndag 30 november');
    expect(formatLongDateSv('2026-12-01')).toBe('tisdag 1 december');
    expect(formatLongDateSv('2026-12-31', { year: true })).toBe('torsdag 31 december 2026');
    expect(formatLongDateSv('2027-01-01', { year: true })).toBe('fredag 1 januari 2027');
    expect(formatLongDateSv('2028-02-29')).toBe('tisdag 29 februari');
  });

  it("reads as date-fns' 'EEEE d MMMM' in the sv locale, the pages' former way, for any date", () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays('2010-01-01', n));
    fc.assert(
      fc.property(day, (date) => {
        expect(formatLongDateSv(date)).toBe(format(parseISO(date), 'EEEE d MMMM', { locale: sv }));
        expect(formatLongDateSv(date, { year: true })).toBe(
          format(parseISO(date), 'EEEE d MMMM yyyy', { locale: sv }),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatDateSv and formatDayMonthSv', () => {
  it("write the short month without a dot, the app's way ('mar', not date-fns' 'mars'; 'sep', not 'sep.')", () => {
    expect(formatDateSv('2026-11-24')).toBe('24 nov 2026');
    expect(formatDateSv('2027-03-01')).toBe('1 mar 2027');
    expect(formatDateSv('2026-06-15')).toBe('15 jun 2026');
    expect(formatDateSv('2026-07-15')).toBe('15 jul 2026');
    expect(formatDateSv('2026-09-05')).toBe('5 sep 2026');
    expect(formatDayMonthSv('2026-11-24')).toBe('24 nov');
    expect(formatDayMonthSv('2027-03-01')).toBe('1 mar');
  });

  it('is right across a year boundary', () => {
    expect(formatDateSv('2026-12-31')).toBe('31 dec 2026');
    expect(formatDateSv('2027-01-01')).toBe('1 jan 2027');
  });
});

describe('formatShortDateSv and formatWeekdayShortSv', () => {
  it("write every weekday the one way, Thursday 'tor' (not date-fns' 'tors'), months without dots", () => {
    // 2026-11-23 is a Monday.
    expect(consecutiveDates('2026-11-23', 7).map(formatWeekdayShortSv)).toEqual([
      'mån',
      'tis',
      'ons',
      'tor',
      'fre',
      'lör',
      'sön',
    ]);
    expect(formatShortDateSv('2026-11-26')).toBe('tor 26 nov');
    expect(formatShortDateSv('2027-05-01')).toBe('lör 1 maj');
    expect(formatShortDateSv('2026-11-29')).toBe('sön 29 nov');
    expect(formatShortDateSv('2027-03-04')).toBe('tor 4 mar');
  });

  it('is right across a month and a year boundary', () => {
    expect(formatShortDateSv('2026-11-30')).toBe('mån 30 nov');
    expect(formatShortDateSv('2026-12-01')).toBe('tis 1 dec');
    expect(formatShortDateSv('2026-12-31')).toBe('tor 31 dec');
    expect(formatShortDateSv('2027-01-01')).toBe('fre 1 jan');
  });
});

describe('dayOfMonth', () => {
  it('is the day of the month as a number', () => {
    expect(dayOfMonth('2026-11-04')).toBe(4);
    expect(dayOfMonth('2026-11-30')).toBe(30);
    expect(dayOfMonth('2027-01-01')).toBe(1);
  });
});

describe('formatMonthYearSv', () => {
  it('writes the full month and the year', () => {
    expect(formatMonthYearSv('2026-11-24')).toBe('november 2026');
    expect(formatMonthYearSv('2027-03-01')).toBe('mars 2027');
    expect(formatMonthYearSv('2026-12-31')).toBe('december 2026');
    expect(formatMonthYearSv('2027-01-01')).toBe('januari 2027');
  });
});

describe('formatDateRangeSv', () => {
  it("writes the booking page's week: one month in full, two months short", () => {
    expect(formatDateRangeSv('2026-11-23', '2026-11-29')).toBe('23–29 november');
    expect(formatDateRangeSv('2026-11-30', '2026-12-06')).toBe('30 nov – 6 dec');
    expect(formatDateRangeSv('2026-12-28', '2027-01-03')).toBe('28 dec – 3 jan');
    expect(formatDateRangeSv('2027-03-01', '2027-03-07')).toBe('1–7 mars');
    expect(formatDateRangeSv('2027-02-22', '2027-03-01')).toBe('22 feb – 1 mar');
  });

  it("writes the admin calendar's week with the year, on both sides when they differ", () => {
    expect(formatDateRangeSv('2026-11-23', '2026-11-29', { year: true })).toBe('23–29 november 2026');
    expect(formatDateRangeSv('2026-11-30', '2026-12-06', { year: true })).toBe('30 nov – 6 dec 2026');
    expect(formatDateRangeSv('2025-12-29', '2026-01-04', { year: true })).toBe('29 dec 2025 – 4 jan 2026');
  });

  it('does not take the same month of another year for the same month', () => {
    expect(formatDateRangeSv('2026-11-24', '2027-11-30', { year: true })).toBe('24 nov 2026 – 30 nov 2027');
  });
});

describe('the module', () => {
  it('imports nothing but the name lists (the booking page loads it; no date-fns, no time-zone code)', () => {
    const source = readFileSync(new URL('./date-labels-sv.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./date-names-sv']);
  });
});
