import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_SCHEDULE, normalizeWeeklySchedule } from '../schedule';
import { computeRangeAvailability } from './week-availability';
import { computeDaySlots } from './slot-engine';
import {
  fitsHours,
  intersectHours,
  memberDateIntervals,
  resolveCompanyDateHours,
  resolveStaffDateHours,
  type ExceptionRow,
} from './date-hours';
import type { AvailabilityInput } from './types';

const JULAFTON = { date: '2026-12-24', name: 'Julafton' };
const JULDAGEN = { date: '2026-12-25', name: 'Juldagen' };

function row(overrides: Partial<ExceptionRow>): ExceptionRow {
  return {
    staffId: null,
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    kind: 'closed',
    intervals: [],
    note: null,
    holiday: null,
    ...overrides,
  };
}

describe('resolveCompanyDateHours', () => {
  it('a holiday without a row is closed with its name as note; other dates follow the week', () => {
    const hours = resolveCompanyDateHours(
      '2026-12-21',
      '2026-12-27',
      [],
      [JULAFTON, JULDAGEN],
      DEFAULT_WEEKLY_SCHEDULE,
    );
    expect([...hours]).toEqual([
      ['2026-12-24', { intervals: [], note: 'Julafton' }],
      ['2026-12-25', { intervals: [], note: 'Juldagen' }],
    ]);
  });

  it("a holiday's row decides it: special hours keep the holiday's name, 'open' is the weekday's hours", () => {
    const rows = [
      row({
        startDate: '2026-12-24',
        endDate: '2026-12-24',
        kind: 'hours',
        intervals: [{ start: '10:00', end: '13:00' }],
        holiday: 'Julafton',
      }),
      row({ startDate: '2026-12-25', endDate: '2026-12-25', kind: 'open', holiday: 'Juldagen' }),
    ];
    const hours = resolveCompanyDateHours(
      '2026-12-24',
      '2026-12-25',
      rows,
      [JULAFTON, JULDAGEN],
      DEFAULT_WEEKLY_SCHEDULE,
    );
    expect(hours.get('2026-12-24')).toEqual({
      intervals: [{ start: '10:00', end: '13:00' }],
      note: 'Julafton',
    });
    // 2026-12-25 is a Friday: the default week's 09:00–17:00.
    expect(hours.get('2026-12-25')).toEqual({ intervals: [{ start: '09:00', end: '17:00' }], note: null });
  });

  it('a range is clipped to the dates asked for, its note wins, and member rows are ignored', () => {
    const rows = [
      row({ startDate: '2026-12-20', endDate: '2027-01-02', note: 'Julstängt' }),
      row({ staffId: 'm1', startDate: '2026-12-28', endDate: '2026-12-28' }),
    ];
    const hours = resolveCompanyDateHours('2026-12-30', '2027-01-04', rows, [], DEFAULT_WEEKLY_SCHEDULE);
    expect([...hours.keys()]).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(hours.get('2027-01-01')).toEqual({ intervals: [], note: 'Julstängt' });
  });
});

describe('resolveStaffDateHours', () => {
  it('closed → none, hours → theirs', () => {
    const hours = resolveStaffDateHours('2026-12-01', '2026-12-03', [
      row({ staffId: 'm1', startDate: '2026-11-30', endDate: '2026-12-01' }),
      row({
        staffId: 'm1',
        startDate: '2026-12-03',
        endDate: '2026-12-05',
        kind: 'hours',
        intervals: [{ start: '12:00', end: '15:00' }],
      }),
    ]);
    expect([...hours]).toEqual([
      ['2026-12-01', []],
      ['2026-12-03', [{ start: '12:00', end: '15:00' }]],
    ]);
  });
});

describe('fitsHours', () => {
  it('inside one interval, ends included; outside, across two, and closed are not', () => {
    const intervals = [
      { start: '10:00', end: '12:00' },
      { start: '12:00', end: '13:00' },
    ];
    expect(fitsHours('10:00', '12:00', intervals)).toBe(true);
    expect(fitsHours('11:30', '12:30', intervals)).toBe(false);
    expect(fitsHours('09:30', '10:30', intervals)).toBe(false);
    expect(fitsHours('10:00', '11:00', [])).toBe(false);
    expect(fitsHours('23:00', '00:00', [{ start: '22:00', end: '24:00' }])).toBe(true);
  });
});

// Monday 2026-11-23 08:00 CET.
const NOW = new Date('2026-11-23T07:00:00Z');
const EVERY_DAY = normalizeWeeklySchedule(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { enabled: true, intervals: [{ start: '09:00', end: '17:00' }] },
    ]),
  ),
);

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    schedule: EVERY_DAY,
    slotIntervalMinutes: 60,
    durationMinutes: 60,
    bufferMinutes: 0,
    bookings: [],
    blocks: [],
    now: NOW,
    ...overrides,
  };
}

const starts = (date: string, overrides: Partial<AvailabilityInput> = {}) =>
  computeDaySlots(date, input(overrides)).slots.map((s) => s.startTime);

describe('slot engine with exceptions', () => {
  const exceptions = resolveCompanyDateHours(
    '2026-12-21',
    '2026-12-27',
    [
      row({
        startDate: '2026-12-24',
        endDate: '2026-12-24',
        kind: 'hours',
        intervals: [{ start: '10:00', end: '13:00' }],
        holiday: 'Julafton',
      }),
    ],
    [JULAFTON, JULDAGEN],
    EVERY_DAY,
  );

  it('julafton 10:00–13:00: only those starts, with the note; juldagen closed with its note; the 23rd as usual', () => {
    const week = computeRangeAvailability('2026-12-21', 7, input({ exceptions }));
    const byDate = Object.fromEntries(week.map((d) => [d.date, d]));
    expect(byDate['2026-12-24']).toMatchObject({ status: 'open', note: 'Julafton' });
    expect(byDate['2026-12-24']!.slots.map((s) => s.startTime)).toEqual(['10:00', '11:00', '12:00']);
    expect(byDate['2026-12-25']).toEqual({
      date: '2026-12-25',
      weekday: 'friday',
      status: 'closed',
      slots: [],
      note: 'Juldagen',
    });
    expect(byDate['2026-12-23']!.slots).toHaveLength(8);
    expect(byDate['2026-12-23']!.note).toBeUndefined();
  });

  it('special hours outside the weekly ones are offered (an evening opening)', () => {
    const late = new Map([
      ['2026-12-02', { intervals: [{ start: '18:00', end: '21:00' }], note: 'Kvällsöppet' }],
    ]);
    expect(starts('2026-12-02', { exceptions: late })).toEqual(['18:00', '19:00', '20:00']);
  });

  it("with staff: the company's date hours bound every member; a member's own exception replaces their week", () => {
    const staff = [
      { id: 'a', schedule: null, bookings: [], absences: [] },
      {
        id: 'b',
        schedule: null,
        bookings: [],
        absences: [],
        exceptions: new Map([
          ['2026-12-24', [{ start: '12:00', end: '15:00' }]],
          ['2026-12-23', []],
        ]),
      },
    ];
    const julafton = computeDaySlots('2026-12-24', input({ exceptions, staff }));
    expect(julafton.slots).toEqual([
      { startTime: '10:00', endTime: '11:00', staffIds: ['a'] },
      { startTime: '11:00', endTime: '12:00', staffIds: ['a'] },
      { startTime: '12:00', endTime: '13:00', staffIds: ['a', 'b'] },
    ]);
    expect(
      computeDaySlots('2026-12-23', input({ exceptions, staff })).slots.every(
        (s) => s.staffIds!.join() === 'a',
      ),
    ).toBe(true);
    expect(computeDaySlots('2026-12-25', input({ exceptions, staff })).status).toBe('closed');
  });

  it('last Sunday of March: special hours 01:00–04:00 skip the missing 02:00 hour', () => {
    const march = new Map([['2027-03-28', { intervals: [{ start: '01:00', end: '04:00' }], note: null }]]);
    expect(starts('2027-03-28', { exceptions: march })).toEqual(['01:00', '03:00']);
  });

  it('last Sunday of October: special hours 01:00–04:00 offer each wall-clock start once', () => {
    const october = new Map([['2026-10-25', { intervals: [{ start: '01:00', end: '04:00' }], note: null }]]);
    const now = new Date('2026-10-01T08:00:00Z');
    expect(starts('2026-10-25', { exceptions: october, now })).toEqual(['01:00', '02:00', '03:00']);
  });
});

describe('memberDateIntervals', () => {
  // 2026-12-01 is a Tuesday; the company is open 09–17 on weekdays (the default schedule).
  const company = { schedule: DEFAULT_WEEKLY_SCHEDULE, dateHours: new Map() };
  const lisa = normalizeWeeklySchedule({
    ...DEFAULT_WEEKLY_SCHEDULE,
    monday: { enabled: true, intervals: [{ start: '12:00', end: '20:00' }] },
    tuesday: { enabled: false, intervals: [] },
    wednesday: {
      enabled: true,
      intervals: [
        { start: '08:00', end: '11:00' },
        { start: '13:00', end: '15:00' },
      ],
    },
  });

  it("is the member's weekday within the company's hours; a day off is none", () => {
    const member = { schedule: lisa, dateHours: new Map() };
    expect(memberDateIntervals('2026-11-30', company, member)).toEqual([{ start: '12:00', end: '17:00' }]);
    expect(memberDateIntervals('2026-12-01', company, member)).toEqual([]);
    expect(memberDateIntervals('2026-12-02', company, member)).toEqual([
      { start: '09:00', end: '11:00' },
      { start: '13:00', end: '15:00' },
    ]);
  });

  it("follows the company's hours without a schedule of their own, and their exception or the company's date over the week", () => {
    const own = { schedule: null, dateHours: new Map([['2026-12-03', [{ start: '10:00', end: '12:00' }]]]) };
    expect(memberDateIntervals('2026-12-01', company, own)).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(memberDateIntervals('2026-12-03', company, own)).toEqual([{ start: '10:00', end: '12:00' }]);
    const holiday = { ...company, dateHours: new Map([['2026-12-01', { intervals: [], note: 'Stängt' }]]) };
    expect(memberDateIntervals('2026-12-01', holiday, own)).toEqual([]);
  });

  it('intersects interval lists piece by piece', () => {
    expect(
      intersectHours(
        [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '24:00' },
        ],
        [{ start: '11:00', end: '14:00' }],
      ),
    ).toEqual([
      { start: '11:00', end: '12:00' },
      { start: '13:00', end: '14:00' },
    ]);
  });
});
