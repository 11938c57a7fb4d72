import { Hono } from 'hono';
import {
  SERVICE_NOT_FOUND_MESSAGE,
  serviceInputSchema,
  serviceOrderSchema,
  serviceToggleSchema,
  type AdminService,
} from '../../../shared/schemas/admin-services';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate, validateIds } from '../../validation';
import {
  createService,
  editService,
  listAdminServices,
  removeService,
  reorderServices,
  setServiceActive,
} from './admin-services.service';

/**
 * Admin services endpoints under `/api/admin/services` (admin-side §2, §5, §7); every one is scoped to the admin's
 * company (401 guest, 403 not an admin). Prices in kronor, durations in minutes. Errors `{ error: { code, message } }`.
 * - `GET /` → `{ services: AdminService[] }` in display order, with 30-day statistics.
 * - `POST /` body `{ name, description?, price, durationMinutes?, bufferMinutes?, processingAfterMinutes?,
 *   processingMinutes?, category?, priceFrom? }` → 201 `{ service }`;
 *   400 'Fyll i alla obligatoriska fält' (missing name/price) or another field message.
 * - `PUT /order` body `{ items: [{ id, displayOrder }] }` → `{ services }`; 400 malformed, 404 a foreign/unknown id.
 * - `PATCH /:id` same body as create → `{ service }`; 404 unless the company's.
 * - `POST /:id/toggle` body `{ active }` → `{ service }`; 404 unless the company's.
 * - `DELETE /:id` → `{ ok: true }`; 404 unless the company's; 409 'Kan inte radera tjänst som har framtida bokningar'.
 * Every change publishes `bookings changed` so open customer calendars refetch.
 */
/** `:id` of a service route: a malformed id is 404 like an unknown one. */
const serviceId = validateIds({ id: SERVICE_NOT_FOUND_MESSAGE });

export const adminServicesRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const services = await listAdminServices(c.var.deps.db, adminCompany(c).id, c.var.deps.clock());
    return c.json<{ services: AdminService[] }>({ services });
  })
  .post('/', validate('json', serviceInputSchema), async (c) => {
    const service = await createService(c.var.deps, adminCompany(c).id, c.req.valid('json'));
    return c.json<{ service: AdminService }>({ service }, 201);
  })
  .put('/order', validate('json', serviceOrderSchema), async (c) => {
    const services = await reorderServices(c.var.deps, adminCompany(c).id, c.req.valid('json'));
    return c.json<{ services: AdminService[] }>({ services });
  })
  .patch('/:id', validate('json', serviceInputSchema), serviceId, async (c) => {
    const { id } = c.req.valid('param');
    const service = await editService(c.var.deps, adminCompany(c).id, id, c.req.valid('json'));
    return c.json<{ service: AdminService }>({ service });
  })
  .post('/:id/toggle', validate('json', serviceToggleSchema), serviceId, async (c) => {
    const service = await setServiceActive(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.req.valid('json').active,
    );
    return c.json<{ service: AdminService }>({ service });
  })
  .delete('/:id', serviceId, async (c) => {
    await removeService(c.var.deps, adminCompany(c).id, c.req.valid('param').id, c.var.deps.clock());
    return c.json({ ok: true as const });
  });
