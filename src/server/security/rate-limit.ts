import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv, Deps } from '../context';
import { AppError } from '../errors';
import { requestClientAddress } from './client-address';
import { DatabaseRateLimitStore } from './database-rate-limit-store';

/** The Swedish answer of every limited endpoint of ours (429 `rate_limited`). */
export const RATE_LIMITED_MESSAGE = 'För många försök. Vänta en stund och försök igen.';

/**
 * A per-client-address limit of `limit` requests per `windowMs` (milliseconds) for one endpoint (`name` keys its
 * counters), counted in the database so all server processes share them. Past it: 429 `rate_limited` with
 * RATE_LIMITED_MESSAGE and `Retry-After` (seconds). Off under NODE_ENV=test, like better-auth's limits, so the
 * suite can call freely; tests of the limit use production settings.
 */
export function databaseRateLimit(name: string, limit: number, windowMs: number): MiddlewareHandler<AppEnv> {
  // One limiter per app instance (tests build several apps, each with its own database).
  const limiters = new WeakMap<Deps, MiddlewareHandler<AppEnv>>();
  const limiterFor = (deps: Deps) => {
    let limiter = limiters.get(deps);
    if (!limiter) {
      limiter = rateLimiter<AppEnv>({
        windowMs,
        limit,
        keyGenerator: requestClientAddress,
        store: new DatabaseRateLimitStore(deps.db, name, deps.clock),
        handler: () => {
          throw new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
        },
      });
      limiters.set(deps, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    if (c.var.deps.env.NODE_ENV === 'test') return next();
    return limiterFor(c.var.deps)(c, next);
  };
}
