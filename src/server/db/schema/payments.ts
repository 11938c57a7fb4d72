import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { companies } from './companies';

/**
 * One attempt to pay for a booking online (docs/decisions/047): a Stripe Checkout Session on the company's connected
 * account, or the dev payment page's. `amount` and `refunded_amount` are whole kronor (SEK). `status` is the
 * attempt's outcome ('pending' → 'paid' | 'failed' | 'expired'); refunds lower what is kept, never the status.
 * Migration 0034.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'dev'] }).notNull(),
    kind: text('kind', { enum: ['deposit', 'prepay'] }).notNull(),
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    /** The provider's checkout id (Stripe: `cs_…`) and the page the customer pays on. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** Stripe's PaymentIntent (`pi_…`), known once paid; what a refund names. */
    paymentIntentId: text('payment_intent_id'),
    /** The connected account the payment was made on ('acct_…'; refunds go there too). */
    accountId: text('account_id'),
    /** How it was paid: 'card', 'klarna', 'swish', … (the provider's payment method type). */
    method: text('method'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_company_paid_idx')
      .on(t.companyId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    unique('payments_checkout_key').on(t.provider, t.checkoutId),
    check('payments_provider_check', sql`${t.provider} in ('stripe', 'dev')`),
    check('payments_kind_check', sql`${t.kind} in ('deposit', 'prepay')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    check('payments_paid_check', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);

/**
 * A refund of (part of) a paid payment, whole kronor, sent to the provider by the outbox worker (kind 'refund', with
 * its retries). `reason`: the customer cancelled in time, the company cancelled, a payment arrived after its hold
 * ended, or a second payment for the same booking.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', {
      enum: ['customer_cancel', 'company_cancel', 'late_payment', 'duplicate'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check(
      'refunds_reason_check',
      sql`${t.reason} in ('customer_cancel', 'company_cancel', 'late_payment', 'duplicate')`,
    ),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** The provider's webhook events already handled, so one delivered twice is handled once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pk', columns: [t.provider, t.eventId] })],
);
