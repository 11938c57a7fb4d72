import cluster, { type Worker } from 'node:cluster';
import { logger } from './logger';

/*
 * How soon a dead worker is replaced. The port stays open while one worker lives, but with every
 * worker dead (one process, or a database blip that killed them all) the port refuses connections until a
 * replacement listens, so the first replacement starts at once. Only while replacements keep dying young (a bad
 * deploy, a database that stays away) does the delay grow, so that a crash loop does not eat the machine's CPU
 * with start-ups; it stays short (at most 2 s) because every second of delay is a second of refused connections
 * once the cause is gone. The old 0.5 s doubling to 30 s left the port dead for 5 s after two quick blips.
 */
/** Delay before the second quick replacement in a row; it doubles with each further one. */
const RESTART_DELAY_MS = 250;
/** The longest a replacement waits, however often workers have died young. */
export const MAX_RESTART_DELAY_MS = 2_000;
/** A worker that lived this long before it died counts as healthy: its replacement starts at once. */
const HEALTHY_LIFETIME_MS = 30_000;

/**
 * Milliseconds to wait before replacing a dead worker: 0 after a healthy life (or the first young death), then
 * 250 ms doubling to MAX_RESTART_DELAY_MS while workers keep dying young. `youngDeaths` counts the deaths in a row
 * of workers younger than HEALTHY_LIFETIME_MS, this one included (0 when it lived long).
 */
export function restartDelayMs(youngDeaths: number): number {
  if (youngDeaths <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** (youngDeaths - 2));
}

/** Environment variable that marks a forked worker as the standby (set by the primary, read by standbyTurn). */
const STANDBY_ENV = 'TIDVIS_STANDBY';
/** Message to a standby: start serving (a worker died). */
const SERVE = 'tidvis:serve';
/**
 * Message from a standby: it listens for SERVE now. A message that reached it earlier (while it was still loading
 * its modules, before main.ts ran) would have been lost, so the primary sends SERVE only after this one.
 */
const STANDBY_LISTENING = 'tidvis:standby-listening';
/** Process titles, so that `ps` (and the robustness tests, via /proc) tell a serving worker from the standby. */
export const WORKER_TITLE = 'tidvis-worker';
export const STANDBY_TITLE = 'tidvis-standby';

/**
 * The primary of a node:cluster of `count` server processes on one port (docs/decisions/013). It
 * serves nothing itself: it forks the workers (which run serve.ts's runServerProcess) plus one standby, replaces
 * one that dies unasked, and on SIGTERM/SIGINT passes SIGTERM on to every worker, waits until all have shut down
 * gracefully, and exits 0. `timeoutMs` bounds that wait (a worker's own SHUTDOWN_TIMEOUT_S plus a margin); a
 * worker still alive after it is killed.
 *
 * Replacing a worker: a fresh process spends seconds loading and compiling the code (about 4 s of a
 * 2-core machine under load, most of the 10.7 s measured before; the rest was the restart delay), so the primary
 * keeps one standby that has done all of that and opened the database but does not listen. When a worker dies the
 * standby starts serving at once, and a new standby is forked (at once, or after at most 2 s while processes keep
 * dying young: restartDelayMs). The price is one more idle process and its LISTEN connection.
 */
export function runClusterPrimary(count: number, timeoutMs: number): void {
  let stopping = false;
  let youngDeaths = 0;
  let lastDeathAt = 0;
  const bornAt = new Map<Worker, number>();
  let standby: Worker | undefined;
  /** Standbys that listen for SERVE, and those promoted before they did (told as soon as they do). */
  const listening = new WeakSet<Worker>();
  const promoted = new WeakSet<Worker>();
  const fork = (asStandby: boolean) => {
    const worker = cluster.fork(asStandby ? { [STANDBY_ENV]: '1' } : {});
    bornAt.set(worker, Date.now());
    closeUnacceptedConnectionsOnDeath(worker);
    if (!asStandby) return;
    standby = worker;
    worker.on('message', (message: { type?: unknown } | null) => {
      if (message?.type !== STANDBY_LISTENING) return;
      listening.add(worker);
      if (promoted.has(worker)) worker.send({ type: SERVE });
    });
  };
  /** Makes the standby serve; false when there is none (it died, or is being replaced). */
  const promoteStandby = () => {
    const next = standby;
    if (!next || !next.isConnected()) return false;
    standby = undefined;
    // A worker's youth counts from when it starts serving: a standby may have waited for hours.
    bornAt.set(next, Date.now());
    promoted.add(next);
    if (listening.has(next)) next.send({ type: SERVE });
    return true;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lifetime = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    const wasStandby = worker === standby;
    if (wasStandby) standby = undefined;
    if (stopping) {
      if (bornAt.size === 0) process.exit(0);
      return;
    }
    logger.error(
      { pid: worker.process.pid, code, signal, standby: wasStandby },
      'server worker died; starting another',
    );
    // A young death long after the previous one is a new incident, not part of a crash loop.
    const quiet = Date.now() - lastDeathAt >= HEALTHY_LIFETIME_MS;
    lastDeathAt = Date.now();
    youngDeaths = lifetime >= HEALTHY_LIFETIME_MS ? 0 : quiet ? 1 : youngDeaths + 1;
    // The serving worker is replaced by the standby at once when there is one; a fresh process (a new standby,
    // or a worker when there is no standby) comes after restartDelayMs.
    const asStandby = wasStandby || promoteStandby();
    const delay = restartDelayMs(youngDeaths);
    if (delay === 0) fork(asStandby);
    else setTimeout(() => stopping || fork(asStandby), delay);
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

  for (let i = 0; i < count; i++) fork(false);
  fork(true);
  logger.info({ workers: count }, 'Tidvis cluster primary started');
}

/**
 * In a cluster worker forked as the standby: sets the process title, tells the primary it listens, and returns a
 * promise that resolves when the primary tells it to serve (call it before the slow start-up work, so that a
 * promotion during that work is heard).
 * Elsewhere (a serving worker, or one process without a cluster): undefined, and the process serves at once.
 */
export function standbyTurn(): Promise<void> | undefined {
  if (!cluster.isWorker) return undefined;
  if (process.env[STANDBY_ENV] !== '1') {
    process.title = WORKER_TITLE;
    return undefined;
  }
  process.title = STANDBY_TITLE;
  // Listening from the start: the primary may promote the standby before it has finished starting.
  return new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== SERVE) return;
      process.off('message', onMessage);
      process.title = WORKER_TITLE;
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ type: STANDBY_LISTENING });
  });
}

/*
 * node:cluster's round-robin (its default on Linux) accepts each connection in the primary and hands it to a
 * worker over IPC; the primary keeps its copy of the socket until the worker acknowledges it. A worker killed
 * (SIGKILL, OOM) between the hand-off and the acknowledgement never answers, and node then keeps that socket open
 * in the primary for good: the client's request hangs until its own timeout (the 20 s measured). The
 * primary therefore notes the connections it hands to each worker and, when the worker dies, closes those it never
 * acknowledged, so their clients see a connection error at once; the request never reached the application, so
 * sending it again is safe. This reads node's internal cluster messages (`{ cmd: 'NODE_CLUSTER', act: 'newconn',
 * seq }` and their `ack`); should their shape change, nothing is noted and node's own behaviour remains.
 */
interface ClusterMessage {
  cmd?: unknown;
  act?: unknown;
  seq?: unknown;
  ack?: unknown;
}

/** Tracks the connections handed to `worker` and closes the unacknowledged ones when it exits. */
function closeUnacceptedConnectionsOnDeath(worker: Worker): void {
  const handedOver = new Map<number, { close?: () => void }>();
  const child = worker.process as typeof worker.process & {
    send: (message: unknown, handle?: unknown, ...rest: unknown[]) => boolean;
  };
  const send = child.send;
  child.send = function (this: unknown, message: unknown, handle?: unknown, ...rest: unknown[]) {
    const m = message as ClusterMessage | null;
    if (handle && m?.cmd === 'NODE_CLUSTER' && m.act === 'newconn' && typeof m.seq === 'number')
      handedOver.set(m.seq, handle as { close?: () => void });
    return send.call(this, message, handle, ...rest);
  };
  child.on('internalMessage', (message: ClusterMessage | null) => {
    if (message?.cmd === 'NODE_CLUSTER' && typeof message.ack === 'number') handedOver.delete(message.ack);
  });
  worker.on('exit', () => {
    for (const handle of handedOver.values()) handle.close?.();
    handedOver.clear();
  });
}
