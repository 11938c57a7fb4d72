import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { AdminReport } from '~/shared/schemas/admin-reports';

/** `GET /api/admin/reports?from=&to=`: the admin's company's figures of the Stockholm dates `from`–`to`. */
export function useAdminReport(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'reports', from, to],
    queryFn: (): Promise<AdminReport> => unwrap(api.admin.reports.$get({ query: { from, to } })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Where the period's CSV export is downloaded (the browser sends the session cookie). */
export function bookingsCsvUrl(from: string, to: string): string {
  return `/api/admin/reports/bookings.csv?${new URLSearchParams({ from, to }).toString()}`;
}
