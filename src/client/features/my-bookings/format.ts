import { formatDateRangeSv, formatDayMonthSv } from '~/shared/date-labels-sv';

/** '10:00', '11:00' -> '10:00–11:00'. (Dates are written by shared/date-labels-sv.) */
export function formatTimeRange(start: string, end: string): string {
  return `${start}–${end}`;
}

/** A watch's dates: '24 nov' for one date, else '24–30 november', '30 nov – 6 dec'. */
export function formatWatchDates(from: string, to: string): string {
  return from === to ? formatDayMonthSv(from) : formatDateRangeSv(from, to);
}
