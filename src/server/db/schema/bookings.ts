import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companies, services } from './companies';
import { staff } from './staff';

/**
 * A person who books. `company_id` null is the user's general profile; otherwise the record a company sees.
 * One record per (user, company) for signed-up users and per (company, lower(e-mail)); both unique indexes are in
 * the custom migration (0001) because they are partial or on expressions. Walk-in guests have no user.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The phone's digits, kept by the database (migration 0019) for the front desk's phone search. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(
      sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`,
    ),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    isFlagged: boolean('is_flagged').notNull().default(false),
    adminNotes: text('admin_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the record was anonymised (account deleted, the company's 'Anonymisera' or retention): name
     * 'Raderad kund', e-mail '' (the e-mail key is partial, migration 0006), phone, names and notes null.
     */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (t) => [
    index('customers_user_idx').on(t.userId),
    index('customers_company_phone_digits_idx').on(t.companyId, t.phoneDigits.op('text_pattern_ops')),
  ],
);

/**
 * `pending_payment` (docs/decisions/047): the time is held while the customer pays online, until
 * `payment_expires_at`; it becomes `booked` when the provider says paid, `cancelled` when the hold ends unpaid.
 */
export const bookingStatus = pgEnum('booking_status', [
  'booked',
  'completed',
  'cancelled',
  'no_show',
  'pending_payment',
]);

/**
 * An appointment. Date and times are Europe/Stockholm wall clock. `buffer_minutes` is the buffer in force when it
 * was booked, so the database can forbid overlap of [start, end + buffer) itself (exclusion constraint, migration).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /**
     * Who performs it; null at a company without staff. With (staff_id, company_id) referring to staff,
     * a booking never names another company's member; a member with bookings cannot be deleted (only deactivated).
     */
    staffId: uuid('staff_id'),
    serviceName: text('service_name').notNull(),
    /** The service's price when booked, whole kronor. */
    servicePrice: numeric('service_price', { precision: 10, scale: 2, mode: 'number' }),
    /** Whether `servicePrice` was the service's lowest price ('från', docs/decisions/043) when booked. */
    servicePriceFrom: boolean('service_price_from').notNull().default(false),
    customerName: text('customer_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /**
     * The service's processing time when booked (docs/decisions/036), 0 and 0 = none: the member is free during
     * `[start + processing_after, start + processing_after + processing)`; the exclusion constraints (migration
     * 0024) compare only the two active parts.
     */
    processingAfterMinutes: integer('processing_after_minutes').notNull().default(0),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    status: bookingStatus('status').notNull().default('booked'),
    /** Until when a `pending_payment` booking holds its time (set exactly while it is pending; migration 0034). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    cancelToken: uuid('cancel_token').notNull().defaultRandom().unique(),
    notes: text('notes'),
    /** Where it was booked: 'web' (Tidvis), 'iframe' (the company's embedded widget) or 'admin'. */
    source: text('source', { enum: ['web', 'iframe', 'admin'] })
      .notNull()
      .default('web'),
    /**
     * The calendar SEQUENCE of its `.ics` (RFC 5545): 0 when booked, +1 on each move (recordBookingMoved), so a
     * calendar replaces the event with the same UID.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the customer confirmed through the e-mailed /verify-booking link (customer-side §2). */
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    /** When the day-before reminder was written to the outbox; set once, so it is sent once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the review request after the completed visit was handled (mailed or skipped); set once. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /** When the customer's name and notes were removed (erasure or retention, jobs/retention.ts). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_company_date_idx').on(t.companyId, t.startDate),
    index('bookings_customer_date_idx').on(t.customerId, t.startDate),
    // The reminder job reads bookings_booked_end_idx (start_date, end_time) WHERE status = 'booked' (migration
    // 0003, not declared here); its own partial index was dropped in migration 0035 (issue 37).
    index('bookings_review_request_due_idx')
      .on(t.startDate)
      .where(sql`${t.status} = 'completed' and ${t.reviewRequestedAt} is null`),
    index('bookings_retention_idx')
      .on(t.startDate)
      .where(sql`${t.anonymizedAt} is null and ${t.status} <> 'booked'`),
    index('bookings_staff_date_idx')
      .on(t.staffId, t.startDate)
      .where(sql`${t.staffId} is not null`),
    foreignKey({
      name: 'bookings_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('restrict'),
    check('bookings_time_order_check', sql`${t.endTime} > ${t.startTime}`),
    check('bookings_buffer_check', sql`${t.bufferMinutes} between 0 and 1440`),
    check('bookings_source_check', sql`${t.source} in ('web', 'iframe', 'admin')`),
    check('bookings_calendar_sequence_check', sql`${t.calendarSequence} >= 0`),
    check('bookings_service_price_whole_check', sql`${t.servicePrice} = trunc(${t.servicePrice})`),
  ],
);

/**
 * A period a company is closed outside its weekly hours (instants): the whole salon when `staff_id` is null, else
 * only that member (one of the company's, by the composite key; migration 0020).
 */
export const blockedSlots = pgTable(
  'blocked_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blocked_slots_company_idx').on(t.companyId, t.startTime),
    index('blocked_slots_staff_idx')
      .on(t.staffId, t.startTime)
      .where(sql`${t.staffId} is not null`),
    foreignKey({
      name: 'blocked_slots_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    check('blocked_slots_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * An audit trail of what happened to a booking (created, cancelled, ...). Events about a customer rather than one
 * booking ('customer_data_exported', 'customer_anonymized') have no booking, and an export no company.
 */
export const bookingLogs = pgTable(
  'booking_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id'),
    type: text('type').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_logs_booking_idx').on(t.bookingId)],
);

/**
 * A customer's rating of a completed booking; at most one per booking. With `is_public` (the customer's consent) it is a review on the company page, unless the platform operator hid it (`hidden_at`); the company
 * may answer a public review once (`answer`, `answered_at`). Migration 0013, docs/decisions/017.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's company (copied at insert, so a company's reviews are one index range). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    isPublic: boolean('is_public').notNull().default(false),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'feedback_answer_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null or length(${t.answer}) between 1 and 1000)`,
    ),
    check('feedback_answer_public_check', sql`${t.answer} is null or ${t.isPublic}`),
    check('feedback_comment_check', sql`${t.comment} is null or length(${t.comment}) <= 1000`),
    index('feedback_company_shown_idx')
      .on(t.companyId, t.createdAt.desc())
      .where(sql`${t.isPublic} and ${t.hiddenAt} is null`),
  ],
);

/** A signed-in user's saved company; deleted with the user or the company. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('favourites_company_idx').on(t.companyId)],
);

/**
 * Single-use tokens e-mailed with a booking for /verify-booking (customer-side §2, §7). Only the SHA-256 of the
 * token is stored, so a database leak does not leak working links.
 */
export const bookingVerifications = pgTable(
  'booking_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_verifications_booking_idx').on(t.bookingId)],
);

/**
 * The services of a visit of several services (docs/decisions/046), `position` 0–3 in their order, each a snapshot
 * as booked (name, duration and buffer in minutes, price in whole kronor, 'från'). Rows only for a visit of 2–4
 * services; a booking of one service has none. `service_id` null = the service was deleted since.
 */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    priceFrom: boolean('price_from').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'booking_services_pk', columns: [t.bookingId, t.position] }),
    index('booking_services_service_idx').on(t.serviceId),
    check('booking_services_position_check', sql`${t.position} between 0 and 3`),
    check('booking_services_duration_check', sql`${t.durationMinutes} > 0`),
    check('booking_services_buffer_check', sql`${t.bufferMinutes} between 0 and 1440`),
    check('booking_services_price_whole_check', sql`${t.price} = trunc(${t.price})`),
  ],
);
