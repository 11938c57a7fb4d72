import { format, getISODay, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';
import { formatPrice } from '~/shared/money';
import { DEFAULT_PRICE_KR, t } from './strings';

// Date keys are Stockholm calendar dates; parseISO reads 'YYYY-MM-DD' as local midnight, which is all a label needs.
const day = (date: string) => parseISO(date);

/** '2026-11-24' -> 'tisdag 24 november'. */
export function formatLongDate(date: string): string {
  return format(day(date), 'EEEE d MMMM', { locale: sv });
}

/** '2026-11-24' -> 'tis' (the spec's short weekday names). */
export function weekdayShort(date: string): string {
  return t.weekdaysShort[getISODay(day(date)) - 1] ?? '';
}

/** '2026-11-24' -> 24. */
export function dayOfMonth(date: string): number {
  return day(date).getDate();
}

/** The week's day range: '24–30 november', or '30 nov – 6 dec' when the week spans two months. */
export function formatWeekRange(first: string, last: string): string {
  const a = day(first);
  const b = day(last);
  if (a.getMonth() === b.getMonth()) return `${a.getDate()}–${b.getDate()} ${format(b, 'MMMM', { locale: sv })}`;
  return `${a.getDate()} ${t.monthsShort[a.getMonth()]} – ${b.getDate()} ${t.monthsShort[b.getMonth()]}`;
}

/** The price a slot shows: the service's, or 250 kr when it has none (customer-side §9). */
export function slotPrice(price: number | null | undefined): string {
  return formatPrice(typeof price === 'number' && Number.isFinite(price) ? price : DEFAULT_PRICE_KR);
}
