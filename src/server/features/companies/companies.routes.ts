import { Hono } from 'hono';
import { companySearchQuerySchema, slugParamSchema } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { listActiveServices, searchCompanies, toPublicCompany } from './companies.queries';
import { loadBookableCompany } from './companies.service';

/**
 * Public company endpoints (customer-side §2 search and booking flow, §7 "Read companies").
 * - `GET /api/companies?q=` -> `{ companies: CompanyCard[] }` (active only; 400 when q is too long)
 * - `GET /api/companies/:slug` -> `{ company: PublicCompany, services: PublicService[] }`;
 *   404 'Företag hittades inte' when unknown, 403 `company_not_open` when not yet approved or suspended.
 */
export const companiesRoutes = new Hono<AppEnv>()
  .get('/', validate('query', companySearchQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    return c.json({ companies: await searchCompanies(c.var.deps.db, q) });
  })
  .get('/:slug', validate('param', slugParamSchema), async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    const services = await listActiveServices(c.var.deps.db, company.id);
    return c.json({ company: toPublicCompany(company), services });
  });

