import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { useMe } from '~/client/features/session';
import type { Watch } from '~/shared/schemas/watches';
import { t } from './strings';

/** Query keys of `/api/me/watches`, per user (the cache follows the signed-in user). */
export const watchKeys = { list: (userId: string) => ['me', userId, 'watches'] as const };

/** The signed-in customer's active watches (`GET /api/me/watches`), soonest first; idle for guests. */
export function useWatches() {
  const userId = useMe().data?.user?.id ?? '';
  return useQuery({
    queryKey: watchKeys.list(userId),
    queryFn: async (): Promise<Watch[]> => (await unwrap(api.me.watches.$get())).watches,
    enabled: userId !== '',
  });
}

/**
 * Removes one of the customer's watches (`DELETE /api/me/watches/:id`) with a toast either way; `variables` tells
 * which one is in progress. A 404 means it is gone already, so the list is refetched in any case.
 */
export function useRemoveWatch() {
  const userId = useMe().data?.user?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.me.watches[':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Watch[]>(watchKeys.list(userId), (list) => list?.filter((w) => w.id !== id));
      toast.success(t.watchRemoved);
    },
    onError: (error) => {
      toast.error(t.watchRemoveFailed, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.list(userId) }),
  });
}
