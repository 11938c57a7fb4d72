import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries a server-rendered page's SsrState. */
export const SSR_STATE_ID = 'ssr-state';

/** What the browser needs to hydrate a server-rendered page exactly as the server rendered it. */
export interface SsrState {
  /** The page answered 404 at a path that would otherwise route elsewhere (withNotFoundAt). */
  notFound: boolean;
  /** The TanStack Query cache the page rendered from. */
  queries: DehydratedState;
}
