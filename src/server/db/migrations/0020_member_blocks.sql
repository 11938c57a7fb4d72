-- A block may now close one staff member's time instead of the whole salon ('Gäller': a member's lunch).
-- staff_id null keeps the old meaning (every member), so existing blocks stay salon-wide without a data change.
-- The composite key makes the database refuse a member of another company.
ALTER TABLE "blocked_slots" ADD COLUMN "staff_id" uuid;
--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD CONSTRAINT "blocked_slots_staff_fk" FOREIGN KEY ("staff_id", "company_id") REFERENCES "staff" ("id", "company_id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "blocked_slots_staff_idx" ON "blocked_slots" ("staff_id", "start_time") WHERE "staff_id" IS NOT NULL;
