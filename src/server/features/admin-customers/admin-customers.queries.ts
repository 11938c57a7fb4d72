import { and, asc, desc, eq, gte, inArray, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminCustomer,
  CustomerHistory,
  CustomerVisit,
  UpdateAdminCustomer,
} from '../../../shared/schemas/admin-customers';
import type { Database } from '../../db/client';
import { bookings, customers, payments, staff } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';
import { bookingPaymentField } from '../payments';
import { phoneDigits, phoneSearch } from '../../../shared/phone-search';

/** `%…%` LIKE pattern matching `text` literally (escapes `\`, `%` and `_`). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `…%` LIKE pattern matching what starts with `text` (digits only: nothing to escape). */
const prefixPattern = (digits: string) => `${digits}%`;

/**
 * The search condition of `q` (already trimmed, non-empty): name or e-mail contains it, case- and
 * accent-insensitively (`tidvis_fold`, migration 0001); a phone-like query matches the digits of the stored phone
 * however it is written (src/shared/phone-search.ts: '070-345 67 89', '072-222', '+46 70…' find '+46703456789'),
 * over `phone_digits` (migration 0019).
 */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  const folded = sql`tidvis_fold(${pattern})`;
  const parts = [
    sql`tidvis_fold(${customers.name}) like ${folded}`,
    sql`tidvis_fold(${customers.email}) like ${folded}`,
  ];
  const phone = phoneSearch(q);
  if (phone?.kind === 'prefix') {
    for (const prefix of phone.prefixes)
      parts.push(sql`${customers.phoneDigits} like ${prefixPattern(prefix)}`);
  } else if (phone?.kind === 'contains') {
    parts.push(sql`${customers.phoneDigits} like ${`%${phone.digits}%`}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Columns of an AdminCustomer; `today` (`YYYY-MM-DD`) decides `hasActiveBooking`. */
function customerColumns(today: string) {
  // Qualified by hand: inside a sub-select Drizzle would print the outer column unqualified ("id" = b.id).
  const outerId = sql.raw('"customers"."id"');
  return {
    id: customers.id,
    name: customers.name,
    email: customers.email,
    phone: customers.phone,
    createdAt: customers.createdAt,
    isFlagged: customers.isFlagged,
    adminNotes: customers.adminNotes,
    anonymized: sql<boolean>`${customers.anonymizedAt} is not null`,
    bookingsCount: sql<number>`(select count(*)::int from ${bookings} b where b.customer_id = ${outerId})`,
    lastBooking: sql<
      string | null
    >`(select max(b.start_date)::text from ${bookings} b where b.customer_id = ${outerId})`,
    noShowCount: sql<number>`(select count(*)::int from ${bookings} b where b.customer_id = ${outerId} and b.status = 'no_show')`,
    hasActiveBooking: sql<boolean>`exists (select 1 from ${bookings} b where b.customer_id = ${outerId} and b.status = 'booked' and b.start_date >= ${today}::date)`,
  };
}

type CustomerRow = Omit<AdminCustomer, 'createdAt'> & { createdAt: Date };

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    bookingsCount: Number(row.bookingsCount),
    noShowCount: Number(row.noShowCount),
    hasActiveBooking: row.hasActiveBooking === true || (row.hasActiveBooking as unknown) === 't',
    anonymized: row.anonymized === true || (row.anonymized as unknown) === 't',
  };
}

/** The company's customer records that match `q` (all when it is empty), except `exceptId` when given. */
function matchingCustomers(companyId: string, q: string, exceptId?: string): SQL | undefined {
  return and(
    eq(customers.companyId, companyId),
    q ? searchCondition(q) : undefined,
    exceptId ? ne(customers.id, exceptId) : undefined,
  );
}

/**
 * One page of the company's customer records matching `q` (all when empty), newest first: at most `limit` from
 * position `offset`, leaving out `exceptId` (shown elsewhere). `more` tells whether further records follow.
 */
export async function listCustomers(
  db: Database,
  companyId: string,
  page: { q: string; offset: number; limit: number; exceptId?: string },
  today: string,
): Promise<{ customers: AdminCustomer[]; more: boolean }> {
  const rows = await db
    .select(customerColumns(today))
    .from(customers)
    .where(matchingCustomers(companyId, page.q, page.exceptId))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return { customers: rows.slice(0, page.limit).map(toAdminCustomer), more: rows.length > page.limit };
}

/** How many of the company's customer records match `q` (all when empty). */
export async function countMatchingCustomers(db: Database, companyId: string, q: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(matchingCustomers(companyId, q));
  return Number(row?.n ?? 0);
}

/** One customer record of the company, or undefined (also for another company's customer). */
export async function findCustomer(
  db: Database,
  companyId: string,
  id: string,
  today: string,
): Promise<AdminCustomer | undefined> {
  const [row] = await db
    .select(customerColumns(today))
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .limit(1);
  return row ? toAdminCustomer(row) : undefined;
}

/** All of the company's customers, and those created at or after `since`. */
export async function customerStats(
  db: Database,
  companyId: string,
  since: Date,
): Promise<{ total: number; newLast30Days: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${gte(customers.createdAt, since)}))::int`,
    })
    .from(customers)
    .where(eq(customers.companyId, companyId));
  return { total: Number(row?.total ?? 0), newLast30Days: Number(row?.recent ?? 0) };
}

/**
 * Applies the given fields to the company's customer `id`; false when no such customer of that company. A new name
 * is also written to the record's bookings that still carry a name (not anonymised), in the same transaction: the
 * calendar, the dashboard, e-mails and webhooks read a booking's `customer_name`, and must show the current name
 *.
 */
export async function updateCustomer(
  db: Database,
  companyId: string,
  id: string,
  changes: UpdateAdminCustomer,
): Promise<boolean> {
  const values: Partial<typeof customers.$inferInsert> = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.phone !== undefined) values.phone = changes.phone;
  if (changes.adminNotes !== undefined) values.adminNotes = changes.adminNotes;
  if (changes.isFlagged !== undefined) values.isFlagged = changes.isFlagged;
  if (Object.keys(values).length === 0) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
    return row !== undefined;
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set(values)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
      .returning({ id: customers.id });
    if (rows.length === 0) return false;
    if (changes.name !== undefined) {
      await tx
        .update(bookings)
        .set({ customerName: changes.name, updatedAt: new Date() })
        .where(
          and(
            eq(bookings.companyId, companyId),
            eq(bookings.customerId, id),
            isNull(bookings.anonymizedAt),
            ne(bookings.customerName, changes.name),
          ),
        );
    }
    return true;
  });
}

/**
 * The stored-digit forms of an E.164 phone: its digits, and for a Swedish number also the national digits ('0…'),
 * which rows stored before phones were normalised may hold.
 */
function phoneDigitForms(e164: string): string[] {
  const digits = phoneDigits(e164);
  return digits.startsWith('46') ? [digits, `0${digits.slice(2)}`] : [digits];
}

/**
 * The company's (not anonymised) customer record with the E.164 `phone` or the lower-cased `email`, or undefined;
 * an e-mail match first (one record per address), then the oldest phone match.
 */
export async function findCustomerIdByContact(
  db: Database,
  companyId: string,
  contact: { phone: string | null; email: string | null },
): Promise<string | undefined> {
  const byEmail = contact.email ? sql`lower(${customers.email}) = ${contact.email}` : undefined;
  const byPhone = contact.phone ? inArray(customers.phoneDigits, phoneDigitForms(contact.phone)) : undefined;
  if (!byEmail && !byPhone) return undefined;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), isNull(customers.anonymizedAt), or(byEmail, byPhone)))
    .orderBy(byEmail ? sql`(${byEmail}) desc` : asc(customers.createdAt), asc(customers.createdAt))
    .limit(1);
  return row?.id;
}

/**
 * The bookings of the company's customer `id` for its card: those whose start is at or after Stockholm `today`
 * `nowTime` (`HH:MM`) soonest first, and the others latest first (at most `pastMax`), with the staff member's
 * name and the online payment; plus how many past ones there are, how many are no-shows, and the kronor paid
 * online for all of them net of refunds (docs/decisions/047).
 */
export async function customerHistory(
  db: Database,
  companyId: string,
  id: string,
  now: { today: string; time: string },
  pastMax: number,
): Promise<CustomerHistory> {
  const columns = {
    id: bookings.id,
    startDate: bookings.startDate,
    startTime: bookings.startTime,
    endTime: bookings.endTime,
    serviceName: bookings.serviceName,
    staffName: staff.name,
    status: bookings.status,
    payment: bookingPaymentField(bookings.id),
  };
  const mine = and(eq(bookings.companyId, companyId), eq(bookings.customerId, id));
  const coming = sql`(${bookings.startDate} > ${now.today}::date or (${bookings.startDate} = ${now.today}::date and ${bookings.startTime} >= ${now.time}::time))`;
  const [upcoming, past, [counts], [paid]] = await Promise.all([
    db
      .select(columns)
      .from(bookings)
      .leftJoin(staff, eq(staff.id, bookings.staffId))
      .where(and(mine, coming))
      .orderBy(asc(bookings.startDate), asc(bookings.startTime)),
    db
      .select(columns)
      .from(bookings)
      .leftJoin(staff, eq(staff.id, bookings.staffId))
      .where(and(mine, not(coming)))
      .orderBy(desc(bookings.startDate), desc(bookings.startTime))
      .limit(pastMax),
    db
      .select({
        past: sql<number>`(count(*) filter (where not ${coming}))::int`,
        noShow: sql<number>`(count(*) filter (where ${bookings.status} = 'no_show'))::int`,
      })
      .from(bookings)
      .where(mine),
    db
      .select({ net: sql<string | null>`sum(${payments.amount} - ${payments.refundedAmount})` })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(mine, eq(payments.companyId, companyId), eq(payments.status, 'paid'))),
  ]);
  const visit = (r: (typeof upcoming)[number]): CustomerVisit => ({
    ...r,
    startTime: toHhmm(r.startTime),
    endTime: toHhmm(r.endTime),
  });
  return {
    upcoming: upcoming.map(visit),
    past: past.map(visit),
    pastTotal: Number(counts?.past ?? 0),
    noShowCount: Number(counts?.noShow ?? 0),
    paidOnline: Number(paid?.net ?? 0),
  };
}

/** A customer record as a merge reads it, locked. */
type MergeRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'userId' | 'adminNotes' | 'isFlagged' | 'anonymizedAt'
>;

/** The company's records `ids`, locked for update in id order (two merges of the same pair never deadlock). */
export async function lockCustomers(db: Database, companyId: string, ids: string[]): Promise<MergeRow[]> {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      userId: customers.userId,
      adminNotes: customers.adminNotes,
      isFlagged: customers.isFlagged,
      anonymizedAt: customers.anonymizedAt,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)))
    .orderBy(asc(customers.id))
    .for('update');
}

/**
 * Moves every booking of `duplicate` to `kept` (named as `kept` unless anonymised), removes `duplicate`, then gives
 * `kept` what it lacked (`changes`: e-mail, phone, account, notes, flag). Run in the caller's transaction, after
 * lockCustomers; the removal comes before the update, so the one-address and one-account keys never see both.
 */
export async function mergeCustomerRows(
  tx: Database,
  companyId: string,
  kept: { id: string; name: string },
  duplicateId: string,
  changes: Partial<typeof customers.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      customerId: kept.id,
      customerName: sql`case when ${bookings.anonymizedAt} is null then ${kept.name} else ${bookings.customerName} end`,
      updatedAt: now,
    })
    .where(and(eq(bookings.companyId, companyId), eq(bookings.customerId, duplicateId)));
  await tx.delete(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, duplicateId)));
  if (Object.keys(changes).length > 0)
    await tx
      .update(customers)
      .set(changes)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, kept.id)));
}

/** Whether the company's customer `customerId` has a booking (any status) with the staff member `staffId`. */
export async function hasBookingWithStaff(
  db: Database,
  companyId: string,
  customerId: string,
  staffId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.customerId, customerId),
        eq(bookings.staffId, staffId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
