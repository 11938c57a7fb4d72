import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The salon's photo gallery (docs/decisions/040): up to 12 photos per company (enforced by the server under a lock
 * of the company row), each naming an image set made with the `photo` shape as `/images/<set_hash>.webp` (like
 * `staff.photo_url`), with a required alt text (≤ 150 characters), a display position and at most one cover per
 * company (partial unique index).
 */
export const companyPhotos = pgTable(
  'company_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    /** The 1200×630 JPEG a shared link shows (`/images/<hash>.jpg`, docs/decisions/042); null for older photos. */
    shareImageUrl: text('share_image_url'),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_photos_company_idx').on(t.companyId, t.position),
    uniqueIndex('company_photos_one_cover_idx')
      .on(t.companyId)
      .where(sql`${t.isCover}`),
    check('company_photos_alt_check', sql`char_length(btrim(${t.alt})) between 1 and 150`),
  ],
);
