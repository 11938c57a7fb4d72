import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '~/client/api-client';
import { useMe } from '~/client/features/session';
import type { Favourite } from '~/shared/schemas/reviews';
import { favouriteStrings as t } from './strings';

/** Query keys of `/api/me/favourites`, per user (the cache follows the signed-in user). */
export const favouriteKeys = { list: (userId: string) => ['me', userId, 'favourites'] as const };

/** The signed-in user's favourites (`GET /api/me/favourites`); idle for guests. */
export function useFavourites() {
  const userId = useMe().data?.user?.id ?? '';
  return useQuery({
    queryKey: favouriteKeys.list(userId),
    queryFn: async () => (await unwrap(api.me.favourites.$get())).favourites,
    enabled: userId !== '',
  });
}

/**
 * Saves (`save: true`) or removes a favourite; the answer, the new list, replaces the cached one. Without
 * TanStack's useMutation, which would add a kilobyte to the search page for one call.
 */
export function useToggleFavourite() {
  const userId = useMe().data?.user?.id ?? '';
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const toggle = async (companyId: string, save: boolean) => {
    setPending(true);
    try {
      const param = { param: { companyId } };
      const { favourites } = await unwrap(
        save ? api.me.favourites[':companyId'].$put(param) : api.me.favourites[':companyId'].$delete(param),
      );
      queryClient.setQueryData<Favourite[]>(favouriteKeys.list(userId), favourites);
    } catch (error) {
      // sonner is fetched only when a toast is due: the heart sits on the search cards, whose JavaScript budget
      // (150 KB gzipped) has no room for it (the Toaster itself loads at the first interaction, app-root.tsx).
      const { toast } = await import('sonner');
      toast.error(t.failed, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };
  return { toggle, isPending };
}
