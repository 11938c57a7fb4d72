import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { DEFAULT_WEEKLY_SCHEDULE, type WeeklySchedule } from '../schedule';
import { computeDaySlots } from './slot-engine';
import type { AvailabilityInput, BlockedPeriod, BusyBooking } from './types';
import { computeRangeAvailability, computeWeekAvailability } from './week-availability';

/** `'09:00 09:30'` → `['09:00', '09:30']`: expected start lists, kept on one line. */
function times(list: string): string[] {
  return list.split(' ');
}

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    schedule: DEFAULT_WEEKLY_SCHEDULE,
    slotIntervalMinutes: 30,
    durationMinutes: 60,
    bufferMinutes: 0,
    bookings: [],
    blocks: [],
    now: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

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

function starts(date: string, overrides: Partial<AvailabilityInput>): string[] {
  return computeDaySlots(date, input(overrides)).slots.map((s) => s.startTime);
}

describe('computeWeekAvailability', () => {
  it('gives Monday to Sunday with statuses', () => {
    // Wednesday 2026-06-10 at 12:10 CEST; Thursday fully booked.
    const week = computeWeekAvailability(
      '2026-06-08',
      input({
        now: new Date('2026-06-10T10:10:00Z'),
        bookings: [{ date: '2026-06-11', startTime: '09:00', endTime: '17:00', bufferMinutes: 0 }],
      }),
    );
    expect(week.map((d) => [d.date, d.weekday, d.status])).toEqual([
      ['2026-06-08', 'monday', 'past'],
      ['2026-06-09', 'tuesday', 'past'],
      ['2026-06-10', 'wednesday', 'open'],
      ['2026-06-11', 'thursday', 'full'],
      ['2026-06-12', 'friday', 'open'],
      ['2026-06-13', 'saturday', 'closed'],
      ['2026-06-14', 'sunday', 'closed'],
    ]);
    expect(week[2]!.slots.map((s) => s.startTime)).toEqual(
      times('12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00'),
    );
    expect(week[4]!.slots).toHaveLength(15);
  });

  it('starts on the Monday of the week it is given any day of', () => {
    const week = computeWeekAvailability('2026-10-25', input());
    expect(week.map((d) => d.date)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
  });

  it('agrees with computeDaySlots day by day', () => {
    const args = input({
      now: new Date('2026-03-25T09:00:00Z'),
      schedule: everyDay(['00:00', '06:00'], ['09:00', '17:00']),
      bookings: [{ date: '2026-03-27', startTime: '10:00', endTime: '11:00', bufferMinutes: 15 }],
      blocks: [{ start: new Date('2026-03-28T20:00:00Z'), end: new Date('2026-03-29T08:00:00Z') }],
    });
    for (const day of computeWeekAvailability('2026-03-23', args)) {
      expect(day).toEqual(computeDaySlots(day.date, args));
    }
  });
});

describe('computeRangeAvailability', () => {
  it('returns the asked number of consecutive days', () => {
    expect(computeRangeAvailability('2026-12-30', 0, input())).toEqual([]);
    const days = computeRangeAvailability('2026-12-30', 4, input());
    expect(days.map((d) => [d.date, d.weekday])).toEqual([
      ['2026-12-30', 'wednesday'],
      ['2026-12-31', 'thursday'],
      ['2027-01-01', 'friday'],
      ['2027-01-02', 'saturday'],
    ]);
    expect(() => computeRangeAvailability('2026-12-30', -1, input())).toThrow(RangeError);
  });

  it('computes a busy year quickly and consistently', () => {
    const bookings: BusyBooking[] = [];
    const blocks: BlockedPeriod[] = [];
    for (let i = 0; i < 365; i++) {
      const date = addDays('2026-01-01', i);
      for (let h = 9; h < 17; h += 2) {
        bookings.push({
          date,
          startTime: `${h < 10 ? '0' : ''}${h}:00`,
          endTime: `${h < 10 ? '0' : ''}${h}:45`,
          bufferMinutes: 15,
        });
      }
      if (i % 7 === 3)
        blocks.push({ start: new Date(`${date}T11:00:00Z`), end: new Date(`${date}T12:00:00Z`) });
    }
    const args = input({ bookings, blocks, durationMinutes: 30, schedule: everyDay(['09:00', '17:00']) });
    const started = performance.now();
    const year = computeRangeAvailability('2026-01-01', 365, args);
    const elapsed = performance.now() - started;
    expect(year).toHaveLength(365);
    expect(year.at(-1)!.date).toBe('2026-12-31');
    expect(year.every((d) => d.status === 'open')).toBe(true);
    // Every other hour is booked for 45 minutes + 15 minutes buffer: only 10:00, 10:30, 12:00, ... remain.
    expect(year[0]!.slots.map((s) => s.startTime)).toEqual(
      times('10:00 10:30 12:00 12:30 14:00 14:30 16:00 16:30'),
    );
    for (const i of [0, 87, 88, 200, 297, 364]) expect(year[i]).toEqual(computeDaySlots(year[i]!.date, args));
    expect(elapsed).toBeLessThan(250); // typically a few ms; generous for slow CI machines
  });
});

describe('DST days', () => {
  const night = everyDay(['00:00', '06:00']);

  it('maps a UTC block to the right Stockholm time on the spring-forward day 2026-03-29', () => {
    // 08:00Z is 10:00 CEST that Sunday (and 09:00 CET the day before).
    const blocks = [
      { start: new Date('2026-03-29T08:00:00Z'), end: new Date('2026-03-29T09:00:00Z') },
      { start: new Date('2026-03-28T08:00:00Z'), end: new Date('2026-03-28T09:00:00Z') },
    ];
    const schedule = everyDay(['09:00', '13:00']);
    expect(starts('2026-03-29', { schedule, blocks, slotIntervalMinutes: 60 })).toEqual(
      times('09:00 11:00 12:00'),
    );
    expect(starts('2026-03-28', { schedule, blocks, slotIntervalMinutes: 60 })).toEqual(
      times('10:00 11:00 12:00'),
    );
  });

  it('maps a UTC block to the right Stockholm time on the fall-back day 2026-10-25', () => {
    // 08:00Z is 09:00 CET that Sunday (and 10:00 CEST the day before).
    const blocks = [
      { start: new Date('2026-10-25T08:00:00Z'), end: new Date('2026-10-25T09:00:00Z') },
      { start: new Date('2026-10-24T08:00:00Z'), end: new Date('2026-10-24T09:00:00Z') },
    ];
    const schedule = everyDay(['09:00', '13:00']);
    expect(starts('2026-10-25', { schedule, blocks, slotIntervalMinutes: 60 })).toEqual(
      times('10:00 11:00 12:00'),
    );
    expect(starts('2026-10-24', { schedule, blocks, slotIntervalMinutes: 60 })).toEqual(
      times('09:00 11:00 12:00'),
    );
  });

  it('offers no start inside the hour that does not exist on 2026-03-29', () => {
    expect(starts('2026-03-29', { schedule: night, slotIntervalMinutes: 60 })).toEqual(
      times('00:00 01:00 03:00 04:00 05:00'),
    );
    expect(starts('2026-03-28', { schedule: night, slotIntervalMinutes: 60 })).toEqual(
      times('00:00 01:00 02:00 03:00 04:00 05:00'),
    );
  });

  it('blocks the repeated hour of 2026-10-25 by the wall clock it covers', () => {
    const at = (start: string, end: string) => ({
      schedule: night,
      durationMinutes: 30,
      blocks: [{ start: new Date(start), end: new Date(end) }],
    });
    const all = times('00:00 00:30 01:00 01:30 02:00 02:30 03:00 03:30 04:00 04:30 05:00 05:30');
    const without = (...gone: string[]) => all.filter((s) => !gone.includes(s));
    // 02:00–03:00 CEST (first pass through 02:xx)
    expect(starts('2026-10-25', at('2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'))).toEqual(
      without('02:00', '02:30'),
    );
    // 02:30 CEST to 02:30 CET covers all of 02:00–03:00 on the wall clock
    expect(starts('2026-10-25', at('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'))).toEqual(
      without('02:00', '02:30'),
    );
    // 02:00–02:30 CET (second pass)
    expect(starts('2026-10-25', at('2026-10-25T01:00:00Z', '2026-10-25T01:30:00Z'))).toEqual(
      without('02:00'),
    );
    // 02:15–02:45 CEST
    expect(starts('2026-10-25', at('2026-10-25T00:15:00Z', '2026-10-25T00:45:00Z'))).toEqual(
      without('02:00', '02:30'),
    );
    expect(starts('2026-10-25', { schedule: night, durationMinutes: 30 })).toEqual(all);
  });

  it('compares today against now as instants on DST days', () => {
    // 02:45 CEST, before the clocks go back: 02:00 and 02:30 CET are still ahead.
    expect(
      starts('2026-10-25', { schedule: night, durationMinutes: 30, now: new Date('2026-10-25T00:45:00Z') }),
    ).toEqual(times('02:00 02:30 03:00 03:30 04:00 04:30 05:00 05:30'));
    // 02:15 CET, after the clocks went back.
    expect(
      starts('2026-10-25', { schedule: night, durationMinutes: 30, now: new Date('2026-10-25T01:15:00Z') }),
    ).toEqual(times('02:30 03:00 03:30 04:00 04:30 05:00 05:30'));
    // 03:00 CEST on the spring-forward day.
    expect(
      starts('2026-03-29', { schedule: night, durationMinutes: 30, now: new Date('2026-03-29T01:00:00Z') }),
    ).toEqual(times('03:30 04:00 04:30 05:00 05:30'));
    // 01:59 CET: 02:xx does not exist, 03:00 CEST is the next start.
    expect(
      starts('2026-03-29', { schedule: night, durationMinutes: 30, now: new Date('2026-03-29T00:59:00Z') }),
    ).toEqual(times('03:00 03:30 04:00 04:30 05:00 05:30'));
  });

  it('gives 7 distinct days in the DST weeks', () => {
    for (const monday of ['2026-03-23', '2026-10-19']) {
      const week = computeWeekAvailability(monday, input({ schedule: everyDay(['09:00', '17:00']) }));
      expect(new Set(week.map((d) => d.date)).size).toBe(7);
      expect(week.map((d) => d.slots.length)).toEqual([15, 15, 15, 15, 15, 15, 15]);
    }
  });
});
