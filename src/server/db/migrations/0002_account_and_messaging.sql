CREATE TABLE "booking_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "age" smallint;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "gender" text DEFAULT 'unspecified' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "sms_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "ordering_key" text;--> statement-breakpoint
ALTER TABLE "booking_verifications" ADD CONSTRAINT "booking_verifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_verifications_booking_idx" ON "booking_verifications" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbox_attempts_outbox_idx" ON "outbox_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("start_date") WHERE "bookings"."status" = 'booked' and "bookings"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_ordering_idx" ON "outbox" USING btree ("ordering_key","id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_age_check" CHECK ("user"."age" is null or "user"."age" between 1 and 120);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_gender_check" CHECK ("user"."gender" in ('unspecified', 'male', 'female', 'other'));