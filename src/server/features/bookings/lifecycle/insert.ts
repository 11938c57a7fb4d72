import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bookingLogs,
  bookings,
  bookingServices,
  bookingVerifications,
  outbox,
  watches,
} from '../../../db/schema';
import { reusableQuery } from '../../../db/reusable-query';
import type { BookingEvent } from './events';

type BookingRow = typeof bookings.$inferSelect;

/** The rows a new booking is written with; the booking's `id` and `cancelToken` are chosen by the caller. */
export interface NewBookingRecords {
  booking: typeof bookings.$inferInsert & { id: string; cancelToken: string };
  log: typeof bookingLogs.$inferInsert;
  verification: typeof bookingVerifications.$inferInsert;
  outbox: (typeof outbox.$inferInsert)[];
  /** A visit of several services: its booking_services rows (docs/decisions/046); empty for one service. */
  visitServices: (typeof bookingServices.$inferInsert)[];
  /**
   * The watches the booking ends (docs/decisions/044): the active ones of the booking's customer account `userId`
   * at `companyId` whose range holds `date` (`YYYY-MM-DD`) get `ended_at` = `endedAt` (ISO instant); null when the
   * customer record has no account.
   */
  endWatches: { userId: string; companyId: string; date: string; endedAt: string } | null;
  /** The event the log row stores (its messages are the outbox rows, and the webhook after the insert). */
  event: Extract<BookingEvent, { type: 'booking_created' | 'booking_held' }>;
}

/**
 * Inserts a booking with its log row, verification token, outbox rows and (a visit of several services) its
 * booking_services rows, and ends the watches it fulfils, in ONE
 * statement (data-modifying CTEs before the booking's INSERT; foreign keys are checked at the end of the statement),
 * so a booking costs one round trip instead of five; all or none are written. The statement is built once per shape of `records` (which columns
 * are given, how many outbox rows) with placeholders, and reused: building it anew cost about a tenth of a booking's
 * server CPU (docs/performance.md). Returns the booking row.
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
    ...Object.fromEntries(records.visitServices.map((row, i) => [`s${i}`, row])),
    ...(records.endWatches ? { w: records.endWatches } : {}),
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
    // A visit of several services: its services in order (none for one service: no CTE, the statement as before).
    const visit = records.visitServices.length
      ? [
          db
            .$with('inserted_visit_services')
            .as(
              db
                .insert(bookingServices)
                .values(records.visitServices.map((row, i) => placeholders(`s${i}`, row))),
            ),
        ]
      : [];
    // The owner's watches at the company whose range holds the booked date end (their partial index by user).
    const ended = records.endWatches
      ? [
          db.$with('ended_watches').as(
            db
              .update(watches)
              .set({ endedAt: sql`${sql.placeholder('w_endedAt')}::timestamptz` })
              .where(
                and(
                  eq(watches.userId, sql.placeholder('w_userId')),
                  eq(watches.companyId, sql.placeholder('w_companyId')),
                  isNull(watches.endedAt),
                  sql`${sql.placeholder('w_date')}::date between ${watches.fromDate} and ${watches.toDate}`,
                ),
              ),
          ),
        ]
      : [];
    return db
      .with(log, verification, ...queued, ...visit, ...ended)
      .insert(bookings)
      .values(placeholders('b', records.booking))
      .returning()
      .prepare(`booking_insert_${n}`);
  });
}
