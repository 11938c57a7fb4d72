import { useQuery } from '@tanstack/react-query';
import { myBookingsQuery } from '~/client/features/my-bookings/use-my-bookings';
import type { CustomerBooking } from '~/shared/schemas/booking';

/**
 * The customer's most recently made bookings of any status, newest first (at most 3, chosen by the server). The
 * same query as 'Mina bokningar', so a cancel or a new booking refreshes the dashboard too.
 */
export function useRecentActivity() {
  return useQuery({ ...myBookingsQuery, select: (data): CustomerBooking[] => data.recent });
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
