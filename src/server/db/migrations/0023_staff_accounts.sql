-- A staff member signs in with their own rights (role 'staff'): the member row and the invitation name which staff
-- member of the company the account is. ADD VALUE runs inside the migrator's transaction (PostgreSQL 12+, PGlite), so
-- nothing below uses the new value as an enum constant: the checks compare role::text, which needs no commit first.
ALTER TYPE "member_role" ADD VALUE IF NOT EXISTS 'staff';
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "staff_id" uuid;
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_staff_fk" FOREIGN KEY ("staff_id", "company_id") REFERENCES "staff" ("id", "company_id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_staff_check" CHECK (("role"::text = 'staff') = ("staff_id" IS NOT NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_staff_idx" ON "company_members" ("staff_id") WHERE "staff_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD COLUMN "staff_id" uuid;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_staff_fk" FOREIGN KEY ("staff_id", "company_id") REFERENCES "staff" ("id", "company_id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_staff_check" CHECK (("role"::text = 'staff') = ("staff_id" IS NOT NULL));
