import { Hono } from 'hono';
import {
  ADMIN_CUSTOMER_ERRORS,
  adminCustomersQuerySchema,
  existingCustomerQuerySchema,
  mergeCustomersSchema,
  updateAdminCustomerSchema,
  type AdminCustomer,
  type AdminCustomersList,
  type CustomerHistory,
  type ExistingCustomer,
} from '../../../shared/schemas/admin-customers';
import { adminCompany, adminOnly, memberOnly, staffScope } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate, validateIds } from '../../validation';
import {
  anonymizeCustomer,
  editCustomer,
  findExistingCustomer,
  getCustomer,
  getCustomerHistory,
  getCustomers,
  mergeCustomers,
} from './admin-customers.service';

/**
 * Admin customers endpoints under `/api/admin/customers` (admin-side §2, §7); scoped to the admin's company.
 * 401 `unauthorized` for guests, 403 `forbidden` for non-admins. A staff account (docs/decisions/035) may only
 * `GET /:id`, for a customer with a booking of its own (else 404): the booking details' name, phone, note and flag;
 * everything else is 403 for it.
 * - `GET /api/admin/customers?q=&offset=&focus=` -> `{ stats: { total, newLast30Days }, matching, customers:
 *   AdminCustomer[], nextOffset }`: a page of 50, newest first (getCustomers); `q` filters name/e-mail/phone, case-
 *   and accent-insensitive, a phone however it is written ('070-345 67 89', '072-222', '+46 70…'); 400 when `q`
 *   is longer than 100 characters or `offset` is not 0–100,000.
 * - `GET /api/admin/customers/existing?phone=&email=` -> `{ customer: AdminCustomer | null }`: the record with that
 *   phone (any written form) or e-mail, what 'Ny kund' in 'Ny bokning' offers instead of a duplicate.
 * - `GET /api/admin/customers/:id` -> `{ customer }`; 404 `not_found` for another company's or an unknown one.
 * - `GET /api/admin/customers/:id/bookings` -> CustomerHistory (coming and past bookings, no-show count); 404 as
 *   above.
 * - `POST /api/admin/customers/:id/merge` body `{ duplicateId }` -> `{ customer }` (mergeCustomers): the duplicate's
 *   bookings, notes and flag move to `:id` and it is removed; 400 same id, 404 either unknown or another company's,
 *   409 `already_anonymized`, 409 `different_accounts`.
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
  .use(memberOnly)
  .get('/', adminOnly, validate('query', adminCustomersQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<AdminCustomersList>(
      await getCustomers(c.var.deps.db, adminCompany(c).id, c.req.valid('query'), c.var.deps.clock()),
    );
  })
  .get('/existing', adminOnly, validate('query', existingCustomerQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { phone, email } = c.req.valid('query');
    const customer = await findExistingCustomer(
      c.var.deps.db,
      adminCompany(c).id,
      { phone, email },
      c.var.deps.clock(),
    );
    return c.json<ExistingCustomer>({ customer });
  })
  .get('/:id', customerId, async (c) => {
    c.header('Cache-Control', 'no-store');
    const customer = await getCustomer(
      c.var.deps.db,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.var.deps.clock(),
      staffScope(c),
    );
    return c.json<{ customer: AdminCustomer }>({ customer });
  })
  .get('/:id/bookings', adminOnly, customerId, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<CustomerHistory>(
      await getCustomerHistory(
        c.var.deps.db,
        adminCompany(c).id,
        c.req.valid('param').id,
        c.var.deps.clock(),
      ),
    );
  })
  .post('/:id/merge', adminOnly, validate('json', mergeCustomersSchema), customerId, async (c) => {
    const customer = await mergeCustomers(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.req.valid('json').duplicateId,
      c.var.deps.clock(),
    );
    return c.json<{ customer: AdminCustomer }>({ customer });
  })
  .patch('/:id', adminOnly, validate('json', updateAdminCustomerSchema), customerId, async (c) => {
    const customer = await editCustomer(
      c.var.deps,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.var.deps.clock(),
    );
    return c.json<{ customer: AdminCustomer }>({ customer });
  })
  .post('/:id/anonymize', adminOnly, customerId, async (c) => {
    const customer = await anonymizeCustomer(
      c.var.deps.db,
      adminCompany(c).id,
      c.req.valid('param').id,
      c.var.deps.clock(),
    );
    return c.json<{ customer: AdminCustomer }>({ customer });
  });
