import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/client/api-client';
import { useEventStream } from '~/client/lib/use-event-stream';

/** Query key prefix of a company's availability, so every week of it can be refetched at once. */
export const availabilityKey = (slug: string) => ['availability', slug] as const;

/**
 * The Monday–Sunday availability of a visit of `serviceIds` (1–4, in the order they run; the starts where the
 * whole visit fits) for the week holding `week` (`YYYY-MM-DD`); with `staffId` only that staff member's times, else
 * every member's who performs all the services (or the company's, without staff). One service asks with
 * `serviceId`, several with `serviceIds=a,b`. `enabled` false: no request (the cached week only).
 */
export function useAvailability(
  slug: string,
  serviceIds: readonly string[],
  week: string,
  staffId: string | null = null,
  enabled = true,
) {
  const ids = serviceIds.join(',');
  const services = serviceIds.length > 1 ? { serviceIds: ids } : { serviceId: ids };
  return useQuery({
    queryKey: [...availabilityKey(slug), ids, week, staffId ?? 'any'],
    enabled,
    queryFn: () =>
      unwrap(
        api.companies[':slug'].availability.$get({
          param: { slug },
          query: { ...services, week, ...(staffId ? { staffId } : {}) },
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
