import { Hono, type TypedResponse } from 'hono';
import { companySearchQuerySchema, slugParamSchema, type CompanyCard } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { cachedCompanySearch } from './cached-search';
import { listActiveServices, listPublicStaff, toPublicCompany } from './companies.queries';
import { loadBookableCompany } from './companies.service';

/**
 * Public company endpoints (customer-side §2 search and booking flow, §7 "Read companies").
 * - `GET /api/companies?q=` -> `{ companies: CompanyCard[] }` (active only; 400 when q is too long), through the
 *   per-process search cache that every published catalogue change empties (cached-search.ts)
 * - `GET /api/companies/:slug` -> `{ company: PublicCompany, services: PublicService[] }`, the company with its
 *   active `staff` (issue 15; `[]` without staff); 404 'Företag hittades inte' when unknown, 403 `company_not_open` when not yet approved or suspended.
 */
export const companiesRoutes = new Hono<AppEnv>()
  .get('/', validate('query', companySearchQuerySchema), async (c) => {
    const json = await cachedCompanySearch(c.var.deps, c.req.valid('query').q);
    const res = c.body(json, 200, { 'content-type': 'application/json; charset=UTF-8' });
    // The body is the result serialised once and cached; tell the typed client what it holds.
    return res as unknown as TypedResponse<{ companies: CompanyCard[] }, 200, 'json'>;
  })
  .get('/:slug', validate('param', slugParamSchema), async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    // Services and staff side by side: on PostgreSQL two pooled connections, so no extra round trip in sequence.
    const [services, staffList] = await Promise.all([
      listActiveServices(c.var.deps.db, company.id),
      listPublicStaff(c.var.deps.db, company.id),
    ]);
    return c.json({ company: toPublicCompany(company, staffList), services });
  });
