import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './use-me';

const isMeQuery = (key: QueryKey) => key.length === ME_QUERY_KEY.length && key[0] === ME_QUERY_KEY[0];

/**
 * Returns a function that drops every cached query but `useMe`'s, for after a sign-out: bookings, dashboard and
 * admin data are cached under keys without the user, so the next user on this device would briefly see them.
 * `useMe` stays (it is refetched, and the header observes it). `'all'` (default) drops queries still on screen
 * too (their views unmount once `useMe` says nobody is signed in); `'inactive'` keeps them, for a page whose own
 * public queries must not refetch.
 */
export function useForgetUserData() {
  const queryClient = useQueryClient();
  return (type: 'all' | 'inactive' = 'all') =>
    queryClient.removeQueries({ type, predicate: (query) => !isMeQuery(query.queryKey) });
}
