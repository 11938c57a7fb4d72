import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { CategorySlug } from '~/shared/categories';

/** The search page's filters as the address holds them (issue 19): `q`, `kategori`, `stad`, `ledigt=idag`. */
export interface CompanySearchParams {
  q: string;
  kategori?: CategorySlug;
  stad?: string;
  ledigt?: 'idag';
}

/** Query keys of `GET /api/companies`: one per filter set (absent filters left out, so equal searches share one). */
export const companySearchKeys = {
  search: ({ q, kategori, stad, ledigt }: CompanySearchParams) =>
    ['companies', 'search', { q, kategori, stad, ledigt }] as const,
};

/** The query string of a search: only the filters that are set (the API reads empty values as absent too). */
export function searchQuery({ q, kategori, stad, ledigt }: CompanySearchParams) {
  return {
    q,
    ...(kategori ? { kategori } : {}),
    ...(stad ? { stad } : {}),
    ...(ledigt ? { ledigt } : {}),
  };
}

/**
 * The query of `GET /api/companies` for one filter set (`{ companies, cities }`), shared by `useCompanySearch` and
 * the server rendering of `/search` (src/client/ssr/public-pages.ts). Short stale time: first free times move with
 * bookings and the clock.
 */
export function companySearchQuery(params: CompanySearchParams) {
  return queryOptions({
    queryKey: companySearchKeys.search(params),
    queryFn: () => unwrap(api.companies.$get({ query: searchQuery(params) })),
    staleTime: 30_000,
  });
}

/**
 * Matching companies with their first free times and the city chips (`GET /api/companies`); keeps the last answer on
 * screen while typing or switching filters.
 */
export function useCompanySearch(params: CompanySearchParams) {
  return useQuery({ ...companySearchQuery(params), placeholderData: keepPreviousData });
}
