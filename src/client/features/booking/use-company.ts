import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '~/client/api-client';
import { COMPANY_QUERY_KEY } from '~/client/features/session';

/**
 * The query of `GET /api/companies/:slug` (key `[...COMPANY_QUERY_KEY, slug]`), shared by `useCompany` and the server rendering
 * of `/booking/:slug` (src/client/ssr/public-pages.ts), so a server-rendered page hydrates without asking again.
 * Fresh for a minute: the server's answer in the page is not fetched a second time on hydration.
 */
export function companyQuery(slug: string) {
  return queryOptions({
    queryKey: [...COMPANY_QUERY_KEY, slug],
    queryFn: () => unwrap(api.companies[':slug'].$get({ param: { slug } })),
    staleTime: 60_000,
    // An unknown or closed company will not appear by asking again.
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1,
  });
}

/** The bookable company behind `/booking/:slug` and its active services (404 / 403 come back as ApiError). */
export function useCompany(slug: string) {
  return useQuery(companyQuery(slug));
}
