import cluster from 'node:cluster';
import { runClusterPrimary, standbyTurn } from './cluster';
import type { Deps } from './context';
import { seedDemoDataIfEmpty } from './db/seed/seed';
import { closeDeps, createDeps } from './deps';
import { env, demoSeedMode, webConcurrency } from './env';
import { importUploadFiles } from './images';
import { logger } from './logger';
import { verifyMailTransport } from './mail/smtp';
import { runServerProcess } from './serve';

/**
 * Before serving: moves logos and staff photos still stored as files into the database (images/import-upload-files.ts,
 * idempotent), then loads the demo data when SEED_DEMO asks for it (env.ts demoSeedMode).
 */
async function prepareData(deps: Deps) {
  await importUploadFiles(deps);
  const seedMode = demoSeedMode(env);
  if (seedMode !== 'never') await seedDemoDataIfEmpty(deps, { force: seedMode === 'force' });
}

/**
 * Starts Tidvis. One process (WEB_CONCURRENCY=1, or embedded PGlite): it migrates, loads demo data when empty and
 * serves (serve.ts). Several (PostgreSQL): this process is the cluster primary; it migrates and seeds once, then
 * starts the workers, which serve on the same port (cluster.ts, docs/decisions/013).
 */
async function main() {
  guardAgainstUnhandledRejections();
  if (cluster.isWorker) return runServerProcess(env, { migrate: false, standby: standbyTurn() });
  const processes = webConcurrency(env);
  void verifyMailTransport(env);
  if (processes === 1) return runServerProcess(env, { beforeServing: prepareData });
  const deps = await createDeps(env);
  await prepareData(deps);
  await closeDeps(deps);
  runClusterPrimary(processes, (env.SHUTDOWN_TIMEOUT_S + 5) * 1000);
}

/**
 * Logs a promise rejection nobody handled instead of letting Node end the process (its default since Node 15).
 * The known causes are handled where they arise (a lost database connection: db/client.ts, statement-cache.ts,
 * pg-listener.ts; the jobs: jobs/periodic.ts); this is the net for one we do not know of, where ending every
 * request in flight of the process would do more harm than the lost promise. An uncaught exception still ends
 * the process: its state may be broken, and the cluster primary (or the orchestrator) starts a fresh one.
 */
function guardAgainstUnhandledRejections() {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
