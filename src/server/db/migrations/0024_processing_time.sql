-- Processing time ('Verkningstid', docs/decisions/036): a service may have a middle part during which its member is
-- free for another customer. The service keeps both numbers (null = none); a booking snapshots them when booked.
ALTER TABLE "services" ADD COLUMN "processing_after_minutes" integer;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_minutes" integer;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_processing_check" CHECK (
  ("processing_after_minutes" IS NULL AND "processing_minutes" IS NULL)
  OR ("processing_after_minutes" > 0 AND "processing_minutes" > 0
      AND "processing_after_minutes" + "processing_minutes" < "duration_minutes")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "processing_after_minutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Both zero = no processing; else the gap lies strictly inside [start, end).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_processing_check" CHECK (
  ("processing_after_minutes" = 0 AND "processing_minutes" = 0)
  OR ("processing_after_minutes" > 0 AND "processing_minutes" > 0
      AND ("start_date" + "start_time") + make_interval(mins => "processing_after_minutes" + "processing_minutes")
          < ("start_date" + "end_time"))
);
--> statement-breakpoint
-- The overlap rules now compare the time a booking's member is busy: [start, end + buffer) without processing,
-- else its two active parts [start, start + after) and [start + after + processing, end + buffer). Another booking
-- may lie inside the gap. One multirange expression for both kinds keeps one GiST index per constraint.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_staff_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  (CASE WHEN "processing_minutes" > 0 THEN tsmultirange(
    tsrange(("start_date" + "start_time"), ("start_date" + "start_time") + make_interval(mins => "processing_after_minutes"), '[)'),
    tsrange(("start_date" + "start_time") + make_interval(mins => "processing_after_minutes" + "processing_minutes"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)'))
  ELSE tsmultirange(tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)')) END) WITH &&
) WHERE ("status" in ('booked', 'no_show') AND "staff_id" IS NULL);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_no_overlap" EXCLUDE USING gist (
  "staff_id" WITH =,
  (CASE WHEN "processing_minutes" > 0 THEN tsmultirange(
    tsrange(("start_date" + "start_time"), ("start_date" + "start_time") + make_interval(mins => "processing_after_minutes"), '[)'),
    tsrange(("start_date" + "start_time") + make_interval(mins => "processing_after_minutes" + "processing_minutes"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)'))
  ELSE tsmultirange(tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)')) END) WITH &&
) WHERE ("status" in ('booked', 'no_show') AND "staff_id" IS NOT NULL);
