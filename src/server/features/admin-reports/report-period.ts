import { addDays, consecutiveDates, daysBetween, todayInZone } from '../../../shared/dates';
import type { StatusCounts } from '../../../shared/schemas/admin-reports';

/** The Stockholm calendar month of `today` (`YYYY-MM-DD`) as a period: its first and last date, both included. */
export function monthPeriod(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${today.slice(0, 7)}-01`, to: addDays(next, -1) };
}

/** The period asked for, or without one this Stockholm month at `now`. */
export function resolvePeriod(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  return monthPeriod(todayInZone(now));
}

/** Every date of [`from`, `to`] with its earned kronor from `days` (dates without a row get 0). */
export function fillDays(
  from: string,
  to: string,
  days: { date: string; earned: number }[],
): { date: string; earned: number }[] {
  const byDate = new Map(days.map((d) => [d.date, d.earned]));
  return consecutiveDates(from, daysBetween(from, to) + 1).map((date) => ({
    date,
    earned: byDate.get(date) ?? 0,
  }));
}

/**
 * Share of the visits that were due which the customer missed: no-shows ÷ (completed + no-shows), 0–1. Coming and
 * cancelled bookings are not due visits. Null when there was none.
 */
export function noShowRate(byStatus: StatusCounts): number | null {
  const due = byStatus.completed + byStatus.no_show;
  return due === 0 ? null : byStatus.no_show / due;
}
