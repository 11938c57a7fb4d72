import { formatPrice } from '~/shared/money';
import { DEFAULT_PRICE_KR } from './strings';

// Dates are written by shared/date-labels-sv, which imports nothing but its name lists: no date-fns locale
// (about 8 KB gzip) and no time-zone code on the booking page's first load.

/** The price a slot shows: the service's, or 250 kr when it has none (customer-side §9). */
export function slotPrice(price: number | null | undefined): string {
  return formatPrice(typeof price === 'number' && Number.isFinite(price) ? price : DEFAULT_PRICE_KR);
}
