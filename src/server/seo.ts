import type { Hono } from 'hono';
import type { Deps } from './context';
import { listActiveCompanySlugs } from './features/companies/companies.queries';
import { escapeHtml } from './ssr';

/**
 * Signed-in, admin and one-time-link pages, which crawlers should leave alone (robots.txt); also the booking widget
 * (`/embed`, the company page again for other sites' frames) and the secret calendar feeds (`/calendar`).
 */
const PRIVATE_PATHS = [
  '/admin',
  '/api',
  '/platform',
  '/dashboard',
  '/my-bookings',
  '/profile',
  '/edit-booking',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/verify-booking',
  '/booking-confirmed',
  '/booking-error',
  '/cancel-booking',
  '/dev',
  '/embed',
  '/calendar',
];

/** The text of /robots.txt: everything public may be crawled except PRIVATE_PATHS; names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The XML of /sitemap.xml: `publicPaths` (from the SSR bundle) and every active company's booking page. */
export function sitemapXml(
  origin: string,
  publicPaths: string[],
  companies: { slug: string; updatedAt: Date }[],
): string {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${origin}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((p) => url(p)),
    ...companies.map((c) => url(`/booking/${encodeURIComponent(c.slug)}`, c.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Adds `GET /robots.txt` and `GET /sitemap.xml` to `app`. The sitemap lists `publicPaths` and the
 * active companies (pending and suspended ones are left out), read from the database on each request.
 */
export function serveSeoFiles(
  app: Hono,
  deps: Pick<Deps, 'db'>,
  origin: string,
  publicPaths: () => Promise<string[]>,
): void {
  app.get('/robots.txt', (c) => c.text(robotsTxt(origin), 200, { 'cache-control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (c) =>
    c.body(sitemapXml(origin, await publicPaths(), await listActiveCompanySlugs(deps.db)), 200, {
      'content-type': 'application/xml; charset=UTF-8',
      'cache-control': 'public, max-age=600',
    }),
  );
}
