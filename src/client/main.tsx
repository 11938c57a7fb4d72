import '@fontsource-variable/inter';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, type ComponentProps } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppRoot } from './app-root';
import { createQueryClient } from './features/session/query-client';
import { ElementRoutes, preloadMatches } from './route-elements';
import { appHistory } from './lib/app-history';
import { holdEarlyInteractions } from './lib/early-interactions';
import { loadFullStylesheets } from './lib/full-stylesheets';
import { routes } from './router';
import { withNotFoundAt } from './ssr/not-found-route';
import { SSR_STATE_ID, type SsrState } from './ssr/state';

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

/** The server-rendered page's state (src/client/entry-server.tsx), or null for a page the server did not render. */
function readSsrState(): SsrState | null {
  const script = document.getElementById(SSR_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as SsrState) : null;
}

/**
 * Starts the app: a server-rendered page is hydrated once its route's chunks are loaded (the same tree the server
 * drew); any other page is rendered in the browser.
 */
async function start(): Promise<void> {
  let ssr = readSsrState();
  const table = (ssr?.notFound ? withNotFoundAt(routes, window.location.pathname) : undefined) ?? routes;
  const releaseEarlyInteractions = ssr ? holdEarlyInteractions() : undefined;
  if (ssr) {
    hydrate(queryClient, ssr.queries);
    try {
      await preloadMatches(table, window.location);
    } catch {
      // The page's code could not be loaded: render in the browser, where the error page shows it.
      ssr = null;
    }
  }
  const app = (
    <AppRoot queryClient={queryClient} serverRendered={ssr !== null} onHydrated={releaseEarlyInteractions}>
      {/* React Router's History type also names `delta` in an update, which only its data router reads. */}
      <HistoryRouter history={appHistory() as unknown as ComponentProps<typeof HistoryRouter>['history']}>
        <ElementRoutes table={table} />
      </HistoryRouter>
    </AppRoot>
  );
  if (ssr) {
    // As a transition, hydration yields to the browser between units of work instead of one long task (a phone's
    // main thread stays free; a click still hydrates what it hits at once).
    startTransition(() => {
      hydrateRoot(root!, app);
    });
  } else {
    root!.replaceChildren();
    createRoot(root!).render(app);
  }
}

// First: a server-rendered page came with its critical CSS only, and what the app draws next needs the rest.
loadFullStylesheets();
void start();
