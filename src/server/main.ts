import { serve } from '@hono/node-server';
import { createApp } from './app';
import { seedDemoDataIfEmpty } from './db/seed/seed';
import { closeDeps, createDeps } from './deps';
import { env, baseUrl, demoSeedMode } from './env';
import { startCompletionJob } from './jobs/completions';
import { startOutboxWorker } from './jobs/outbox-worker';
import { startReminderJob } from './jobs/reminders';
import { startRetentionJob } from './jobs/retention';
import { logger } from './logger';
import { verifyMailTransport } from './mail/smtp';
import { serveStaticFiles } from './static-files';

/**
 * Starts Tidvis: database (migrated, demo data when empty), API, job worker, the reminder, completion and daily
 * retention jobs (on
 * `deps.clock`) and the built SPA on one origin.
 */
async function main() {
  const deps = await createDeps(env);
  const seedMode = demoSeedMode(env);
  if (seedMode !== 'never') await seedDemoDataIfEmpty(deps, { force: seedMode === 'force' });
  const stopWorker = startOutboxWorker(deps);
  const stopReminders = startReminderJob(deps);
  const stopCompletions = startCompletionJob(deps);
  const stopRetention = startRetentionJob(deps);
  void verifyMailTransport(env);

  const app = createApp(deps);
  serveStaticFiles(app, env);

  const server = serve({ fetch: app.fetch, port: env.PORT }, () => {
    logger.info(`Tidvis listening on ${baseUrl(env)} (${deps.handle.kind})`);
  });

  const shutdown = async () => {
    stopWorker();
    stopReminders();
    stopCompletions();
    stopRetention();
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
