-- Issue 15 §4: the company's 'Ny bokning' may create a customer with only a name (and a phone). Such records keep
-- the e-mail '' like anonymised ones, so the per-company e-mail key leaves out every record without an e-mail.
DROP INDEX "customers_company_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_email_key" ON "customers" ("company_id", lower("email")) NULLS NOT DISTINCT WHERE "anonymized_at" IS NULL AND "email" <> '';
