import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';

/** Active companies matching `q` (`GET /api/companies?q=`); keeps the last list on screen while typing. */
export function useCompanySearch(q: string) {
  return useQuery({
    queryKey: ['companies', 'search', q],
    queryFn: () => unwrap(api.companies.$get({ query: { q } })).then((body) => body.companies),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
