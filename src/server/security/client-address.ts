import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The request header that carries the client's address to better-auth (its `ipAddressHeaders`). Set by
 * `withClientAddress` on every auth request, overwriting whatever the client sent, so it cannot be forged.
 */
export const CLIENT_ADDRESS_HEADER = 'x-tidvis-client-address';

/**
 * The client's address for rate limits, given `trustedProxyHops` (TRUSTED_PROXY_HOPS), the number of reverse proxies
 * in front of the server that each append the address they saw to `X-Forwarded-For`:
 * - 0: the socket's remote address (any `X-Forwarded-For` is the client's own claim and ignored);
 * - n: the n-th `X-Forwarded-For` entry from the right, the address the outermost trusted proxy saw; entries to its
 *   left came from the client and may be forged.
 * Falls back to the socket's address, then to `'unknown'` (in-process requests in tests have no socket).
 */
export function clientAddress(
  forwardedFor: string | undefined,
  trustedProxyHops: number,
  socketAddress: string | undefined,
): string {
  if (trustedProxyHops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seenByOutermostProxy = entries[Math.max(entries.length - trustedProxyHops, 0)];
    if (seenByOutermostProxy) return seenByOutermostProxy;
  }
  return socketAddress ?? 'unknown';
}

/** The client's address of request `c` (clientAddress with the server's TRUSTED_PROXY_HOPS). */
export function requestClientAddress(c: Context<AppEnv>): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  return clientAddress(c.req.header('x-forwarded-for'), c.var.deps.env.TRUSTED_PROXY_HOPS, socketAddress);
}

/**
 * The request for better-auth, with CLIENT_ADDRESS_HEADER set to requestClientAddress (overwriting any the client
 * sent), which its rate limits read. Only auth requests pay for this.
 */
export function withClientAddress(c: Context<AppEnv>): Request {
  const request = c.req.raw;
  request.headers.set(CLIENT_ADDRESS_HEADER, requestClientAddress(c));
  return request;
}
