import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A repeated sign-up of a never-confirmed address, waiting for its browser to confirm the code (* docs/decisions/023): the password hash, names and phone that sign-up gave, applied to the account only when a
 * verification of `email` carries the attempt token this row was made for. Only the token's SHA-256 (hex) is
 * stored; the plain token is in the browser's httpOnly cookie. Rows live as long as the verification code
 * (`expires_at`); expired ones are deleted on the next write and by the retention job, and every row of an address
 * goes when it is confirmed or its account deleted (cascade).
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** E.164. */
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('pending_sign_ups_token_hash_unique').on(t.tokenHash),
    check('pending_sign_ups_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    index('pending_sign_ups_email_idx').on(t.email),
    index('pending_sign_ups_user_id_idx').on(t.userId),
    index('pending_sign_ups_expires_at_idx').on(t.expiresAt),
  ],
);
