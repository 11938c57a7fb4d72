import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_SCHEDULE, normalizeWeeklySchedule, type WeeklySchedule } from '../schedule';
import { computeDaySlots, isSlotOffered } from './slot-engine';
import type { AvailabilityInput, BusyBooking } from './types';

/** `'09:00 09:30'` → `['09:00', '09:30']`: expected start lists, kept on one line. */
function times(list: string): string[] {
  return list.split(' ');
}

// Monday 2026-06-01 06:00 CEST; the test week is the next one (Mon 2026-06-08 .. Sun 2026-06-14).
const NOW = new Date('2026-06-01T04:00:00Z');
const MONDAY = '2026-06-08';
const TUESDAY = '2026-06-09';
const WEDNESDAY = '2026-06-10';

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    schedule: DEFAULT_WEEKLY_SCHEDULE,
    slotIntervalMinutes: 30,
    durationMinutes: 30,
    bufferMinutes: 0,
    bookings: [],
    blocks: [],
    now: NOW,
    ...overrides,
  };
}

/** Every day open with the given intervals. */
function everyDay(...intervals: [string, string][]): WeeklySchedule {
  const day = { enabled: true, intervals: intervals.map(([start, end]) => ({ start, end })) };
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
}

function starts(date: string, overrides: Partial<AvailabilityInput> = {}): string[] {
  return computeDaySlots(date, input(overrides)).slots.map((s) => s.startTime);
}

function booking(date: string, startTime: string, endTime: string, bufferMinutes = 0): BusyBooking {
  return { date, startTime, endTime, bufferMinutes };
}

/** Stockholm summer time (CEST, UTC+2) wall clock → instant. */
function cest(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+02:00`);
}

describe('computeDaySlots: grid', () => {
  it('offers every 30 minutes of 09:00–17:00 for a 60-minute service, ending with the interval', () => {
    const day = computeDaySlots(MONDAY, input({ durationMinutes: 60 }));
    expect(day.status).toBe('open');
    expect(day.weekday).toBe('monday');
    expect(day.slots.map((s) => s.startTime)).toEqual(
      times('09:00 09:30 10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00'),
    );
    expect(day.slots[0]).toEqual({ startTime: '09:00', endTime: '10:00' });
    expect(day.slots.at(-1)).toEqual({ startTime: '16:00', endTime: '17:00' });
  });

  it('follows a 15- or 60-minute grid', () => {
    const schedule = everyDay(['09:00', '10:00']);
    expect(starts(MONDAY, { schedule, slotIntervalMinutes: 15 })).toEqual(times('09:00 09:15 09:30'));
    expect(starts(MONDAY, { schedule: everyDay(['09:00', '12:00']), slotIntervalMinutes: 60 })).toEqual(
      times('09:00 10:00 11:00'),
    );
  });

  it('rounds an odd interval start up to the grid', () => {
    const schedule = everyDay(['09:10', '11:00']);
    expect(starts(MONDAY, { schedule, slotIntervalMinutes: 30 })).toEqual(times('09:30 10:00 10:30'));
    expect(starts(MONDAY, { schedule, slotIntervalMinutes: 15 })).toEqual(
      times('09:15 09:30 09:45 10:00 10:15 10:30'),
    );
    expect(starts(MONDAY, { schedule, slotIntervalMinutes: 60 })).toEqual(['10:00']);
    expect(starts(MONDAY, { schedule: everyDay(['09:30', '11:00']), slotIntervalMinutes: 60 })).toEqual([
      '10:00',
    ]);
  });

  it('falls back to a 30-minute grid for a nonsensical interval setting', () => {
    expect(starts(MONDAY, { schedule: everyDay(['09:00', '10:30']), slotIntervalMinutes: 0 })).toEqual(
      times('09:00 09:30 10:00'),
    );
  });
});

describe('computeDaySlots: intervals', () => {
  it('keeps a service inside one interval around a lunch break', () => {
    const schedule = everyDay(['09:00', '12:00'], ['13:00', '17:00']);
    expect(starts(MONDAY, { schedule, durationMinutes: 60 })).toEqual(
      times('09:00 09:30 10:00 10:30 11:00 13:00 13:30 14:00 14:30 15:00 15:30 16:00'),
    );
  });

  it('does not offer a start whose service would overrun the interval end', () => {
    const schedule = everyDay(['09:00', '10:45']);
    expect(starts(MONDAY, { schedule, durationMinutes: 60, slotIntervalMinutes: 15 })).toEqual(
      times('09:00 09:15 09:30 09:45'),
    );
    expect(starts(MONDAY, { schedule, durationMinutes: 120 })).toEqual([]);
  });

  it('does not join touching intervals into one', () => {
    const schedule = everyDay(['09:00', '10:00'], ['10:00', '11:00']);
    expect(starts(MONDAY, { schedule, durationMinutes: 60 })).toEqual(times('09:00 10:00'));
  });

  it('copes with overlapping intervals in stored data without duplicates', () => {
    const schedule = everyDay(['09:00', '11:00'], ['09:30', '10:30'], ['10:00', '12:00']);
    expect(starts(MONDAY, { schedule, durationMinutes: 60 })).toEqual(times('09:00 09:30 10:00 10:30 11:00'));
  });
});

describe('computeDaySlots: bookings and buffers', () => {
  const morning = everyDay(['09:00', '12:00']);

  it('does not offer a 60-minute service at 09:30 when 10:00–10:30 is booked (the old spec defect)', () => {
    const args = { schedule: morning, durationMinutes: 60, bookings: [booking(MONDAY, '10:00', '10:30')] };
    expect(starts(MONDAY, args)).toEqual(times('09:00 10:30 11:00'));
    expect(isSlotOffered(MONDAY, '09:30', input(args))).toBe(false);
    expect(isSlotOffered(MONDAY, '09:00', input(args))).toBe(true);
  });

  it('only counts bookings of the same date', () => {
    const args = { schedule: morning, durationMinutes: 60, bookings: [booking(TUESDAY, '10:00', '10:30')] };
    expect(starts(MONDAY, args)).toEqual(times('09:00 09:30 10:00 10:30 11:00'));
  });

  it("keeps the service's own buffer free before another booking", () => {
    const bookings = [booking(MONDAY, '11:00', '11:30')];
    expect(starts(MONDAY, { schedule: morning, durationMinutes: 60, bookings })).toEqual(
      times('09:00 09:30 10:00'),
    );
    expect(starts(MONDAY, { schedule: morning, durationMinutes: 60, bufferMinutes: 15, bookings })).toEqual(
      times('09:00 09:30'),
    );
  });

  it('requires the buffer to fit inside the interval too', () => {
    expect(starts(MONDAY, { schedule: morning, durationMinutes: 60, bufferMinutes: 15 })).toEqual(
      times('09:00 09:30 10:00 10:30'),
    );
    const day = computeDaySlots(MONDAY, input({ schedule: morning, durationMinutes: 60, bufferMinutes: 15 }));
    expect(day.slots[0]).toEqual({ startTime: '09:00', endTime: '10:00' });
  });

  it("keeps an existing booking's buffer free after it", () => {
    expect(starts(MONDAY, { schedule: morning, bookings: [booking(MONDAY, '09:00', '10:00')] })).toEqual(
      times('10:00 10:30 11:00 11:30'),
    );
    expect(starts(MONDAY, { schedule: morning, bookings: [booking(MONDAY, '09:00', '10:00', 30)] })).toEqual(
      times('10:30 11:00 11:30'),
    );
    expect(starts(MONDAY, { schedule: morning, bookings: [booking(MONDAY, '09:00', '10:00', 10)] })).toEqual(
      times('10:30 11:00 11:30'),
    );
  });

  it('handles unsorted and overlapping bookings', () => {
    const bookings = [
      booking(MONDAY, '11:00', '11:30'),
      booking(MONDAY, '09:30', '10:00'),
      booking(MONDAY, '09:45', '10:15'),
    ];
    expect(starts(MONDAY, { schedule: morning, slotIntervalMinutes: 15, bookings })).toEqual(
      times('09:00 10:15 10:30 11:30'),
    );
  });

  it("lets a late booking's buffer spill past midnight", () => {
    const schedule = everyDay(['00:00', '02:00'], ['22:00', '24:00']);
    const bookings = [booking(MONDAY, '23:30', '24:00', 60)];
    expect(starts(MONDAY, { schedule, bookings })).toEqual(
      times('00:00 00:30 01:00 01:30 22:00 22:30 23:00'),
    );
    expect(starts(TUESDAY, { schedule, bookings })).toEqual(times('01:00 01:30 22:00 22:30 23:00 23:30'));
  });

  it('is full when bookings take the whole day', () => {
    const day = computeDaySlots(MONDAY, input({ bookings: [booking(MONDAY, '09:00', '17:00')] }));
    expect(day).toEqual({ date: MONDAY, weekday: 'monday', status: 'full', slots: [] });
  });
});

describe('computeDaySlots: blocked periods', () => {
  const morning = everyDay(['09:00', '12:00']);

  it('drops starts overlapping a partial block', () => {
    const blocks = [{ start: cest(MONDAY, '10:00'), end: cest(MONDAY, '11:00') }];
    expect(starts(MONDAY, { schedule: morning, blocks })).toEqual(times('09:00 09:30 11:00 11:30'));
    const offGrid = [{ start: cest(MONDAY, '10:10'), end: cest(MONDAY, '10:15') }];
    expect(starts(MONDAY, { schedule: morning, blocks: offGrid })).toEqual(
      times('09:00 09:30 10:30 11:00 11:30'),
    );
    expect(starts(MONDAY, { schedule: morning, durationMinutes: 60, blocks: offGrid })).toEqual(
      times('09:00 10:30 11:00'),
    );
  });

  it('splits a block spanning midnight over both dates', () => {
    const blocks = [{ start: cest(MONDAY, '16:00'), end: cest(TUESDAY, '10:00') }];
    expect(starts(MONDAY, { blocks, durationMinutes: 60 })).toEqual(
      times('09:00 09:30 10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00'),
    );
    expect(starts(TUESDAY, { blocks, durationMinutes: 60 })).toEqual(
      times('10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00'),
    );
  });

  it('covers whole days inside a multi-day block', () => {
    const blocks = [{ start: cest(MONDAY, '12:00'), end: cest(WEDNESDAY, '15:00') }];
    const schedule = everyDay(['09:00', '17:00']);
    expect(starts(MONDAY, { schedule, blocks, durationMinutes: 60 })).toEqual(
      times('09:00 09:30 10:00 10:30 11:00'),
    );
    expect(computeDaySlots(TUESDAY, input({ schedule, blocks })).status).toBe('full');
    expect(starts(WEDNESDAY, { schedule, blocks, durationMinutes: 60 })).toEqual(times('15:00 15:30 16:00'));
  });

  it('ignores empty or inverted blocks', () => {
    const blocks = [
      { start: cest(MONDAY, '10:00'), end: cest(MONDAY, '10:00') },
      { start: cest(MONDAY, '11:00'), end: cest(MONDAY, '10:00') },
    ];
    expect(starts(MONDAY, { schedule: morning, blocks })).toHaveLength(6);
  });
});

describe('computeDaySlots: past, today, closed', () => {
  it('marks dates before today as past', () => {
    expect(computeDaySlots('2026-05-29', input())).toEqual({
      date: '2026-05-29',
      weekday: 'friday',
      status: 'past',
      slots: [],
    });
    expect(computeDaySlots('2026-05-31', input()).status).toBe('past'); // a closed Sunday, but past first
  });

  it('drops starts at or before the current time today', () => {
    const at = (time: string) => ({ now: cest(MONDAY, time), schedule: everyDay(['09:00', '12:00']) });
    expect(starts(MONDAY, at('10:15'))).toEqual(times('10:30 11:00 11:30'));
    expect(starts(MONDAY, at('10:00'))).toEqual(times('10:30 11:00 11:30'));
    expect(
      starts(MONDAY, { ...at('10:00'), now: new Date(cest(MONDAY, '09:59').getTime() + 59_000) }),
    ).toEqual(times('10:00 10:30 11:00 11:30'));
    expect(starts(MONDAY, at('06:00'))).toHaveLength(6);
    expect(starts(TUESDAY, at('23:00'))).toHaveLength(6);
  });

  it('uses the Stockholm date for today, not UTC', () => {
    // 23:30 UTC on Sunday is already 01:30 on Monday in Stockholm.
    const now = new Date('2026-06-07T23:30:00Z');
    expect(computeDaySlots('2026-06-07', input({ now })).status).toBe('past');
    expect(computeDaySlots(MONDAY, input({ now })).status).toBe('open');
  });

  it('is full today when every remaining start has passed', () => {
    const day = computeDaySlots(MONDAY, input({ now: cest(MONDAY, '16:30') }));
    expect(day.status).toBe('full');
    expect(day.slots).toEqual([]);
  });

  it('is closed on disabled weekdays and enabled days without intervals', () => {
    expect(computeDaySlots('2026-06-13', input())).toEqual({
      date: '2026-06-13',
      weekday: 'saturday',
      status: 'closed',
      slots: [],
    });
    const schedule = { ...DEFAULT_WEEKLY_SCHEDULE, monday: { enabled: true, intervals: [] } };
    expect(computeDaySlots(MONDAY, input({ schedule })).status).toBe('closed');
    const disabled = {
      ...DEFAULT_WEEKLY_SCHEDULE,
      monday: { enabled: false, intervals: [{ start: '09:00', end: '17:00' }] },
    };
    expect(computeDaySlots(MONDAY, input({ schedule: disabled })).status).toBe('closed');
  });

  it('treats a malformed stored schedule per the default after normalisation', () => {
    const schedule = normalizeWeeklySchedule({ monday: { enabled: 'ja' }, tuesday: 'x' });
    expect(starts(MONDAY, { schedule })).toHaveLength(16); // Monday malformed → 09:00–17:00
    expect(starts(TUESDAY, { schedule })).toHaveLength(16);
    expect(computeDaySlots(WEDNESDAY, input({ schedule })).status).toBe('closed'); // missing → disabled
    expect(starts(MONDAY, { schedule: normalizeWeeklySchedule('garbage') })).toHaveLength(16);
  });
});

describe('isSlotOffered', () => {
  it('accepts exactly the offered starts', () => {
    const args = input({ bookings: [booking(MONDAY, '10:00', '10:30')] });
    expect(isSlotOffered(MONDAY, '09:30', args)).toBe(true);
    expect(isSlotOffered(MONDAY, '10:00', args)).toBe(false); // booked
    expect(isSlotOffered(MONDAY, '09:15', args)).toBe(false); // off grid
    expect(isSlotOffered(MONDAY, '16:30', args)).toBe(true);
    expect(isSlotOffered(MONDAY, '17:00', args)).toBe(false); // would end after closing
    expect(isSlotOffered('2026-06-13', '10:00', args)).toBe(false); // closed
    expect(isSlotOffered('2026-05-29', '10:00', args)).toBe(false); // past
    expect(isSlotOffered(MONDAY, '9:30', args)).toBe(false);
    expect(isSlotOffered('2026-02-30', '09:30', args)).toBe(false);
  });

  it('rejects invalid input loudly where it is a programming error', () => {
    expect(() => computeDaySlots(MONDAY, input({ durationMinutes: 0 }))).toThrow(RangeError);
    expect(() => computeDaySlots('2026-6-8', input())).toThrow(RangeError);
    expect(() => computeDaySlots(MONDAY, input({ bookings: [booking(MONDAY, '9', '10:00')] }))).toThrow(
      RangeError,
    );
  });
});

describe('computeDaySlots with staff', () => {
  type Member = NonNullable<AvailabilityInput['staff']>[number];
  const member = (id: string, extra: Partial<Member> = {}): Member => ({
    id,
    schedule: null,
    bookings: [],
    absences: [],
    ...extra,
  });
  const withStaff = (staff: Member[], overrides: Partial<AvailabilityInput> = {}) =>
    computeDaySlots(
      MONDAY,
      input({ schedule: everyDay(['09:00', '11:00']), durationMinutes: 60, staff, ...overrides }),
    );

  it('lists the free members per start in input order; a start is offered while one of them is free', () => {
    const day = withStaff([
      member('anna', { bookings: [booking(MONDAY, '09:00', '10:00')] }),
      member('bo', { absences: [{ start: cest(MONDAY, '10:15'), end: cest(MONDAY, '10:45') }] }),
      member('cai'),
    ]);
    expect(day.status).toBe('open');
    expect(day.slots).toEqual([
      { startTime: '09:00', endTime: '10:00', staffIds: ['bo', 'cai'] },
      { startTime: '09:30', endTime: '10:30', staffIds: ['cai'] },
      { startTime: '10:00', endTime: '11:00', staffIds: ['anna', 'cai'] },
    ]);
  });

  it('bookings without a member and company blocks hold everybody', () => {
    const day = withStaff([member('anna'), member('bo')], {
      bookings: [booking(MONDAY, '09:00', '09:30')],
      blocks: [{ start: cest(MONDAY, '10:30'), end: cest(MONDAY, '11:00') }],
    });
    expect(day.slots).toEqual([{ startTime: '09:30', endTime: '10:30', staffIds: ['anna', 'bo'] }]);
  });

  it("a member's hours are their schedule within the company's; nobody working is 'closed'", () => {
    const early = everyDay(['07:00', '10:00']);
    expect(withStaff([member('anna', { schedule: early })]).slots.map((s) => s.startTime)).toEqual(
      times('09:00'),
    );
    const off = { ...early, monday: { enabled: false, intervals: [] } };
    expect(withStaff([member('anna', { schedule: off })]).status).toBe('closed');
    expect(withStaff([]).status).toBe('closed');
    expect(withStaff([member('anna', { bookings: [booking(MONDAY, '09:00', '11:00')] })]).status).toBe(
      'full',
    );
  });

  it('without staff the slots carry no staffIds (docs/design.md §4 unchanged)', () => {
    expect(computeDaySlots(MONDAY, input()).slots[0]).toEqual({ startTime: '09:00', endTime: '09:30' });
  });
});

describe('computeDaySlots with processing time (docs/decisions/036)', () => {
  // Färgning 120 min: 30 active, 60 processing, 30 active; its buffer 10 follows the end.
  const colour = (startTime: string, endTime: string, buffer = 0): BusyBooking => ({
    ...booking(MONDAY, startTime, endTime, buffer),
    processingAfterMinutes: 30,
    processingMinutes: 60,
  });
  const schedule = everyDay(['09:00', '13:00']);

  it('a booking with a gap holds only its two active parts: a short service fits inside the gap', () => {
    const bookings = [colour('10:00', '12:00', 10)];
    expect(starts(MONDAY, { schedule, durationMinutes: 30, bookings })).toEqual(
      times('09:00 09:30 10:30 11:00 12:30'),
    );
    // With its own buffer the short service must still end before the gap does.
    expect(starts(MONDAY, { schedule, durationMinutes: 30, bufferMinutes: 15, bookings })).toEqual(
      times('09:00 10:30'),
    );
    // Without the gap the same booking holds 10:00–12:10.
    expect(
      starts(MONDAY, { schedule, durationMinutes: 30, bookings: [booking(MONDAY, '10:00', '12:00', 10)] }),
    ).toEqual(times('09:00 09:30 12:30'));
  });

  it('a new booking with a gap needs only its active parts clear; its whole span stays inside the hours', () => {
    const bookings = [booking(MONDAY, '10:30', '11:30')];
    const service = { schedule, durationMinutes: 120, processingAfterMinutes: 30, processingMinutes: 60 };
    expect(starts(MONDAY, { ...service, bookings })).toEqual(times('10:00'));
    expect(starts(MONDAY, { ...service, bookings: [] })).toEqual(times('09:00 09:30 10:00 10:30 11:00'));
    expect(starts(MONDAY, { ...service, durationMinutes: 120, bookings })).not.toContain('09:30');
  });

  it('two bookings with gaps may interleave when their active parts do not meet', () => {
    const day = computeDaySlots(
      MONDAY,
      input({
        schedule: everyDay(['09:00', '15:00']),
        durationMinutes: 90,
        slotIntervalMinutes: 15,
        processingAfterMinutes: 30,
        processingMinutes: 30,
        bookings: [colour('09:00', '11:00')],
      }),
    );
    // Held: 09:00–09:30 and 10:30–11:00. A 30 + 30 + 30 service at 09:30 would work 10:30–11:00 (refused); at
    // 10:00 it works 10:00–10:30 and 11:00–11:30, its gap over the other's second part: both members' hands free.
    expect(day.slots.map((s) => s.startTime)).not.toContain('09:30');
    expect(day.slots[0]).toEqual({ startTime: '10:00', endTime: '11:30' });
  });

  it('ignores a gap that is not strictly inside the duration, and blocks count only against active parts', () => {
    const odd = { ...booking(MONDAY, '10:00', '11:00'), processingAfterMinutes: 30, processingMinutes: 30 };
    expect(starts(MONDAY, { schedule, bookings: [odd] })).toEqual(
      times('09:00 09:30 11:00 11:30 12:00 12:30'),
    );
    const lunch = { start: cest(MONDAY, '09:30'), end: cest(MONDAY, '10:30') };
    expect(
      starts(MONDAY, {
        schedule,
        durationMinutes: 120,
        processingAfterMinutes: 30,
        processingMinutes: 60,
        blocks: [lunch],
      }),
    ).toEqual(times('09:00 10:30 11:00'));
  });

  it("with staff: a member with a colour booking is free in its gap; the slot's end stays the total", () => {
    const day = computeDaySlots(
      MONDAY,
      input({
        schedule,
        durationMinutes: 30,
        staff: [{ id: 'anna', schedule: null, bookings: [colour('10:00', '12:00')], absences: [] }],
      }),
    );
    expect(day.slots.map((s) => s.startTime)).toEqual(times('09:00 09:30 10:30 11:00 12:00 12:30'));
    const colourDay = computeDaySlots(
      MONDAY,
      input({ schedule, durationMinutes: 120, processingAfterMinutes: 30, processingMinutes: 60 }),
    );
    expect(colourDay.slots[0]).toEqual({ startTime: '09:00', endTime: '11:00' });
  });
});
