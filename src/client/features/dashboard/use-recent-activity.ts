import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import type { CustomerBooking, MyBookings } from '~/shared/schemas/booking';

/** The same query key as 'Mina bokningar', so a cancel or a new booking refreshes the dashboard too. */
const MY_BOOKINGS_KEY = ['bookings', 'mine'] as const;

/** The customer's most recently made bookings of any status, newest first (at most 3, chosen by the server). */
export function useRecentActivity() {
  return useQuery({
    queryKey: MY_BOOKINGS_KEY,
    queryFn: async (): Promise<MyBookings> => unwrap(api.bookings.mine.$get()),
    select: (data): CustomerBooking[] => data.recent,
  });
}
