import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown of `seconds`; it starts on mount unless `startNow` is false (then at 0, idle).
 * `restart()` starts it again.
 */
export function useCountdown(seconds: number, startNow = true) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + (startNow ? seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (now >= endsAt) return;
    // Derived from wall-clock time so a throttled background tab still shows the right value.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => clearTimeout(timer);
  }, [now, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
