import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * React Router's `useSearchParams`, with a setter whose update starts from the address as it is now.
 *
 * Why: React Router hands a functional update the parameters of the last render. Its navigations re-render in a
 * transition, so on a busy device the address can already hold a change (a chip just pressed) that the page has not
 * rendered yet; a second change made then (the sort select) would be computed from the older parameters and drop the
 * first one. `window.location.search` is always the address the router last wrote.
 *
 * Returns `[params, update]`: `params` as rendered; `update(change, options)` navigates to `change(current)`, where
 * `current` is a copy of the address's parameters at the moment of the call.
 */
export function useSearchParamsNow() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(change(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, update] as const;
}
