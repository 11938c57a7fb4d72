import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../context';
import {
  bookingLogs,
  bookings,
  bookingVerifications,
  companies,
  customers,
  outbox,
  services,
} from '../../db/schema';
import { busyPeriodsFields } from '../availability/availability.service';
import { bookedOnDateForUserQuery } from './bookings.queries';
import { linkedFirst, linkedOrGuest } from './customer-resolution';

type BookingRow = typeof bookings.$inferSelect;

/*
 * Only the columns a booking reads: every further column costs Drizzle's query building, PostgreSQL's parsing and
 * the driver's row decoding, on each booking.
 */
const bookingCompanyColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  email: companies.email,
  emailNotifications: companies.emailNotifications,
  phone: companies.phone,
  location: companies.location,
  status: companies.status,
  weeklySchedule: companies.weeklySchedule,
  slotIntervalMinutes: companies.slotIntervalMinutes,
  defaultBufferMinutes: companies.defaultBufferMinutes,
  cancellationNoticeHours: companies.cancellationNoticeHours,
  bookingHorizonMonths: companies.bookingHorizonMonths,
};
const bookingServiceColumns = {
  id: services.id,
  name: services.name,
  price: services.price,
  durationMinutes: services.durationMinutes,
  bufferMinutes: services.bufferMinutes,
};

/**
 * The company a booking is made at: its status, slot settings, what the e-mails and the reply show, and whether it
 * is e-mailed about new bookings (`emailNotifications`, issue 13 §3).
 */
export type BookingCompany = Pick<typeof companies.$inferSelect, keyof typeof bookingCompanyColumns>;
/** The service booked: what the booking row copies, its duration and buffer. */
export type BookingService = Pick<typeof services.$inferSelect, keyof typeof bookingServiceColumns>;

/**
 * In one round trip, what booking `serviceId` at `companyId` on `date` (`YYYY-MM-DD`) for `user` starts from:
 * the company (any status), its service if that is active (else null) and `bookedOnDate`, how many `booked`
 * bookings on `date` the user already has over all companies (the daily limit, customer-side §5), and `customer`,
 * the user's customer record at the company or else the guest record to attach (linkedOrGuest; null if none) as
 * resolveCustomer's first lookup, and the company's busy periods around `date` (`bookings`, `blocks`; see
 * busyPeriodsFields) for the slot engine. Undefined when there is no such company.
 */
export async function findBookingContext(
  db: Database,
  user: SessionUser,
  input: { companyId: string; serviceId: string; date: string },
) {
  const [row] = await db
    .select({
      company: bookingCompanyColumns,
      service: bookingServiceColumns,
      customer: customers,
      bookedOnDate: sql`(${bookedOnDateForUserQuery(db, user.id, input.date)})`.mapWith(Number),
      ...busyPeriodsFields(input.companyId, input.date, input.date),
    })
    .from(companies)
    .leftJoin(
      services,
      and(eq(services.id, input.serviceId), eq(services.companyId, companies.id), eq(services.active, true)),
    )
    .leftJoin(customers, linkedOrGuest(user, companies.id))
    .where(eq(companies.id, input.companyId))
    .orderBy(linkedFirst)
    .limit(1);
  return row;
}

/** The rows a new booking is written with; the booking's `id` and `cancelToken` are chosen by the caller. */
export interface NewBookingRecords {
  booking: typeof bookings.$inferInsert & { id: string; cancelToken: string };
  log: typeof bookingLogs.$inferInsert;
  verification: typeof bookingVerifications.$inferInsert;
  outbox: (typeof outbox.$inferInsert)[];
}

/**
 * Inserts a booking with its log row, verification token and outbox rows in ONE statement (data-modifying CTEs
 * before the booking's INSERT; foreign keys are checked at the end of the statement), so a booking costs one round
 * trip instead of four; all or none are written. Returns the booking row.
 * Throws the database error unchanged, e.g. SQLSTATE 23P01 when the exclusion constraint refuses the booking.
 */
export async function insertBookingWithRecords(
  tx: Database,
  records: NewBookingRecords,
): Promise<BookingRow> {
  const log = tx.$with('inserted_log').as(tx.insert(bookingLogs).values(records.log));
  const verification = tx
    .$with('inserted_verification')
    .as(tx.insert(bookingVerifications).values(records.verification));
  // No outbox rows (an admin's booking for a customer without e-mail): an INSERT needs at least one row.
  const queued = records.outbox.length
    ? [tx.$with('inserted_outbox').as(tx.insert(outbox).values(records.outbox))]
    : [];
  const [row] = await tx
    .with(log, verification, ...queued)
    .insert(bookings)
    .values(records.booking)
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}
