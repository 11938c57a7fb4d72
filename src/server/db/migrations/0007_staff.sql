CREATE TYPE "public"."staff_absence_kind" AS ENUM('time_off', 'sick');--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"photo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"weekly_schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_id_company_key" UNIQUE("id","company_id"),
	CONSTRAINT "staff_name_check" CHECK (length(btrim("staff"."name")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "staff_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" "staff_absence_kind" DEFAULT 'time_off' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_absences_order_check" CHECK ("staff_absences"."end_time" > "staff_absences"."start_time")
);
--> statement-breakpoint
CREATE TABLE "staff_services" (
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "staff_services_staff_id_service_id_pk" PRIMARY KEY("staff_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_absences" ADD CONSTRAINT "staff_absences_staff_fk" FOREIGN KEY ("staff_id","company_id") REFERENCES "public"."staff"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_staff_fk" FOREIGN KEY ("staff_id","company_id") REFERENCES "public"."staff"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_service_fk" FOREIGN KEY ("service_id","company_id") REFERENCES "public"."services"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_company_idx" ON "staff" USING btree ("company_id","display_order");--> statement-breakpoint
CREATE INDEX "staff_absences_staff_idx" ON "staff_absences" USING btree ("staff_id","start_time");--> statement-breakpoint
CREATE INDEX "staff_absences_company_idx" ON "staff_absences" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "staff_services_service_idx" ON "staff_services" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_fk" FOREIGN KEY ("staff_id","company_id") REFERENCES "public"."staff"("id","company_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_staff_date_idx" ON "bookings" USING btree ("staff_id","start_date") WHERE "bookings"."staff_id" is not null;--> statement-breakpoint
--> statement-breakpoint
-- Issue 15 §3: overlap is forbidden per staff member, and, among bookings without a member (a company without staff,
-- or bookings made before its first member), per company as before. Buffers included; booked and no-show hold time.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)') WITH &&
) WHERE ("status" in ('booked', 'no_show') AND "staff_id" IS NULL);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_no_overlap" EXCLUDE USING gist (
  "staff_id" WITH =,
  tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)') WITH &&
) WHERE ("status" in ('booked', 'no_show') AND "staff_id" IS NOT NULL);
