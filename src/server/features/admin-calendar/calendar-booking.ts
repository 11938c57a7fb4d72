import type { AdminCalendarBooking } from '../../../shared/schemas/admin-calendar';
import type { BookingPayment } from '../../../shared/schemas/payments';
import type { bookings } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';

type BookingRow = typeof bookings.$inferSelect;

/** The API shape of a booking row (`HH:MM` times) with its customer's contact details and its online payment. */
export function toCalendarBooking(
  row: BookingRow,
  customer: {
    customerEmail: string | null;
    customerPhone: string | null;
    staffName?: string | null;
    payment: BookingPayment | null;
  },
): AdminCalendarBooking {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: customer.customerEmail,
    customerPhone: customer.customerPhone,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    servicePrice: row.servicePrice,
    servicePriceFrom: row.servicePriceFrom,
    startDate: row.startDate,
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    status: row.status,
    notes: row.notes,
    staffId: row.staffId,
    staffName: customer.staffName ?? null,
    source: row.source,
    processingAfterMinutes: row.processingAfterMinutes,
    processingMinutes: row.processingMinutes,
    payment: customer.payment,
  };
}
