import { useQuery } from '@tanstack/react-query';
import { myBookingsQuery } from '~/client/features/my-bookings';
import type { CustomerBooking } from '~/shared/schemas/booking';

/** `bookings` ordered by when each was made, the latest first (one stated order). */
export function byMadeNewestFirst(bookings: readonly CustomerBooking[]): CustomerBooking[] {
  return [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/**
 * The customer's most recently made bookings of any status, the latest made first (at most 3, chosen by the
 * server). The same query as 'Mina bokningar', so a cancel or a new booking refreshes the dashboard too.
 */
export function useRecentActivity() {
  return useQuery({
    ...myBookingsQuery,
    select: (data): CustomerBooking[] => byMadeNewestFirst(data.recent),
  });
}

/** Whether the customer has any booking at all (undefined while loading): a new account that has booked is not
 * told to book its first time. */
export function useHasBookings() {
  return useQuery({
    ...myBookingsQuery,
    select: (data): boolean => data.upcoming.length + data.previous.length + data.recent.length > 0,
  });
}

/**
 * The customer's latest completed visit (the latest start among `previous`), for 'Snabb bokning': book the same
 * service and staff member again. Undefined while loading, null without any completed visit.
 */
export function useLatestVisit() {
  return useQuery({
    ...myBookingsQuery,
    select: (data): CustomerBooking | null =>
      data.previous
        .filter((b) => b.status === 'completed')
        .reduce<CustomerBooking | null>((latest, b) => {
          if (!latest) return b;
          return `${b.startDate} ${b.startTime}` > `${latest.startDate} ${latest.startTime}` ? b : latest;
        }, null),
  });
}
