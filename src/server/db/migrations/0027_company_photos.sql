-- The salon's photo gallery (docs/decisions/040): up to 12 photos per company (the server counts under a lock of the
-- company row), each an image set of the `photo` shape named like staff.photo_url, with a required alt text, a
-- position and at most one cover per company.
CREATE TABLE "company_photos" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL,
  "image_url" text NOT NULL,
  "alt" text NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "is_cover" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_photos_alt_check" CHECK (char_length(btrim("alt")) between 1 and 150)
);--> statement-breakpoint
ALTER TABLE "company_photos" ADD CONSTRAINT "company_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_photos_company_idx" ON "company_photos" ("company_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "company_photos_one_cover_idx" ON "company_photos" ("company_id") WHERE "is_cover";
