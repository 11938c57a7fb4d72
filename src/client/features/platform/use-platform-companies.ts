import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { PlatformCompany } from '~/shared/schemas/platform';

const KEY = ['platform', 'companies'] as const;

/** Every company for the operators (`GET /api/platform/companies`), newest first. */
export function usePlatformCompanies() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.platform.companies.$get())).companies,
  });
}

/** Approves or suspends a company; the list is refreshed with the answer. Errors come back as ApiError. */
export function useChangeCompanyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'approve' | 'suspend' }) => {
      const route = api.platform.companies[':id'][action];
      return (await unwrap(route.$post({ param: { id } }))).company;
    },
    onSuccess: (company) => {
      queryClient.setQueryData<PlatformCompany[]>(KEY, (list) =>
        list?.map((c) => (c.id === company.id ? company : c)),
      );
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
