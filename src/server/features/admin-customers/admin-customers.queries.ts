import { and, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomer, UpdateAdminCustomer } from '../../../shared/schemas/admin-customers';
import type { Database } from '../../db/client';
import { bookings, customers } from '../../db/schema';

/** `%…%` LIKE pattern matching `text` literally (escapes `\`, `%` and `_`). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The search condition of `q` (already trimmed, non-empty): name, e-mail or phone contains it, case- and
 * accent-insensitively (`tidvis_fold`, migration 0001); a query of digits also matches phones ignoring spaces
 * and dashes ('0701234' finds '070-123 45 67').
 */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  const folded = sql`tidvis_fold(${pattern})`;
  const parts = [
    sql`tidvis_fold(${customers.name}) like ${folded}`,
    sql`tidvis_fold(${customers.email}) like ${folded}`,
    sql`tidvis_fold(coalesce(${customers.phone}, '')) like ${folded}`,
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[+0-9 ()-]+$/.test(q)) {
    parts.push(
      sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
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
    hasActiveBooking: sql<boolean>`exists (select 1 from ${bookings} b where b.customer_id = ${outerId} and b.status = 'booked' and b.start_date >= ${today}::date)`,
  };
}

type CustomerRow = Omit<AdminCustomer, 'createdAt'> & { createdAt: Date };

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    bookingsCount: Number(row.bookingsCount),
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
