import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { baseUrl, type Env } from '../env';

/**
 * The security headers of every answer (issue 14 §7), with Hono's `secureHeaders`: a Content Security Policy
 * without inline script (the built SPA loads only its own files; inline styles stay allowed because Radix and
 * sonner set them), `frame-ancestors 'none'` and `X-Frame-Options: DENY` (no page may be framed),
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS only when the
 * app's public address is https (over plain http a browser ignores it, and on localhost it would stick).
 */
export function securityHeaders(env: Env): MiddlewareHandler {
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
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // Logos under /uploads may be shown by mail clients and, later, other sites.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
  });
}
