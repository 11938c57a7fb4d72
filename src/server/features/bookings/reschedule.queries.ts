import { and, eq } from 'drizzle-orm';
import { parseHhmm } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { bookings, services } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';
import type { AvailabilityService } from '../availability';
import { visitServicesSubquery, type VisitServiceRow } from './booking-services';

type BookingRow = typeof bookings.$inferSelect;

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
 * What moving `booking` is checked with (its length, buffer and processing time; docs/decisions/046): a visit of
 * several services (`visit`, its booking_services rows) keeps its own stored length and buffer, performed by a
 * member who performs every one of its services still existing; a booking of one service takes `service`'s
 * current ones, or its own when the service was deleted (`service` undefined: any active member may perform it).
 */
export function movedBookingService(
  booking: Pick<
    BookingRow,
    'startTime' | 'endTime' | 'bufferMinutes' | 'processingAfterMinutes' | 'processingMinutes'
  >,
  visit: readonly VisitServiceRow[],
  service: AvailabilityService | undefined,
): AvailabilityService {
  const own = {
    id: null,
    durationMinutes: parseHhmm(toHhmm(booking.endTime)) - parseHhmm(toHhmm(booking.startTime)),
    bufferMinutes: booking.bufferMinutes,
  };
  if (visit.length > 1)
    return {
      ...own,
      processingAfterMinutes: null,
      processingMinutes: null,
      performerOf: visit.flatMap((s) => (s.serviceId ? [s.serviceId] : [])),
    };
  return (
    service ?? {
      ...own,
      processingAfterMinutes: booking.processingAfterMinutes,
      processingMinutes: booking.processingMinutes,
    }
  );
}

/** movedBookingService of `booking` at company `companyId`, its service and booking_services read in one query. */
export async function loadMovedBookingService(
  db: Pick<Database, 'select'>,
  companyId: string,
  booking: BookingRow,
): Promise<AvailabilityService> {
  const [row] = await db
    .select({ service: services, visit: visitServicesSubquery(bookings.id) })
    .from(bookings)
    .leftJoin(services, and(eq(services.id, bookings.serviceId), eq(services.companyId, companyId)))
    .where(eq(bookings.id, booking.id));
  return movedBookingService(booking, row?.visit ?? [], row?.service ?? undefined);
}
