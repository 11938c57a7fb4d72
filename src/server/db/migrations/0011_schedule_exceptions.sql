CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"holiday" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_order_check" CHECK ("schedule_exceptions"."end_date" >= "schedule_exceptions"."start_date"),
	CONSTRAINT "schedule_exceptions_length_check" CHECK ("schedule_exceptions"."end_date" - "schedule_exceptions"."start_date" < 366),
	CONSTRAINT "schedule_exceptions_kind_check" CHECK ("schedule_exceptions"."kind" in ('closed', 'hours', 'open')),
	CONSTRAINT "schedule_exceptions_intervals_check" CHECK (jsonb_typeof("schedule_exceptions"."intervals") = 'array' and (("schedule_exceptions"."kind" = 'hours') = (jsonb_array_length("schedule_exceptions"."intervals") > 0))),
	CONSTRAINT "schedule_exceptions_open_check" CHECK ("schedule_exceptions"."kind" <> 'open' or "schedule_exceptions"."staff_id" is null),
	CONSTRAINT "schedule_exceptions_holiday_check" CHECK ("schedule_exceptions"."holiday" is null or ("schedule_exceptions"."staff_id" is null and "schedule_exceptions"."start_date" = "schedule_exceptions"."end_date")),
	CONSTRAINT "schedule_exceptions_note_check" CHECK ("schedule_exceptions"."note" is null or length("schedule_exceptions"."note") <= 80)
);
--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_staff_fk" FOREIGN KEY ("staff_id","company_id") REFERENCES "public"."staff"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_exceptions_company_idx" ON "schedule_exceptions" USING btree ("company_id","end_date");--> statement-breakpoint
-- Issue 16: at most one exception covers a date, per company (rows without a member) and per member.
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_company_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
) WHERE ("staff_id" IS NULL);
--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_staff_no_overlap" EXCLUDE USING gist (
  "staff_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
) WHERE ("staff_id" IS NOT NULL);
