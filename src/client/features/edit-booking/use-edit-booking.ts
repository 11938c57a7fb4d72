import { availabilityKey, bookingKey, useBooking } from '~/client/features/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import { useEventStream } from '~/client/lib/use-event-stream';
import type { RescheduleBookingInput } from '~/shared/schemas/booking';

export { bookingKey, useBooking };
const slotsKey = (id: string, date: string, staff: StaffChoice) =>
  [...bookingKey(id), 'slots', date, staff === undefined ? 'keep' : (staff ?? 'any')] as const;

/**
 * The staff member a moved booking asks for: undefined keeps its member, null is 'Valfri personal', an
 * id is that member.
 */
export type StaffChoice = string | null | undefined;

/**
 * The `HH:MM` starts booking `id` may move to on `date` (`YYYY-MM-DD`), from the server's slot engine, for the
 * staff member `staff` asks for (see StaffChoice).
 */
export function useRescheduleSlots(id: string, date: string, staff: StaffChoice = undefined) {
  return useQuery({
    queryKey: slotsKey(id, date, staff),
    queryFn: () =>
      unwrap(
        api.bookings[':id'].slots.$get({
          param: { id },
          query: staff === undefined ? { date } : { date, staffId: staff ?? 'any' },
        }),
      ),
    staleTime: 0,
  });
}

/**
 * Refetches the free times of booking `id` whenever the company's bookings change (its `bookings-changed`
 * server-sent events, and after a dropped stream reconnects), so a time someone else just took disappears while the
 * customer chooses.
 */
export function useLiveSlots(companySlug: string, id: string) {
  useEventStream(`/api/companies/${encodeURIComponent(companySlug)}/events`, [...bookingKey(id), 'slots']);
}

/**
 * Moves booking `id` (`PATCH /api/bookings/:id`). Afterwards every bookings list and the booking calendars'
 * availability are stale: refetch them.
 */
export function useRescheduleBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: RescheduleBookingInput) => unwrap(api.bookings[':id'].$patch({ param: { id }, json })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]);
    },
  });
}

/**
 * The booking calendar's view of the week holding `week` for `serviceId` at the company `slug` (the same
 * `GET /api/companies/:slug/availability` and query key as the booking calendar, so live updates refetch it too):
 * the move calendar greys out the same closed, past and not-yet-bookable days. Idle without a
 * service (a booking whose service was removed); `staffId` null = any member.
 */
export function useWeekAvailability(
  slug: string,
  serviceId: string | null,
  week: string,
  staffId: string | null,
) {
  return useQuery({
    queryKey: [...availabilityKey(slug), serviceId ?? '', week, staffId ?? 'any'],
    queryFn: () =>
      unwrap(
        api.companies[':slug'].availability.$get({
          param: { slug },
          query: staffId
            ? { serviceId: serviceId ?? '', week, staffId }
            : { serviceId: serviceId ?? '', week },
        }),
      ),
    enabled: serviceId !== null,
  });
}
