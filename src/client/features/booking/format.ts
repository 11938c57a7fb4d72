import { formatPrice } from '~/shared/money';
import { MONTHS_LONG_SV, MONTHS_SHORT_SV, WEEKDAYS_LONG_SV, WEEKDAYS_SHORT_SV } from '~/shared/date-names-sv';
import { DEFAULT_PRICE_KR } from './strings';

// Labels are built from our own Swedish name lists (shared/date-names-sv) rather than date-fns' format and sv locale (about 8 KB gzip on
// the booking page's first load). Date keys are Stockholm calendar dates, so reading them as UTC dates is exact.
function parts(date: string): { month: number; day: number; isoWeekday: number } {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { month: m - 1, day: d, isoWeekday: sundayFirst === 0 ? 7 : sundayFirst };
}

/** '2026-11-24' -> 'tisdag 24 november'. */
export function formatLongDate(date: string): string {
  const { month, day, isoWeekday } = parts(date);
  return `${WEEKDAYS_LONG_SV[isoWeekday - 1]} ${day} ${MONTHS_LONG_SV[month]}`;
}

/** '2026-11-24' -> 'tis' (the spec's short weekday names). */
export function weekdayShort(date: string): string {
  return WEEKDAYS_SHORT_SV[parts(date).isoWeekday - 1] ?? '';
}

/** '2026-11-24' -> 24. */
export function dayOfMonth(date: string): number {
  return parts(date).day;
}

/** The week's day range: '24–30 november', or '30 nov – 6 dec' when the week spans two months. */
export function formatWeekRange(first: string, last: string): string {
  const a = parts(first);
  const b = parts(last);
  if (a.month === b.month) return `${a.day}–${b.day} ${MONTHS_LONG_SV[b.month]}`;
  return `${a.day} ${MONTHS_SHORT_SV[a.month]} – ${b.day} ${MONTHS_SHORT_SV[b.month]}`;
}

/** The price a slot shows: the service's, or 250 kr when it has none (customer-side §9). */
export function slotPrice(price: number | null | undefined): string {
  return formatPrice(typeof price === 'number' && Number.isFinite(price) ? price : DEFAULT_PRICE_KR);
}
