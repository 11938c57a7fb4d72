import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

/**
 * Follows the server-sent event stream at `url` (e.g. `/api/companies/:slug/events`, `/api/admin/calendar/events`)
 * and invalidates every query under `queryKey` on each `bookings-changed` event. The server greets every
 * (re)connection with `ready`; EventSource reconnects by itself after a dropped stream, and changes may have been
 * missed meanwhile, so a `ready` after the first one refetches too. The stream closes on unmount or when `url`
 * changes.
 */
export function useEventStream(url: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const refetch = useEffectEvent(() => void queryClient.invalidateQueries({ queryKey }));
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const onChange = () => refetch();
    let connected = false;
    const onReady = () => {
      if (connected) refetch();
      connected = true;
    };
    source.addEventListener('bookings-changed', onChange);
    source.addEventListener('ready', onReady);
    return () => {
      source.removeEventListener('bookings-changed', onChange);
      source.removeEventListener('ready', onReady);
      source.close();
    };
  }, [url]);
}
