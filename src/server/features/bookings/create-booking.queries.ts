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
import { reusableQuery } from '../../db/reusable-query';
import { busyPeriodsBounds, busyPeriodsSubqueries } from '../availability/availability.service';
import { bookedOnDateForUserQuery } from './bookings.queries';
import { linkedFirst, linkedOrGuestOf } from './customer-resolution';

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
 * anew cost more server CPU per booking than running it (docs/performance.md, issue 22).
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
 * trip instead of four; all or none are written. The statement is built once per shape of `records` (which columns
 * are given, how many outbox rows) with placeholders, and reused: building it anew cost about a tenth of a booking's
 * server CPU (docs/performance.md, issue 22). Returns the booking row.
 * Throws the database error unchanged, e.g. SQLSTATE 23P01 when the exclusion constraint refuses the booking.
 */
export async function insertBookingWithRecords(
  tx: Database,
  records: NewBookingRecords,
): Promise<BookingRow> {
  const parts = {
    b: records.booking,
    l: records.log,
    v: records.verification,
    ...Object.fromEntries(records.outbox.map((row, i) => [`o${i}`, row])),
  } as Record<string, Record<string, unknown>>;
  const shape = JSON.stringify(Object.entries(parts).map(([part, row]) => [part, columnShape(row)]));
  let query = insertQueries.get(shape);
  if (!query) {
    query = insertQueryOfShape(records, insertQueries.size + 1);
    insertQueries.set(shape, query);
  }
  const values: Record<string, unknown> = {};
  for (const [part, row] of Object.entries(parts))
    for (const column of givenColumns(row))
      if (row[column] !== null) values[`${part}_${column}`] = row[column];
  const [row] = await query(tx).execute(values);
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

/** The columns a row gives a value for (undefined = the column's default). */
const givenColumns = (row: Record<string, unknown>) => Object.keys(row).filter((k) => row[k] !== undefined);
/** A row's shape: its given columns, those that are null marked (they are written as NULL, not as placeholders). */
const columnShape = (row: Record<string, unknown>) =>
  givenColumns(row).map((k) => (row[k] === null ? `${k}:null` : k));

/** insertBookingWithRecords' statements by shape; a handful at most (web or admin, with or without notification). */
const insertQueries = new Map<string, ReturnType<typeof insertQueryOfShape>>();

/**
 * The row with each given column as the placeholder `<part>_<column>`, or NULL where the row has null: Drizzle
 * encodes a placeholder's value with the column's mapping even when it is null (a jsonb column would get JSON
 * `null`, a timestamp would throw).
 */
function placeholders<T extends Record<string, unknown>>(part: string, row: T): T {
  return Object.fromEntries(
    givenColumns(row).map((k) => [k, row[k] === null ? sql`null` : sql.placeholder(`${part}_${k}`)]),
  ) as T;
}

/** The reusable insert for records shaped like `records` (its values are placeholders). */
function insertQueryOfShape(records: NewBookingRecords, n: number) {
  return reusableQuery((db) => {
    const log = db.$with('inserted_log').as(db.insert(bookingLogs).values(placeholders('l', records.log)));
    const verification = db
      .$with('inserted_verification')
      .as(db.insert(bookingVerifications).values(placeholders('v', records.verification)));
    // No outbox rows (an admin's booking for a customer without e-mail): an INSERT needs at least one row.
    const queued = records.outbox.length
      ? [
          db
            .$with('inserted_outbox')
            .as(db.insert(outbox).values(records.outbox.map((row, i) => placeholders(`o${i}`, row)))),
        ]
      : [];
    return db
      .with(log, verification, ...queued)
      .insert(bookings)
      .values(placeholders('b', records.booking))
      .returning()
      .prepare(`booking_insert_${n}`);
  });
}
