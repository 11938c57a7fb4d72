import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { baseUrl, type Env } from '../env';

/**
 * Whether `path` is the embeddable booking widget: `/embed/<slug>` and its sign-in pop-up
 * `/embed/<slug>/complete`. Only these may be framed by other sites.
 */
export function isEmbedPath(path: string): boolean {
  return path.startsWith('/embed/');
}

/**
 * The security headers of every answer, with Hono's `secureHeaders`: a Content Security Policy
 * without inline script (the built SPA loads only its own files; inline styles stay allowed because Radix and
 * sonner set them, and the server-rendered pages carry their critical CSS in a `<style>`, src/server/critical-css.ts: a hash or
 * nonce in `style-src` would switch 'unsafe-inline' off for all of them), `frame-ancestors 'none'` and `X-Frame-Options: DENY` (no page may be framed),
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS only when the
 * app's public address is https (over plain http a browser ignores it, and on localhost it would stick).
 * Under `/embed/*` (decision 019) the same, except `frame-ancestors *` and no X-Frame-Options (any site
 * may frame the widget), and `Cross-Origin-Opener-Policy: unsafe-none`, so the sign-in pop-up the widget opens
 * keeps its `opener` and can tell the frame that the booking was made.
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  const everyPage = headersFor(env, false);
  const embed = headersFor(env, true);
  return (c, next) => (isEmbedPath(c.req.path) ? embed(c, next) : everyPage(c, next));
}

function headersFor(env: Env, embeddable: boolean): MiddlewareHandler {
  const https = baseUrl(env).startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The dev outbox shows e-mails in sandboxed srcdoc frames; nothing else is framed.
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: embeddable ? ['*'] : ["'none'"],
    },
    xFrameOptions: embeddable ? false : 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // Logos under /uploads may be shown by mail clients and, later, other sites.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: embeddable ? 'unsafe-none' : 'same-origin',
    crossOriginEmbedderPolicy: false,
  });
}
