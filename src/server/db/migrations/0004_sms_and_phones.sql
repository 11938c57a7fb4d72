ALTER TYPE "public"."outbox_kind" ADD VALUE 'sms';--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "sms_notifications" SET DEFAULT true;--> statement-breakpoint
-- Phone numbers become E.164 (issue 13 §4). Chosen: SQL here, run once, rather than a normalisation step at every
-- start. It covers the forms people write in Sweden (national '070-123 45 67', '08-123 45 67', '0046 70 ...',
-- '+46 70 123 45 67', spaces, dashes, dots, parentheses) with the length rules of Swedish numbers (0 + 7–9 digits);
-- anything else is left as it is (src/shared/phone.ts formatPhone shows such a row as stored) and is normalised the
-- next time someone saves it, since every form now validates with libphonenumber-js. Blank strings become NULL.
CREATE FUNCTION pg_temp.tidvis_e164(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(phone) = '' THEN NULL
    WHEN d ~ '^0[1-9][0-9]{6,8}$' THEN '+46' || substr(d, 2)
    WHEN d ~ '^00[1-9][0-9]{6,13}$' THEN '+' || substr(d, 3)
    WHEN d ~ '^\+[1-9][0-9]{6,14}$' THEN d
    ELSE phone
  END
  FROM (SELECT regexp_replace(phone, '[ ().\-]', '', 'g') AS d) AS stripped
$$;--> statement-breakpoint
UPDATE "customers" SET "phone" = pg_temp.tidvis_e164("phone") WHERE "phone" IS DISTINCT FROM pg_temp.tidvis_e164("phone");--> statement-breakpoint
UPDATE "user" SET "phone" = pg_temp.tidvis_e164("phone") WHERE "phone" IS DISTINCT FROM pg_temp.tidvis_e164("phone");--> statement-breakpoint
UPDATE "companies" SET "phone" = pg_temp.tidvis_e164("phone") WHERE "phone" IS DISTINCT FROM pg_temp.tidvis_e164("phone");--> statement-breakpoint
DROP FUNCTION pg_temp.tidvis_e164(text);
