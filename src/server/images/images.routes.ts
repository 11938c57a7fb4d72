import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const FILE_PATTERN = /^([0-9a-f]{64})\.(avif|webp|jpg)$/;
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

const notFound = () => new AppError(404, 'not_found', 'Bilden finns inte');

/**
 * `GET /images/:hash.:format` (mounted outside /api, no session): one stored image variant (docs/decisions/039).
 * `:format` is `avif`, `webp` or `jpg` (a shared-link picture). 200 with the bytes, `Content-Type` image/avif,
 * image/webp or image/jpeg,
 * `Cache-Control: public, max-age=31536000, immutable` (the address is the content's hash, so it never changes)
 * and `ETag: "<hash>"`; 304 when `If-None-Match` names it; 404 `{ error }` 'Bilden finns inte' for anything else.
 * Every server process on the database serves every image.
 */
export const imageRoutes = new Hono<AppEnv>().get('/:file', etag(), async (c) => {
  const match = FILE_PATTERN.exec(c.req.param('file'));
  if (!match) throw notFound();
  const [, hash, format] = match as unknown as [string, string, 'avif' | 'webp' | 'jpg'];
  const image = await c.var.deps.images.get(hash, format);
  if (!image) throw notFound();
  return c.body(new Uint8Array(image.bytes), 200, {
    'Content-Type': CONTENT_TYPES[format],
    'Content-Length': String(image.bytes.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${hash}"`,
  });
});
