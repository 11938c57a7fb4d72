import { and, eq, isNull, sql } from 'drizzle-orm';
import { BOOKING_ERROR_CODES, BOOKING_ERRORS } from '../../../shared/schemas/booking';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { AppError, sqlState } from '../../errors';

type CustomerRow = typeof customers.$inferSelect;
const ATTEMPTS = 3;

const byEmail = (companyId: string, email: string) =>
  and(eq(customers.companyId, companyId), eq(sql`lower(${customers.email})`, email.toLowerCase()));

async function findLinked(tx: Database, userId: string, companyId: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.userId, userId), eq(customers.companyId, companyId)))
    .limit(1);
  return row;
}

/** Links the company's guest record (no user) with the user's e-mail to the user; undefined if there is none. */
async function attachGuest(
  tx: Database,
  user: SessionUser,
  companyId: string,
): Promise<CustomerRow | undefined> {
  const [guest] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(byEmail(companyId, user.email), isNull(customers.userId)))
    .limit(1);
  if (!guest) return undefined;
  try {
    // A savepoint: a unique violation must not abort the surrounding booking transaction.
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .update(customers)
        .set({ userId: user.id })
        .where(and(eq(customers.id, guest.id), isNull(customers.userId)))
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
 * Concurrent writers (unique keys `customers_user_company_key`, `customers_company_email_key`) are handled by
 * `ON CONFLICT DO NOTHING` / a savepoint and re-reading, up to 3 rounds.
 * Errors: 409 `customer_conflict` when the company's record with this e-mail is linked to another user.
 */
export async function resolveCustomer(
  tx: Database,
  user: SessionUser,
  companyId: string,
  phone: string | null,
): Promise<CustomerRow> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const linked = (await findLinked(tx, user.id, companyId)) ?? (await attachGuest(tx, user, companyId));
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
