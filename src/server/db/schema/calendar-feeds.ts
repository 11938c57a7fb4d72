import { sql } from 'drizzle-orm';
import { check, foreignKey, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { staff } from './staff';

/**
 * A secret calendar subscription address (docs/decisions/019): the company's (`staff_id` null) or one
 * staff member's bookings as `/calendar/<token>.ics`. Only the token's SHA-256 (hex) is stored; the plain token is
 * shown once. Regenerating revokes the old row (`revoked_at`) and adds a new one, so at most one active feed per
 * company and per member (partial unique indexes, migration 0015).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('calendar_feeds_token_hash_unique').on(t.tokenHash),
    check('calendar_feeds_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    foreignKey({
      name: 'calendar_feeds_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    uniqueIndex('calendar_feeds_active_company_idx')
      .on(t.companyId)
      .where(sql`${t.staffId} is null and ${t.revokedAt} is null`),
    uniqueIndex('calendar_feeds_active_staff_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null and ${t.revokedAt} is null`),
  ],
);
