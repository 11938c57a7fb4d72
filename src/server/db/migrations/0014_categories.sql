-- Issue 19 §2 (decision 018): a company's categories, slugs of the fixed list in src/shared/categories.ts.
ALTER TABLE "companies" ADD COLUMN "categories" text[] DEFAULT '{frisor}'::text[] NOT NULL;--> statement-breakpoint
-- Existing companies: guessed from their name and active services' names (folded), 'frisor' when nothing fits.
UPDATE "companies" c SET "categories" = coalesce((
  SELECT array_agg(cat ORDER BY ord) FROM (
    SELECT g.cat, g.ord FROM (VALUES
      ('frisor', 1, 'frisor|frisyr|klipp|harfarg|slingor|salong'),
      ('barberare', 2, 'barber|skagg|rakning'),
      ('naglar', 3, 'nagel|nagl|manikyr|pedikyr|gele'),
      ('massage', 4, 'massage|koppning'),
      ('hudvard', 5, 'hud|ansikt|peeling|bryn|frans|lash|brow|skonhet|makeup|vax'),
      ('halsa', 6, 'klinik|fotvard|halsa|naprapat|kiroprakt|fysio|akupunktur')
    ) AS g(cat, ord, pattern)
    WHERE tidvis_fold(c."name" || ' ' || coalesce((
      SELECT string_agg(s."name", ' ') FROM "services" s WHERE s."company_id" = c."id" AND s."active"
    ), '')) ~ g.pattern
  ) found
), '{frisor}'::text[]);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_categories_check" CHECK (cardinality("companies"."categories") BETWEEN 1 AND 6 AND "companies"."categories" <@ ARRAY['frisor','barberare','naglar','massage','hudvard','halsa']::text[]);--> statement-breakpoint
CREATE INDEX "companies_categories_idx" ON "companies" USING gin ("categories");
