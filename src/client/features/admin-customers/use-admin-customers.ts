import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type {
  AdminCustomer,
  AdminCustomersList,
  CustomerHistory,
  UpdateAdminCustomerInput,
} from '~/shared/schemas/admin-customers';

const KEY = ['admin', 'customers'] as const;
/** Every admin query: the dashboard and the calendar show customers' names too. */
const ADMIN_KEY = ['admin'] as const;

/**
 * `GET /api/admin/customers?q=&offset=&focus=`, a page at a time: stats, how many match `q` (trimmed; empty = all)
 * and the pages loaded so far (`fetchNextPage` loads the next while `hasNextPage`). `focus` (a customer id) comes
 * first when there is no search.
 */
export function useAdminCustomers(q: string, focus: string | null) {
  const query = q.trim();
  return useInfiniteQuery({
    queryKey: [...KEY, query, focus],
    queryFn: ({ pageParam }): Promise<AdminCustomersList> =>
      unwrap(
        api.admin.customers.$get({
          query: { q: query, offset: String(pageParam), ...(focus ? { focus } : {}) },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * `PATCH /api/admin/customers/:id`; on success every admin query is marked stale (those on screen refetch), so a new
 * name shows in the dashboard and calendar too.
 */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      changes,
    }: {
      id: string;
      changes: UpdateAdminCustomerInput;
    }): Promise<AdminCustomer> =>
      (await unwrap(api.admin.customers[':id'].$patch({ param: { id }, json: changes }))).customer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** `POST /api/admin/customers/:id/anonymize`; on success every admin query is marked stale. */
export function useAnonymizeCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<AdminCustomer> =>
      (await unwrap(api.admin.customers[':id'].anonymize.$post({ param: { id } }))).customer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** `GET /api/admin/customers/:id/bookings`: the card's coming and past visits and no-show count; idle while closed. */
export function useCustomerHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: (): Promise<CustomerHistory> =>
      unwrap(api.admin.customers[':id'].bookings.$get({ param: { id } })),
    enabled,
    staleTime: 15_000,
  });
}

/** The company's customers matching `q` (at least 2 characters; anonymised ones left out), for 'Slå ihop med…'. */
export function useCustomerPick(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [...KEY, 'pick', query],
    queryFn: async () =>
      (await unwrap(api.admin.customers.$get({ query: { q: query } }))).customers.filter(
        (c) => !c.anonymized,
      ),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/admin/customers/:id/merge` (`duplicateId` merged into `id`); on success every admin query is marked
 * stale: the list, the calendar's names and the dashboard.
 */
export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, duplicateId }: { id: string; duplicateId: string }): Promise<AdminCustomer> =>
      (await unwrap(api.admin.customers[':id'].merge.$post({ param: { id }, json: { duplicateId } })))
        .customer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
