import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { COMPANY_QUERY_KEY, ME_QUERY_KEY } from './me-query-key';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The answer does not depend on who is signed in, and asking again after a change of user would be wrong
       * (a one-time token that has just been used would read as invalid).
       */
      sessionIndependent?: boolean;
    };
  }
}

const isMeQuery = (query: Pick<Query, 'queryKey'>) =>
  query.queryKey.length === ME_QUERY_KEY.length && query.queryKey[0] === ME_QUERY_KEY[0];

/** An ApiError with status 401; tested by shape, so the entry chunk does not need the API client. */
const isUnauthorized = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/**
 * The app's query client. Cached answers are keyed without the user, so the cache follows who is signed in:
 * - an API answer 401 (the session expired or was revoked) makes `useMe` ask again;
 * - when `useMe` stops naming the user it named before (signed out, session gone, someone else signed in),
 *   every other query is reset: unused ones lose their data, those on screen load again. Nobody who signs in
 *   next on the device sees the previous user's bookings, profile or company.
 * After every successful change (a mutation) the public company pages' answers are marked stale without being
 * fetched: a salon that changed its photos, services, staff or hours sees them on its page the next time it opens it
 * (not up to a minute later from the cache), and a page on screen is not asked again for it.
 */
export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (isUnauthorized(error) && !isMeQuery(query))
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
    },
  });
  const mutationCache = new MutationCache({
    onSuccess: () => client.invalidateQueries({ queryKey: COMPANY_QUERY_KEY, refetchType: 'none' }),
  });
  const client: QueryClient = new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  // The user id `useMe` last answered with: null for a guest, undefined before its first answer.
  let signedIn: string | null | undefined;
  queryCache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isMeQuery(event.query)) return;
    const previous = signedIn;
    signedIn = (event.query.state.data as { user?: { id: string } | null } | undefined)?.user?.id ?? null;
    if (previous === undefined || previous === null || previous === signedIn) return;
    void client.resetQueries({ predicate: (query) => !isMeQuery(query) && !query.meta?.sessionIndependent });
  });
  return client;
}
