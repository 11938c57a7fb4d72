import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import type {
  ExceptionForm,
  HolidayInput,
  ScheduleExceptionInput,
} from '~/shared/schemas/schedule-exceptions';
import { exceptionStrings as x, t } from './strings';
import { SETTINGS_KEY } from './use-company-settings';
import { isErrorCode } from '~/shared/error-codes';

/** Query keys of `/api/admin/schedule-exceptions`. */
export const exceptionKeys = { list: () => ['admin', 'schedule-exceptions'] as const };

/** The company's coming exceptions and the next twelve months' holidays. */
export function useScheduleExceptions() {
  return useQuery({
    queryKey: exceptionKeys.list(),
    queryFn: () => unwrap(api.admin['schedule-exceptions'].$get()),
  });
}

/** After a change: the lists, and the customer-view grid of Settings › Schema, read it again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: exceptionKeys.list() });
    void queryClient.invalidateQueries({ queryKey: [...SETTINGS_KEY, 'week'] });
  };
}

/** Whether `error` is the server asking what to do with the bookings a change leaves outside its hours. */
export const asksAboutBookings = (error: unknown): error is ApiError =>
  error instanceof ApiError && isErrorCode(error.code, 'exception_covers_bookings');

const reportCancelled = (n: number) => {
  if (n > 0) toast.success(x.cancelled(n));
};

/**
 * Asks which booked bookings the exception in the form would cover (`GET /api/admin/schedule-exceptions/covered`,
 * read-only); resolves with them (none: it can be saved without asking). Refusals (400) are the form's to show.
 */
export function useExceptionPreview() {
  return useMutation({
    mutationFn: (v: ExceptionForm) =>
      unwrap(
        api.admin['schedule-exceptions'].covered.$get({
          query: {
            staffId: v.staffId,
            startDate: v.startDate,
            endDate: v.endDate < v.startDate ? v.startDate : v.endDate,
            kind: v.kind,
            ...(v.kind === 'hours' ? { start: v.start, end: v.end } : {}),
          },
        }),
      ).then((r) => r.bookings),
  });
}

/** Adds an exception; a 409 that asks about bookings is left to the form (no toast). */
export function useAddException() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ScheduleExceptionInput) =>
      unwrap(api.admin['schedule-exceptions'].$post({ json: input })),
    onSuccess: ({ cancelledBookings }) => {
      toast.success(x.added);
      reportCancelled(cancelledBookings.length);
    },
    onError: (error) => {
      if (!asksAboutBookings(error)) toast.error(t.error, { description: (error as Error).message });
    },
    onSettled: refresh,
  });
}

/** Removes an exception. */
export function useRemoveException() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin['schedule-exceptions'][':id'].$delete({ param: { id } })),
    onSuccess: () => toast.success(x.removed),
    onError: (error) => toast.error(t.error, { description: (error as Error).message }),
    onSettled: refresh,
  });
}

/** Sets how the company keeps the holiday on `date`; a 409 that asks about bookings is left to the row. */
export function useSetHoliday() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ date, ...input }: HolidayInput & { date: string }) =>
      unwrap(api.admin.holidays[':date'].$put({ param: { date }, json: input })),
    onSuccess: ({ cancelledBookings }) => {
      toast.success(x.holidaySaved);
      reportCancelled(cancelledBookings.length);
    },
    onError: (error) => {
      if (!asksAboutBookings(error)) toast.error(t.error, { description: (error as Error).message });
    },
    onSettled: refresh,
  });
}
