-- Paying online (docs/decisions/047): deposits and prepayment through the company's own Stripe account (Connect),
-- or the dev payment page when Stripe is not configured. A booking waiting for its payment is 'pending_payment'
-- until `payment_expires_at` and holds its time like a booked one.
ALTER TYPE "booking_status" ADD VALUE IF NOT EXISTS 'pending_payment';
--> statement-breakpoint
ALTER TYPE "outbox_kind" ADD VALUE IF NOT EXISTS 'refund';
--> statement-breakpoint
-- The new enum values cannot be named in this transaction (PostgreSQL: "unsafe use of new value"), so the rules
-- below say 'not cancelled and not completed' and compare `status::text`.
ALTER TABLE "bookings" ADD COLUMN "payment_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_hold_check" CHECK (
  ("status"::text = 'pending_payment') = ("payment_expires_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "bookings_payment_hold_idx" ON "bookings" ("payment_expires_at") WHERE "payment_expires_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_staff_no_overlap";
--> statement-breakpoint
-- As migration 0024, now also over held times: booked, no-show and pending_payment (= not cancelled, not completed).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  (CASE WHEN "processing_minutes" > 0 THEN tsmultirange(
    tsrange(("start_date" + "start_time"), ("start_date" + "start_time") + make_interval(mins => "processing_after_minutes"), '[)'),
    tsrange(("start_date" + "start_time") + make_interval(mins => "processing_after_minutes" + "processing_minutes"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)'))
  ELSE tsmultirange(tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)')) END) WITH &&
) WHERE ("status" NOT IN ('cancelled', 'completed') AND "staff_id" IS NULL);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_no_overlap" EXCLUDE USING gist (
  "staff_id" WITH =,
  (CASE WHEN "processing_minutes" > 0 THEN tsmultirange(
    tsrange(("start_date" + "start_time"), ("start_date" + "start_time") + make_interval(mins => "processing_after_minutes"), '[)'),
    tsrange(("start_date" + "start_time") + make_interval(mins => "processing_after_minutes" + "processing_minutes"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)'))
  ELSE tsmultirange(tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)')) END) WITH &&
) WHERE ("status" NOT IN ('cancelled', 'completed') AND "staff_id" IS NOT NULL);
--> statement-breakpoint
-- Per service: paid on site (default), a deposit (fixed whole kronor, or per cent of the price) or the whole price.
ALTER TABLE "services" ADD COLUMN "payment_mode" text DEFAULT 'on_site' NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" text;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_payment_mode_check" CHECK (
  "payment_mode" IN ('on_site', 'deposit', 'prepay')
  AND ("payment_mode" = 'deposit') = ("deposit_kind" IS NOT NULL AND "deposit_value" IS NOT NULL)
  AND ("deposit_kind" IS NULL OR ("deposit_kind" = 'fixed' AND "deposit_value" BETWEEN 1 AND 100000)
       OR ("deposit_kind" = 'percent' AND "deposit_value" BETWEEN 1 AND 100))
);
--> statement-breakpoint
-- The company's organisation number (receipts) and its connected Stripe account.
ALTER TABLE "companies" ADD COLUMN "org_number" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_org_number_check" CHECK ("org_number" IS NULL OR "org_number" ~ '^[0-9]{6}-[0-9]{4}$');
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_account_id" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_stripe_account_key" UNIQUE ("stripe_account_id");
--> statement-breakpoint
-- Whether the connected account can take payments (Stripe's charges_enabled; the dev provider: connected).
ALTER TABLE "companies" ADD COLUMN "payments_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- One attempt to pay for a booking (a Checkout Session, or the dev page's), in whole kronor (SEK).
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"account_id" text,
	"method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("provider" IN ('stripe', 'dev')),
	CONSTRAINT "payments_kind_check" CHECK ("kind" IN ('deposit', 'prepay')),
	CONSTRAINT "payments_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "payments_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "payments_refunded_check" CHECK ("refunded_amount" BETWEEN 0 AND "amount"),
	CONSTRAINT "payments_paid_check" CHECK ("status" <> 'paid' OR "paid_at" IS NOT NULL),
	CONSTRAINT "payments_checkout_key" UNIQUE ("provider", "checkout_id")
);
--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" ("booking_id");
--> statement-breakpoint
CREATE INDEX "payments_company_paid_idx" ON "payments" ("company_id", "paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
-- A refund of (part of) a paid payment, sent to the provider through the outbox (kind 'refund') with retries.
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "refunds_reason_check" CHECK ("reason" IN ('customer_cancel', 'company_cancel', 'late_payment', 'duplicate')),
	CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" ("payment_id");
--> statement-breakpoint
-- The provider's events already handled (a webhook delivered twice is handled once).
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY ("provider", "event_id")
);
