CREATE TYPE "public"."member_role" AS ENUM('owner', 'admin');--> statement-breakpoint
CREATE TABLE "company_email_changes" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_email_changes_attempts_check" CHECK ("company_email_changes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "member_role" DEFAULT 'admin' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "member_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_user_key" UNIQUE("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_email_changes" ADD CONSTRAINT "company_email_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_email_changes" ADD CONSTRAINT "company_email_changes_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_company_email_idx" ON "company_invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "company_invitations_expires_idx" ON "company_invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
-- Existing databases keep their admins (docs/decisions/009): the user whose e-mail equals a company's e-mail becomes
-- its owner, once. Verified users for every company; an unverified one only for a pending company, whose owner is
-- still to enter the registration code (the guards ask for a verified e-mail, so the row grants nothing before).
INSERT INTO "company_members" ("company_id", "user_id", "role")
SELECT c."id", u."id", 'owner'
FROM "companies" c
JOIN "user" u ON lower(u."email") = lower(c."email")
WHERE u."email_verified" OR c."status" = 'pending'
ON CONFLICT DO NOTHING;
