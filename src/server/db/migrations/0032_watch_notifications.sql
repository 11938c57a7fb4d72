-- Freed times reach the watchers (docs/decisions/045). A company whose free times may have grown: written in the
-- transaction of the change (a cancel, a move, a removed block, changed hours), claimed by the notification job.
CREATE TABLE "watch_scans" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_scans" ADD CONSTRAINT "watch_scans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The starts a watch has been told about (or that were free when it was made: baseline, no message). The primary
-- key is the rule "never more than one message per watch per freed time", also between concurrent job passes.
CREATE TABLE "watch_notices" (
	"watch_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	"baseline" boolean DEFAULT false NOT NULL,
	CONSTRAINT "watch_notices_pk" PRIMARY KEY ("watch_id", "start_date", "start_time")
);
--> statement-breakpoint
ALTER TABLE "watch_notices" ADD CONSTRAINT "watch_notices_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;
