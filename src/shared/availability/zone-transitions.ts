/**
 * Internal: Europe/Stockholm DST transitions as seen on the wall clock (docs/design.md §4 "Time"; not re-exported).
 */
import { tzScan } from '@date-fns/tz';
import { TIME_ZONE, instantToZoned } from '../dates';

/**
 * A DST change on one Stockholm date. `start`/`end` are the affected wall-clock minutes `[start, end)` of that date:
 * for a 'gap' (last Sunday of March) the minutes that do not exist (02:00–03:00 → 120–180); for a 'fold' (last
 * Sunday of October) the minutes that occur twice (also 120–180). `at` is the instant of the change (ms).
 */
export interface ZoneTransition {
  kind: 'gap' | 'fold';
  at: number;
  start: number;
  end: number;
}

/** DST transitions in the instant range `[startMs, endMs)`, keyed by the Stockholm date they happen on. */
export function findTransitions(startMs: number, endMs: number): Map<string, ZoneTransition> {
  const found = new Map<string, ZoneTransition>();
  if (!(endMs > startMs)) return found;
  for (const change of tzScan(TIME_ZONE, { start: new Date(startMs), end: new Date(endMs) })) {
    const at = change.date.getTime();
    if (at < startMs || at >= endMs || change.change === 0) continue;
    const after = instantToZoned(change.date);
    const size = Math.abs(change.change);
    found.set(
      after.date,
      change.change > 0
        ? { kind: 'gap', at, start: Math.max(0, after.minutes - size), end: after.minutes }
        : { kind: 'fold', at, start: after.minutes, end: after.minutes + size },
    );
  }
  return found;
}
