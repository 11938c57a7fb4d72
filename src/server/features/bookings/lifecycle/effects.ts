import type { BookingEvent } from './events';

/** What the customer is told about a booking change, by e-mail or by SMS. */
export type CustomerTemplate =
  'confirmation' | 'changed' | 'cancellation' | 'cancelled_by_company' | 'receipt';

/**
 * One message a booking event sends. E-mails go through the outbox in the event's transaction; the company's
 * notice only when its e-mail notifications are on (messages.ts' outboxRowsOf decides), the customer's only when an
 * address is known. The customer's SMS (one segment, sms/booking-sms.ts) goes instead of the e-mail to a customer
 * with a phone and no e-mail address, so no customer is left uninformed, and besides the e-mail to a customer whose
 * account chose 'Bokningar via SMS' (docs/decisions/037; messages.ts decides, smsRecipient); a confirmation only
 * for a booking not yet started. The webhook is written only when WEBHOOK_URL is set
 * (enqueueWebhook). `realtime` is the 'bookings changed' announcement on the bus after commit.
 */
export type BookingMessage =
  | { channel: 'email'; to: 'customer'; template: CustomerTemplate }
  | { channel: 'sms'; to: 'customer'; template: CustomerTemplate }
  | { channel: 'email'; to: 'company'; notice: 'created' | 'rescheduled' | 'cancelled' }
  | {
      channel: 'webhook';
      event: 'ny-bokning' | 'booking_rescheduled' | 'booking_cancelled';
      triggeredBy: 'customer' | 'admin';
    }
  | { channel: 'realtime'; event: 'bookings_changed' };

const REALTIME: BookingMessage = { channel: 'realtime', event: 'bookings_changed' };

/** The customer's e-mail of `template`, and its SMS for a customer without e-mail or who chose SMS. */
const toCustomer = (template: CustomerTemplate): BookingMessage[] => [
  { channel: 'email', to: 'customer', template },
  { channel: 'sms', to: 'customer', template },
];

/**
 * The messages of each event type, from the event's details (who triggered it): the one place that decides what a
 * booking change tells whom (docs/decisions/028-one-booking-lifecycle.md). A customer's own change also tells the
 * company; the company's does not tell itself. No-show, restore and completion are announced only.
 */
const EFFECTS: {
  [T in BookingEvent['type']]: (event: Extract<BookingEvent, { type: T }>) => BookingMessage[];
} = {
  booking_created: ({ details: { triggered_by: by } }) => [
    ...toCustomer('confirmation'),
    ...(by === 'customer' ? [{ channel: 'email', to: 'company', notice: 'created' } as const] : []),
    { channel: 'webhook', event: 'ny-bokning', triggeredBy: by },
    REALTIME,
  ],
  booking_rescheduled: ({ details: { triggered_by: by, customer_notified: notified } }) => [
    // 'Meddela kunden' unticked on a drag: neither the e-mail nor the SMS goes out.
    ...(notified === false ? [] : toCustomer('changed')),
    ...(by === 'customer' ? [{ channel: 'email', to: 'company', notice: 'rescheduled' } as const] : []),
    { channel: 'webhook', event: 'booking_rescheduled', triggeredBy: by },
    REALTIME,
  ],
  booking_cancelled: ({ details: { triggered_by: by } }) =>
    by === 'customer'
      ? [
          ...toCustomer('cancellation'),
          { channel: 'email', to: 'company', notice: 'cancelled' },
          { channel: 'webhook', event: 'booking_cancelled', triggeredBy: 'customer' },
          REALTIME,
        ]
      : [
          ...toCustomer('cancelled_by_company'),
          { channel: 'webhook', event: 'booking_cancelled', triggeredBy: 'admin' },
          REALTIME,
        ],
  booking_no_show: () => [REALTIME],
  booking_restored: () => [REALTIME],
  booking_completed: () => [REALTIME],
  // Held while the customer pays: nobody is told yet; when paid, the booking's own messages and the receipt.
  booking_held: () => [REALTIME],
  booking_paid: () => [
    ...toCustomer('confirmation'),
    { channel: 'email', to: 'customer', template: 'receipt' },
    { channel: 'email', to: 'company', notice: 'created' },
    { channel: 'webhook', event: 'ny-bokning', triggeredBy: 'customer' },
    REALTIME,
  ],
  booking_hold_released: () => [REALTIME],
  // The cancel that asked for it told the customer; the refund's end shows in the calendar.
  refund_requested: () => [],
  refund_completed: () => [REALTIME],
};

/** The messages `event` sends, in the order they are written (see BookingMessage). Pure. */
export function effectsOf(event: BookingEvent): BookingMessage[] {
  const of = EFFECTS[event.type] as (e: BookingEvent) => BookingMessage[];
  return of(event);
}
