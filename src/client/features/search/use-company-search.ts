import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { CategorySlug } from '~/shared/categories';

/**
 * The search page's filters and order as the address holds them: `q`, `kategori`, `stad`, `ledigt=idag`
 * and `ordning=betyg` (best rated first; absent: the default order, best match).
 */
export interface CompanySearchParams {
  q: string;
  kategori?: CategorySlug;
  stad?: string;
  ledigt?: 'idag';
  ordning?: 'betyg';
}

/**
 * Query keys of `GET /api/companies`: one per filter set and order (absent ones left out, so equal searches share
 * one).
 */
export const companySearchKeys = {
  search: ({ q, kategori, stad, ledigt, ordning }: CompanySearchParams) =>
    ['companies', 'search', { q, kategori, stad, ledigt, ordning }] as const,
};

/** The query string of a search: only the filters that are set (the API reads empty values as absent too). */
export function searchQuery({ q, kategori, stad, ledigt, ordning }: CompanySearchParams) {
  return {
    q,
    ...(kategori ? { kategori } : {}),
    ...(stad ? { stad } : {}),
    ...(ledigt ? { ledigt } : {}),
    ...(ordning ? { ordning } : {}),
  };
}

/**
 * The paged query of `GET /api/companies` for one filter set and order (decision 021): each page `{ companies, cities,
 * nextPage, total }` of 20 companies, fetched with `sida` = the page param (1 first; the next is the answer's
 * `nextPage`, none when null). Shared by `useCompanySearch` and the server rendering of `/search`
 * (src/client/ssr/public-pages.ts), which prefetches the first page. Short stale time: first free times move with
 * bookings and the clock.
 */
export function companySearchQuery(params: CompanySearchParams) {
  return infiniteQueryOptions({
    queryKey: companySearchKeys.search(params),
    queryFn: ({ pageParam }) =>
      unwrap(api.companies.$get({ query: { ...searchQuery(params), sida: String(pageParam) } })),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: 30_000,
  });
}

/**
 * Matching companies with their first free times and the city chips (`GET /api/companies`), a page at a time
 * (`fetchNextPage` while `hasNextPage`); keeps the last answer on screen while typing or switching filters.
 */
export function useCompanySearch(params: CompanySearchParams) {
  return useInfiniteQuery({ ...companySearchQuery(params), placeholderData: keepPreviousData });
}
