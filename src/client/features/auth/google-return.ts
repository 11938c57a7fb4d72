import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** How long the marker set before the Google redirect is honoured (customer-side §7, §9: 300000 ms). */
export const GOOGLE_MARKER_MAX_AGE_MS = 5 * 60 * 1000;
const KEY = 'tidvis:google-sign-in';

interface Marker {
  url: string;
  timestamp: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage switched off: the return still lands on the right page, only the auto-resume is lost.
  }
}

/** Remembers the page (`/path?query`) a Google sign-in started from, just before the redirect. */
export function saveGoogleMarker(url: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ url, timestamp: Date.now() } satisfies Marker));
  } catch {
    // Quota: see storage().
  }
}

/**
 * Reads and removes the marker. Returns true when it is younger than 5 minutes and, if `pathname` is given, was
 * set on that path; a stale or foreign marker is dropped either way.
 */
export function takeGoogleMarker(pathname?: string): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return false;
  store?.removeItem(KEY);
  try {
    const marker = JSON.parse(raw) as Partial<Marker>;
    if (typeof marker.url !== 'string' || typeof marker.timestamp !== 'number') return false;
    const fresh = Date.now() - marker.timestamp <= GOOGLE_MARKER_MAX_AGE_MS;
    return (
      fresh && (pathname === undefined || new URL(marker.url, window.location.origin).pathname === pathname)
    );
  } catch {
    return false;
  }
}

/**
 * Runs once on a page a Google sign-in returned to (marker fresh; on `samePath` pages set on this path): better-auth
 * appends `?error=<code>` on failure, which goes to `onError(code)` and is removed from the URL; else `onSuccess`.
 */
export function useGoogleReturn({
  onSuccess,
  onError,
  samePath = true,
}: {
  onSuccess?: () => void;
  onError: (code: string) => void;
  samePath?: boolean;
}) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const error = params.get('error');

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (!takeGoogleMarker(samePath ? pathname : undefined)) return;
    if (error) {
      onError(error);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('error');
          next.delete('error_description');
          return next;
        },
        { replace: true },
      );
    } else {
      onSuccess?.();
    }
  }, [error, onError, onSuccess, pathname, samePath, setParams]);
}
