import { useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '~/client/api-client';

/** The bookable company behind `/booking/:slug` and its active services (404 / 403 come back as ApiError). */
export function useCompany(slug: string) {
  return useQuery({
    queryKey: ['company', slug],
    queryFn: () => unwrap(api.companies[':slug'].$get({ param: { slug } })),
    // An unknown or closed company will not appear by asking again.
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1,
  });
}
