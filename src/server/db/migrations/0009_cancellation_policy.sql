ALTER TABLE "companies" ADD COLUMN "cancellation_notice_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_horizon_months" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cancellation_notice_check" CHECK ("companies"."cancellation_notice_hours" in (0, 2, 12, 24, 48));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_booking_horizon_check" CHECK ("companies"."booking_horizon_months" in (1, 3, 6, 12));