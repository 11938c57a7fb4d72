import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDaySlots } from '../../../shared/availability';
import { addDays, formatHhmm, WEEKDAYS } from '../../../shared/dates';
import type { WeeklySchedule } from '../../../shared/schedule';
import { STAFF_NOT_FOUND_MESSAGE } from '../../../shared/schemas/staff';
import type { ActiveStaffMember, HeldBooking } from './availability.queries';
import { visitAvailabilityInput, type BusyPeriods, type VisitPartService } from './availability.service';

/*
 * Property test of a visit of several services (docs/decisions/046) through the slot engine, against a plain
 * per-minute model: a start is offered iff it lies on the grid and some member who performs every service of the
 * visit works, and is not busy, in every minute of [start, start + the whole sequence + the last buffer); at a
 * company without staff the company's hours and every booking count. Dates are in March 2026 before the clocks
 * change, without public holidays; hours lie within 06:00–23:00.
 */

const SERVICE_IDS = ['s-1', 's-2', 's-3'];

const date = fc.integer({ min: 2, max: 20 }).map((n) => addDays('2026-03-01', n));

/** Up to three disjoint, non-touching intervals on a 5-minute grid inside 06:00–23:00, as minutes. */
const intervals = fc
  .uniqueArray(fc.integer({ min: 72, max: 276 }), { minLength: 0, maxLength: 6 })
  .map((points) => {
    const sorted = points.sort((a, b) => a - b).map((p) => p * 5);
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push([sorted[i]!, sorted[i + 1]!]);
    return pairs;
  });

const week = fc.array(fc.record({ enabled: fc.boolean(), intervals }), { minLength: 7, maxLength: 7 });
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

const part = (id: string) =>
  fc.record({
    id: fc.constant(id),
    durationMinutes: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
    bufferMinutes: fc.option(fc.integer({ min: 0, max: 6 }).map((n) => n * 5)),
  });

const booking = (day: string, staffIds: (string | null)[]) =>
  fc
    .record({
      start: fc.integer({ min: 60, max: 250 }).map((n) => n * 5),
      length: fc.integer({ min: 1, max: 36 }).map((n) => n * 5),
      buffer: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
      staffId: fc.constantFrom(...staffIds),
    })
    .map((b): HeldBooking => ({
      id: 'set below',
      date: day,
      startTime: formatHhmm(b.start),
      endTime: formatHhmm(b.start + b.length),
      bufferMinutes: b.buffer,
      staffId: b.staffId,
      status: 'booked',
      processingAfterMinutes: 0,
      processingMinutes: 0,
    }));

interface VisitCase {
  date: string;
  company: { weeklySchedule: WeeklySchedule; slotIntervalMinutes: number; defaultBufferMinutes: number };
  parts: VisitPartService[];
  busy: BusyPeriods;
}

const visitCase: fc.Arbitrary<VisitCase> = fc
  .record({
    date,
    company: week,
    slotIntervalMinutes: fc.constantFrom(5, 15, 30),
    defaultBufferMinutes: fc.integer({ min: 0, max: 4 }).map((n) => n * 5),
    order: fc.shuffledSubarray(SERVICE_IDS, { minLength: 2, maxLength: 3 }),
    members: fc.array(
      fc.record({
        ownHours: fc.boolean(),
        days: week,
        serviceIds: fc.subarray(SERVICE_IDS),
      }),
      { maxLength: 3 },
    ),
  })
  .chain((r) => {
    const memberIds = r.members.map((_, i) => `m-${i}`);
    return fc
      .record({
        parts: fc.tuple(...r.order.map(part)),
        bookings: fc.array(booking(r.date, [null, ...memberIds]), { maxLength: 8 }),
      })
      .map(({ parts, bookings }) => ({
        date: r.date,
        company: {
          weeklySchedule: scheduleOf(r.company),
          slotIntervalMinutes: r.slotIntervalMinutes,
          defaultBufferMinutes: r.defaultBufferMinutes,
        },
        parts: parts.map((p) => ({ ...p, processingAfterMinutes: null, processingMinutes: null })),
        busy: {
          bookings: bookings.map((b, i) => ({ ...b, id: `b-${i}` })),
          blocks: [],
          absences: [],
          exceptions: [],
          staff: r.members.map((m, i): ActiveStaffMember => ({
            id: memberIds[i]!,
            name: `Frisör ${i}`,
            title: null,
            weeklySchedule: m.ownHours ? scheduleOf(m.days) : null,
            serviceIds: m.serviceIds,
          })),
        },
      }));
  });

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const WEEKDAY_OF_MARCH_2026 = (day: string) => WEEKDAYS[(Number(day.slice(8, 10)) + 5) % 7]!; // 2026-03-02 is a Monday

/** Per minute of the day: inside one of the day's intervals of `schedule`. */
function worksAt(schedule: WeeklySchedule, day: string): boolean[] {
  const hours = schedule[WEEKDAY_OF_MARCH_2026(day)];
  const minutes = Array.from({ length: 1440 }, () => false);
  if (!hours.enabled) return minutes;
  for (const iv of hours.intervals)
    for (let t = toMinutes(iv.start); t < toMinutes(iv.end); t++) minutes[t] = true;
  return minutes;
}

/** The per-minute model: the members (in order; `[]` without staff = the company) free for the visit from `m`. */
function referenceFree(c: VisitCase, m: number): string[] | null {
  if (m % c.company.slotIntervalMinutes !== 0) return null;
  const resolved = c.parts.map((p) => ({ ...p, buffer: p.bufferMinutes ?? c.company.defaultBufferMinutes }));
  const sequence = resolved.reduce((sum, p) => sum + p.durationMinutes + p.buffer, 0);
  const end = m + sequence; // the whole sequence and the last service's buffer
  const company = worksAt(c.company.weeklySchedule, c.date);
  const clear = (busy: HeldBooking[], works: boolean[]) => {
    for (let t = m; t < end; t++) {
      if (t >= 1440 || !works[t]) return false;
      const taken = busy.some(
        (b) => toMinutes(b.startTime) <= t && t < toMinutes(b.endTime) + b.bufferMinutes,
      );
      if (taken) return false;
    }
    return true;
  };
  if (c.busy.staff.length === 0) return clear(c.busy.bookings, company) ? [] : null;
  const free = c.busy.staff
    .filter((member) => c.parts.every((p) => member.serviceIds.includes(p.id)))
    .filter((member) => {
      const own =
        member.weeklySchedule === null ? company : worksAt(member.weeklySchedule as WeeklySchedule, c.date);
      const works = company.map((open, t) => open && own[t]!);
      const busy = c.busy.bookings.filter((b) => b.staffId === null || b.staffId === member.id);
      return clear(busy, works);
    })
    .map((member) => member.id);
  return free.length > 0 ? free : null;
}

const NOW = new Date('2026-01-01T00:00:00Z');

describe('a visit of several services through the slot engine', () => {
  it('offers a start iff a member who performs every service is free for the whole sequence and last buffer', () => {
    fc.assert(
      fc.property(visitCase, (c) => {
        const input = visitAvailabilityInput(c.company, c.parts, c.busy, { from: c.date, to: c.date }, NOW);
        const offered = computeDaySlots(c.date, input).slots.map((s) => [
          toMinutes(s.startTime),
          s.staffIds ?? [],
        ]);
        const expected: [number, string[]][] = [];
        for (let m = 0; m < 1440; m += 5) {
          const free = referenceFree(c, m);
          if (free) expected.push([m, free]);
        }
        expect(offered).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a named member who does not perform every service is 404', () => {
    const c: VisitCase = {
      date: '2026-03-10',
      company: {
        weeklySchedule: scheduleOf(Array(7).fill({ enabled: true, intervals: [[540, 1020]] })),
        slotIntervalMinutes: 30,
        defaultBufferMinutes: 0,
      },
      parts: [
        { id: 's-1', durationMinutes: 60, bufferMinutes: 10 },
        { id: 's-2', durationMinutes: 90, bufferMinutes: 15 },
      ],
      busy: {
        bookings: [],
        blocks: [],
        absences: [],
        exceptions: [],
        staff: [
          { id: 'm-0', name: 'Ada', title: null, weeklySchedule: null, serviceIds: ['s-1'] },
          { id: 'm-1', name: 'Bea', title: null, weeklySchedule: null, serviceIds: ['s-1', 's-2'] },
        ],
      },
    };
    const range = { from: c.date, to: c.date };
    expect(() => visitAvailabilityInput(c.company, c.parts, c.busy, range, NOW, 'm-0')).toThrow(
      STAFF_NOT_FOUND_MESSAGE,
    );
    const input = visitAvailabilityInput(c.company, c.parts, c.busy, range, NOW);
    expect(input.staff?.map((m) => m.id)).toEqual(['m-1']);
    // 60 + 10 + 90 = 160 minutes, Färgning's 15 minutes after: the last start in 09–17 is 14:00 (ends 16:55).
    expect(input).toMatchObject({ durationMinutes: 160, bufferMinutes: 15, processingMinutes: null });
    const starts = computeDaySlots(c.date, input).slots.map((s) => s.startTime);
    expect(starts.at(-1)).toBe('14:00');
  });
});
