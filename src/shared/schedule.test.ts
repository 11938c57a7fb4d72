// Tests of src/shared/schedule.ts (kept here, beside the engine that depends on it).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEKLY_SCHEDULE,
  END_AFTER_START_MESSAGE,
  HHMM_MESSAGE,
  OVERLAP_MESSAGE,
  normalizeWeeklySchedule,
  weeklyScheduleInputSchema,
  type WeeklySchedule,
} from './schedule';

const nineToFive = { enabled: true, intervals: [{ start: '09:00', end: '17:00' }] };
const off = { enabled: false, intervals: [] };

function schedule(overrides: Partial<WeeklySchedule> = {}): WeeklySchedule {
  return {
    monday: nineToFive,
    tuesday: nineToFive,
    wednesday: nineToFive,
    thursday: nineToFive,
    friday: nineToFive,
    saturday: off,
    sunday: off,
    ...overrides,
  };
}

describe('DEFAULT_WEEKLY_SCHEDULE', () => {
  it('is Monday–Friday 09:00–17:00, weekend off', () => {
    expect(DEFAULT_WEEKLY_SCHEDULE).toEqual(schedule());
    expect(Object.isFrozen(DEFAULT_WEEKLY_SCHEDULE.monday.intervals)).toBe(true);
  });
});

describe('normalizeWeeklySchedule', () => {
  it('returns the full default for non-object input', () => {
    for (const input of [null, undefined, 'x', 42, [], true]) {
      expect(normalizeWeeklySchedule(input)).toEqual(schedule());
    }
  });

  it('returns fresh objects, never the frozen default', () => {
    const result = normalizeWeeklySchedule(null);
    result.monday.intervals.push({ start: '18:00', end: '19:00' });
    expect(DEFAULT_WEEKLY_SCHEDULE.monday.intervals).toHaveLength(1);
  });

  it('treats a missing day as disabled', () => {
    const result = normalizeWeeklySchedule({
      monday: { enabled: true, intervals: [{ start: '10:00', end: '12:00' }] },
    });
    expect(result.monday).toEqual({ enabled: true, intervals: [{ start: '10:00', end: '12:00' }] });
    expect(result.tuesday).toEqual(off);
    expect(result.sunday).toEqual(off);
  });

  it("falls back to that day's default for a malformed day", () => {
    const result = normalizeWeeklySchedule({
      ...schedule(),
      monday: 'closed',
      tuesday: { enabled: 'yes', intervals: [] },
      wednesday: { enabled: true, intervals: [{ start: '9', end: '17:00' }] },
      thursday: { enabled: true, intervals: [{ start: '17:00', end: '09:00' }] },
      friday: { enabled: true, intervals: 'all day' },
      saturday: null,
      sunday: { enabled: true, intervals: [{ start: '10:00' }] },
    });
    expect(result).toEqual(schedule());
  });

  it('keeps valid days, sorts intervals and drops unknown keys', () => {
    const input = {
      ...schedule(),
      monday: {
        enabled: true,
        extra: 1,
        intervals: [
          { start: '13:00', end: '17:00', id: 'b' },
          { start: '09:00', end: '12:00' },
        ],
      },
      saturday: { enabled: false, intervals: [{ start: '10:00', end: '14:00' }] },
      sunday: { intervals: [{ start: '10:00', end: '14:00' }] },
    };
    const result = normalizeWeeklySchedule(input);
    expect(result.monday).toEqual({
      enabled: true,
      intervals: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    });
    expect(result.saturday).toEqual({ enabled: false, intervals: [{ start: '10:00', end: '14:00' }] });
    expect(result.sunday).toEqual({ enabled: true, intervals: [{ start: '10:00', end: '14:00' }] });
  });
});

describe('weeklyScheduleInputSchema', () => {
  it('accepts a valid schedule with lunch break and touching intervals', () => {
    const input = schedule({
      monday: {
        enabled: true,
        intervals: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
      tuesday: {
        enabled: true,
        intervals: [
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '24:00' },
        ],
      },
    });
    expect(weeklyScheduleInputSchema.safeParse(input).success).toBe(true);
  });

  it('rejects an interval whose end is not after its start', () => {
    const result = weeklyScheduleInputSchema.safeParse(
      schedule({ monday: { enabled: true, intervals: [{ start: '12:00', end: '12:00' }] } }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['monday.intervals.0.end', END_AFTER_START_MESSAGE],
    ]);
  });

  it('rejects overlapping intervals in one day, even when disabled', () => {
    const result = weeklyScheduleInputSchema.safeParse(
      schedule({
        saturday: {
          enabled: false,
          intervals: [
            { start: '13:00', end: '17:00' },
            { start: '09:00', end: '13:30' },
          ],
        },
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['saturday.intervals.0.start', OVERLAP_MESSAGE],
    ]);
  });

  it('rejects times not written HH:MM', () => {
    const result = weeklyScheduleInputSchema.safeParse(
      schedule({ friday: { enabled: true, intervals: [{ start: '9:00', end: '25:00' }] } }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['friday.intervals.0.start', HHMM_MESSAGE],
      ['friday.intervals.0.end', HHMM_MESSAGE],
    ]);
  });
});
