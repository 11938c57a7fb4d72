import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { useEventStream } from '~/client/lib/use-event-stream';
import type { CreateBlockInput } from '~/shared/schemas/admin-calendar';
import { t } from './strings';

/** Query key prefix of the admin calendar, so every range refetches at once. */
export const ADMIN_CALENDAR_KEY = ['admin', 'calendar'] as const;

/**
 * Bookings, blocks and grid settings of the admin's company for the Stockholm dates [from, to], with
 * `clockSkewMs`: how far the server's clock (`now` of the answer) is ahead of the browser's, so the popover judges
 * "has it started" by the server's time.
 */
export function useAdminCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...ADMIN_CALENDAR_KEY, from, to],
    queryFn: async () => {
      const calendar = await unwrap(api.admin.calendar.$get({ query: { from, to } }));
      return { ...calendar, clockSkewMs: Date.parse(calendar.now) - Date.now() };
    },
    placeholderData: (previous) => previous,
  });
}

/**
 * Follows `/api/admin/calendar/events` and refetches the calendar on `bookings-changed` (a customer booked or
 * cancelled, another admin tab blocked a time), and after a dropped stream reconnects.
 */
export function useLiveAdminCalendar() {
  useEventStream('/api/admin/calendar/events', ADMIN_CALENDAR_KEY);
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The three status actions of the booking popover with their §8 toasts. */
export function useBookingActions(onDone?: () => void) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY });
  const cancel = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.calendar.bookings[':id'].cancel.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.cancelled);
      onDone?.();
    },
    onError: (error) =>
      toast.error(t.cancelFailed, { description: messageOf(error, t.cancelFailedDescription) }),
    onSettled: settle,
  });
  const noShow = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.admin.calendar.bookings[':id']['no-show'].$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.noShowDone);
      onDone?.();
    },
    onError: (error) =>
      toast.error(t.noShowFailed, { description: messageOf(error, t.noShowFailedDescription) }),
    onSettled: settle,
  });
  const restore = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.calendar.bookings[':id'].restore.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.restored);
      onDone?.();
    },
    onError: (error) => toast.error(t.restoreFailed, { description: messageOf(error, t.restoreFailed) }),
    onSettled: settle,
  });
  return { cancel, noShow, restore, pending: cancel.isPending || noShow.isPending || restore.isPending };
}

/** Creates a block ('Tid blockerad' / 'Fel vid blockering av tid' with the server's message). */
export function useCreateBlock(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBlockInput) => unwrap(api.admin.calendar.blocks.$post({ json: input })),
    onSuccess: () => {
      toast.success(t.blockCreated);
      onDone();
    },
    onError: (error) => toast.error(t.blockFailed, { description: messageOf(error, t.blockFailed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}

/** Removes a block ('Blockering borttagen' / 'Fel vid borttagning av blockering'). */
export function useRemoveBlock(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await api.admin.calendar.blocks[':id'].$delete({ param: { id } }).catch(() => null);
      if (!res || !res.ok) throw new ApiError(res?.status ?? 0, 'remove_failed', t.removeFailed);
    },
    onSuccess: () => {
      toast.success(t.blockRemoved);
      onDone();
    },
    onError: (error) => toast.error(t.removeFailed, { description: messageOf(error, t.removeFailed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}
