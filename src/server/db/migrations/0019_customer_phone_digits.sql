-- A front desk finds a caller by phone however the number is written ('070-345 67 89', '072-222', '+46 70 …'):
-- the search compares digits (src/shared/phone-search.ts), so each record keeps its phone's digits in a generated
-- column ('+46703456789' -> '46703456789'; rows stored before phones were normalised keep their own digits). The
-- index serves the company's customer list and a search typed from the number's start (LIKE 'prefix%').
ALTER TABLE "customers" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "customers_company_phone_digits_idx" ON "customers" ("company_id", "phone_digits" text_pattern_ops);
