-- Issue 21: prices are whole kronor. Rows entered with öre are rounded the way they were shown ('249,50' was shown
-- as '250 kr': half away from zero), then the columns (numeric(10,2), kept) refuse öre.
UPDATE "services" SET "price" = round("price") WHERE "price" <> trunc("price");--> statement-breakpoint
UPDATE "bookings" SET "service_price" = round("service_price") WHERE "service_price" <> trunc("service_price");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_price_whole_check" CHECK ("bookings"."service_price" = trunc("bookings"."service_price"));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_whole_check" CHECK ("services"."price" = trunc("services"."price"));
