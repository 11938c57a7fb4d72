import {
  ADMIN_CUSTOMER_ERRORS,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_HISTORY_PAST_MAX,
  customerExistsMessage,
  NEW_CUSTOMER_DAYS,
  type AdminCustomer,
  type AdminCustomersList,
  type CustomerHistory,
  type UpdateAdminCustomer,
} from '../../../shared/schemas/admin-customers';
import { formatHhmm, minutesNowInZone, todayInZone } from '../../../shared/dates';
import { formatPhone } from '../../../shared/phone';
import { lockCompany } from '../bookings';
import { and, eq, gte } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { bookings, customers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { anonymizeCustomers, redactOutboxTraces } from '../privacy';
import {
  countMatchingCustomers,
  customerHistory,
  customerStats,
  findCustomer,
  findCustomerIdByContact,
  hasBookingWithStaff,
  listCustomers,
  lockCustomers,
  mergeCustomerRows,
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

/**
 * One of the company's customer records; 404 `not_found` for an unknown id or another company's customer, and with
 * `scope` (a staff account's staff member) for a customer without a booking with that member.
 */
export async function getCustomer(
  db: Database,
  companyId: string,
  id: string,
  now: Date,
  scope: string | null = null,
): Promise<AdminCustomer> {
  // A staff account (docs/decisions/035) sees only the customers of its own bookings.
  if (scope !== null && !(await hasBookingWithStaff(db, companyId, id, scope)))
    throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  const customer = await findCustomer(db, companyId, id, todayInZone(now));
  if (!customer) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  return customer;
}

/**
 * The customer card's visit history (CustomerHistory): coming bookings (start at or after `now`, Stockholm) and
 * the latest past ones, with service, staff member and status, and the no-show count. 404 as getCustomer.
 */
export async function getCustomerHistory(
  db: Database,
  companyId: string,
  id: string,
  now: Date,
): Promise<CustomerHistory> {
  const today = todayInZone(now);
  if (!(await findCustomer(db, companyId, id, today))) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
  const time = formatHhmm(minutesNowInZone(now));
  return customerHistory(db, companyId, id, { today, time }, CUSTOMER_HISTORY_PAST_MAX);
}

/**
 * The company's customer record (not anonymised) with the E.164 `phone` or the lower-cased `email`, or null: what
 * 'Ny kund' offers instead of a second record ('Finns redan: …').
 */
export async function findExistingCustomer(
  db: Database,
  companyId: string,
  contact: { phone: string | null; email: string | null },
  now: Date,
): Promise<AdminCustomer | null> {
  const id = await findCustomerIdByContact(db, companyId, contact);
  return (id && (await findCustomer(db, companyId, id, todayInZone(now)))) || null;
}

/** A name as compared for 'the same person': case, accents and spacing ignored ('Per  Olsson' = 'per olsson'). */
const foldName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The record a new customer of the company's 'Ny bokning' books as, when the company already has their phone or
 * e-mail (docs/decisions/029): under the same name (case, accents and spacing ignored) that record, so the front
 * desk never makes a second one; under another name 409 `customer_exists` ('Kunden finns redan: Per Olsson,
 * 070-345 67 89. Välj Befintlig kund.') with `error.customer` (AdminCustomer), which the form offers. Undefined when
 * neither is known: the caller creates the record. Run in the booking's transaction, under the company's lock.
 */
export async function existingRecordOfNewCustomer(
  tx: Database,
  companyId: string,
  fresh: { name: string; phone: string | null; email: string | null },
  now: Date,
): Promise<typeof customers.$inferSelect | undefined> {
  const id = await findCustomerIdByContact(tx, companyId, fresh);
  if (!id) return undefined;
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) return undefined;
  if (foldName(row.name) === foldName(fresh.name)) return row;
  const customer = await findCustomer(tx, companyId, id, todayInZone(now));
  throw new AppError(
    409,
    'customer_exists',
    customerExistsMessage(row.name, row.phone ? formatPhone(row.phone) : row.email),
    { customer },
  );
}

/**
 * 'Slå ihop med…': merges the company's record `duplicateId` into `id` in one transaction under the company's lock
 * (no booking is made for either meanwhile). Every booking of the duplicate moves to the kept record (and carries
 * its name), the kept record takes what it lacks (e-mail, phone, customer account), both notes (joined) and a flag
 * of either; the duplicate is deleted. Returns the kept record; open calendars are told.
 * Errors: 400 `invalid_input` when both are the same; 404 `not_found` when either is unknown or another company's;
 * 409 `already_anonymized` when either is anonymised; 409 `different_accounts` when each belongs to its own customer
 * account (the customer signs in to one of them; merging would take the other's bookings from its owner).
 */
export async function mergeCustomers(
  deps: Pick<Deps, 'db' | 'bus' | 'handle'>,
  companyId: string,
  id: string,
  duplicateId: string,
  now: Date,
): Promise<AdminCustomer> {
  if (id === duplicateId) throw new AppError(400, 'invalid_input', ADMIN_CUSTOMER_ERRORS.mergeSame);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, deps.handle.kind, companyId);
    const rows = await lockCustomers(tx, companyId, [id, duplicateId]);
    const kept = rows.find((r) => r.id === id);
    const duplicate = rows.find((r) => r.id === duplicateId);
    if (!kept || !duplicate) throw notFound(ADMIN_CUSTOMER_ERRORS.notFound);
    if (kept.anonymizedAt || duplicate.anonymizedAt)
      throw new AppError(409, 'already_anonymized', PRIVACY_MESSAGES.alreadyAnonymized);
    if (kept.userId && duplicate.userId && kept.userId !== duplicate.userId)
      throw new AppError(409, 'different_accounts', ADMIN_CUSTOMER_ERRORS.mergeTwoAccounts);
    const changes: Partial<typeof customers.$inferInsert> = {};
    if (!kept.email && duplicate.email) changes.email = duplicate.email;
    if (!kept.phone && duplicate.phone) changes.phone = duplicate.phone;
    if (!kept.userId && duplicate.userId) changes.userId = duplicate.userId;
    if (!kept.isFlagged && duplicate.isFlagged) changes.isFlagged = true;
    const notes = [kept.adminNotes, duplicate.adminNotes].filter((n): n is string => Boolean(n?.trim()));
    const joined = [...new Set(notes)].join('\n\n');
    if (joined !== (kept.adminNotes ?? '') && joined) changes.adminNotes = joined;
    await mergeCustomerRows(tx, companyId, kept, duplicateId, changes, now);
  });
  await deps.bus.publishBookingsChanged(companyId);
  return getCustomer(deps.db, companyId, id, now);
}
