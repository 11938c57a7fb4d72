import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Deps } from './context';
import { closeDeps, createDeps } from './deps';
import { baseUrl, type Env } from './env';
import { startCompletionJob } from './jobs/completions';
import { startPaymentHoldJob } from './jobs/payment-holds';
import { startOutboxWorker } from './jobs/outbox-worker';
import { startReminderJob } from './jobs/reminders';
import { startReviewRequestJob } from './jobs/review-requests';
import { startRetentionJob } from './jobs/retention';
import { startWatchNotificationJob } from './jobs/watch-notifications';
import { warmUp } from './warm-up';
import { logger } from './logger';
import { shutDownGracefully } from './shutdown';
import { serveStaticFiles } from './static-files';

/**
 * Milliseconds an idle keep-alive connection stays open. Node's 5 s default lets a client (a load balancer, a
 * browser, a test's request context) send its next request on a connection the server is closing that very moment,
 * and that request fails with ECONNRESET. Longer than nginx's 60 s upstream and most clients' idle timeouts, so the
 * client closes first; graceful shutdown still closes idle connections at once (shutdown.ts).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the server's keep-alive timeout (above), and its header timeout just above it as Node requires. */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * Runs one server process: opens the database (migrated unless `migrate` is false: a cluster worker's primary did
 * it), starts the job worker and the reminder, completion and retention jobs (in every process: they claim their
 * rows with `FOR UPDATE SKIP LOCKED`, docs/decisions/013), and serves the API and the built SPA on env.PORT.
 * On SIGTERM or SIGINT it shuts down gracefully (shutdown.ts) and exits 0.
 * `beforeServing` runs once the database is open (main.ts loads the demo data there). With `standby` (a cluster's
 * standby worker, cluster.ts) it gets everything ready but starts the jobs and serves only once `standby`
 * resolves; a signal before that closes the database and exits 0.
 * Rejects when the database cannot be opened (the caller logs it and exits 1).
 */
export async function runServerProcess(
  env: Env,
  options: {
    migrate?: boolean;
    beforeServing?: (deps: Deps) => Promise<void>;
    standby?: Promise<void>;
  },
): Promise<void> {
  const deps = await createDeps(env, { migrate: options.migrate });
  await options.beforeServing?.(deps);
  const app = createApp(deps);
  // Every route before the first request (the code warm-up's): Hono builds its router then.
  serveStaticFiles(app, env, { deps, origin: baseUrl(env) });
  // Before serving, and while a standby waits its turn: the first visitors find warm connections and warm code
  // (warm-up.ts).
  await warmUp(deps, undefined, (path) => app.request(path));
  if (options.standby) {
    const leave = () => {
      void closeDeps(deps).finally(() => process.exit(0));
    };
    process.once('SIGINT', leave);
    process.once('SIGTERM', leave);
    await options.standby;
    process.off('SIGINT', leave);
    process.off('SIGTERM', leave);
  }
  const stopJobs = [
    startOutboxWorker(deps),
    startReminderJob(deps),
    startCompletionJob(deps),
    startReviewRequestJob(deps),
    startRetentionJob(deps),
    startWatchNotificationJob(deps),
    startPaymentHoldJob(deps),
  ];
  const server = serve({ fetch: app.fetch, port: env.PORT }, () => {
    logger.info(`Tidvis listening on ${baseUrl(env)} (${deps.handle.kind}, pid ${process.pid})`);
  }) as Server;
  keepConnectionsAlive(server);

  let stopping: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      logger.info({ signal, pid: process.pid }, 'shutting down');
      await shutDownGracefully({
        server,
        lifecycle: deps.lifecycle,
        stopJobs,
        close: () => closeDeps(deps),
        timeoutMs: env.SHUTDOWN_TIMEOUT_S * 1000,
      });
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
