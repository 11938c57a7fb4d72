/**
 * The shape of a visit of one or more services booked back to back (a watch of several services; multi-service
 * booking): what the slot engine is asked for. docs/decisions/045.
 */

/** One service of a visit: its duration and buffer in minutes (the buffer resolved: the service's, else the company's default). */
export interface VisitPart {
  durationMinutes: number;
  bufferMinutes: number;
  processingAfterMinutes?: number | null;
  processingMinutes?: number | null;
}

/** The slot engine's duration, buffer and processing time for a visit. */
export interface VisitShape {
  durationMinutes: number;
  bufferMinutes: number;
  processingAfterMinutes: number | null;
  processingMinutes: number | null;
}

/**
 * The visit of `parts` (1 or more, in order) as one engine service: each service's buffer follows it, so the
 * duration is the sum of the durations plus the buffers of all but the last, and the buffer is the last one's. One
 * service keeps its own processing time; several have none (the engine knows one gap only, and a gap inside a
 * chain would let another booking into it). Throws RangeError for no parts.
 */
export function visitShape(parts: readonly VisitPart[]): VisitShape {
  const last = parts[parts.length - 1];
  if (!last) throw new RangeError('A visit has at least one service');
  if (parts.length === 1)
    return {
      durationMinutes: last.durationMinutes,
      bufferMinutes: last.bufferMinutes,
      processingAfterMinutes: last.processingAfterMinutes ?? null,
      processingMinutes: last.processingMinutes ?? null,
    };
  const durationMinutes = parts.reduce(
    (sum, p, i) => sum + p.durationMinutes + (i < parts.length - 1 ? p.bufferMinutes : 0),
    0,
  );
  return {
    durationMinutes,
    bufferMinutes: last.bufferMinutes,
    processingAfterMinutes: null,
    processingMinutes: null,
  };
}

/**
 * True when a visit starting at `startTime` and ending at `endTime` (`HH:MM`, Stockholm) lies in the window
 * `fromTime`–`toTime` (`HH:MM`; both null = any time): it starts at or after `fromTime` and ends by `toTime`.
 */
export function inTimeWindow(
  startTime: string,
  endTime: string,
  window: { fromTime: string | null; toTime: string | null },
): boolean {
  if (window.fromTime === null || window.toTime === null) return true;
  // An end at 00:00 is the end of the day.
  const end = endTime === '00:00' ? '24:00' : endTime;
  return startTime >= window.fromTime && end <= window.toTime;
}
