import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv, Deps } from '../../context';
import { AppError } from '../../errors';
import { requestClientAddress } from '../../security/client-address';
import { DatabaseRateLimitStore } from '../../security/database-rate-limit-store';
import { RATE_LIMITED_MESSAGE } from './business-registration.service';

/** Registrations (each mails a code) allowed per client address and window. */
export const REGISTRATION_LIMIT = 5;
export const REGISTRATION_WINDOW_MS = 10 * 60_000;

// One limiter per app instance (tests build several apps, each with its own database).
const limiters = new WeakMap<Deps, MiddlewareHandler<AppEnv>>();

function limiterFor(deps: Deps): MiddlewareHandler<AppEnv> {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = rateLimiter<AppEnv>({
      windowMs: REGISTRATION_WINDOW_MS,
      limit: REGISTRATION_LIMIT,
      keyGenerator: requestClientAddress,
      store: new DatabaseRateLimitStore(deps.db, 'business-registration'),
      handler: () => {
        throw new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
      },
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Limits `POST /api/business-registrations` to 5 attempts per client address per 10 minutes, counted in the
 * database so all server processes share them; every attempt counts, so the 409s cannot be used to probe
 * e-mails either. The 6th answers 429 `rate_limited` 'För många försök. Vänta en stund och försök igen.' with
 * `Retry-After` (seconds). Off under NODE_ENV=test, like better-auth's limits.
 */
export const registrationRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.deps.env.NODE_ENV === 'test') return next();
  return limiterFor(c.var.deps)(c, next);
};
