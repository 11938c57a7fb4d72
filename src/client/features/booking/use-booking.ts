import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { CustomerBooking } from '~/shared/schemas/booking';

// Read by the confirmation step, by the move page (edit-booking), which builds on this feature, and by the payment
// return page (payments).

/** Query key of one booking (`GET /api/bookings/:id`); under the `bookings` prefix My bookings refreshes by. */
export const bookingKey = (id: string) => ['bookings', 'one', id] as const;

/** How often a booking waiting for its online payment is asked again (ms). */
export const PENDING_PAYMENT_POLL_MS = 1500;

/**
 * The signed-in customer's booking `id` (404 'Bokningen kunde inte hittas' when it is not theirs). With
 * `pollWhilePending` it is fetched again every PENDING_PAYMENT_POLL_MS while it waits for its payment.
 */
export function useBooking(id: string, { pollWhilePending = false }: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: async (): Promise<CustomerBooking> =>
      (await unwrap(api.bookings[':id'].$get({ param: { id } }))).booking as CustomerBooking,
    retry: false,
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.status === 'pending_payment' ? PENDING_PAYMENT_POLL_MS : false,
  });
}
