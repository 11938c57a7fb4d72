import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { BOOKING_ERROR_CODES, type MyBookings } from '~/shared/schemas/booking';
import { t } from './strings';
import { isErrorCode } from '~/shared/error-codes';

/** Query key of `GET /api/bookings/mine`; the booking flow and the dashboard use the same key. */
export const MY_BOOKINGS_KEY = ['bookings', 'mine'] as const;

/** `GET /api/bookings/mine` as one query (key and fetch), for 'Mina bokningar' and the dashboard's parts. */
export const myBookingsQuery = queryOptions({
  queryKey: MY_BOOKINGS_KEY,
  queryFn: async (): Promise<MyBookings> => unwrap(api.bookings.mine.$get()),
});

/** The signed-in customer's upcoming (booked) and previous (cancelled) bookings. */
export function useMyBookings() {
  return useQuery(myBookingsQuery);
}

/** Cancels one of the customer's bookings and shows the §8 toasts; `variables` tells which one is in progress. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.bookings[':id'].cancel.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.cancelSuccess);
    },
    onError: (error) => {
      const notCancellable = error instanceof ApiError && error.code === BOOKING_ERROR_CODES.notCancellable;
      // Past the company's cancellation deadline the server's message names the deadline and the contact.
      const policy = error instanceof ApiError && isErrorCode(error.code, 'cancellation_deadline_passed');
      toast.error(policy ? error.message : notCancellable ? t.cancelNotCancellable : t.cancelFailed);
    },
    // Either way the list may be stale (a 409 means someone else already changed it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY }),
  });
}
