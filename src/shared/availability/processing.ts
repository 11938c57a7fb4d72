/**
 * Processing time ('Verkningstid', docs/decisions/036): a booking whose middle part leaves its member free (colour
 * developing). Such a booking holds its member only during its two active parts; the database's exclusion
 * constraints (migration 0024) compare the same parts. Pure; minutes throughout.
 */

/** Half-open range of minutes `[start, end)`. */
export interface ActivePart {
  start: number;
  end: number;
}

/**
 * The gap `[after, after + processing)` in minutes from the start, when `processingAfterMinutes` and
 * `processingMinutes` describe one strictly inside a service of `durationMinutes` (both positive integers, the gap
 * ending before the duration); otherwise null (no processing: null, 0, negative or malformed numbers).
 */
export function processingGap(
  processingAfterMinutes: number | null | undefined,
  processingMinutes: number | null | undefined,
  durationMinutes: number,
): ActivePart | null {
  const after = processingAfterMinutes ?? 0;
  const gap = processingMinutes ?? 0;
  if (!Number.isInteger(after) || !Number.isInteger(gap) || after <= 0 || gap <= 0) return null;
  if (after + gap >= durationMinutes) return null;
  return { start: after, end: after + gap };
}

/**
 * The minutes a booking holds its member, relative to any origin: `[start, end + buffer)` without processing, else
 * `[start, start + after)` and `[start + after + processing, end + buffer)`. `start`/`end` in minutes (end > start),
 * `buffer` minutes kept free after the end (negative = 0).
 */
export function activeParts(
  start: number,
  end: number,
  buffer: number,
  processingAfterMinutes?: number | null,
  processingMinutes?: number | null,
): ActivePart[] {
  const busyEnd = end + Math.max(0, Number.isFinite(buffer) ? buffer : 0);
  const gap = processingGap(processingAfterMinutes, processingMinutes, end - start);
  if (!gap) return [{ start, end: busyEnd }];
  return [
    { start, end: start + gap.start },
    { start: start + gap.end, end: busyEnd },
  ];
}
