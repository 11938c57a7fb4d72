import { formatShortDateSv } from './date-labels-sv';
import { addDays, todayInZone } from './dates';

/**
 * A company's first free time on a search card in Stockholm time, relative to `now`:
 * today -> 'i dag 14:30', tomorrow -> 'i morgon 09:00', later -> short weekday and date, 'tor 26 nov'.
 * `date` is `YYYY-MM-DD`, `startTime` `HH:MM` (Europe/Stockholm wall clock).
 */
export function formatFirstFree(date: string, startTime: string, now: Date): string {
  const today = todayInZone(now);
  if (date === today) return `i dag ${startTime}`;
  if (date === addDays(today, 1)) return `i morgon ${startTime}`;
  return formatShortDateSv(date);
}
