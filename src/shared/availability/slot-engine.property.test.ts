import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatHhmm, weekdayKey, WEEKDAYS, zonedWallClockToInstant } from '../dates';
import type { WeeklySchedule } from '../schedule';
import { computeDaySlots, isSlotOffered } from './slot-engine';
import type { AvailabilityInput, BlockedPeriod, BusyBooking } from './types';

/*
 * Property tests of the slot engine (docs/design.md §4): for random schedules, grids, durations, buffers, bookings, blocks
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

/*
 * With staff: each case gains up to four members with their own schedule (or the company's), bookings
 * and absences. The reference model checks each member per start, by brute force, exactly as above with the member's
 * hours added and their busy periods besides the shared ones.
 */

interface StaffCase extends Case {
  input: AvailabilityInput & { staff: NonNullable<AvailabilityInput['staff']> };
}

const scheduleOf = (days: { enabled: boolean; intervals: [number, number][] }[]) =>
  Object.fromEntries(
    WEEKDAYS.map((day, i) => [
      day,
      {
        enabled: days[i]!.enabled,
        intervals: days[i]!.intervals.map(([s, e]) => ({ start: formatHhmm(s), end: formatHhmm(e) })),
      },
    ]),
  ) as WeeklySchedule;

const staffCase: fc.Arbitrary<StaffCase> = testCase.chain((c) =>
  fc
    .array(
      fc.record({
        ownHours: fc.boolean(),
        days: fc.array(fc.record({ enabled: fc.boolean(), intervals }), { minLength: 7, maxLength: 7 }),
        bookings: fc.array(booking(c.date), { maxLength: 5 }),
        absences: fc.array(block(c.date), { maxLength: 2 }),
      }),
      { maxLength: 4 },
    )
    .map((members) => ({
      date: c.date,
      input: {
        ...c.input,
        bookings: c.input.bookings.slice(0, 3),
        staff: members.map((m, i) => ({
          id: `member-${i}`,
          schedule: m.ownHours ? scheduleOf(m.days) : null,
          bookings: m.bookings,
          absences: m.absences,
        })),
      },
    })),
);

/** The reference model with staff: the members (in input order) free for a start at `m` minutes on the date. */
function referenceFreeStaff({ date, input }: StaffCase, m: number): string[] {
  return input.staff
    .filter((member) => {
      const own = member.schedule?.[weekdayKey(date)];
      if (own && !own.enabled) return false;
      const end = m + input.durationMinutes + input.bufferMinutes;
      if (own && !own.intervals.some((iv) => toMinutes(iv.start) <= m && end <= toMinutes(iv.end)))
        return false;
      const memberCase: Case = {
        date,
        input: {
          ...input,
          staff: undefined,
          bookings: [...input.bookings, ...member.bookings],
          blocks: [...input.blocks, ...member.absences],
        },
      };
      return referenceOffers(memberCase, m);
    })
    .map((member) => member.id);
}

describe('slot engine properties with staff', () => {
  it('offers exactly the starts at which some member is free, listing exactly those members', () => {
    fc.assert(
      fc.property(staffCase, (c) => {
        const day = computeDaySlots(c.date, c.input);
        const offered = day.slots.map((s) => [toMinutes(s.startTime), s.staffIds]);
        const expected: [number, string[]][] = [];
        for (let m = 0; m < 1440; m += 5) {
          const free = referenceFreeStaff(c, m);
          if (free.length > 0) expected.push([m, free]);
        }
        expect(offered).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('equals the union of each member alone', () => {
    fc.assert(
      fc.property(staffCase, (c) => {
        const union = new Map<string, string[]>();
        for (const member of c.input.staff) {
          for (const slot of computeDaySlots(c.date, { ...c.input, staff: [member] }).slots) {
            union.set(slot.startTime, [...(union.get(slot.startTime) ?? []), member.id]);
          }
        }
        const together = computeDaySlots(c.date, c.input).slots;
        expect(together.map((s) => [s.startTime, s.staffIds])).toEqual(
          [...union.entries()].sort(([a], [b]) => a.localeCompare(b)),
        );
      }),
      { numRuns: 200 },
    );
  });
});

/*
 * Processing time (docs/decisions/036): bookings and the service may have a gap inside their duration. The reference
 * model compares, by brute force, each active part of the new booking with each active part of every booking and
 * with every block; the whole span must still lie inside the hours.
 */

/** A gap strictly inside `duration` (minutes, 5-minute steps) or none. */
const gapInside = (duration: number) =>
  duration < 15
    ? fc.constant(undefined)
    : fc.option(
        fc
          .integer({ min: 1, max: duration / 5 - 2 })
          .chain((after) =>
            fc
              .integer({ min: 1, max: duration / 5 - 1 - after })
              .map((gap) => ({ after: after * 5, gap: gap * 5 })),
          ),
        { nil: undefined },
      );

const processingCase: fc.Arbitrary<Case> = testCase.chain((c) =>
  fc
    .record({
      service: gapInside(c.input.durationMinutes),
      bookings: fc.tuple(
        ...c.input.bookings.map((b) => gapInside(toMinutes(b.endTime) - toMinutes(b.startTime))),
      ),
    })
    .map(({ service, bookings }) => ({
      date: c.date,
      input: {
        ...c.input,
        processingAfterMinutes: service?.after,
        processingMinutes: service?.gap,
        bookings: c.input.bookings.map((b, i) => {
          const gap = bookings[i];
          return gap ? { ...b, processingAfterMinutes: gap.after, processingMinutes: gap.gap } : b;
        }),
      },
    })),
);

/** The active parts `[start, end)` of a booking at `start` of `duration` + `buffer` with an optional gap. */
function referenceParts(start: number, duration: number, buffer: number, after?: number, gap?: number) {
  if (!after || !gap) return [[start, start + duration + buffer] as const];
  return [[start, start + after] as const, [start + after + gap, start + duration + buffer] as const];
}

function referenceOffersWithProcessing({ date, input }: Case, m: number): boolean {
  const day = input.schedule[weekdayKey(date)];
  if (!day.enabled || m % input.slotIntervalMinutes !== 0) return false;
  const end = m + input.durationMinutes + input.bufferMinutes;
  if (!day.intervals.some((iv) => toMinutes(iv.start) <= m && end <= toMinutes(iv.end))) return false;
  const mine = referenceParts(
    m,
    input.durationMinutes,
    input.bufferMinutes,
    input.processingAfterMinutes ?? undefined,
    input.processingMinutes ?? undefined,
  );
  for (const b of input.bookings) {
    const shift = b.date === date ? 0 : -1440;
    const start = toMinutes(b.startTime) + shift;
    const theirs = referenceParts(
      start,
      toMinutes(b.endTime) + shift - start,
      b.bufferMinutes,
      b.processingAfterMinutes,
      b.processingMinutes,
    );
    if (mine.some(([a0, a1]) => theirs.some(([b0, b1]) => overlaps(a0, a1, b0, b1)))) return false;
  }
  for (const [p0, p1] of mine) {
    const from = zonedWallClockToInstant(date, formatHhmm(p0)).getTime();
    const to = zonedWallClockToInstant(date, formatHhmm(p1)).getTime();
    if (input.blocks.some((b) => overlaps(from, to, b.start.getTime(), b.end.getTime()))) return false;
  }
  return zonedWallClockToInstant(date, formatHhmm(m)).getTime() > input.now.getTime();
}

describe('slot engine properties with processing time', () => {
  it('offers exactly the starts whose active parts miss every active part, buffer and block', () => {
    fc.assert(
      fc.property(processingCase, (c) => {
        const offered = computeDaySlots(c.date, c.input).slots.map((s) => toMinutes(s.startTime));
        const expected: number[] = [];
        for (let m = 0; m < 1440; m += 5) if (referenceOffersWithProcessing(c, m)) expected.push(m);
        expect(offered).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('without gaps it is the engine of before', () => {
    fc.assert(
      fc.property(testCase, (c) => {
        const plain = computeDaySlots(c.date, c.input).slots;
        const zero = computeDaySlots(c.date, {
          ...c.input,
          processingAfterMinutes: 0,
          processingMinutes: 0,
          bookings: c.input.bookings.map((b) => ({ ...b, processingAfterMinutes: 0, processingMinutes: 0 })),
        }).slots;
        expect(zero).toEqual(plain);
      }),
      { numRuns: 100 },
    );
  });
});
