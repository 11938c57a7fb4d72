import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> 'tisdag 24 november 2026' (a Stockholm calendar date, read as local midnight). */
export function formatLongDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy', { locale: sv });
}
