-- Issue 13 §2: a no-show never frees its slot, so bookings_no_overlap covers booked and no_show bookings.
-- Before issue 13 a future booking could be marked no-show and its time booked again. Such a no-show (overlapping a
-- booked booking, or an earlier-made no-show) cannot keep its time: it becomes cancelled, as the salon in effect
-- gave the time away, with a booking_cancelled log row (triggered_by 'system') saying why.
WITH released AS (
  UPDATE "bookings" AS n
  SET "status" = 'cancelled', "cancelled_at" = now(), "updated_at" = now()
  WHERE n."status" = 'no_show'
    AND EXISTS (
      SELECT 1 FROM "bookings" AS o
      WHERE o."company_id" = n."company_id"
        AND o."id" <> n."id"
        AND (o."status" = 'booked' OR (o."status" = 'no_show' AND (o."created_at", o."id") < (n."created_at", n."id")))
        AND tsrange((o."start_date" + o."start_time"), (o."start_date" + o."end_time") + make_interval(mins => o."buffer_minutes"), '[)')
         && tsrange((n."start_date" + n."start_time"), (n."start_date" + n."end_time") + make_interval(mins => n."buffer_minutes"), '[)')
    )
  RETURNING n.*
)
INSERT INTO "booking_logs" ("booking_id", "company_id", "type", "details")
SELECT "id", "company_id", 'booking_cancelled', jsonb_build_object(
  'customer_id', "customer_id",
  'service_name', "service_name",
  'start_date', "start_date",
  'start_time', to_char("start_time", 'HH24:MI'),
  'customer_name', "customer_name",
  'triggered_by', 'system',
  'reason', 'no_show_time_booked_again'
) FROM released;
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
-- Two bookings of one company that hold their time (booked or no-show) never overlap, buffers included.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  tsrange(("start_date" + "start_time"), ("start_date" + "end_time") + make_interval(mins => "buffer_minutes"), '[)') WITH &&
) WHERE ("status" in ('booked', 'no_show'));
--> statement-breakpoint
-- The completion job (jobs/completions.ts) looks for booked bookings by end.
CREATE INDEX "bookings_booked_end_idx" ON "bookings" ("start_date", "end_time") WHERE "status" = 'booked';
