import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/**
 * Milliseconds `/api/ready` waits for the database. A load balancer's probe has a timeout of its own, and a probe
 * that hangs on an unreachable database (or on a pool whose ten connections are all waiting) says nothing; a quick
 * 503 takes the process out of rotation at once.
 */
export const READY_TIMEOUT_MS = 2_000;

/** Runs `run` and resolves `true` when it succeeds within `ms`, `false` when it fails or takes longer. */
async function succeedsWithin(run: () => PromiseLike<unknown>, ms: number): Promise<boolean> {
  // Once: a Drizzle query is a lazy thenable that runs again on every `then`.
  const work = Promise.resolve().then(run);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    // The query left behind after a timeout may still fail later; that is expected and must not be unhandled.
    work.catch(() => {});
  }
}

/**
 * Operational endpoints (docs/design.md §5).
 * - `GET /api/health` -> `{ ok: true }` without database work (benchmarks compare against it).
 * - `GET /api/ready` -> `{ ok: true }` when the database answers `select 1` within READY_TIMEOUT_MS; 503
 *   `{ ok: false }` (with `Retry-After`) when it does not, or at once when the process is shutting down
 *, so a load balancer stops sending it requests.
 */
export const systemRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ ok: true }))
  .get('/ready', async (c) => {
    if (c.var.deps.lifecycle.draining) return c.json({ ok: false }, 503);
    if (await succeedsWithin(() => c.var.deps.db.execute(sql`select 1`), READY_TIMEOUT_MS))
      return c.json({ ok: true });
    c.header('Retry-After', '1');
    return c.json({ ok: false }, 503);
  });
