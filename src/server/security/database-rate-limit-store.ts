import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';
import { systemClock, type Clock } from '../clock';

/**
 * A hono-rate-limiter store in PostgreSQL's `rate_limit` table (the one better-auth keeps its counters in), so
 * every server process behind a load balancer counts the same hits. Keys are prefixed with `namespace` to stay
 * apart from better-auth's (`<address>/<path>`). Fixed windows: `last_request` holds the start of the key's
 * current window (epoch ms); the first hit after `windowMs` starts a new one. Each hit is one atomic upsert. Time
 * is `clock`'s (the app's deps.clock), like every other rule's.
 */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    private readonly namespace: string,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Takes the window length (ms) from the middleware's options. */
  init(options: Pick<HonoConfigType, 'windowMs'>) {
    this.windowMs = options.windowMs;
  }

  private keyOf(key: string) {
    return `${this.namespace}:${key}`;
  }

  private info(count: number, windowStart: number): ClientRateLimitInfo {
    return { totalHits: count, resetTime: new Date(windowStart + this.windowMs) };
  }

  /** The hits of `key` in its current window, or undefined when it has none. */
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, this.keyOf(key)));
    if (!row || row.lastRequest <= this.clock().getTime() - this.windowMs) return undefined;
    return this.info(row.count, row.lastRequest);
  }

  /** Counts one hit of `key`, starting a new window when the last one is over; returns the window's hits. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock().getTime();
    const expired = sql`${rateLimit.lastRequest} <= ${now - this.windowMs}`;
    const [row] = await this.db
      .insert(rateLimit)
      .values({ id: randomUUID(), key: this.keyOf(key), count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
    if (!row) throw new Error('rate_limit upsert returned no row');
    return this.info(row.count, row.lastRequest);
  }

  /** Takes back one hit of `key` (the middleware's skip options). */
  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimit)
      .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
      .where(eq(rateLimit.key, this.keyOf(key)));
  }

  /** Forgets the hits of `key`. */
  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimit).where(eq(rateLimit.key, this.keyOf(key)));
  }
}
