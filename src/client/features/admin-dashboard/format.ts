import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> 'tis 24 nov' (a Stockholm calendar date; no abbreviation dots, DESIGN §6). */
export function formatShortDate(date: string): string {
  return format(parseISO(date), 'EEE d MMM', { locale: sv }).replace(/\./g, '');
}

/** '2026-11-24' -> 'tisdag 24 november'. */
export function formatLongDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM', { locale: sv });
}
