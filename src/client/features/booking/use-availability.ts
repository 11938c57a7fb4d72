import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '~/client/api-client';

/** Query key prefix of a company's availability, so every week of it can be refetched at once. */
export const availabilityKey = (slug: string) => ['availability', slug] as const;

/** The Monday–Sunday availability of one service for the week holding `week` (`YYYY-MM-DD`). */
export function useAvailability(slug: string, serviceId: string, week: string) {
  return useQuery({
    queryKey: [...availabilityKey(slug), serviceId, week],
    queryFn: () => unwrap(api.companies[':slug'].availability.$get({ param: { slug }, query: { serviceId, week } })),
  });
}

/**
 * Follows the company's `bookings-changed` server-sent events and refetches its availability, so a slot someone
 * else just took disappears from the calendar (customer-side §4 'Live updates'). The stream closes on unmount.
 */
export function useLiveAvailability(slug: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/companies/${encodeURIComponent(slug)}/events`);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: availabilityKey(slug) });
    // The server greets every (re)connection with `ready`; after a dropped stream, changes may have been missed.
    let connected = false;
    const onReady = () => {
      if (connected) refetch();
      connected = true;
    };
    source.addEventListener('bookings-changed', refetch);
    source.addEventListener('ready', onReady);
    return () => {
      source.removeEventListener('bookings-changed', refetch);
      source.removeEventListener('ready', onReady);
      source.close();
    };
  }, [slug, queryClient]);
}
