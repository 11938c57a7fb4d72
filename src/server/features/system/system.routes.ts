import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/**
 * Operational endpoints (DESIGN §5).
 * - `GET /api/health` -> `{ ok: true }` without database work (benchmarks compare against it).
 * - `GET /api/ready` -> `{ ok: true }` when the database answers; 503 `{ ok: false }` when it does not, or at once
 *   when the process is shutting down (issue 22 §2), so a load balancer stops sending it requests.
 */
export const systemRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ ok: true }))
  .get('/ready', async (c) => {
    if (c.var.deps.lifecycle.draining) return c.json({ ok: false }, 503);
    try {
      await c.var.deps.db.execute(sql`select 1`);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });
