import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { AdminDashboard } from '~/shared/schemas/admin-dashboard';

export const ADMIN_DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** `GET /api/admin/dashboard`: next booking, this month's numbers and the ten latest bookings of the admin's company. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ADMIN_DASHBOARD_KEY,
    queryFn: (): Promise<AdminDashboard> => unwrap(api.admin.dashboard.$get()),
    staleTime: 15_000,
  });
}
