import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { unauthorized } from '../errors';

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

/** The signed-in user with a verified e-mail; throws 401 'Du måste logga in.' otherwise. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user || !user.emailVerified) throw unauthorized();
  return user;
}
