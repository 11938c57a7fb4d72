import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, companies, companyEmailChanges } from '../../db/schema';

/** The company row by id, or undefined. */
export async function findCompany(db: Database, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** Whether another company uses this e-mail (case-insensitive). */
export async function emailTakenByOther(db: Database, companyId: string, email: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.email}) = lower(${email})`, ne(companies.id, companyId)))
    .limit(1);
  return Boolean(row);
}

/** Updates columns of the company row; returns the updated row. */
export async function updateCompany(
  db: Database,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}

/**
 * Booked bookings of the company with start_date in [from, to] (`YYYY-MM-DD`, inclusive), and those holding their
 * time while the customer pays online (docs/decisions/047): neither is free for customers.
 */
export async function listBookedInRange(db: Database, companyId: string, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        inArray(bookings.status, ['booked', 'pending_payment']),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
      ),
    )
    .orderBy(bookings.startDate, bookings.startTime);
}

/** The pending contact e-mail change of the company, locked for this transaction (`FOR UPDATE`), or undefined. */
export async function lockPendingEmailChange(tx: Database, companyId: string) {
  const [row] = await tx
    .select()
    .from(companyEmailChanges)
    .where(eq(companyEmailChanges.companyId, companyId))
    .for('update')
    .limit(1);
  return row;
}

/** Stores the company's pending e-mail change, replacing an earlier one (and its code and attempts). */
export async function upsertPendingEmailChange(
  tx: Database,
  values: typeof companyEmailChanges.$inferInsert,
) {
  await tx
    .insert(companyEmailChanges)
    .values(values)
    .onConflictDoUpdate({
      target: companyEmailChanges.companyId,
      set: {
        newEmail: values.newEmail,
        codeHash: values.codeHash,
        attempts: 0,
        requestedBy: values.requestedBy,
        expiresAt: values.expiresAt,
        createdAt: new Date(),
      },
    });
}

/** Counts one more wrong code; returns the attempts so far. */
export async function countWrongEmailCode(tx: Database, companyId: string): Promise<number> {
  const [row] = await tx
    .update(companyEmailChanges)
    .set({ attempts: sql`${companyEmailChanges.attempts} + 1` })
    .where(eq(companyEmailChanges.companyId, companyId))
    .returning({ attempts: companyEmailChanges.attempts });
  return row?.attempts ?? 0;
}

/** Removes the company's pending e-mail change. */
export async function deletePendingEmailChange(tx: Database, companyId: string) {
  await tx.delete(companyEmailChanges).where(eq(companyEmailChanges.companyId, companyId));
}
