import { Hono } from 'hono';
import {
  ADMIN_CUSTOMER_ERRORS,
  adminCustomersQuerySchema,
  updateAdminCustomerSchema,
  type AdminCustomer,
  type AdminCustomersList,
} from '../../../shared/schemas/admin-customers';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate, validateIds } from '../../validation';
import { anonymizeCustomer, editCustomer, getCustomers } from './admin-customers.service';

/**
 * Admin customers endpoints under `/api/admin/customers` (admin-side §2, §7); scoped to the admin's company.
 * 401 `unauthorized` for guests, 403 `forbidden` for non-admins.
 * - `GET /api/admin/customers?q=&offset=&focus=` -> `{ stats: { total, newLast30Days }, matching, customers:
 *   AdminCustomer[], nextOffset }`: a page of 50, newest first (getCustomers); `q` filters name/e-mail/phone, case-
 *   and accent-insensitive; 400 when `q` is longer than 100 characters or `offset` is not 0–100,000.
 * - `PATCH /api/admin/customers/:id` body `{ name?, phone?, adminNotes?, isFlagged? }` -> `{ customer }`; a new
 *   name is also the name of the customer's bookings (calendar, dashboard);
 *   400 `invalid_input` with a Swedish message, 404 `not_found` for another company's or an unknown customer,
 *   409 `already_anonymized`.
 * - `POST /api/admin/customers/:id/anonymize` -> `{ customer }` (anonymizeCustomer): 404 as above,
 *   409 `already_anonymized`, 409 `has_future_bookings`.
 */
/** `:id` of a customer route: a malformed id is 404 like an unknown customer. */
const customerId = validateIds({ id: ADMIN_CUSTOMER_ERRORS.notFound });

export const adminCustomersRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', validate('query', adminCustomersQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<AdminCustomersList>(
      await getCustomers(c.var.deps.db, adminCompany(c).id, c.req.valid('query'), c.var.deps.clock()),
    );
  })
  .patch('/:id', validate('json', updateAdminCustomerSchema), customerId, async (c) => {
    const customer = await editCustomer(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.var.deps.clock(),
    );
    return c.json<{ customer: AdminCustomer }>({ customer });
  })
  .post('/:id/anonymize', customerId, async (c) => {
    const customer = await anonymizeCustomer(
      c.var.deps.db,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.var.deps.clock(),
    );
    return c.json<{ customer: AdminCustomer }>({ customer });
  });
