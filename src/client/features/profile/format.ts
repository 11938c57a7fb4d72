import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> '24 nov 2026' (a Stockholm calendar date; parseISO reads it as local midnight). */
export function formatHistoryDate(date: string): string {
  return format(parseISO(date), 'd MMM yyyy', { locale: sv }).replace(/\./g, '');
}

/** An ISO instant -> its year in Stockholm ('Medlem sedan 2025'). */
export function formatYear(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { year: 'numeric', timeZone: 'Europe/Stockholm' }).format(
    new Date(iso),
  );
}
