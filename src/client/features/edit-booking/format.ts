import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';

// Date keys are Stockholm calendar dates; parseISO reads 'YYYY-MM-DD' as local midnight, which is all a label needs.

/** '2026-11-24' -> 'tisdag 24 november'. */
export function formatLongDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM', { locale: sv });
}

/** '2026-11-24' -> 24. */
export function dayOfMonth(date: string): number {
  return parseISO(date).getDate();
}

/** '2026-11-24' -> 'november 2026' (the month of a shown week). */
export function formatMonth(date: string): string {
  return format(parseISO(date), 'LLLL yyyy', { locale: sv });
}
