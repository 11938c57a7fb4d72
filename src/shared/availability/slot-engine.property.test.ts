import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatHhmm, weekdayKey, WEEKDAYS, zonedWallClockToInstant } from '../dates';
import type { WeeklySchedule } from '../schedule';
import { computeDaySlots, isSlotOffered } from './slot-engine';
import type { AvailabilityInput, BlockedPeriod, BusyBooking } from './types';

/*
 * Property tests of the slot engine (DESIGN §4): for random schedules, grids, durations, buffers, bookings, blocks
 * and clocks, the offered starts are exactly those a plain reference model accepts. Dates cover all of 2026,
 * both DST changes included; opening hours lie within 06:00–23:00, clear of the hour the clocks change.
 */

const MINUTE = 60_000;

interface Case {
  date: string;
  input: AvailabilityInput;
}

const date2026 = fc.integer({ min: 0, max: 364 }).map((n) => addDays('2026-01-01', n));

/** Up to three disjoint intervals on a 5-minute grid inside 06:00–23:00, as minutes. */
const intervals = fc
  .uniqueArray(fc.integer({ min: 72, max: 276 }), { minLength: 0, maxLength: 6 })
  .map((points) => {
    const sorted = points.sort((a, b) => a - b).map((p) => p * 5);
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push([sorted[i]!, sorted[i + 1]!]);
    return pairs;
  });

const booking = (date: string) =>
  fc
    .record({
      start: fc.integer({ min: 0, max: 280 }).map((n) => n * 5),
      length: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
      buffer: fc.integer({ min: 0, max: 12 }).map((n) => n * 5),
      previousDay: fc.boolean(),
    })
    .filter((b) => b.start + b.length <= 1435)
    .map((b): BusyBooking => ({
      date: b.previousDay ? addDays(date, -1) : date,
      startTime: formatHhmm(b.start),
      endTime: formatHhmm(b.start + b.length),
      bufferMinutes: b.buffer,
    }));

const block = (date: string) =>
  fc
    .record({ startMinute: fc.integer({ min: 0, max: 1435 }), length: fc.integer({ min: 1, max: 300 }) })
    .map(({ startMinute, length }): BlockedPeriod => {
      const start = zonedWallClockToInstant(date, formatHhmm(startMinute));
      return { start, end: new Date(start.getTime() + length * MINUTE) };
    });

const testCase: fc.Arbitrary<Case> = date2026.chain((date) =>
  fc
    .record({
      days: fc.array(fc.record({ enabled: fc.boolean(), intervals }), { minLength: 7, maxLength: 7 }),
      slotIntervalMinutes: fc.constantFrom(15, 30, 60),
      durationMinutes: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
      bufferMinutes: fc.integer({ min: 0, max: 12 }).map((n) => n * 5),
      bookings: fc.array(booking(date), { maxLength: 8 }),
      blocks: fc.array(block(date), { maxLength: 3 }),
      nowOffsetMinutes: fc.integer({ min: -2 * 1440, max: 1440 }),
    })
    .map((r) => {
      const schedule = Object.fromEntries(
        WEEKDAYS.map((day, i) => [
          day,
          {
            enabled: r.days[i]!.enabled,
            intervals: r.days[i]!.intervals.map(([s, e]) => ({ start: formatHhmm(s), end: formatHhmm(e) })),
          },
        ]),
      ) as WeeklySchedule;
      const midnight = zonedWallClockToInstant(date, '00:00').getTime();
      return {
        date,
        input: {
          schedule,
          slotIntervalMinutes: r.slotIntervalMinutes,
          durationMinutes: r.durationMinutes,
          bufferMinutes: r.bufferMinutes,
          bookings: r.bookings,
          blocks: r.blocks,
          now: new Date(midnight + r.nowOffsetMinutes * MINUTE),
        },
      };
    }),
);

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

/** The reference model: is a start at `m` minutes after midnight bookable on `date`? */
function referenceOffers({ date, input }: Case, m: number): boolean {
  const day = input.schedule[weekdayKey(date)];
  if (!day.enabled) return false;
  const end = m + input.durationMinutes + input.bufferMinutes;
  const inside = day.intervals.some(
    (iv) => toMinutes(iv.start) <= m && end <= toMinutes(iv.end) && m % input.slotIntervalMinutes === 0,
  );
  if (!inside) return false;
  const clashesWithBooking = input.bookings.some((b) => {
    const shift = b.date === date ? 0 : -1440;
    return overlaps(m, end, toMinutes(b.startTime) + shift, toMinutes(b.endTime) + b.bufferMinutes + shift);
  });
  if (clashesWithBooking) return false;
  const startAt = zonedWallClockToInstant(date, formatHhmm(m)).getTime();
  const endAt = zonedWallClockToInstant(date, formatHhmm(end)).getTime();
  if (input.blocks.some((b) => overlaps(startAt, endAt, b.start.getTime(), b.end.getTime()))) return false;
  return startAt > input.now.getTime();
}

describe('slot engine properties', () => {
  it('offers exactly the grid starts that fit inside the hours, clear of bookings, buffers, blocks and the past', () => {
    fc.assert(
      fc.property(testCase, (c) => {
        const offered = computeDaySlots(c.date, c.input).slots.map((s) => toMinutes(s.startTime));
        const expected: number[] = [];
        for (let m = 0; m < 1440; m += 5) if (referenceOffers(c, m)) expected.push(m);
        expect(offered).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('never offers a slot that overlaps a booking or a block, or lies outside the hours', () => {
    fc.assert(
      fc.property(testCase, (c) => {
        for (const slot of computeDaySlots(c.date, c.input).slots) {
          expect(referenceOffers(c, toMinutes(slot.startTime))).toBe(true);
          expect(toMinutes(slot.endTime) - toMinutes(slot.startTime)).toBe(c.input.durationMinutes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('isSlotOffered agrees with computeDaySlots for every grid start', () => {
    fc.assert(
      fc.property(testCase, (c) => {
        const offered = new Set(computeDaySlots(c.date, c.input).slots.map((s) => s.startTime));
        for (let m = 0; m < 1440; m += c.input.slotIntervalMinutes) {
          expect(isSlotOffered(c.date, formatHhmm(m), c.input)).toBe(offered.has(formatHhmm(m)));
        }
      }),
      { numRuns: 200 },
    );
  });
});
