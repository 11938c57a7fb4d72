import cluster, { type Worker } from 'node:cluster';
import { logger } from './logger';

/** Milliseconds before a crashed worker is replaced; doubles while workers keep crashing young, up to 30 s. */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long before it died counts as healthy: the restart delay starts again from 500 ms. */
const HEALTHY_LIFETIME_MS = 30_000;

/**
 * The primary of a node:cluster of `count` server processes on one port (issue 22 §1, docs/decisions/013). It
 * serves nothing itself: it forks the workers (which run serve.ts's runServerProcess), replaces one that dies
 * unasked (after a delay that grows while they keep dying young), and on SIGTERM/SIGINT passes SIGTERM on to every
 * worker, waits until all have shut down gracefully, and exits 0. `timeoutMs` bounds that wait (a worker's own
 * SHUTDOWN_TIMEOUT_S plus a margin); a worker still alive after it is killed.
 */
export function runClusterPrimary(count: number, timeoutMs: number): void {
  let stopping = false;
  let delay = RESTART_DELAY_MS;
  const bornAt = new Map<Worker, number>();
  const fork = () => bornAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lifetime = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    if (stopping) {
      if (bornAt.size === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'server worker died; starting another');
    delay = lifetime >= HEALTHY_LIFETIME_MS ? RESTART_DELAY_MS : Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    setTimeout(fork, lifetime >= HEALTHY_LIFETIME_MS ? 0 : delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: bornAt.size }, 'stopping the server workers');
    if (bornAt.size === 0) process.exit(0);
    for (const worker of bornAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.warn('server workers still running after the shutdown timeout; killing them');
      for (const worker of bornAt.keys()) worker.process.kill('SIGKILL');
      process.exit(0);
    }, timeoutMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, 'Tidvis cluster primary started');
}
