import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';

// The toaster's code (sonner, 9 KB gzipped) is not in the entry chunk. sonner keeps toasts raised
// before its Toaster subscribed and shows them when it does.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The toasts. With `deferred` (a server-rendered public page) the Toaster is rendered, and its code fetched, at the
 * visitor's first interaction: every toast of those pages follows one (a submitted form, a click), and a visitor
 * who only reads never loads it. Otherwise it is rendered at once, as before.
 */
function Toasts({ deferred }: { deferred: boolean }) {
  const [wanted, setWanted] = useState(!deferred);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the 4rem top bar on every width, so a toast never covers the header. */}
      <Toaster position="top-center" offset={{ top: 72 }} mobileOffset={{ top: 72 }} richColors closeButton />
    </Suspense>
  );
}

/**
 * Calls `run` once the tree it is in has committed (for a hydrated page, when React has taken the page over), in a
 * microtask: outside React's own work, where an event `run` dispatches is handled at once (within an effect React
 * would only schedule the hydration such an event asks for).
 */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(() => queueMicrotask(run), [run]);
  return null;
}

/**
 * What wraps the router in the browser (main.tsx) and on the server (entry-server.tsx) alike, so a
 * server-rendered page hydrates the same tree: the query client and the toasts. `serverRendered`: the page came
 * from the server rendering (the Toaster then waits for the first interaction, and is not in the server's HTML).
 * `onHydrated`: called once the tree has committed (main.tsx hands the interactions it held to React then).
 */
export function AppRoot({
  queryClient,
  serverRendered,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  serverRendered: boolean;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts deferred={serverRendered} />
        {onHydrated && <AfterCommit run={onHydrated} />}
      </QueryClientProvider>
    </StrictMode>
  );
}
