import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';

// Read by the confirmation step and by the move page (edit-booking), which builds on this feature.

/** Query key of one booking (`GET /api/bookings/:id`); under the `bookings` prefix My bookings refreshes by. */
export const bookingKey = (id: string) => ['bookings', 'one', id] as const;

/** The signed-in customer's booking `id` (404 'Bokningen kunde inte hittas' when it is not theirs). */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: async () => (await unwrap(api.bookings[':id'].$get({ param: { id } }))).booking,
    retry: false,
  });
}
