import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> 'tisdag 24 november'. */
export function formatLongDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM', { locale: sv });
}
