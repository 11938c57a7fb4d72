-- A company's address in three parts: street (gatuadress), postcode (postnummer, five digits without the space) and
-- city (ort). `location` becomes the address as shown ('Götgatan 12, 118 46 Stockholm'), generated from the parts,
-- so every reader (search, e-mails, .ics, company page) keeps one spelling and no writer can make it disagree.
ALTER TABLE "companies" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
-- Existing free-text addresses are split after their spacing is tidied (runs of white space one space, ', ' around
-- commas, no leading or trailing commas):
-- 'Street 12, 118 46 City' (postcode with or without its space, 'SE-' allowed, city optional) -> the three parts;
-- '118 46 City' -> postcode and city; 'Street 12, City' (no digit after the last comma) -> street and city;
-- a text without a comma or digit ('Stockholm') -> city; anything else ('Street 12', 'Storgatan 1, 2 tr') -> kept
-- whole as the street.
WITH "tidied" AS (
  SELECT "id", btrim(regexp_replace(regexp_replace(btrim("location"), '\s+', ' ', 'g'), ' ?, ?', ', ', 'g'), ' ,') AS "a"
  FROM "companies"
  WHERE "location" IS NOT NULL
), "matched" AS (
  SELECT "id", "a",
    regexp_match("a", '^(.+), (?:[Ss][Ee]-? ?)?([1-9][0-9]{2}) ?([0-9]{2})(?: ([^0-9,]+))?$') AS "full",
    regexp_match("a", '^(?:[Ss][Ee]-? ?)?([1-9][0-9]{2}) ?([0-9]{2}) ([^0-9,]+)$') AS "code_city",
    regexp_match("a", '^(.+), ([^0-9,]+)$') AS "street_city"
  FROM "tidied"
  WHERE "a" <> ''
)
UPDATE "companies" AS "c" SET
  "street" = CASE
    WHEN "m"."full" IS NOT NULL THEN "m"."full"[1]
    WHEN "m"."code_city" IS NOT NULL THEN NULL
    WHEN "m"."street_city" IS NOT NULL THEN "m"."street_city"[1]
    WHEN "m"."a" ~ '[0-9,]' THEN "m"."a"
  END,
  "postcode" = CASE
    WHEN "m"."full" IS NOT NULL THEN "m"."full"[2] || "m"."full"[3]
    WHEN "m"."code_city" IS NOT NULL THEN "m"."code_city"[1] || "m"."code_city"[2]
  END,
  "city" = CASE
    WHEN "m"."full" IS NOT NULL THEN "m"."full"[4]
    WHEN "m"."code_city" IS NOT NULL THEN "m"."code_city"[3]
    WHEN "m"."street_city" IS NOT NULL THEN "m"."street_city"[2]
    WHEN "m"."a" !~ '[0-9,]' THEN "m"."a"
  END
FROM "matched" AS "m"
WHERE "c"."id" = "m"."id";--> statement-breakpoint
-- Dropping the old column also drops the search index built on it (0001); it is made again below.
ALTER TABLE "companies" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "location" text GENERATED ALWAYS AS (
  CASE WHEN "street" IS NULL AND "postcode" IS NULL AND "city" IS NULL THEN NULL ELSE
    coalesce("street", '')
    || CASE WHEN "street" IS NOT NULL AND ("postcode" IS NOT NULL OR "city" IS NOT NULL) THEN ', ' ELSE '' END
    || coalesce(substr("postcode", 1, 3) || ' ' || substr("postcode", 4), '')
    || CASE WHEN "postcode" IS NOT NULL AND "city" IS NOT NULL THEN ' ' ELSE '' END
    || coalesce("city", '')
  END
) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin (tidvis_fold("name" || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_postcode_check" CHECK ("postcode" ~ '^[1-9][0-9]{4}$');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_street_check" CHECK (btrim("street") <> '' AND char_length("street") <= 200);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_check" CHECK (btrim("city") <> '' AND char_length("city") <= 200);
