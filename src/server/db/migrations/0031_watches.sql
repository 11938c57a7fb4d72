-- A customer's watch ('Bevakning', docs/decisions/044): asks to be told when a time frees up at a company for 1–4
-- services, optionally one staff member, on a range of at most 31 dates and optionally within a time of day.
-- Ended (ended_at) when its owner books at the company in its range; past to_date it is simply no longer active.
-- No repeats in service_ids: a CHECK may not hold a subquery, so an immutable function counts the distinct ones.
CREATE FUNCTION "watches_distinct_ids"(ids uuid[]) RETURNS boolean LANGUAGE sql IMMUTABLE AS
  'select count(distinct x) = cardinality(ids) from unnest(ids) as x';--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"service_ids" uuid[] NOT NULL,
	"staff_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_time" time,
	"to_time" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "watches_services_check" CHECK (
		array_ndims("service_ids") = 1 AND cardinality("service_ids") BETWEEN 1 AND 4
		AND array_position("service_ids", NULL) IS NULL AND "watches_distinct_ids"("service_ids")
	),
	CONSTRAINT "watches_range_check" CHECK ("to_date" >= "from_date" AND "to_date" - "from_date" <= 30),
	CONSTRAINT "watches_window_check" CHECK (
		("from_time" IS NULL) = ("to_time" IS NULL) AND ("from_time" IS NULL OR "from_time" < "to_time")
	)
);
--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The composite key makes the database refuse a member of another company (as blocked_slots.staff_id).
ALTER TABLE "watches" ADD CONSTRAINT "watches_staff_fk" FOREIGN KEY ("staff_id", "company_id") REFERENCES "staff" ("id", "company_id") ON DELETE cascade;--> statement-breakpoint
-- 'Bevakningar' in Mina bokningar and the limit of 10, and the UPDATE a booking ends watches with.
CREATE INDEX "watches_user_active_idx" ON "watches" USING btree ("user_id", "company_id", "to_date") WHERE "ended_at" IS NULL;--> statement-breakpoint
-- The active watches of a company by date (who to tell when a time frees up).
CREATE INDEX "watches_company_active_idx" ON "watches" USING btree ("company_id", "from_date", "to_date") WHERE "ended_at" IS NULL;
