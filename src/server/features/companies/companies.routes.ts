import { Hono } from 'hono';
import { companySearchQuerySchema, slugParamSchema } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { companySearch } from './cached-search';
import { listActiveServices, listPublicStaff, toPublicCompany } from './companies.queries';
import { loadBookableCompany } from './companies.service';
import { findCompanyRating, getReviewPage } from '../reviews';

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
 *   active `staff` (`[]` without staff), `weeklySchedule`, `rating` and the first page of `reviews`; 404 'Företag hittades inte' when unknown, 403 `company_not_open` when not yet approved or suspended.
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
    const [services, staffList, rating, reviews] = await Promise.all([
      listActiveServices(c.var.deps.db, company.id),
      listPublicStaff(c.var.deps.db, company.id),
      findCompanyRating(c.var.deps.db, company.id),
      getReviewPage(c.var.deps.db, company.id),
    ]);
    return c.json({ company: toPublicCompany(company, staffList, rating, reviews), services });
  });
