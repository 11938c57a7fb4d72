-- What Drizzle's schema cannot express: extensions, the no-overlap rule, expression indexes and the search helper.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Two booked bookings of one company never overlap, buffers included: [start, end + buffer).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)') WITH &&
) WHERE ("status" = 'booked');
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_email_key" ON "customers" ("company_id", lower("email")) NULLS NOT DISTINCT;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it can be used in indexes and comparisons.
CREATE OR REPLACE FUNCTION tidvis_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin (tidvis_fold("name" || ' ' || coalesce("location", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin (tidvis_fold("name") gin_trgm_ops);
--> statement-breakpoint
-- One record per signed-up user and company (company_id null = the user's general profile); guests have no user.
CREATE UNIQUE INDEX "customers_user_company_key" ON "customers" ("user_id", "company_id") NULLS NOT DISTINCT WHERE "user_id" IS NOT NULL;
