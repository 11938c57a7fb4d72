import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import { ME_QUERY_KEY } from './me-query-key';

/**
 * Who is signed in (customer-side §3 "Auth context"): `{ user, isAdmin, adminCompany }` from `GET /api/me`.
 * `isLoading` is true until the first answer. With `watchEveryMs` this observer also asks again at that interval
 * and whenever the tab becomes visible again, for something that changes elsewhere (a pending company's approval).
 */
export function useMe({ watchEveryMs }: { watchEveryMs?: number } = {}) {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => unwrap(api.me.$get()),
    staleTime: 30_000,
    ...(watchEveryMs ? { refetchInterval: watchEveryMs, refetchOnWindowFocus: 'always' as const } : {}),
  });
}

/** Refetches `useMe` (after sign-in, sign-out or verification) and returns the fresh value. */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => unwrap(api.me.$get()), staleTime: 0 });
}

/** Whether the signed-in user is a staff account ('Personal', docs/decisions/035): their own calendar only. */
export function useIsStaffAccount(): boolean {
  return useMe().data?.adminCompany?.role === 'staff';
}
