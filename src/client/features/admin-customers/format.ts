import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> '24 nov 2026' (a Stockholm calendar date, no abbreviation dots). */
export function formatDate(date: string): string {
  return format(parseISO(date), 'd MMM yyyy', { locale: sv }).replace(/\./g, '');
}

/** An ISO instant -> '24 nov 2026' in the viewer's zone (Stockholm for our users). */
export function formatInstantDate(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy', { locale: sv }).replace(/\./g, '');
}
