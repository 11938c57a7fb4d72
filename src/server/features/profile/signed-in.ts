import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv } from '../../context';

/**
 * Per-route guard: 401 `unauthorized` for guests before the body is validated. Not a `.use()` on the router,
 * because these routers share their mount points (`/me`, `/bookings`) with others that have their own rules.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
