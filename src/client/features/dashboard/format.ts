import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

/** '2026-11-24' -> 'tis 24 nov' (a Stockholm calendar date; parseISO reads it as local midnight). */
export function formatShortDate(date: string): string {
  // sv abbreviations carry a dot ('nov.'); the product writes dates without it ('mån 24 nov').
  return format(parseISO(date), 'EEE d MMM', { locale: sv }).replace(/\./g, '');
}

/** An ISO instant -> 'november 2025' (for 'Medlem sedan'). */
export function formatMonthYear(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : format(d, 'LLLL yyyy', { locale: sv });
}
