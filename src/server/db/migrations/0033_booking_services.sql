-- The services of a visit of several services (docs/decisions/046), in their order: a snapshot of each service as
-- booked (name, duration, buffer, price), as the booking keeps its own. Rows only for a visit of 2–4 services; a
-- booking of one service has none and reads its own columns. The booking row holds the whole visit (start, end =
-- start + the visit's length, the last service's buffer), so the exclusion constraints guard it unchanged.
CREATE TABLE "booking_services" (
	"booking_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"service_id" uuid,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"price" numeric(10, 2),
	"price_from" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_services_pk" PRIMARY KEY ("booking_id", "position"),
	CONSTRAINT "booking_services_position_check" CHECK ("position" BETWEEN 0 AND 3),
	CONSTRAINT "booking_services_duration_check" CHECK ("duration_minutes" > 0),
	CONSTRAINT "booking_services_buffer_check" CHECK ("buffer_minutes" BETWEEN 0 AND 1440),
	CONSTRAINT "booking_services_price_whole_check" CHECK ("price" = trunc("price"))
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Revenue per service reads a visit's services by service.
CREATE INDEX "booking_services_service_idx" ON "booking_services" USING btree ("service_id");
