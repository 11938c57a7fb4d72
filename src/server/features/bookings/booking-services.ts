/**
 * The services of a booking (docs/decisions/046): a visit of several services keeps one `booking_services` row
 * per service; a booking of one service has none and is read from its own columns.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookedService } from '../../../shared/schemas/booking';
import { parseHhmm } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { bookingServices, bookings } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';

type BookingRow = typeof bookings.$inferSelect;
type Executor = Pick<Database, 'select'>;

/** A visit's stored service rows as read back (position order). */
export type VisitServiceRow = Pick<
  typeof bookingServices.$inferSelect,
  'serviceId' | 'name' | 'durationMinutes' | 'bufferMinutes' | 'price' | 'priceFrom'
>;

type ServiceTuple = [
  serviceId: string | null,
  name: string,
  durationMinutes: number,
  bufferMinutes: number,
  price: string | number | null,
  priceFrom: boolean,
];

/**
 * A scalar subquery: the `booking_services` rows of the booking `bookingId` (a column, e.g. `bookings.id`) in
 * position order, as VisitServiceRow[]; empty for a booking of one service. Rides along in a list query.
 */
export function visitServicesSubquery(bookingId: SQL | typeof bookings.id): SQL<VisitServiceRow[]> {
  const t = bookingServices;
  return sql<
    VisitServiceRow[]
  >`(select coalesce(json_agg(json_build_array(${t.serviceId}, ${t.name}, ${t.durationMinutes}, ${t.bufferMinutes}, ${t.price}, ${t.priceFrom}) order by ${t.position}), '[]') from ${t} where ${t.bookingId} = ${bookingId})`.mapWith(
    (rows: ServiceTuple[]): VisitServiceRow[] =>
      rows.map(([serviceId, name, durationMinutes, bufferMinutes, price, priceFrom]) => ({
        serviceId,
        name,
        durationMinutes,
        bufferMinutes,
        price: price === null ? null : Number(price),
        priceFrom,
      })),
  );
}

/** An inserted booking_services row as read back. */
export function visitServiceRow(row: typeof bookingServices.$inferInsert): VisitServiceRow {
  return {
    serviceId: row.serviceId ?? null,
    name: row.name,
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    price: row.price ?? null,
    priceFrom: row.priceFrom ?? false,
  };
}

/** The `booking_services` rows of `bookingIds`, per booking id in position order (absent: one service). */
export async function loadVisitServices(
  db: Executor,
  bookingIds: readonly string[],
): Promise<Map<string, VisitServiceRow[]>> {
  const byBooking = new Map<string, VisitServiceRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingServices)
    .where(inArray(bookingServices.bookingId, [...bookingIds]))
    .orderBy(asc(bookingServices.bookingId), asc(bookingServices.position));
  for (const { bookingId, position: _position, ...row } of rows) {
    const list = byBooking.get(bookingId) ?? [];
    list.push(row);
    byBooking.set(bookingId, list);
  }
  return byBooking;
}

/**
 * The services of a booking as the API shows them (CustomerBooking.services, the admin calendar, the webhook's
 * `booking.services`): from its `visit` rows when it has any (a visit of several services), else one entry from
 * the booking's own columns (its length end − start in minutes, its price in kronor).
 */
export function bookedServicesOf(
  booking: Pick<BookingRow, 'serviceId' | 'serviceName' | 'servicePrice' | 'servicePriceFrom'> & {
    startTime: string;
    endTime: string;
  },
  visit: readonly VisitServiceRow[] | undefined,
): BookedService[] {
  if (visit && visit.length > 0)
    return visit.map((s) => ({
      id: s.serviceId,
      name: s.name,
      durationMinutes: s.durationMinutes,
      price: s.price,
      priceFrom: s.priceFrom,
    }));
  return [
    {
      id: booking.serviceId,
      name: booking.serviceName,
      durationMinutes: parseHhmm(toHhmm(booking.endTime)) - parseHhmm(toHhmm(booking.startTime)),
      price: booking.servicePrice,
      priceFrom: booking.servicePriceFrom ?? false,
    },
  ];
}

/** bookedServicesOf the booking row `booking`, reading its `booking_services` rows (one query). */
export async function loadBookedServices(db: Executor, booking: BookingRow): Promise<BookedService[]> {
  const visit = await db
    .select()
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, booking.id))
    .orderBy(asc(bookingServices.position));
  return bookedServicesOf(booking, visit);
}
