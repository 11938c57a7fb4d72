import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import type { AdminService, ServiceInput } from '~/shared/schemas/admin-services';
import { t } from './strings';

/** Query key of `GET /api/admin/services`. */
export const ADMIN_SERVICES_KEY = ['admin', 'services'] as const;

const services = api.admin.services;

/** The admin's services in display order with their statistics. */
export function useAdminServices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ADMIN_SERVICES_KEY,
    queryFn: async () => (await unwrap(services.$get())).services,
    enabled,
  });
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/** Create (no id) or update a service; shows the §8 toasts and refetches the list. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServiceInput }) =>
      id
        ? unwrap(services[':id'].$patch({ param: { id }, json: input }))
        : unwrap(services.$post({ json: input })),
    onSuccess: (_data, { id }) => toast.success(id ? t.updated : t.created),
    onError: (error, { id }) =>
      toast.error(id ? t.updateFailed : t.createFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SERVICES_KEY }),
  });
}

/** Turns a service on or off. */
export function useToggleService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      unwrap(services[':id'].toggle.$post({ param: { id }, json: { active } })),
    onSuccess: (_data, { active }) => toast.success(active ? t.activated : t.deactivated),
    onError: (error) => toast.error(t.toggleFailed, { description: errorText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SERVICES_KEY }),
  });
}

/** Deletes a service; a 409 ('framtida bokningar') gets its own message. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(services[':id'].$delete({ param: { id } })),
    onSuccess: () => toast.success(t.deleted),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.message.includes('framtida bokningar')
          ? t.deleteHasBookings
          : t.deleteFailed,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SERVICES_KEY }),
  });
}

/** Saves a new order; the cached list changes only after the server agreed (admin-side §4). */
export function useReorderServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: AdminService[]) =>
      unwrap(
        services.order.$put({
          json: { items: ordered.map((s, index) => ({ id: s.id, displayOrder: index })) },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(ADMIN_SERVICES_KEY, data.services),
    onError: (error) => toast.error(t.orderFailed, { description: errorText(error) }),
  });
}
