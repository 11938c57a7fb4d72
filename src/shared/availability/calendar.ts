/**
 * Internal: fast calendar-date stepping for the slot engine's hot loops (not re-exported).
 *
 * `dates.addDays` checks its input on every call; a year of availability needs hundreds of steps over dates that
 * are already known to be valid. These helpers step the *calendar fields* of a UTC date without checking: UTC has
 * no DST, so one step is always exactly one calendar day, the same result as `dates.addDays` (a test pins this).
 * Inputs must already be valid `YYYY-MM-DD` keys (`isDateKey`).
 */

function toUtcDate(date: string): Date {
  return new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  );
}

function keyOf(d: Date): string {
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${d.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** `count` consecutive calendar dates starting at `from` (inclusive), `YYYY-MM-DD`. */
export function consecutiveDates(from: string, count: number): string[] {
  const cursor = toUtcDate(from);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(keyOf(cursor));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return out;
}

/** The date `days` calendar days after `date` (negative: before), `YYYY-MM-DD`. */
export function shiftDate(date: string, days: number): string {
  const cursor = toUtcDate(date);
  cursor.setUTCDate(cursor.getUTCDate() + days);
  return keyOf(cursor);
}

/** Whole calendar days from `a` to `b` (negative when `b` is before `a`). UTC days are all 86 400 000 ms long. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcDate(b).getTime() - toUtcDate(a).getTime()) / 86_400_000);
}
