import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BOOKING_ERROR_CODES, BOOKING_ERRORS } from '../../../shared/schemas/booking';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { AppError, sqlState } from '../../errors';
import type { QueryValue } from '../availability';

type CustomerRow = typeof customers.$inferSelect;
const ATTEMPTS = 3;

const byEmail = (companyId: string, email: string) =>
  and(eq(customers.companyId, companyId), eq(sql`lower(${customers.email})`, email.toLowerCase()));

/**
 * Matches the records `user` may book with at the company `companyId` (an id, or a column of a joined query): the
 * one linked to the user, and the company's guest record (no user) whose e-mail is the user's (case-insensitive).
 * The unique keys allow at most one of each; order by `linkedFirst` and take the first.
 */
export function linkedOrGuest(user: SessionUser, companyId: string | AnyColumn): SQL {
  return linkedOrGuestOf(user.id, user.email.toLowerCase(), companyId);
}

/**
 * linkedOrGuest from the user's id and lower-cased e-mail, each a value or a `sql.placeholder` (the booking's context
 * query is built once with placeholders).
 */
export function linkedOrGuestOf(
  userId: QueryValue<string>,
  emailLowerCase: QueryValue<string>,
  companyId: string | AnyColumn,
): SQL {
  return and(
    eq(customers.companyId, companyId),
    or(
      eq(customers.userId, userId),
      and(isNull(customers.userId), eq(sql`lower(${customers.email})`, emailLowerCase)),
    ),
  ) as SQL;
}

/** ORDER BY term putting the linked record before the guest record (see linkedOrGuest). */
export const linkedFirst = sql`${customers.userId} is null`;

/** The record linked to (user, company), else the attachable guest record, else undefined (one round trip). */
async function findLinkedOrGuest(tx: Database, user: SessionUser, companyId: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(linkedOrGuest(user, companyId))
    .orderBy(linkedFirst)
    .limit(1);
  return row;
}

/** Links the guest record `guestId` to the user; undefined if someone else linked it or the user first. */
async function attachGuest(tx: Database, userId: string, guestId: string): Promise<CustomerRow | undefined> {
  try {
    // A savepoint: a unique violation must not abort the surrounding booking transaction.
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .update(customers)
        .set({ userId })
        .where(and(eq(customers.id, guestId), isNull(customers.userId)))
        .returning();
      return row;
    });
  } catch (err) {
    if (sqlState(err) === '23505') return undefined;
    throw err;
  }
}

/**
 * The customer record `user` books with at `companyId` (customer-side §4 "Customer resolution at booking"),
 * inside the caller's transaction `tx`:
 * 1. the record linked to (user, company); else
 * 2. the company's guest record (no user) whose e-mail equals the user's (case-insensitive), attached to the user;
 * 3. else a new record: name, e-mail, first/last/display name from the user, `phone` (booking form) or the user's.
 * `found` is the caller's lookup for steps 1–2 (linkedOrGuest ordered by linkedFirst; null when nothing matched),
 * read in `tx` after the booking's locks together with other data, so a booking costs no extra read here.
 * Concurrent writers (unique keys `customers_user_company_key`, `customers_company_email_key`) are handled by
 * `ON CONFLICT DO NOTHING` / a savepoint and re-reading, up to 3 rounds.
 * Errors: 409 `customer_conflict` when the company's record with this e-mail is linked to another user.
 */
export async function resolveCustomer(
  tx: Database,
  user: SessionUser,
  companyId: string,
  phone: string | null,
  found: CustomerRow | null,
): Promise<CustomerRow> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) found = (await findLinkedOrGuest(tx, user, companyId)) ?? null;
    const linked = found && (found.userId === user.id ? found : await attachGuest(tx, user.id, found.id));
    if (linked) return linked;

    const [created] = await tx
      .insert(customers)
      .values({
        userId: user.id,
        companyId,
        name: user.name || user.email,
        email: user.email,
        phone: phone ?? user.phone ?? null,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        displayName: user.name || null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;

    // Someone else wrote a conflicting row meanwhile. If it is this e-mail's record owned by another user, give up.
    const [sameEmail] = await tx.select().from(customers).where(byEmail(companyId, user.email)).limit(1);
    if (sameEmail && sameEmail.userId !== null && sameEmail.userId !== user.id) break;
  }
  throw new AppError(409, BOOKING_ERROR_CODES.customerConflict, BOOKING_ERRORS.customerConflict);
}
