import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';

/** Query key of `GET /api/admin/calendar-feeds`. */
export const CALENDAR_FEEDS_KEY = ['admin', 'calendar-feeds'] as const;

const feeds = api.admin['calendar-feeds'];
const failure = (error: unknown) =>
  toast.error('Det gick inte att spara', {
    description: error instanceof ApiError && error.status !== 0 ? error.message : 'Försök igen.',
  });

/** The company's and each staff member's subscription address: whether active. */
export function useCalendarFeeds() {
  return useQuery({ queryKey: CALENDAR_FEEDS_KEY, queryFn: () => unwrap(feeds.$get()) });
}

/** Creates or regenerates an address; the answer holds the secret address, shown once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string | null) => unwrap(feeds.$post({ json: { staffId } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY }),
    onError: failure,
  });
}

/** Turns an address off (it answers 404 from then on). */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string | null) => unwrap(feeds.revoke.$post({ json: { staffId } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY });
      toast.success('Adressen är avstängd');
    },
    onError: failure,
  });
}
