/**
 * Internal: turns bookings and blocked periods into, per Stockholm date, sorted disjoint busy ranges of wall-clock
 * minutes (docs/design.md §4 "Slot engine"; not re-exported). Built once per request, then swept per day.
 */
import { MINUTES_PER_DAY, addDays, consecutiveDates, daysBetween, instantToZoned, parseHhmm } from '../dates';
import { activeParts } from './processing';
import type { BlockedPeriod, BusyBooking } from './types';
import type { ZoneTransition } from './zone-transitions';

/** Half-open range of wall-clock minutes `[start, end)` on one date. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** The dates asked for, inclusive `YYYY-MM-DD`, and their instant bounds (ms). */
export interface RangeBounds {
  from: string;
  to: string;
  startMs: number;
  endMs: number;
}

/**
 * Busy ranges per date within `bounds`: every booking covers `[start, end + its buffer)` (spilling past midnight
 * onto the next date), or with processing time only its two active parts (activeParts, docs/decisions/036), every blocked period covers its instants mapped to Stockholm wall-clock, clamped to each
 * date it touches (whole dates in between). Lists are sorted by start and merged, so they are disjoint.
 */
export function buildBusyIndex(
  bookings: readonly BusyBooking[],
  blocks: readonly BlockedPeriod[],
  bounds: RangeBounds,
  transitions: ReadonlyMap<string, ZoneTransition>,
): Map<string, MinuteRange[]> {
  const index = new Map<string, MinuteRange[]>();
  const add = (date: string, start: number, end: number) => {
    if (end <= start || date < bounds.from || date > bounds.to) return;
    const list = index.get(date);
    if (list) list.push({ start, end });
    else index.set(date, [{ start, end }]);
  };

  const dayBefore = addDays(bounds.from, -1);
  for (const booking of bookings) {
    if (booking.date < dayBefore || booking.date > bounds.to) continue;
    const start = parseHhmm(booking.startTime);
    let end = parseHhmm(booking.endTime);
    if (end <= start) end += MINUTES_PER_DAY;
    const parts = activeParts(
      start,
      end,
      booking.bufferMinutes,
      booking.processingAfterMinutes,
      booking.processingMinutes,
    );
    for (const part of parts) {
      add(booking.date, part.start, Math.min(part.end, MINUTES_PER_DAY));
      if (part.end > MINUTES_PER_DAY) {
        add(
          addDays(booking.date, 1),
          Math.max(0, part.start - MINUTES_PER_DAY),
          Math.min(part.end - MINUTES_PER_DAY, MINUTES_PER_DAY),
        );
      }
    }
  }

  for (const block of blocks) addBlock(block, bounds, transitions, add);

  for (const list of index.values()) mergeInPlace(list);
  return index;
}

function addBlock(
  block: BlockedPeriod,
  bounds: RangeBounds,
  transitions: ReadonlyMap<string, ZoneTransition>,
  add: (date: string, start: number, end: number) => void,
): void {
  const s = block.start.getTime();
  const e = block.end.getTime();
  if (!(e > s) || e <= bounds.startMs || s >= bounds.endMs) return; // empty, invalid or outside the range
  const zs = instantToZoned(block.start);
  const ze = instantToZoned(block.end);
  const first = zs.date > bounds.from ? zs.date : bounds.from;
  const last = ze.date < bounds.to ? ze.date : bounds.to;
  if (first > last) return;
  const count = daysBetween(first, last) + 1;
  for (const date of consecutiveDates(first, count)) {
    let lo = date === zs.date ? zs.minutes : 0;
    let hi = date === ze.date ? ze.minutes : MINUTES_PER_DAY;
    const t = transitions.get(date);
    if (t?.kind === 'fold') {
      // Wall-clock runs 02:00–03:00 twice: the block covers the whole image of its instants on the wall clock.
      if (s < t.at && t.at <= e) hi = Math.max(hi, t.end); // covers instants just before the change (…02:59 CEST)
      if (s <= t.at && t.at < e) lo = Math.min(lo, t.start); // covers the change itself (02:00 CET)
    }
    add(date, lo, hi);
  }
}

function mergeInPlace(list: MinuteRange[]): void {
  if (list.length < 2) return;
  list.sort((a, b) => a.start - b.start);
  let w = 0;
  for (let r = 1; r < list.length; r++) {
    const current = list[w]!;
    const next = list[r]!;
    if (next.start <= current.end) current.end = Math.max(current.end, next.end);
    else list[++w] = next;
  }
  list.length = w + 1;
}
