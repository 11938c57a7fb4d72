import { Hono } from 'hono';
import { platformCompanyParamSchema, type PlatformCompany } from '../../../shared/schemas/platform';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { platformOnly } from '../../auth/guards';
import { approveCompany, listPlatformCompanies, suspendCompany } from './platform.service';

/**
 * Platform operator endpoints under `/api/platform` (docs/design.md §4 "Who is who"); 401 for guests,
 * 403 for anyone whose verified e-mail is not in `PLATFORM_ADMIN_EMAILS`.
 * - `GET /companies` → `{ companies: PlatformCompany[] }` (pending, active and suspended; newest first).
 * - `POST /companies/:id/approve` → `{ company }` status 'active', `approvedAt` set; the admin is e-mailed.
 * - `POST /companies/:id/suspend` → `{ company }` status 'suspended'.
 * Both: 400 for a malformed id, 404 'Företag hittades inte'.
 */
export const platformRoutes = new Hono<AppEnv>()
  .use(platformOnly)
  .get('/companies', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<{ companies: PlatformCompany[] }>({
      companies: await listPlatformCompanies(c.var.deps.db),
    });
  })
  .post('/companies/:id/approve', validate('param', platformCompanyParamSchema), async (c) => {
    const company = await approveCompany(c.var.deps, c.req.valid('param').id);
    return c.json<{ company: PlatformCompany }>({ company });
  })
  .post('/companies/:id/suspend', validate('param', platformCompanyParamSchema), async (c) => {
    const company = await suspendCompany(c.var.deps, c.req.valid('param').id);
    return c.json<{ company: PlatformCompany }>({ company });
  });
