-- The picture a shared link shows (Open Graph, docs/decisions/042): each gallery photo gets a 1200×630 JPEG made at
-- upload, its own image set of one variant; the company page's og:image is its cover's.
ALTER TABLE "images" DROP CONSTRAINT "images_format_check";--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_format_check" CHECK ("format" in ('avif', 'webp', 'jpg'));--> statement-breakpoint
ALTER TABLE "company_photos" ADD COLUMN "share_image_url" text;
