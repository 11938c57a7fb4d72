import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';
import { formatShortDateSv, formatWeekdayShortSv } from '~/shared/dates';

// Date keys are Stockholm calendar dates; parseISO reads 'YYYY-MM-DD' as local midnight, which is all a label needs.
const day = (date: string) => parseISO(date);
const noDots = (s: string) => s.replace(/\./g, '');

/** '2026-11-24' -> 'tisdag 24 november 2026'. */
export const formatLongDate = (date: string) => format(day(date), 'EEEE d MMMM yyyy', { locale: sv });

/** '2026-11-24' -> 'tis 24 nov' ('tor', not 'tors': the one way, src/shared/dates.ts). */
export const formatShortDate = formatShortDateSv;

/** '2026-11-24' -> 'tis'. */
export const formatWeekday = formatWeekdayShortSv;

/** '2026-11-24' -> 24. */
export const dayOfMonth = (date: string) => day(date).getDate();

/** '24–30 november 2026', or '30 nov – 6 dec 2026' / '29 dec 2025 – 4 jan 2026' across months or years. */
export function formatRange(first: string, last: string): string {
  const a = day(first);
  const b = day(last);
  if (a.getFullYear() !== b.getFullYear()) {
    return `${noDots(format(a, 'd MMM yyyy', { locale: sv }))} – ${noDots(format(b, 'd MMM yyyy', { locale: sv }))}`;
  }
  if (a.getMonth() === b.getMonth()) return `${a.getDate()}–${format(b, 'd MMMM yyyy', { locale: sv })}`;
  return `${noDots(format(a, 'd MMM', { locale: sv }))} – ${noDots(format(b, 'd MMM yyyy', { locale: sv }))}`;
}
