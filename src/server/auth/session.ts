import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, SessionUser } from '../context';
import { sessionCacheKey } from './session-cache';

/** better-auth's session cookie, plain and `__Secure-` prefixed (https). */
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/** The request's session cookie(s) as one string, or undefined when it has none. */
function sessionCookieValue(c: Context): string | undefined {
  if (!c.req.header('cookie')?.includes('better-auth.session_token=')) return undefined;
  const values = SESSION_COOKIES.map((name) => getCookie(c, name)).filter((v) => v !== undefined);
  return values.length > 0 ? values.join(';') : undefined;
}

/**
 * Reads the better-auth session cookie and puts the user (or null) on `c.var.user`. Requests without a session
 * cookie skip the lookup: they cannot have a user, and public pages such as availability are mostly asked for by
 * visitors. A session checked within SESSION_CACHE_TTL_S is taken from this process's cache (auth/session-cache.ts) without a database round trip; the database's NOTIFY empties it in every process when the session
 * or its user changes. A write to `/api/me/*` (profile, password, deletion) also drops the user's cached sessions
 * here at once, before its answer is sent.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = sessionCookieValue(c);
  if (!cookie) {
    c.set('user', null);
    return next();
  }
  const { auth, sessionCache } = c.var.deps;
  const key = sessionCacheKey(cookie);
  const cached = sessionCache.get(key);
  if (cached) {
    c.set('user', cached);
  } else {
    const generation = sessionCache.generation();
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = result ? (result.user as SessionUser) : null;
    if (result && user) sessionCache.set(key, user, result.session.expiresAt, generation);
    c.set('user', user);
  }
  await next();
  if (c.req.method !== 'GET' && c.req.path.startsWith('/api/me')) sessionCache.forgetUserOf(key);
};

/**
 * After better-auth's own writes (`POST /api/auth/*`: sign-out, password change, session revocation, e-mail change,
 * account deletion), drops the caller's cached sessions in this process at once; other processes hear the
 * database's NOTIFY (auth/session-cache.ts).
 */
export const forgetSessionAfterAuthWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'GET') return;
  const cookie = sessionCookieValue(c);
  if (cookie) c.var.deps.sessionCache.forgetUserOf(sessionCacheKey(cookie));
};
