import { Hono } from 'hono';
import { companySearchQuerySchema, slugParamSchema } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { companySearch } from './cached-search';
import { describeLogo, listActiveServices, listPublicStaff, toPublicCompany } from './companies.queries';
import { loadBookableCompany } from './companies.service';
import { loadOpenStatus } from './open-status';
import { findCompanyRating, getReviewPage } from '../reviews';
import { listPublicPhotos } from '../company-photos';

/**
 * Public company endpoints (customer-side §2 search and booking flow, §7 "Read companies").
 * - `GET /api/companies?q=&kategori=&stad=&ledigt=idag&ordning=betyg&sida=` -> CompanySearchResult `{ companies:
 *   SearchCompanyCard[], cities: SearchCity[], nextPage: number | null, total: number | null, suggestion: string |
 *   null }` (active only; every word of q matches some field; filters by category slug and city slug;
 *   each card with its first free time. words forgive typos, missing accents, shorthand ('sthlm',
 *   'gbg') and districts; city counts follow q and kategori; `suggestion` is 'Menade du …?' when q found nothing;
 *   cards carry `priceFrom` and a first free time for the service q matches. Decision 021: page `sida` (1-based, default 1, at most 500) of 20 companies in rank order,
 *   or with `ordning=betyg` best rated first (shown reviews' average, none last, then count, then rank),
 *   `nextPage` the next `sida` or null on the last page, `total` the number of matches, null with `ledigt=idag`,
 *   whose pages are pages of the companies free today; 400 'Sökningen får vara högst 100 tecken', 'Okänd
 *   kategori', 'Okänd ort', 'Ogiltigt filter', 'Ogiltig sida', 'Okänd sortering'), matches from the per-process
 *   search cache that every published catalogue change empties, times from the availability cache
 *   (cached-search.ts)
 * - `GET /api/companies/:slug` -> `{ company: PublicCompany, services: PublicService[] }`, the company with its
 *   active `staff` (`[]` without staff), `weeklySchedule`, `rating`, the first page of `reviews`, its gallery
 *   `photos` (cover first, then in order) and `shareImageUrl` (the cover's 1200×630 JPEG for og:image, or null), the logo's variants `avatar` and `openStatus` (open now or when it opens
 *   next, by the app clock: open-status.ts); 404 'Företag hittades inte' when unknown, 403 `company_not_open` when
 *   not yet approved or suspended.
 */
export const companiesRoutes = new Hono<AppEnv>()
  .get('/', validate('query', companySearchQuerySchema), async (c) => {
    const { deps } = c.var;
    // First free times move with bookings and the clock: never stored by browsers or proxies.
    c.header('cache-control', 'no-store');
    return c.json(await companySearch(deps, c.req.valid('query'), deps.clock()));
  })
  .get('/:slug', validate('param', slugParamSchema), async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    // Services and staff side by side: on PostgreSQL two pooled connections, so no extra round trip in sequence.
    const { db, images, clock, payments } = c.var.deps;
    const [services, staffList, rating, reviews, avatar, openStatus, gallery] = await Promise.all([
      listActiveServices(db, company.id, payments),
      listPublicStaff(db, images, company.id),
      findCompanyRating(db, company.id),
      getReviewPage(db, company.id),
      describeLogo(images, company.avatarUrl),
      loadOpenStatus(db, company, clock()),
      listPublicPhotos(db, images, company.id),
    ]);
    return c.json({
      company: {
        ...toPublicCompany(company, staffList, rating, reviews, { avatar, openStatus }),
        ...gallery,
      },
      services,
    });
  });
