import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import type { SessionUser } from '../../context';
import { companies, customers, services } from '../../db/schema';
import { reusableQuery } from '../../db/reusable-query';
import { NO_COMPANY, busyPeriodsBounds, busyPeriodsSubqueries } from '../availability';
import { bookedOnDateForUserQuery, lockCompanyAndUser } from './bookings.queries';
import { linkedFirst, linkedOrGuestOf } from './customer-resolution';

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
  paymentsEnabled: companies.paymentsEnabled,
  stripeAccountId: companies.stripeAccountId,
};
const bookingServiceColumns = {
  id: services.id,
  name: services.name,
  price: services.price,
  priceFrom: services.priceFrom,
  durationMinutes: services.durationMinutes,
  bufferMinutes: services.bufferMinutes,
  processingAfterMinutes: services.processingAfterMinutes,
  processingMinutes: services.processingMinutes,
  paymentMode: services.paymentMode,
  depositKind: services.depositKind,
  depositValue: services.depositValue,
};

/**
 * The company a booking is made at: its status, slot settings, what the e-mails and the reply show, and whether it
 * is e-mailed about new bookings (`emailNotifications`).
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
  const bounds = busyPeriodsBounds(input.date, input.date);
  const [row] = await bookingContextQuery(db).execute({
    companyId: input.companyId,
    serviceId: input.serviceId,
    userId: user.id,
    emailLowerCase: user.email.toLowerCase(),
    date: input.date,
    bookingsFrom: bounds.bookingsFrom,
    rangeStart: bounds.rangeStart.toISOString(),
    rangeEnd: bounds.rangeEnd.toISOString(),
  });
  return row;
}

/**
 * findBookingContext's query, built once with placeholders and run in each booking's transaction: building it
 * anew cost more server CPU per booking than running it (docs/performance.md).
 */
const bookingContextQuery = reusableQuery((db) => {
  const value = (name: string) => sql.placeholder(name);
  const date = value('date');
  return db
    .select({
      company: bookingCompanyColumns,
      service: bookingServiceColumns,
      customer: customers,
      bookedOnDate: sql`(${bookedOnDateForUserQuery(db, value('userId'), date)})`.mapWith(Number),
      ...busyPeriodsSubqueries(value('companyId'), {
        from: date,
        to: date,
        bookingsFrom: value('bookingsFrom'),
        rangeStart: value('rangeStart'),
        rangeEnd: value('rangeEnd'),
      }),
    })
    .from(companies)
    .leftJoin(
      services,
      and(
        eq(services.id, value('serviceId')),
        eq(services.companyId, companies.id),
        eq(services.active, true),
      ),
    )
    .leftJoin(customers, linkedOrGuestOf(value('userId'), value('emailLowerCase'), companies.id))
    .where(eq(companies.id, value('companyId')))
    .orderBy(linkedFirst)
    .limit(1)
    .prepare('booking_context');
});

/**
 * Runs a booking's statements once on `db`, one connection (warm-up.ts), as a booking's transaction runs them: the
 * locks with generic plans (lockCompanyAndUser) and findBookingContext, for a company, service and user that do not
 * exist and `today` (`YYYY-MM-DD`), so the connection has parsed and planned them before the first booking. Writes
 * nothing.
 */
export async function warmBookingStatements(
  db: Database,
  kind: DatabaseHandle['kind'],
  today: string,
): Promise<void> {
  const nothing = NO_COMPANY;
  await db.transaction(async (tx) => {
    await lockCompanyAndUser(tx, kind, nothing, nothing);
    await findBookingContext(tx, { id: nothing, email: '' } as SessionUser, {
      companyId: nothing,
      serviceId: nothing,
      date: today,
    });
  });
}
