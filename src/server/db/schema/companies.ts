import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';

export const companyStatus = pgEnum('company_status', ['pending', 'active', 'suspended']);

/** A business on Tidvis. `weekly_schedule` is the shared WeeklySchedule JSON (see src/shared/schedule.ts). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Organisation number 'NNNNNN-NNNN' (receipts, docs/decisions/047); null until the company gives it. */
    orgNumber: text('org_number'),
    /** The company's connected Stripe account ('acct_…', Connect), or the dev provider's id; null = not connected. */
    stripeAccountId: text('stripe_account_id').unique('companies_stripe_account_key'),
    /** The connected account can take payments (Stripe's charges_enabled); online payment is offered only then. */
    paymentsEnabled: boolean('payments_enabled').notNull().default(false),
    /** Street and number ('Götgatan 12'); also where an old address that could not be split is kept whole. */
    street: text('street'),
    /** Swedish postcode, five digits without the space ('11846'; shown '118 46'). */
    postcode: text('postcode'),
    /** City (ort): the search's city chip and `?stad=` (migration 0021). */
    city: text('city'),
    /** The address as shown, 'Götgatan 12, 118 46 Stockholm', generated from street, postcode and city. */
    location: text('location')
      .generatedAlwaysAs(sql`CASE WHEN "street" IS NULL AND "postcode" IS NULL AND "city" IS NULL THEN NULL ELSE
    coalesce("street", '')
    || CASE WHEN "street" IS NOT NULL AND ("postcode" IS NOT NULL OR "city" IS NOT NULL) THEN ', ' ELSE '' END
    || coalesce(substr("postcode", 1, 3) || ' ' || substr("postcode", 4), '')
    || CASE WHEN "postcode" IS NOT NULL AND "city" IS NOT NULL THEN ' ' ELSE '' END
    || coalesce("city", '')
  END`),
    /** The address's district ('Södermalm'), optional; search counts it as a place. */
    district: text('district'),
    description: text('description'),
    socialUrl: text('social_url'),
    avatarUrl: text('avatar_url'),
    status: companyStatus('status').notNull().default('pending'),
    weeklySchedule: jsonb('weekly_schedule'),
    defaultBufferMinutes: integer('default_buffer_minutes').notNull().default(0),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(30),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsReminders: boolean('sms_reminders').notNull().default(false),
    /** Hours before a booking's start until which its customer may cancel or move it online; 0 = until the start. */
    cancellationNoticeHours: smallint('cancellation_notice_hours').notNull().default(0),
    /** How many calendar months ahead customers may book. */
    bookingHorizonMonths: smallint('booking_horizon_months').notNull().default(3),
    /** Category slugs of src/shared/categories.ts, at least one (decision 018, migration 0014). */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{frisor}'::text[]`),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_email_lower_idx').on(sql`lower(${t.email})`),
    index('companies_status_name_idx').on(t.status, t.name),
    check('companies_buffer_check', sql`${t.defaultBufferMinutes} between 0 and 1440`),
    check('companies_slot_interval_check', sql`${t.slotIntervalMinutes} in (15, 30, 60)`),
    check('companies_cancellation_notice_check', sql`${t.cancellationNoticeHours} in (0, 2, 12, 24, 48)`),
    check('companies_booking_horizon_check', sql`${t.bookingHorizonMonths} in (1, 3, 6, 12)`),
    check(
      'companies_categories_check',
      sql`cardinality(${t.categories}) between 1 and 6 and ${t.categories} <@ array['frisor','barberare','naglar','massage','hudvard','halsa']::text[]`,
    ),
    index('companies_categories_idx').using('gin', t.categories),
    check('companies_postcode_check', sql`${t.postcode} ~ '^[1-9][0-9]{4}$'`),
    check('companies_street_check', sql`btrim(${t.street}) <> '' and char_length(${t.street}) <= 200`),
    check('companies_city_check', sql`btrim(${t.city}) <> '' and char_length(${t.city}) <= 200`),
  ],
);

/** A bookable service of a company. Price in whole kronor (the column keeps its type), durations in minutes. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes'),
    /**
     * Processing time ('Verkningstid', docs/decisions/036): the active minutes before the gap and the gap's
     * length, both null (none) or both set with the gap strictly inside the duration (migration 0024).
     */
    processingAfterMinutes: integer('processing_after_minutes'),
    processingMinutes: integer('processing_minutes'),
    active: boolean('active').notNull().default(true),
    icon: text('icon'),
    /**
     * The heading the service is listed under on the company page (docs/decisions/043): free text, trimmed,
     * 1–40 characters, or null (listed under 'Övrigt' when other services have one). Migration 0029.
     */
    category: text('category'),
    /** The price is the lowest ('från 650 kr'): the final one may be higher, e.g. by hair length (decision 043). */
    priceFrom: boolean('price_from').notNull().default(false),
    /**
     * How it is paid (docs/decisions/047): 'on_site' (default), 'deposit' (`deposit_kind` 'fixed' whole kronor or
     * 'percent' of the price, `deposit_value`) or 'prepay' (the whole price at booking). Migration 0034.
     */
    paymentMode: text('payment_mode', { enum: ['on_site', 'deposit', 'prepay'] })
      .notNull()
      .default('on_site'),
    depositKind: text('deposit_kind', { enum: ['fixed', 'percent'] }),
    depositValue: integer('deposit_value'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_company_idx').on(t.companyId, t.displayOrder),
    // Lets staff_services refer to (service, company), so a member never performs another company's service.
    unique('services_id_company_key').on(t.id, t.companyId),
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_price_whole_check', sql`${t.price} = trunc(${t.price})`),
    check('services_duration_check', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
    check('services_buffer_check', sql`${t.bufferMinutes} is null or ${t.bufferMinutes} between 0 and 1440`),
    check(
      'services_category_check',
      sql`${t.category} is null or (${t.category} = btrim(${t.category}) and char_length(${t.category}) between 1 and 40)`,
    ),
  ],
);
