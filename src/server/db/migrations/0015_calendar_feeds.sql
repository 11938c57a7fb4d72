-- Issue 20 (decision 019): calendar subscription feeds, the booking's calendar sequence, and the known booking sources.
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_token_hash_check" CHECK ("calendar_feeds"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_staff_fk" FOREIGN KEY ("staff_id","company_id") REFERENCES "public"."staff"("id","company_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_active_company_idx" ON "calendar_feeds" USING btree ("company_id") WHERE "calendar_feeds"."staff_id" is null and "calendar_feeds"."revoked_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_active_staff_idx" ON "calendar_feeds" USING btree ("staff_id") WHERE "calendar_feeds"."staff_id" is not null and "calendar_feeds"."revoked_at" is null;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_sequence_check" CHECK ("bookings"."calendar_sequence" >= 0);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('web', 'iframe', 'admin'));
