ALTER TABLE "booking_logs" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_logs" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "redact_after_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_retention_idx" ON "bookings" USING btree ("start_date") WHERE "bookings"."anonymized_at" is null and "bookings"."status" <> 'booked';--> statement-breakpoint
CREATE INDEX "outbox_redact_due_idx" ON "outbox" USING btree ("id") WHERE "outbox"."redact_after_delivery" and "outbox"."redacted_at" is null;--> statement-breakpoint
-- Issue 17: an anonymised customer record keeps no e-mail (''), so the per-company e-mail key leaves such records out.
DROP INDEX "customers_company_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_email_key" ON "customers" ("company_id", lower("email")) NULLS NOT DISTINCT WHERE "anonymized_at" IS NULL;
