import { format } from 'date-fns';
import { sv } from 'date-fns/locale';
import { formatShortDateSv } from '~/shared/dates';

/** '2026-11-24' -> 'tis 24 nov' ('tor', not date-fns' 'tors': the one way, src/shared/dates.ts). */
export const formatShortDate = formatShortDateSv;

/** An ISO instant -> 'november 2025' (for 'Medlem sedan'). */
export function formatMonthYear(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : format(d, 'LLLL yyyy', { locale: sv });
}
