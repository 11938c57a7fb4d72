import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env } from './env';
import { logger } from './logger';

/**
 * Adds what `main.ts` serves besides the API to `app` (built by createApp): logos under `/uploads/*` from
 * `DATA_DIR/uploads`, the built SPA's files from `CLIENT_DIR`, and the SPA's `index.html` for every other GET, so
 * client-side routes load. A missing upload is a plain 404, never the SPA (issue 14 §8); unknown `/api` paths are
 * answered 404 by createApp before this runs. Returns whether the client build was found.
 */
export function serveStaticFiles(app: Hono, env: Pick<Env, 'CLIENT_DIR' | 'DATA_DIR'>): boolean {
  const clientDir = path.resolve(env.CLIENT_DIR);
  app.use('/uploads/*', serveStatic({ root: path.relative(process.cwd(), path.join(env.DATA_DIR)) }));
  app.all('/uploads/*', (c) => c.text('Filen finns inte', 404));
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    logger.warn('dist/client is missing: run `npm run build` (npm start does it for you)');
    return false;
  }
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  app.use('*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  app.get('*', (c) => c.html(indexHtml));
  return true;
}
