/**
 * The slot engine: which start times of one service a company offers on a date (docs/design.md §4 "Slot engine", which
 * replaces customer spec §5 "Slot offering" where they differ). Pure; Europe/Stockholm wall-clock throughout.
 *
 * A start S (minutes) on date D is offered when
 * 1. S lies on the grid: `slotIntervalMinutes` steps anchored at midnight, from the interval start rounded up
 *    (09:10 with 30 → 09:30, 09:40, …: 09:30, 10:00, …);
 * 2. the whole service with its trailing buffer, `[S, S + duration + buffer)`, lies inside ONE open interval of D's
 *    weekday (it may end exactly at the interval end);
 * 3. that range overlaps no busy range of D: a `booked` booking's `[start, end + its buffer)` or a blocked period
 *    mapped to D's wall clock (half-open ranges overlap iff a.start < b.end && b.start < a.end);
 *    with processing time (docs/decisions/036) only the active parts count, on both sides: a booking with a gap
 *    holds `[start, start + after)` and `[start + after + gap, end + buffer)`, and a new one with a gap needs only
 *    its two active parts clear (its whole span still lies inside the hours in 2.);
 * 4. S exists on D's wall clock (on the last Sunday of March 02:00–02:59 does not) and the instant of S is strictly
 *    after `now` (dates before today are 'past'; today drops starts at or before now).
 * Unlike the old spec, a booking blocks every start whose service would run into it, not only starts it covers.
 *
 * With `input.staff` (docs/decisions/012) the rules apply per eligible member: their intervals are the
 * pairwise intersections of their schedule's intervals with the company's (so 2. reads "inside one company interval
 * and one of the member's"), their busy ranges are their own bookings and absences plus the bookings without a
 * member and the company's blocks. A start is offered when at least one member passes 1–3 (4. is the same for all),
 * and its slot lists those members in `staffIds`, in the input's order. A day is 'closed' when no member has
 * hours on it. Shared work (the company's busy ranges, DST transitions) is prepared once for all members.
 *
 * Dates in `input.exceptions` (the company's exceptions and public holidays) use those intervals instead
 * of their weekday's in 2. (none = 'closed'), and a member's own `exceptions` replace their schedule on a date,
 * still intersected with the company's hours of that date. A date's note rides along on its DayAvailability.
 */
import {
  MINUTES_PER_DAY,
  WEEKDAYS,
  formatHhmm,
  isDateKey,
  isHhmm,
  minutesNowInZone,
  parseHhmm,
  todayInZone,
  weekdayKey,
  zonedWallClockToInstant,
  type Weekday,
} from '../dates';
import { DEFAULT_SLOT_INTERVAL_MINUTES, type WeeklySchedule } from '../schedule';
import { buildBusyIndex, type MinuteRange } from './busy-ranges';
import { activeParts } from './processing';
import type { AvailabilityInput, BusyBooking, DayAvailability, StaffAvailability, TimeSlot } from './types';
import { findTransitions, type ZoneTransition } from './zone-transitions';

/** Internal: everything resolved once per request, shared by all days of a range. */
export interface EngineContext {
  /** Open intervals per weekday (index 0 = Monday), sorted by start; empty = closed. */
  intervals: MinuteRange[][];
  /** Per weekday: whether its intervals overlap each other (then starts need de-duplicating). */
  overlapping: boolean[];
  grid: number;
  duration: number;
  /** duration + buffer: the minutes a new booking occupies (its whole span lies inside the hours). */
  span: number;
  /**
   * The parts of the span that must be clear of busy ranges, as offsets from the start: `[{0, span}]`, or with
   * processing time the two active parts (docs/decisions/036).
   */
  parts: MinuteRange[];
  today: string;
  nowMinutes: number;
  nowMs: number;
  busy: Map<string, MinuteRange[]>;
  transitions: Map<string, ZoneTransition>;
  /** Company hours of dates that differ from the weekday's (exceptions, holidays), sorted by start. */
  dateIntervals: Map<string, MinuteRange[]>;
  /** The notes of those dates, when they have one. */
  notes: Map<string, string>;
  /** With staff: the eligible members, in display order (see PreparedStaff); undefined without staff. */
  staff?: PreparedStaff[];
}

/** Internal: one eligible member resolved once per request. */
export interface PreparedStaff {
  id: string;
  /** Grid starts per weekday (index 0 = Monday) whose span fits their effective hours (theirs ∩ the company's). */
  starts: number[][];
  /** The same for the dates whose hours (the company's or theirs) differ from the weekday's. */
  dateStarts: Map<string, number[]>;
  /** Their own busy ranges per date (their bookings and absences); the shared ones are in EngineContext.busy. */
  busy: Map<string, MinuteRange[]>;
}

const NO_BUSY: MinuteRange[] = [];
const NO_STARTS: number[] = [];
const HHMM_BY_MINUTE = Array.from({ length: MINUTES_PER_DAY + 1 }, (_, m) => formatHhmm(m));

/**
 * Availability of one service on one date (docs/design.md §4; customer spec §2 calendar step, §5).
 * `date` is `YYYY-MM-DD` (Stockholm); returns its weekday, status ('past' | 'closed' | 'full' | 'open') and the
 * offered `HH:MM` starts with their end (start + duration). Throws `RangeError` on an invalid date or duration.
 */
export function computeDaySlots(date: string, input: AvailabilityInput): DayAvailability {
  const ctx = prepareEngine(date, date, input);
  return computeDay(ctx, date, WEEKDAYS.indexOf(weekdayKey(date)));
}

/**
 * The server's check when a booking is created or moved (docs/design.md §4 "The server decides"): true when `startTime`
 * (`HH:MM`) on `date` (`YYYY-MM-DD`) is an offered start per `computeDaySlots`. False for malformed date or time.
 * When moving an existing booking, leave that booking out of `input.bookings`.
 */
export function isSlotOffered(date: string, startTime: string, input: AvailabilityInput): boolean {
  if (!isDateKey(date) || !isHhmm(startTime)) return false;
  return computeDaySlots(date, input).slots.some((slot) => slot.startTime === startTime);
}

/** Internal: validates the input and resolves everything shared by the dates `from`..`to` (inclusive). */
export function prepareEngine(from: string, to: string, input: AvailabilityInput): EngineContext {
  if (!isDateKey(from) || !isDateKey(to)) throw new RangeError(`Invalid date range ${from}..${to}`);
  const duration = input.durationMinutes;
  if (!Number.isInteger(duration) || duration <= 0 || duration > MINUTES_PER_DAY) {
    throw new RangeError(`durationMinutes must be an integer 1..1440: ${duration}`);
  }
  const nowMs = input.now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('now is an Invalid Date');
  const grid =
    Number.isInteger(input.slotIntervalMinutes) &&
    input.slotIntervalMinutes > 0 &&
    input.slotIntervalMinutes <= MINUTES_PER_DAY
      ? input.slotIntervalMinutes
      : DEFAULT_SLOT_INTERVAL_MINUTES;
  const buffer = Number.isFinite(input.bufferMinutes) ? Math.max(0, Math.floor(input.bufferMinutes)) : 0;

  const startMs = zonedWallClockToInstant(from, '00:00').getTime();
  const endMs = zonedWallClockToInstant(to, '24:00').getTime();
  const transitions = findTransitions(startMs, endMs);
  const { intervals, overlapping } = prepareSchedule(input.schedule);
  const bounds = { from, to, startMs, endMs };
  const span = duration + buffer;
  const parts = activeParts(0, duration, buffer, input.processingAfterMinutes, input.processingMinutes);
  const dateIntervals = new Map<string, MinuteRange[]>();
  const notes = new Map<string, string>();
  for (const [date, hours] of input.exceptions ?? []) {
    if (date < from || date > to) continue;
    dateIntervals.set(date, toMinuteRanges(hours.intervals));
    if (hours.note) notes.set(date, hours.note);
  }
  return {
    intervals,
    overlapping,
    grid,
    duration,
    span,
    parts,
    today: todayInZone(input.now),
    nowMinutes: minutesNowInZone(input.now),
    nowMs,
    busy: buildBusyIndex(input.bookings, input.blocks, bounds, transitions),
    transitions,
    dateIntervals,
    notes,
    staff: input.staff?.map((member) =>
      prepareStaff(member, intervals, dateIntervals, bounds, grid, span, (bookings, absences) =>
        buildBusyIndex(bookings, absences, bounds, transitions),
      ),
    ),
  };
}

/** A member's grid starts per weekday within their hours ∩ the company's, and their own busy index. */
function prepareStaff(
  member: StaffAvailability,
  companyIntervals: MinuteRange[][],
  companyDates: Map<string, MinuteRange[]>,
  bounds: { from: string; to: string },
  grid: number,
  span: number,
  index: (bookings: BusyBooking[], absences: StaffAvailability['absences']) => Map<string, MinuteRange[]>,
): PreparedStaff {
  const own = member.schedule ? prepareSchedule(member.schedule).intervals : undefined;
  const startsWithin = (company: MinuteRange[], mine: MinuteRange[] | undefined) => {
    const effective = mine ? intersectIntervals(company, mine) : company;
    return candidateStarts(effective, hasOverlap(effective), grid, span);
  };
  const starts = companyIntervals.map((company, i) =>
    startsWithin(company, own?.[i] ?? (own ? NO_BUSY : undefined)),
  );
  const ownDates = new Map<string, MinuteRange[]>();
  for (const [date, list] of member.exceptions ?? []) {
    if (date >= bounds.from && date <= bounds.to) ownDates.set(date, toMinuteRanges(list));
  }
  const dateStarts = new Map<string, number[]>();
  for (const date of new Set([...companyDates.keys(), ...ownDates.keys()])) {
    const weekdayIndex = WEEKDAYS.indexOf(weekdayKey(date));
    const company = companyDates.get(date) ?? companyIntervals[weekdayIndex] ?? NO_BUSY;
    const mine = ownDates.get(date) ?? (own ? (own[weekdayIndex] ?? NO_BUSY) : undefined);
    dateStarts.set(date, startsWithin(company, mine));
  }
  return { id: member.id, starts, dateStarts, busy: index(member.bookings ?? [], member.absences ?? []) };
}

/** Pairwise intersections of two interval lists (each range inside one of `a` and one of `b`), sorted by start. */
function intersectIntervals(a: MinuteRange[], b: MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out.sort((p, q) => p.start - q.start);
}

/** Whether some ranges of a list sorted by start overlap. */
function hasOverlap(list: MinuteRange[]): boolean {
  let latestEnd = -1;
  for (const range of list) {
    if (range.start < latestEnd) return true;
    latestEnd = Math.max(latestEnd, range.end);
  }
  return false;
}

/** Internal: availability of `date` (whose weekday index, 0 = Monday, is `weekdayIndex`) under a prepared context. */
export function computeDay(ctx: EngineContext, date: string, weekdayIndex: number): DayAvailability {
  const weekday = WEEKDAYS[weekdayIndex] as Weekday;
  if (date < ctx.today) return { date, weekday, status: 'past', slots: [] };
  const day = ctx.staff
    ? computeStaffDay(ctx, ctx.staff, date, weekday, weekdayIndex)
    : computeCompanyDay(ctx, date, weekday, weekdayIndex);
  const note = ctx.notes.get(date);
  return note === undefined ? day : { ...day, note };
}

/** computeDay without staff: the company's grid starts clear of its busy ranges. */
function computeCompanyDay(
  ctx: EngineContext,
  date: string,
  weekday: Weekday,
  weekdayIndex: number,
): DayAvailability {
  const override = ctx.dateIntervals.get(date);
  const intervals = override ?? ctx.intervals[weekdayIndex] ?? NO_BUSY;
  if (intervals.length === 0) return { date, weekday, status: 'closed', slots: [] };

  const busy = ctx.busy.get(date) ?? NO_BUSY;
  const transition = ctx.transitions.get(date);
  const isToday = date === ctx.today;
  const slots: TimeSlot[] = [];
  const pointers = ctx.parts.map(() => 0); // sweep pointers into the sorted, disjoint busy ranges, one per part
  for (const start of candidateStarts(
    intervals,
    override ? hasOverlap(override) : ctx.overlapping[weekdayIndex] === true,
    ctx.grid,
    ctx.span,
  )) {
    if (!partsClear(busy, start, ctx.parts, pointers)) continue;
    if (transition?.kind === 'gap' && start >= transition.start && start < transition.end) continue;
    if (isToday && !startsAfterNow(ctx, date, start, transition !== undefined)) continue;
    slots.push({ startTime: HHMM_BY_MINUTE[start]!, endTime: HHMM_BY_MINUTE[start + ctx.duration]! });
  }
  return { date, weekday, status: slots.length > 0 ? 'open' : 'full', slots };
}

/** computeDay with staff: per member, their grid starts clear of the shared and their own busy ranges; united. */
function computeStaffDay(
  ctx: EngineContext,
  staff: PreparedStaff[],
  date: string,
  weekday: Weekday,
  weekdayIndex: number,
): DayAvailability {
  const shared = ctx.busy.get(date) ?? NO_BUSY;
  const freeByStart = new Map<number, string[]>();
  let working = false;
  for (const member of staff) {
    const starts = member.dateStarts.get(date) ?? member.starts[weekdayIndex] ?? NO_STARTS;
    if (starts.length === 0) continue;
    working = true;
    const own = member.busy.get(date) ?? NO_BUSY;
    const sharedPointers = ctx.parts.map(() => 0);
    const ownPointers = ctx.parts.map(() => 0);
    for (const start of starts) {
      if (!partsClear(shared, start, ctx.parts, sharedPointers)) continue;
      if (!partsClear(own, start, ctx.parts, ownPointers)) continue;
      const ids = freeByStart.get(start);
      if (ids) ids.push(member.id);
      else freeByStart.set(start, [member.id]);
    }
  }
  if (!working) return { date, weekday, status: 'closed', slots: [] };

  const transition = ctx.transitions.get(date);
  const isToday = date === ctx.today;
  const slots: TimeSlot[] = [];
  for (const start of [...freeByStart.keys()].sort((a, b) => a - b)) {
    if (transition?.kind === 'gap' && start >= transition.start && start < transition.end) continue;
    if (isToday && !startsAfterNow(ctx, date, start, transition !== undefined)) continue;
    slots.push({
      startTime: HHMM_BY_MINUTE[start]!,
      endTime: HHMM_BY_MINUTE[start + ctx.duration]!,
      staffIds: freeByStart.get(start)!,
    });
  }
  return { date, weekday, status: slots.length > 0 ? 'open' : 'full', slots };
}

/**
 * Whether every part `[start + part.start, start + part.end)` misses the sorted, disjoint `busy` ranges. `pointers`
 * (one per part) sweep `busy` forward, so calls must come with ascending `start`.
 */
function partsClear(busy: MinuteRange[], start: number, parts: MinuteRange[], pointers: number[]): boolean {
  for (let p = 0; p < parts.length; p++) {
    const from = start + parts[p]!.start;
    const to = start + parts[p]!.end;
    let j = pointers[p]!;
    while (j < busy.length && busy[j]!.end <= from) j++;
    pointers[p] = j;
    if (j < busy.length && busy[j]!.start < to) return false;
  }
  return true;
}

/** Grid starts (ascending, unique) whose `[start, start + span)` fits inside one interval. */
function candidateStarts(
  intervals: MinuteRange[],
  overlapping: boolean,
  grid: number,
  span: number,
): number[] {
  const starts: number[] = [];
  for (const interval of intervals) {
    for (let s = Math.ceil(interval.start / grid) * grid; s + span <= interval.end; s += grid) starts.push(s);
  }
  if (!overlapping) return starts;
  return [...new Set(starts)].sort((a, b) => a - b);
}

function startsAfterNow(ctx: EngineContext, date: string, start: number, dstDay: boolean): boolean {
  // On a DST day the wall clock is not linear, so compare instants; elsewhere minutes are equivalent and cheaper.
  if (dstDay) return zonedWallClockToInstant(date, HHMM_BY_MINUTE[start]!).getTime() > ctx.nowMs;
  return start > ctx.nowMinutes;
}

/** Valid intervals (`HH:MM`, end after start) in minutes, sorted by start; malformed ones are left out. */
function toMinuteRanges(
  list: readonly { start?: unknown; end?: unknown }[] | null | undefined,
): MinuteRange[] {
  const ranges: MinuteRange[] = [];
  for (const interval of Array.isArray(list) ? list : []) {
    if (!isHhmm(interval?.start) || !isHhmm(interval?.end)) continue;
    const start = parseHhmm(interval.start);
    const end = parseHhmm(interval.end);
    if (end > start) ranges.push({ start, end });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** Open intervals in minutes per weekday; a missing, disabled or malformed day has none. */
function prepareSchedule(schedule: WeeklySchedule): { intervals: MinuteRange[][]; overlapping: boolean[] } {
  const intervals: MinuteRange[][] = [];
  const overlapping: boolean[] = [];
  for (const key of WEEKDAYS) {
    const day = (schedule as Partial<WeeklySchedule> | null | undefined)?.[key];
    const list = day?.enabled === true ? toMinuteRanges(day.intervals) : [];
    intervals.push(list);
    overlapping.push(hasOverlap(list));
  }
  return { intervals, overlapping };
}
