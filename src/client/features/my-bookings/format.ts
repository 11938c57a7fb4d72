import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> 'tisdag 24 november' (a Stockholm calendar date; parseISO reads it as local midnight). */
export function formatLongDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM', { locale: sv });
}

/** '10:00', '11:00' -> '10:00–11:00'. */
export function formatTimeRange(start: string, end: string): string {
  return `${start}–${end}`;
}
