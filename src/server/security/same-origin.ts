import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_MESSAGE =
  'Förfrågan kom från en annan adress än Tidvis och nekades. Öppna Tidvis på dess egen adress och försök igen.';

/**
 * Refuses writes (any method but GET, HEAD, OPTIONS) that a browser sent from another site: 403 `cross_origin`
 * when the `Origin` header names an origin outside `trustedOrigins(requestUrl)` (env.ts: APP_URL's and
 * TRUSTED_ORIGINS, or without APP_URL the request's own), or,
 * without `Origin`, when `Sec-Fetch-Site` says `cross-site`. Requests with neither header (curl, server-to-server)
 * carry no browser cookies by accident and pass. Session cookies are SameSite=Lax as well; this covers the
 * cases Lax leaves open (same-site subdomains, and form posts Hono's own csrf() would only check by content type).
 */
export function sameOriginWrites(trustedOrigins: (requestUrl: string) => string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const refused = origin ? !trustedOrigins(c.req.url).includes(origin) : fetchSite === 'cross-site';
      if (refused) throw new AppError(403, 'cross_origin', CROSS_ORIGIN_MESSAGE);
    }
    await next();
  };
}
