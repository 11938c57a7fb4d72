import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits: the first `X-Forwarded-For` entry (set by the load balancer; better-auth
 * reads the same header, so both limits see one address), else the socket's remote address, else `'unknown'`
 * (in-process requests in tests have no socket).
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
