import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { setApiFetch } from './api-client';
import { AppRoot } from './app-root';
import { createQueryClient } from './features/session/query-client';
import { withRequestCookies } from './lib/cookies';
import { ElementRoutes, preloadMatches } from './route-elements';
import { routes } from './router';
import { withNotFoundAt } from './ssr/not-found-route';
import { matchPublicPage, notFoundHead, NotFoundPage, publicPages, type PageHead } from './ssr/public-pages';
import { SSR_STATE_ID, type SsrState } from './ssr/state';

/*
 * The server rendering of the public pages (docs/decisions/016-server-rendering.md), built by
 * `vite build --ssr src/client/entry-server.tsx` into `<CLIENT_DIR>-ssr/` and loaded by src/server/ssr.ts.
 */

/** A rendered page: HTTP status, the tags for `<head>`, the root's HTML and the hydration state. */
export interface RenderedPage {
  kind: 'page';
  status: 200 | 404;
  head: PageHead;
  /** The HTML inside `<div id="root">`. */
  html: string;
  /** The hydration state (SsrState) as JSON, for `<script type="application/json" id="ssr-state">`. */
  state: string;
  /**
   * The rendered route's lazy modules (layout and page) as build-manifest keys ('src/client/pages/…'), from their
   * routes' `handle` (router.tsx `preloaded`): the server preloads their chunks from the head.
   */
  modules: string[];
}

/** A path the server does not render (signed-in and admin pages): the SPA's index.html serves it. */
export interface NotRendered {
  kind: 'spa';
}

/** Sets how the typed API client reaches the API while rendering (the server's in-process `app.request`). Once. */
export function init(options: { apiFetch: typeof fetch }): void {
  setApiFetch(options.apiFetch);
}

/** The public pages and whether each is in the sitemap (for /sitemap.xml). */
export function sitemapPaths(): string[] {
  return publicPages('').flatMap((page) => (page.inSitemap ? [page.path] : []));
}

export { companyJsonLd } from './ssr/public-pages';

async function renderRoutes(
  table: RouteObject[],
  url: URL,
  queryClient: ReturnType<typeof createQueryClient>,
  cookieHeader: string,
): Promise<{ html: string; modules: string[] }> {
  await preloadMatches(table, url.pathname);
  const modules = (matchRoutes(table, url.pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as { module?: string } | undefined;
    return handle?.module ? [handle.module] : [];
  });
  const html = withRequestCookies(cookieHeader, () =>
    renderToString(
      <AppRoot queryClient={queryClient} serverRendered>
        <StaticRouter location={url.pathname + url.search}>
          <ElementRoutes table={table} />
        </StaticRouter>
      </AppRoot>,
    ),
  );
  return { html, modules };
}

/**
 * Renders `request` (a GET of the public origin `origin`) when it is a public page: its data loaded through the API
 * (in-process), its head, the HTML and the dehydrated query state the browser hydrates from. An unknown path, an
 * unknown slug or a company that is not open renders the not-found page with status 404. Signed-in and admin
 * pages answer `{ kind: 'spa' }`. The visitor is always rendered as a guest (the browser asks `/api/me`).
 */
export async function render(request: Request, origin: string): Promise<RenderedPage | NotRendered> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie') ?? '';
  const queryClient = createQueryClient();
  const pages = publicPages(origin);
  const match = matchPublicPage(pages, url.pathname);
  const ctx = { params: match?.params ?? {}, search: url.searchParams, queryClient };
  let table: RouteObject[] = routes;
  let head: PageHead = notFoundHead;
  let status: 200 | 404 = 200;
  if (match) {
    try {
      await match.page.prefetch?.(ctx);
      head = match.page.head(ctx);
    } catch (error) {
      if (!(error instanceof NotFoundPage)) throw error;
      const patched = withNotFoundAt(routes, url.pathname);
      if (!patched) return { kind: 'spa' };
      table = patched;
      status = 404;
    }
  } else if (!isNotFoundPath(url.pathname)) {
    return { kind: 'spa' };
  } else {
    status = 404;
  }
  const { html, modules } = await renderRoutes(table, url, queryClient, cookieHeader);
  const state: SsrState = {
    notFound: status === 404 && table !== routes,
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return { kind: 'page', status, head, html, state: JSON.stringify(state), modules };
}

/** Whether `pathname` falls through to the customer side's catch-all not-found route (customer-side §2). */
function isNotFoundPath(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

export { SSR_STATE_ID };
