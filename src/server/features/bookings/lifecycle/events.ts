import type { BookingStatus } from '../../../../shared/schemas/booking';
import type { bookingLogs, bookings } from '../../../db/schema';
import { toHhmm } from '../../../lib/pg-time';

type BookingRow = typeof bookings.$inferSelect;

/** Who acts on a booking: the customer, the company (its admins, blocks and exceptions) or the system (jobs). */
export type Actor = 'customer' | 'company' | 'system';

/**
 * `triggered_by` as stored in booking_logs: the company is stored as 'admin' (the value existing rows and the
 * webhooks use), see docs/decisions/028-one-booking-lifecycle.md.
 */
export type TriggeredBy = 'customer' | 'admin' | 'system';

/** The stored actor of `by`. */
export const triggeredByOf = (by: Actor): TriggeredBy => (by === 'company' ? 'admin' : by);

/** What every status change's details say about the booking (`start_time` `HH:MM`). */
export interface StatusChangeDetails {
  customer_id: string | null;
  service_name: string;
  start_date: string;
  start_time: string;
  customer_name: string;
  triggered_by: TriggeredBy;
}

/** The details of a new booking (`HH:MM` times). */
export interface CreatedDetails {
  customer_id: string;
  service_id: string;
  service_name: string;
  start_date: string;
  start_time: string;
  end_time: string;
  customer_name: string;
  staff_id: string | null;
  source: 'web' | 'iframe' | 'admin';
  triggered_by: 'customer' | 'admin';
  /** 'Boka ändå': the refusal codes the salon overrode (SLOT_REFUSAL_CODES); absent = booked as offered. */
  override?: string[];
}

/** The details of a move: the old and new time and member (`HH:MM` times). */
export interface RescheduledDetails {
  customer_id: string | null;
  service_name: string;
  customer_name: string;
  old_start_date: string;
  old_start_time: string;
  old_end_time: string;
  old_staff_id: string | null;
  new_start_date: string;
  new_start_time: string;
  new_end_time: string;
  new_staff_id: string | null;
  triggered_by: 'customer' | 'admin';
  /** false: the salon chose not to tell the customer ('Meddela kunden' off); absent = told. */
  customer_notified?: false;
}

/**
 * One step of a booking's life, exactly as its booking_logs row stores it (`type`, `details` JSON). The stored keys
 * and values are those the rows have always had, so old rows read as events too. effectsOf decides from an event
 * alone which messages it sends.
 */
export type BookingEvent =
  | { type: 'booking_created'; details: CreatedDetails }
  | { type: 'booking_rescheduled'; details: RescheduledDetails }
  | { type: 'booking_cancelled'; details: StatusChangeDetails & { triggered_by: 'customer' | 'admin' } }
  | {
      type: 'booking_no_show';
      /** `from_status` 'completed': a visit that completed itself, marked afterwards. */
      details: StatusChangeDetails & { triggered_by: 'admin'; from_status?: 'completed' };
    }
  | {
      type: 'booking_restored';
      details: StatusChangeDetails & { triggered_by: 'admin'; restored_to: BookingStatus };
    }
  | { type: 'booking_completed'; details: StatusChangeDetails & { triggered_by: 'system' } }
  /** Paying online (docs/decisions/047): the time is held as 'pending_payment' until `payment_expires_at`. */
  | { type: 'booking_held'; details: CreatedDetails & { payment_expires_at: string; amount: number } }
  /** The provider said paid: held -> booked; messages as a new booking's. */
  | {
      type: 'booking_paid';
      details: StatusChangeDetails & {
        triggered_by: 'customer';
        payment_id: string;
        amount: number;
        method: string | null;
      };
    }
  /** The hold ended unpaid: it expired, the payment failed, or the customer left the payment page. */
  | {
      type: 'booking_hold_released';
      details: StatusChangeDetails & {
        triggered_by: 'customer' | 'system';
        reason: 'expired' | 'failed' | 'abandoned';
      };
    }
  /** A refund was asked of the provider (through the outbox), or the provider finished it. */
  | {
      type: 'refund_requested';
      details: {
        refund_id: string;
        payment_id: string;
        amount: number;
        reason: RefundReason;
        triggered_by: TriggeredBy;
      };
    }
  | {
      type: 'refund_completed';
      details: { refund_id: string; amount: number; status: 'succeeded' | 'failed'; triggered_by: 'system' };
    };

/** Why money goes back (refunds.reason). */
export type RefundReason = 'customer_cancel' | 'company_cancel' | 'late_payment' | 'duplicate';

/** The event types. */
export type BookingEventType = BookingEvent['type'];

/** A status change's details from the updated row `row`. */
export function statusChangeDetails<T extends TriggeredBy>(
  row: Pick<BookingRow, 'customerId' | 'serviceName' | 'startDate' | 'startTime' | 'customerName'>,
  triggeredBy: T,
): StatusChangeDetails & { triggered_by: T } {
  return {
    customer_id: row.customerId,
    service_name: row.serviceName,
    start_date: row.startDate,
    start_time: toHhmm(row.startTime),
    customer_name: row.customerName,
    triggered_by: triggeredBy,
  };
}

/** The booking_logs row of `event` about booking `bookingId` of company `companyId`. */
export function logRowOf(
  bookingId: string,
  companyId: string,
  event: BookingEvent,
): typeof bookingLogs.$inferInsert & { type: BookingEventType } {
  return { bookingId, companyId, type: event.type, details: event.details };
}
