import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type {
  AdminCustomer,
  AdminCustomersList,
  UpdateAdminCustomerInput,
} from '~/shared/schemas/admin-customers';

const KEY = ['admin', 'customers'] as const;

/** `GET /api/admin/customers?q=`: stats and the customers matching `q` (trimmed; empty = all). */
export function useAdminCustomers(q: string) {
  return useQuery({
    queryKey: [...KEY, q.trim()],
    queryFn: (): Promise<AdminCustomersList> => unwrap(api.admin.customers.$get({ query: { q: q.trim() } })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** `PATCH /api/admin/customers/:id`; on success every customers list is refetched. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
