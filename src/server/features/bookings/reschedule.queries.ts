import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, services } from '../../db/schema';

/** The company's service with this id, active or not, or undefined (deleted: the booking keeps its own length). */
export async function findCompanyService(db: Database, companyId: string, serviceId: string | null) {
  if (!serviceId) return undefined;
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.companyId, companyId)))
    .limit(1);
  return row;
}

/**
 * Moves a `booked` booking of company `companyId` to `startDate` (`YYYY-MM-DD`) `startTime`–`endTime` (`HH:MM`),
 * staff member `staffId` (issue 15; null = none, at a company without staff) and the buffer in force
 * (`bufferMinutes`, what the slot check used); returns the updated row,
 * or undefined when it is not booked any more (a concurrent cancel). The reminder is due again for the new time.
 * Throws the database error (SQLSTATE 23P01 when the new time overlaps another booked booking).
 */
export async function moveBookedBooking(
  tx: Database,
  companyId: string,
  bookingId: string,
  to: {
    startDate: string;
    startTime: string;
    endTime: string;
    staffId: string | null;
    bufferMinutes: number;
  },
) {
  const [row] = await tx
    .update(bookings)
    .set({ ...to, reminderSentAt: null, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.companyId, companyId), eq(bookings.status, 'booked')))
    .returning();
  return row;
}
