import type { bookings } from '../db/schema';
import type { BookedService } from '../../shared/schemas/booking';
import type { BookingStaff } from '../../shared/schemas/staff';
import { toHhmm } from '../lib/pg-time';

type BookingRow = typeof bookings.$inferSelect;

/** The booking's staff member in a webhook: id and name; null at a company without staff. */
export type WebhookStaff = { id: string; name: string } | null;

/**
 * One service of the booking's visit in a webhook (docs/decisions/046): `id` null = deleted since, `duration`
 * minutes, `price` kronor (null: none), in the visit's order.
 */
export interface WebhookService {
  id: string | null;
  name: string;
  duration: number;
  price: number | null;
  price_from: boolean;
}

/** The visit's services as the webhook lists them; its first is what `service_*` name for older receivers. */
const webhookServices = (services: readonly BookedService[]): WebhookService[] =>
  services.map((s) => ({
    id: s.id,
    name: s.name,
    duration: s.durationMinutes,
    price: s.price,
    price_from: s.priceFrom,
  }));

const webhookStaff = (member: Pick<BookingStaff, 'id' | 'name'> | null | undefined): WebhookStaff =>
  member ? { id: member.id, name: member.name } : null;

/**
 * A booking's online payment in a webhook (docs/decisions/047): `kind` 'deposit' | 'prepay', `status` 'pending' |
 * 'paid' | 'failed' | 'expired', amounts in kronor, `method` 'card' | 'klarna' | 'swish' | … or null, `paid_at` ISO.
 */
export interface WebhookPayment {
  kind: 'deposit' | 'prepay';
  status: string;
  amount: number;
  refunded_amount: number;
  refund_pending: boolean;
  method: string | null;
  paid_at: string | null;
}

/** customer-side §7 'ny-bokning': sent when a customer books. Dates `YYYY-MM-DD`, times `HH:MM` Stockholm. */
export interface NewBookingWebhook {
  event: 'ny-bokning';
  /** ISO instant the booking was made. */
  timestamp: string;
  booking: {
    id: string;
    customer_name: string;
    customer_email: string;
    customer_phone: string | null;
    service_name: string;
    /** Minutes. */
    service_duration: number;
    /** Kronor; null when the service has no price. */
    service_price: number | null;
    appointment_date: string;
    appointment_time: string;
    notes: string | null;
    company_id: string;
    source: string;
    /** Who performs it; null at a company without staff. */
    staff: WebhookStaff;
    /** Its online payment (docs/decisions/047); null when it is paid on site. */
    payment?: WebhookPayment | null;
    /**
     * The visit's services in order (one for a booking of one service); `service_name`, `service_duration` and
     * `service_price` are its first service's (docs/decisions/046).
     */
    services: WebhookService[];
  };
}

/** customer-side §7 / admin-side §7 'booking_cancelled': sent when the customer or the company cancels. */
export interface BookingCancelledWebhook {
  event: 'booking_cancelled';
  triggered_by: 'customer' | 'admin';
  /** ISO instant of the cancel. */
  cancelled_at: string;
  booking: {
    id: string;
    company_id: string;
    service_id: string | null;
    service_name: string;
    customer_id: string;
    customer_name: string;
    start_date: string;
    start_time: string;
    end_time: string;
    /** Who was to perform it; null at a company without staff. */
    staff: WebhookStaff;
    /** Its online payment (docs/decisions/047); null when it is paid on site. */
    payment?: WebhookPayment | null;
    /** The visit's services in order; `service_id` and `service_name` are its first service's (decision 046). */
    services: WebhookService[];
  };
}

/**
 * 'booking_rescheduled': sent when a booking is moved to another time or staff member. Dates
 * `YYYY-MM-DD`, times `HH:MM` Stockholm; `previous` is the time it had.
 */
export interface BookingRescheduledWebhook {
  event: 'booking_rescheduled';
  triggered_by: 'customer' | 'admin';
  /** ISO instant of the move. */
  rescheduled_at: string;
  booking: BookingCancelledWebhook['booking'];
  previous: { start_date: string; start_time: string; end_time: string };
}

export type WebhookPayload = NewBookingWebhook | BookingCancelledWebhook | BookingRescheduledWebhook;

/**
 * The 'ny-bokning' body for a freshly inserted booking. `source` is the booking's recorded source ('web' for the
 * booking flow) rather than the spec's historical constant 'iframe', so receivers see where it really came from.
 */
export function newBookingPayload(
  row: BookingRow,
  extra: {
    customerEmail: string;
    customerPhone: string | null;
    serviceDurationMinutes: number;
    at: Date;
    /** The booking's staff member; null/absent = none. */
    staff?: Pick<BookingStaff, 'id' | 'name'> | null;
    /** The visit's services in order (bookedServicesOf). */
    services: readonly BookedService[];
  },
): NewBookingWebhook {
  const first = extra.services[0];
  return {
    event: 'ny-bokning',
    timestamp: extra.at.toISOString(),
    booking: {
      id: row.id,
      customer_name: row.customerName,
      customer_email: extra.customerEmail,
      customer_phone: extra.customerPhone,
      service_name: first?.name ?? row.serviceName,
      service_duration: first?.durationMinutes ?? extra.serviceDurationMinutes,
      service_price: first ? first.price : row.servicePrice,
      appointment_date: row.startDate,
      appointment_time: toHhmm(row.startTime),
      notes: row.notes,
      company_id: row.companyId,
      source: row.source,
      staff: webhookStaff(extra.staff),
      services: webhookServices(extra.services),
    },
  };
}

/**
 * The 'booking_cancelled' body for a booking row just set to cancelled; `cancelled_at` falls back to `now`.
 * `staff`: the booking's member, null/absent = none.
 */
export function bookingCancelledPayload(
  row: BookingRow,
  triggeredBy: 'customer' | 'admin',
  now: Date,
  staff: Pick<BookingStaff, 'id' | 'name'> | null | undefined,
  services: readonly BookedService[],
): BookingCancelledWebhook {
  return {
    event: 'booking_cancelled',
    triggered_by: triggeredBy,
    cancelled_at: (row.cancelledAt ?? now).toISOString(),
    booking: {
      id: row.id,
      company_id: row.companyId,
      service_id: services[0] ? services[0].id : row.serviceId,
      service_name: services[0]?.name ?? row.serviceName,
      customer_id: row.customerId,
      customer_name: row.customerName,
      start_date: row.startDate,
      start_time: toHhmm(row.startTime),
      end_time: toHhmm(row.endTime),
      staff: webhookStaff(staff),
      services: webhookServices(services),
    },
  };
}

/** The 'booking_rescheduled' body for a booking row just moved from `previous` (`HH:MM` times). */
export function bookingRescheduledPayload(
  row: BookingRow,
  previous: { startDate: string; startTime: string; endTime: string },
  triggeredBy: 'customer' | 'admin',
  now: Date,
  staff: Pick<BookingStaff, 'id' | 'name'> | null,
  services: readonly BookedService[],
): BookingRescheduledWebhook {
  return {
    event: 'booking_rescheduled',
    triggered_by: triggeredBy,
    rescheduled_at: now.toISOString(),
    booking: {
      id: row.id,
      company_id: row.companyId,
      service_id: services[0] ? services[0].id : row.serviceId,
      service_name: services[0]?.name ?? row.serviceName,
      customer_id: row.customerId,
      customer_name: row.customerName,
      start_date: row.startDate,
      start_time: toHhmm(row.startTime),
      end_time: toHhmm(row.endTime),
      staff: webhookStaff(staff),
      services: webhookServices(services),
    },
    previous: { start_date: previous.startDate, start_time: previous.startTime, end_time: previous.endTime },
  };
}
