-- Services grouped by category with 'från' prices (docs/decisions/043): a free-text category per service (null =
-- none; trimmed, 1–40 characters when set) and whether the price is a lowest price ('Priset är ett från-pris').
ALTER TABLE "services" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_from" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_check" CHECK (
  "category" IS NULL OR ("category" = btrim("category") AND char_length("category") BETWEEN 1 AND 40)
);
