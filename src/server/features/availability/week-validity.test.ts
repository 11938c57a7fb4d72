import { describe, expect, it } from 'vitest';
import { computeWeekAvailability } from '../../../shared/availability';
import { DEFAULT_WEEKLY_SCHEDULE } from '../../../shared/schedule';
import { weekValidUntil } from './week-validity';

const week = (now: Date, monday = '2026-06-08') =>
  computeWeekAvailability(monday, {
    schedule: DEFAULT_WEEKLY_SCHEDULE,
    slotIntervalMinutes: 30,
    durationMinutes: 30,
    bufferMinutes: 0,
    bookings: [],
    blocks: [],
    now,
  });

describe('weekValidUntil', () => {
  it('ends when the next start of today passes', () => {
    const now = new Date('2026-06-10T08:10:00Z'); // Wednesday 10:10 CEST
    expect(new Date(weekValidUntil(week(now), now)).toISOString()).toBe('2026-06-10T08:30:00.000Z');
  });

  it('ends at Stockholm midnight when nothing is left today', () => {
    const now = new Date('2026-06-10T16:00:00Z'); // 18:00 CEST, after closing
    expect(new Date(weekValidUntil(week(now), now)).toISOString()).toBe('2026-06-10T22:00:00.000Z');
  });

  it('ends at the next midnight when no start of the week is today (a later week)', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    expect(new Date(weekValidUntil(week(now), now)).toISOString()).toBe('2026-06-01T22:00:00.000Z');
  });

  it('matches the engine: just before the instant the week is unchanged, at it the start is gone', () => {
    const now = new Date('2026-06-10T08:10:00Z');
    const until = weekValidUntil(week(now), now);
    expect(week(new Date(until - 1))).toEqual(week(now));
    expect(week(new Date(until))).not.toEqual(week(now));
  });

  it('uses the winter offset on the day the clocks go back', () => {
    const now = new Date('2026-10-25T08:05:00Z'); // Sunday; closed by default: next midnight in CET
    expect(new Date(weekValidUntil(week(now, '2026-10-19'), now)).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });
});
