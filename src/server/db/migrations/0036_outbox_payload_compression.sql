-- Issue 37 §1 (decision 053): a booking writes two e-mails into the outbox, about 8 and 4 KB of JSON each.
--
-- Above about 2 KB PostgreSQL compresses a value with pglz, which was the largest single function in a booking's
-- database CPU; lz4 compresses the same payload in a fraction of the time. A server built without lz4 (PGlite) says
-- feature_not_supported and keeps pglz: the payload reads the same either way, and values already stored keep their
-- compression until rewritten.
DO $$
BEGIN
  ALTER TABLE "outbox" ALTER COLUMN "payload" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: outbox.payload keeps pglz';
END
$$;
--> statement-breakpoint
-- Only webhooks and refunds carry an ordering key, and every query of this index asks for one (webhook-delivery.ts,
-- anonymize.ts): e-mails and SMS no longer write an entry into it.
DROP INDEX IF EXISTS "outbox_ordering_idx";
--> statement-breakpoint
CREATE INDEX "outbox_ordering_idx" ON "outbox" USING btree ("ordering_key", "id") WHERE "ordering_key" IS NOT NULL;
--> statement-breakpoint
-- The message id is the `webhook-id` header a receiver de-duplicates by; nothing else reads it. Its uniqueness is
-- kept where it is used, so an e-mail no longer writes an index entry for it.
ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_message_id_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_webhook_message_id_idx" ON "outbox" USING btree ("message_id") WHERE "kind" = 'webhook';
