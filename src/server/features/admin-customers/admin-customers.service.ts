import {
  ADMIN_CUSTOMER_ERRORS,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  NEW_CUSTOMER_DAYS,
  type AdminCustomer,
  type AdminCustomersList,
  type UpdateAdminCustomer,
} from '../../../shared/schemas/admin-customers';
import { todayInZone } from '../../../shared/dates';
import { and, eq, gte } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { bookings, customers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { anonymizeCustomers, redactOutboxTraces } from '../privacy';
import {
  countMatchingCustomers,
  customerStats,
  findCustomer,
  listCustomers,
  updateCustomer,
} from './admin-customers.queries';

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
  now: Date,
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
 * Changes name, phone, admin notes or the flag of one of the company's customers and returns the record. A new name
 * also goes to the customer's bookings (updateCustomer), and open calendars are told to refetch.
 * 404 `not_found` ('Kunden kunde inte hittas') for an unknown id or another company's customer; 409
 * `already_anonymized` for an anonymised record (it stays without personal data).
 */
export async function editCustomer(
  deps: Pick<Deps, 'db' | 'bus'>,
  companyId: string,
  id: string,
  changes: UpdateAdminCustomer,
  now: Date,
): Promise<AdminCustomer> {
  const { db } = deps;
  const current = await findCustomer(db, companyId, id, todayInZone(now));
  if (current?.anonymized) throw new AppError(409, 'already_anonymized', PRIVACY_MESSAGES.alreadyAnonymized);
  if (!(await updateCustomer(db, companyId, id, changes))) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  if (changes.name !== undefined && changes.name !== current?.name)
    await deps.bus.publishBookingsChanged(companyId);
  const customer = await findCustomer(db, companyId, id, todayInZone(now));
  if (!customer) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  return customer;
}

/**
 * 'Anonymisera' (docs/decisions/010): anonymises one of the company's customer records on the
 * customer's request, in one transaction: the record becomes 'Raderad kund' with no e-mail, phone or notes and no
 * link to a user; its bookings keep status, service, time and price but lose the name and notes (counts and revenue
 * stay); outbox messages about those bookings are blanked (or once delivered). Returns the anonymised record.
 * Errors: 404 `not_found` for an unknown id or another company's customer, 409 `already_anonymized`, 409
 * `has_future_bookings` while a booked booking is dated today or later (cancel it first; the customer is told).
 */
export async function anonymizeCustomer(
  db: Database,
  companyId: string,
  id: string,
  now: Date,
): Promise<AdminCustomer> {
  const today = todayInZone(now);
  await db.transaction(async (tx) => {
    const [record] = await tx
      .select({ id: customers.id, anonymizedAt: customers.anonymizedAt })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
      .for('update');
    if (!record) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
    if (record.anonymizedAt) {
      throw new AppError(409, 'already_anonymized', PRIVACY_MESSAGES.alreadyAnonymized);
    }
    const [future] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, id), eq(bookings.status, 'booked'), gte(bookings.startDate, today)))
      .limit(1);
    if (future) {
      throw new AppError(409, 'has_future_bookings', PRIVACY_MESSAGES.customerHasFutureBookings);
    }
    const bookingIds = await anonymizeCustomers(tx, [id], now, 'admin');
    await redactOutboxTraces(tx, { emails: [], phones: [], bookingIds }, now);
  });
  const customer = await findCustomer(db, companyId, id, today);
  if (!customer) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  return customer;
}
