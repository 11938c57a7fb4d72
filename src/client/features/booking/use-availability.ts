import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import { useEventStream } from '~/client/lib/use-event-stream';

/** Query key prefix of a company's availability, so every week of it can be refetched at once. */
export const availabilityKey = (slug: string) => ['availability', slug] as const;

/**
 * The Monday–Sunday availability of one service for the week holding `week` (`YYYY-MM-DD`); with `staffId` only
 * that staff member's times, else every eligible member's (or the company's, without staff).
 */
export function useAvailability(
  slug: string,
  serviceId: string,
  week: string,
  staffId: string | null = null,
) {
  return useQuery({
    queryKey: [...availabilityKey(slug), serviceId, week, staffId ?? 'any'],
    queryFn: () =>
      unwrap(
        api.companies[':slug'].availability.$get({
          param: { slug },
          query: staffId ? { serviceId, week, staffId } : { serviceId, week },
        }),
      ),
  });
}

/**
 * Follows the company's `bookings-changed` server-sent events and refetches its availability, so a slot someone
 * else just took disappears from the calendar (customer-side §4 'Live updates'). The stream closes on unmount.
 */
export function useLiveAvailability(slug: string) {
  useEventStream(`/api/companies/${encodeURIComponent(slug)}/events`, availabilityKey(slug));
}
