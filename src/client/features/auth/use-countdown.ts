import { useCallback, useEffect, useState } from 'react';

/** This tab's sessionStorage, or null where storage is switched off (privacy modes): the countdown then lives in memory. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The end (epoch ms) stored under `key`, if it is a number still in the future. */
function storedEnd(key: string | undefined, now: number): number | null {
  if (!key) return null;
  const end = Number(storage()?.getItem(key));
  return Number.isFinite(end) && end > now ? end : null;
}

/**
 * Seconds left of a countdown of `seconds`; it starts on mount unless `startNow` is false (then at 0, idle).
 * `restart(s = seconds)` starts it again, from `s` seconds. With `storageKey` the end is kept in this tab's
 * sessionStorage, so a reload goes on counting from where it was (the forgot-password wait).
 */
export function useCountdown(
  seconds: number,
  { startNow = true, storageKey }: { startNow?: boolean; storageKey?: string } = {},
) {
  const [endsAt, setEndsAt] = useState(() => {
    const now = Date.now();
    return storedEnd(storageKey, now) ?? now + (startNow ? seconds * 1000 : 0);
  });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (now >= endsAt) return;
    // Derived from wall-clock time so a throttled background tab still shows the right value.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => clearTimeout(timer);
  }, [now, endsAt]);

  const restart = useCallback(
    (from: number = seconds) => {
      const start = Date.now();
      const end = start + from * 1000;
      setNow(start);
      setEndsAt(end);
      if (storageKey) {
        try {
          storage()?.setItem(storageKey, String(end));
        } catch {
          // A full or refused storage only loses the wait across reloads; the server still enforces it.
        }
      }
    },
    [seconds, storageKey],
  );

  return { remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
