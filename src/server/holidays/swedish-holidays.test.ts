import { describe, expect, it } from 'vitest';
import { comingSwedishHolidays, swedishHolidays, swedishHolidaysBetween } from './swedish-holidays';

/**
 * The official Swedish public holidays (lag 1989:253 om allmänna helgdagar) and the three eves salons close on
 * (midsommarafton, julafton, nyårsafton), 2026–2030, written out by hand from the almanac: the library must agree.
 */
const OFFICIAL: Record<number, Record<string, string>> = {
  2026: {
    '2026-01-01': 'Nyårsdagen',
    '2026-01-06': 'Trettondedag jul',
    '2026-04-03': 'Långfredagen',
    '2026-04-05': 'Påskdagen',
    '2026-04-06': 'Annandag påsk',
    '2026-05-01': 'Första maj',
    '2026-05-14': 'Kristi himmelsfärdsdag',
    '2026-05-24': 'Pingstdagen',
    '2026-06-06': 'Nationaldagen',
    '2026-06-19': 'Midsommarafton',
    '2026-06-20': 'Midsommardagen',
    '2026-10-31': 'Alla helgons dag',
    '2026-12-24': 'Julafton',
    '2026-12-25': 'Juldagen',
    '2026-12-26': 'Annandag jul',
    '2026-12-31': 'Nyårsafton',
  },
  2027: {
    '2027-01-01': 'Nyårsdagen',
    '2027-01-06': 'Trettondedag jul',
    '2027-03-26': 'Långfredagen',
    '2027-03-28': 'Påskdagen',
    '2027-03-29': 'Annandag påsk',
    '2027-05-01': 'Första maj',
    '2027-05-06': 'Kristi himmelsfärdsdag',
    '2027-05-16': 'Pingstdagen',
    '2027-06-06': 'Nationaldagen',
    '2027-06-25': 'Midsommarafton',
    '2027-06-26': 'Midsommardagen',
    '2027-11-06': 'Alla helgons dag',
    '2027-12-24': 'Julafton',
    '2027-12-25': 'Juldagen',
    '2027-12-26': 'Annandag jul',
    '2027-12-31': 'Nyårsafton',
  },
  2028: {
    '2028-01-01': 'Nyårsdagen',
    '2028-01-06': 'Trettondedag jul',
    '2028-04-14': 'Långfredagen',
    '2028-04-16': 'Påskdagen',
    '2028-04-17': 'Annandag påsk',
    '2028-05-01': 'Första maj',
    '2028-05-25': 'Kristi himmelsfärdsdag',
    '2028-06-04': 'Pingstdagen',
    '2028-06-06': 'Nationaldagen',
    '2028-06-23': 'Midsommarafton',
    '2028-06-24': 'Midsommardagen',
    '2028-11-04': 'Alla helgons dag',
    '2028-12-24': 'Julafton',
    '2028-12-25': 'Juldagen',
    '2028-12-26': 'Annandag jul',
    '2028-12-31': 'Nyårsafton',
  },
  2029: {
    '2029-01-01': 'Nyårsdagen',
    '2029-01-06': 'Trettondedag jul',
    '2029-03-30': 'Långfredagen',
    '2029-04-01': 'Påskdagen',
    '2029-04-02': 'Annandag påsk',
    '2029-05-01': 'Första maj',
    '2029-05-10': 'Kristi himmelsfärdsdag',
    '2029-05-20': 'Pingstdagen',
    '2029-06-06': 'Nationaldagen',
    '2029-06-22': 'Midsommarafton',
    '2029-06-23': 'Midsommardagen',
    '2029-11-03': 'Alla helgons dag',
    '2029-12-24': 'Julafton',
    '2029-12-25': 'Juldagen',
    '2029-12-26': 'Annandag jul',
    '2029-12-31': 'Nyårsafton',
  },
  2030: {
    '2030-01-01': 'Nyårsdagen',
    '2030-01-06': 'Trettondedag jul',
    '2030-04-19': 'Långfredagen',
    '2030-04-21': 'Påskdagen',
    '2030-04-22': 'Annandag påsk',
    '2030-05-01': 'Första maj',
    '2030-05-30': 'Kristi himmelsfärdsdag',
    '2030-06-09': 'Pingstdagen',
    '2030-06-06': 'Nationaldagen',
    '2030-06-21': 'Midsommarafton',
    '2030-06-22': 'Midsommardagen',
    '2030-11-02': 'Alla helgons dag',
    '2030-12-24': 'Julafton',
    '2030-12-25': 'Juldagen',
    '2030-12-26': 'Annandag jul',
    '2030-12-31': 'Nyårsafton',
  },
};

describe('Swedish public holidays', () => {
  it.each([2026, 2027, 2028, 2029, 2030])('%i: exactly the official dates and names', (year) => {
    const got = Object.fromEntries(swedishHolidays(year).map((h) => [h.date, h.name]));
    expect(got).toEqual(OFFICIAL[year]);
  });

  it('leaves out observances (påskafton, valborgsmässoafton, Luciadagen)', () => {
    const dates = swedishHolidays(2026).map((h) => h.date);
    expect(dates).not.toContain('2026-04-04');
    expect(dates).not.toContain('2026-04-30');
    expect(dates).not.toContain('2026-12-13');
  });

  it('a range across new year holds both years, sorted, ends included', () => {
    expect(swedishHolidaysBetween('2026-12-24', '2027-01-06')).toEqual([
      { date: '2026-12-24', name: 'Julafton' },
      { date: '2026-12-25', name: 'Juldagen' },
      { date: '2026-12-26', name: 'Annandag jul' },
      { date: '2026-12-31', name: 'Nyårsafton' },
      { date: '2027-01-01', name: 'Nyårsdagen' },
      { date: '2027-01-06', name: 'Trettondedag jul' },
    ]);
  });

  it('the coming twelve months from 23 Nov 2026: julafton 2026 first, alla helgons dag 2027 last', () => {
    const coming = comingSwedishHolidays('2026-11-23');
    expect(coming[0]).toEqual({ date: '2026-12-24', name: 'Julafton' });
    expect(coming.at(-1)).toEqual({ date: '2027-11-06', name: 'Alla helgons dag' });
    expect(coming).toHaveLength(16);
  });

  it('rejects malformed input', () => {
    expect(() => swedishHolidays(1800)).toThrow(RangeError);
    expect(() => swedishHolidaysBetween('2026-13-01', '2026-12-31')).toThrow(RangeError);
  });
});
