import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/**
 * Processed images (logos, staff portraits) as bytes, so every server process and machine on the database serves
 * every image (docs/decisions/039). One row per variant (format × width), keyed by the SHA-256 (hex) of its bytes;
 * the variants of one upload share `set_hash`, the hash of its largest WebP, which is the image's reference
 * (`/images/<set_hash>.webp` in `companies.avatar_url`, `staff.photo_url`). Rows are never changed: a new upload
 * is new rows, and a set no row refers to any more is deleted (images/images.service.ts).
 */
export const images = pgTable(
  'images',
  {
    hash: text('hash').primaryKey(),
    setHash: text('set_hash').notNull(),
    /** `avif` or `webp`. */
    format: text('format').notNull(),
    /** Pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_set_idx').on(t.setHash),
    check('images_format_check', sql`${t.format} in ('avif', 'webp', 'jpg')`),
    check('images_hash_check', sql`${t.hash} ~ '^[0-9a-f]{64}$' and ${t.setHash} ~ '^[0-9a-f]{64}$'`),
    check(
      'images_size_check',
      sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} = octet_length(${t.bytes})`,
    ),
  ],
);
