import { CATEGORY_SLUGS, type CategorySlug } from '~/shared/categories';
import type { CompanySearchParams } from './use-company-search';

const CITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The search filters and order from the address
 * (`/search?q=klippning&kategori=frisor&stad=goteborg&ledigt=idag&ordning=betyg`): unknown or malformed
 * values are ignored (never sent to the API), `q` is trimmed.
 */
export function readSearchParams(params: URLSearchParams): CompanySearchParams {
  const kategori = params.get('kategori') ?? '';
  const stad = params.get('stad') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    kategori: (CATEGORY_SLUGS as readonly string[]).includes(kategori)
      ? (kategori as CategorySlug)
      : undefined,
    stad: CITY_SLUG.test(stad) && stad.length <= 60 ? stad : undefined,
    ledigt: params.get('ledigt') === 'idag' ? 'idag' : undefined,
    ordning: params.get('ordning') === 'betyg' ? 'betyg' : undefined,
  };
}

/**
 * `params` with the filter (or the order) `name` set to `value`, or removed when `value` is undefined (the others
 * kept).
 */
export function withFilter(
  params: URLSearchParams,
  name: 'kategori' | 'stad' | 'ledigt' | 'ordning',
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** `params` with the search text set to `q`, the filters and order kept. */
export function withQuery(params: URLSearchParams, q: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('q', q);
  return next;
}

/** `params` without text and filters: only the order is kept. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const order = params.get('ordning');
  if (order) next.set('ordning', order);
  return next;
}
