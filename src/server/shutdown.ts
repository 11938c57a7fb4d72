import type { Server } from 'node:http';
import net from 'node:net';
import type { Lifecycle } from './lifecycle';
import { logger } from './logger';

/** Milliseconds a keep-alive connection idle at shutdown may still bring a request (one sent as the signal came). */
const IDLE_GRACE_MS = 500;
/** Milliseconds between closing connections that have gone idle while draining. */
const IDLE_SWEEP_MS = 100;

/** What a graceful shutdown stops, in the order it does. */
export interface ShutdownPlan {
  server: Server;
  lifecycle: Lifecycle;
  /** Stop functions of the periodic jobs; each resolves when its claimed work in flight is done (jobs/periodic.ts). */
  stopJobs: (() => Promise<void>)[];
  /** Closes the database pool (or PGlite) and the LISTEN connection, once requests and jobs are done. */
  close: () => Promise<void>;
  /** Milliseconds requests and jobs in flight get before their connections are cut (SHUTDOWN_TIMEOUT_S). */
  timeoutMs: number;
}

/**
 * Shuts the process down gracefully (docs/decisions/013): starts draining (`/api/ready` 503, SSE
 * streams end with a retry hint, responses carry `Connection: close`), stops accepting connections, lets the
 * requests in flight and the jobs' claimed work finish, closes the database, and resolves. What has not finished
 * within `timeoutMs` is cut off (its connections closed) and logged; a booking transaction cut off that way rolls
 * back, so nothing is half-written. Resolves `true` when everything finished in time.
 */
export async function shutDownGracefully(plan: ShutdownPlan): Promise<boolean> {
  const { server, lifecycle } = plan;
  lifecycle.startDraining();
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, and a request
  // a client sent on one just as the signal came would be lost. They are closed a moment later instead.
  net.Server.prototype.close.call(server);
  let sweep: NodeJS.Timeout | undefined;
  const grace = setTimeout(
    () => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    },
    Math.min(IDLE_GRACE_MS, plan.timeoutMs),
  );
  const finished = Promise.all([closed, ...plan.stopJobs.map((stop) => stop())]).then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), plan.timeoutMs);
  });
  const inTime = await Promise.race([finished, timedOut]);
  clearTimeout(timer);
  clearTimeout(grace);
  clearInterval(sweep);
  if (!inTime) {
    logger.warn({ timeoutMs: plan.timeoutMs }, 'shutdown timeout: closing the connections still open');
    server.closeAllConnections();
  }
  await plan.close();
  return inTime;
}
