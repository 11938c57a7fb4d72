-- After a completed visit the customer is e-mailed once to ask for a review (jobs/review-requests.ts);
-- review_requested_at records that it was written to the outbox (or decided against), so it happens once.
ALTER TABLE "bookings" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
-- Visits completed before this feature are not asked about afterwards: marked as handled when they completed.
UPDATE "bookings" SET "review_requested_at" = "updated_at" WHERE "status" = 'completed';--> statement-breakpoint
CREATE INDEX "bookings_review_request_due_idx" ON "bookings" ("start_date")
  WHERE "status" = 'completed' AND "review_requested_at" IS NULL;
