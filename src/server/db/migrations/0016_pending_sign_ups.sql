-- Issue 21 (docs/decisions/023): a repeated sign-up of a never-confirmed address waits here for its browser to confirm the code.
CREATE TABLE "pending_sign_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_sign_ups_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "pending_sign_ups_token_hash_check" CHECK ("pending_sign_ups"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "pending_sign_ups" ADD CONSTRAINT "pending_sign_ups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_sign_ups_email_idx" ON "pending_sign_ups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pending_sign_ups_user_id_idx" ON "pending_sign_ups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_sign_ups_expires_at_idx" ON "pending_sign_ups" USING btree ("expires_at");
