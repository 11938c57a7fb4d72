import {
  ADMIN_CUSTOMER_ERRORS,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  NEW_CUSTOMER_DAYS,
  type AdminCustomer,
  type AdminCustomersList,
  type UpdateAdminCustomer,
} from '../../../shared/schemas/admin-customers';
import { todayInZone } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import {
  countMatchingCustomers,
  customerStats,
  findCustomer,
  listCustomers,
  updateCustomer,
} from './admin-customers.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company's customers (admin-side §2 Admin customers, §7): stats over all of them (total, created in the last
 * 30 days), how many match `q` (name, e-mail or phone; case- and accent-insensitive), and one page of those,
 * newest first: ADMIN_CUSTOMERS_PAGE_SIZE from `offset`. Without a search, `focus` (the page's `?customerId=`)
 * comes first on the first page and is left out of every page, so it is never shown twice; an unknown or other
 * company's id is ignored.
 */
export async function getCustomers(
  db: Database,
  companyId: string,
  query: { q: string; offset: number; focus?: string },
  now = new Date(),
): Promise<AdminCustomersList> {
  const since = new Date(now.getTime() - NEW_CUSTOMER_DAYS * 24 * 60 * 60 * 1000);
  const today = todayInZone(now);
  const focusId = query.q ? undefined : query.focus;
  const [stats, matching, page, focused] = await Promise.all([
    customerStats(db, companyId, since),
    countMatchingCustomers(db, companyId, query.q),
    listCustomers(
      db,
      companyId,
      { q: query.q, offset: query.offset, limit: ADMIN_CUSTOMERS_PAGE_SIZE, exceptId: focusId },
      today,
    ),
    focusId && query.offset === 0 ? findCustomer(db, companyId, focusId, today) : undefined,
  ]);
  return {
    stats,
    matching,
    customers: focused ? [focused, ...page.customers] : page.customers,
    nextOffset: page.more ? query.offset + ADMIN_CUSTOMERS_PAGE_SIZE : null,
  };
}

/**
 * Changes name, phone, admin notes or the flag of one of the company's customers and returns the record.
 * 404 `not_found` ('Kunden kunde inte hittas') for an unknown id or another company's customer.
 */
export async function editCustomer(
  db: Database,
  companyId: string,
  id: string,
  changes: UpdateAdminCustomer,
  now = new Date(),
): Promise<AdminCustomer> {
  if (!UUID.test(id)) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  if (!(await updateCustomer(db, companyId, id, changes))) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  const customer = await findCustomer(db, companyId, id, todayInZone(now));
  if (!customer) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  return customer;
}
