-- Issue 19 part A (docs/decisions/017): a booking's feedback becomes its public review when the customer agrees.
ALTER TABLE "feedback" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "feedback" f SET "company_id" = b."company_id" FROM "bookings" b WHERE b."id" = f."booking_id";--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Feedback given before this migration was given privately to the salon: it stays private (is_public false).
ALTER TABLE "feedback" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answer_check" CHECK (("answer" is null) = ("answered_at" is null) and ("answer" is null or length("answer") between 1 and 1000));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answer_public_check" CHECK ("answer" is null or "is_public");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_comment_check" CHECK ("comment" is null or length("comment") <= 1000);--> statement-breakpoint
-- The shown reviews of a company, newest first, with the rating in the index (averages and counts: index-only).
CREATE INDEX "feedback_company_shown_idx" ON "feedback" USING btree ("company_id","created_at" DESC) INCLUDE ("rating") WHERE "is_public" AND "hidden_at" IS NULL;--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_company_idx" ON "favourites" USING btree ("company_id");
