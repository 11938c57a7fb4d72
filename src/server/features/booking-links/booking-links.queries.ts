import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingVerifications, bookings, companies, customers } from '../../db/schema';

/** The booking with this cancel token, its company and the customer's e-mail and phone; undefined when unknown. */
export async function findByCancelToken(db: Database, cancelToken: string) {
  const [row] = await db
    .select({
      booking: bookings,
      company: companies,
      customerEmail: customers.email,
      customerPhone: customers.phone,
    })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(bookings.cancelToken, cancelToken))
    .limit(1);
  return row;
}

/** A booking and its company by the booking's id (the verified booking's details); undefined when gone. */
export async function findBookingWithCompany(db: Database, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, company: companies })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/** The status of a booking (read again after a failed compare-and-set, to say why). */
export async function findBookingStatus(db: Database, bookingId: string) {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status;
}

/**
 * The verification row with this token hash and its booking's status, locked until the transaction ends so that
 * two uses of one link are serialised.
 */
export async function lockVerification(tx: Database, tokenHash: string) {
  const [row] = await tx
    .select({ verification: bookingVerifications, bookingStatus: bookings.status })
    .from(bookingVerifications)
    .innerJoin(bookings, eq(bookings.id, bookingVerifications.bookingId))
    .where(eq(bookingVerifications.tokenHash, tokenHash))
    .for('update', { of: bookingVerifications })
    .limit(1);
  return row;
}

/** Marks the link used and the booking confirmed by the customer (keeps an earlier confirmation time). */
export async function markVerified(tx: Database, tokenHash: string, bookingId: string): Promise<void> {
  await tx
    .update(bookingVerifications)
    .set({ usedAt: sql`now()` })
    .where(eq(bookingVerifications.tokenHash, tokenHash));
  await tx
    .update(bookings)
    .set({
      customerConfirmedAt: sql`coalesce(${bookings.customerConfirmedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, bookingId));
}
