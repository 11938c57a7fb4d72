import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app';
import { seedDemoDataIfEmpty } from './db/seed/seed';
import { closeDeps, createDeps } from './deps';
import { env, baseUrl } from './env';
import { startCompletionJob } from './jobs/completions';
import { startOutboxWorker } from './jobs/outbox-worker';
import { startReminderJob } from './jobs/reminders';
import { logger } from './logger';
import { verifyMailTransport } from './mail/smtp';

/**
 * Starts Tidvis: database (migrated, demo data when empty), API, job worker, the reminder and completion jobs (on
 * `deps.clock`) and the built SPA on one origin.
 */
async function main() {
  const clientDir = path.resolve(env.CLIENT_DIR);
  const deps = await createDeps(env);
  if (env.SEED_DEMO !== 'never') await seedDemoDataIfEmpty(deps, { force: env.SEED_DEMO === 'always' });
  const stopWorker = startOutboxWorker(deps);
  const stopReminders = startReminderJob(deps);
  const stopCompletions = startCompletionJob(deps);
  void verifyMailTransport(env);

  const app = createApp(deps);
  app.use('/uploads/*', serveStatic({ root: path.relative(process.cwd(), path.join(env.DATA_DIR)) }));
  if (existsSync(path.join(clientDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
    app.use('*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
    app.get('*', (c) => c.html(indexHtml));
  } else {
    logger.warn('dist/client is missing: run `npm run build` (npm start does it for you)');
  }

  const server = serve({ fetch: app.fetch, port: env.PORT }, () => {
    logger.info(`Tidvis listening on ${baseUrl(env)} (${deps.handle.kind})`);
  });

  const shutdown = async () => {
    stopWorker();
    stopReminders();
    stopCompletions();
    server.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
