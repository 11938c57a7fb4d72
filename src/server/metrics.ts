import { count, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppEnv, Deps } from './context';
import { outbox, outboxKind } from './db/schema';

/** Prometheus metrics of one server process (docs/design.md §5 `GET /metrics`). */
export interface Metrics {
  registry: Registry;
  bookingsCreated: Counter;
  middleware: MiddlewareHandler<AppEnv>;
}

/** Creates the registry: request latency by route, bookings created, outbox backlog (read at scrape time). */
export function createMetrics(deps: Pick<Deps, 'db'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'tidvis_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const bookingsCreated = new Counter({
    name: 'tidvis_bookings_created_total',
    help: 'Bookings created',
    registers: [registry],
  });
  new Gauge({
    name: 'tidvis_outbox_backlog',
    help: 'Outbox messages waiting to be delivered (pending, retries included), by kind (email, webhook)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await deps.db
        .select({ kind: outbox.kind, n: count() })
        .from(outbox)
        .where(eq(outbox.status, 'pending'))
        .groupBy(outbox.kind);
      for (const kind of outboxKind.enumValues) this.set({ kind }, rows.find((r) => r.kind === kind)?.n ?? 0);
    },
  });
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const end = latency.startTimer();
    await next();
    end({ method: c.req.method, route: c.req.routePath, status: String(c.res.status) });
  };
  return { registry, bookingsCreated, middleware };
}
