import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';

// The staff list is read by the 'Personal' page and by the settings' exceptions card; it lives below both features
// so that neither imports the other for it.

/** Query keys of the 'Personal' page: the list, and one member's absences. */
export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  absences: (staffId: string) => [...staffKeys.all, 'absences', staffId] as const,
};

/** The company's staff members in display order (`GET /api/admin/staff`). */
export function useAdminStaff() {
  return useQuery({ queryKey: staffKeys.list(), queryFn: () => unwrap(api.admin.staff.$get()) });
}
