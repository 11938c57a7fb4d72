import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Deps } from './context';
import type { Env } from './env';
import { logger } from './logger';
import { serveSeoFiles } from './seo';
import { loadPageRenderer } from './ssr';

/**
 * Adds what `main.ts` serves besides the API to `app` (built by createApp): files still under `DATA_DIR/uploads`
 * at `/uploads/*` (logos from before docs/decisions/039, which old e-mails may link to; images are served from the
 * database at `/images/*` by createApp), the built SPA's files from `CLIENT_DIR`, and the SPA's `index.html` for every other GET, so
 * client-side routes load. A missing upload is a plain 404, never the SPA; unknown `/api` paths are
 * answered 404 by createApp before this runs. Returns whether the client build was found.
 * With `rendering` (main.ts), the public pages are server-rendered by the SSR bundle next to the client build
 * (src/server/ssr.ts; without the bundle: a warning and the SPA as before), and `/robots.txt` and `/sitemap.xml`
 * are served (src/server/seo.ts); `origin` is the public address (baseUrl).
 */
export function serveStaticFiles(
  app: Hono,
  env: Pick<Env, 'CLIENT_DIR' | 'DATA_DIR'>,
  rendering?: { deps: Pick<Deps, 'db'>; origin: string },
): boolean {
  const clientDir = path.resolve(env.CLIENT_DIR);
  app.use('/uploads/*', serveStatic({ root: path.relative(process.cwd(), path.join(env.DATA_DIR)) }));
  app.all('/uploads/*', (c) => c.text('Filen finns inte', 404));
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    logger.warn('dist/client is missing: run `npm run build` (npm start does it for you)');
    return false;
  }
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // Pages, scripts and styles gzipped (a phone on slow 4G). Only what is registered here: the API's
  // routes, added before, answer first. Built assets have hashed names, so they may be kept for a year.
  app.use('*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  // The build manifest is for the server (its modulepreload links), not for visitors.
  app.all('/.vite/*', (c) => c.text('Filen finns inte', 404));
  if (!rendering) {
    app.use('*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
    app.get('*', (c) => c.html(indexHtml));
    return true;
  }
  const renderer = loadPageRenderer(app, clientDir, indexHtml, rendering.origin).catch((error: unknown) => {
    logger.error({ err: error }, 'the SSR bundle could not be loaded: public pages are served without it');
    return null;
  });
  const page = async (c: Context) => (await (await renderer)?.render(c)) ?? c.html(indexHtml);
  // Before the static files, which would answer `/` with the bare index.html.
  app.get('/', page);
  app.use('*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  // The public pages the sitemap lists; without the SSR bundle just the home page.
  serveSeoFiles(app, rendering.deps, rendering.origin, async () => (await renderer)?.sitemapPaths ?? ['/']);
  app.get('*', page);
  return true;
}
