-- Processed images (logos, staff portraits) live in the database, so every server serves every image
-- (docs/decisions/039). One row per variant, keyed by the SHA-256 of its bytes; an upload's variants share set_hash.
-- Logo files already under DATA_DIR/uploads are moved in by the server at startup (images/import-upload-files.ts).
CREATE TABLE "images" (
  "hash" text PRIMARY KEY NOT NULL,
  "set_hash" text NOT NULL,
  "format" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "byte_size" integer NOT NULL,
  "bytes" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "images_format_check" CHECK ("format" in ('avif', 'webp')),
  CONSTRAINT "images_hash_check" CHECK ("hash" ~ '^[0-9a-f]{64}$' and "set_hash" ~ '^[0-9a-f]{64}$'),
  CONSTRAINT "images_size_check" CHECK ("width" > 0 and "height" > 0 and "byte_size" = octet_length("bytes"))
);--> statement-breakpoint
CREATE INDEX "images_set_idx" ON "images" ("set_hash");--> statement-breakpoint
-- A staff member's short presentation ('Välj personal', the company page's 'Personal').
ALTER TABLE "staff" ADD COLUMN "presentation" text;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_presentation_check" CHECK (char_length("presentation") <= 300);
