import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../context';

/**
 * Reads the better-auth session cookie and puts the user (or null) on `c.var.user`. Requests without a session
 * cookie (`better-auth.session_token`, `__Secure-` prefixed over https) skip the lookup: they cannot have a user,
 * and public pages such as availability are mostly asked for by visitors.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.header('cookie')?.includes('better-auth.session_token=')) {
    c.set('user', null);
    return next();
  }
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', result ? (result.user as SessionUser) : null);
  await next();
};
