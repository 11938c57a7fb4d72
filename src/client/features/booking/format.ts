import { formatServicePrice } from '~/shared/money';
import { DEFAULT_PRICE_KR } from './strings';

// Dates are written by shared/date-labels-sv, which imports nothing but its name lists: no date-fns locale
// (about 8 KB gzip) and no time-zone code on the booking page's first load.

/**
 * The price a booking step shows: the service's, or 250 kr when it has none (customer-side §9); 'från 650 kr' for a
 * från-price (decision 043).
 */
export function slotPrice(price: number | null | undefined, priceFrom?: boolean): string {
  return formatServicePrice(
    typeof price === 'number' && Number.isFinite(price) ? price : DEFAULT_PRICE_KR,
    priceFrom,
  );
}
