import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companies } from './companies';
import { staff } from './staff';

/**
 * `owner`: registered the company (or was seeded as its owner); `admin`: invited by an owner; `staff`: a staff
 * member invited as 'Personal', who sees only their own calendar (docs/decisions/035).
 */
export const memberRole = pgEnum('member_role', ['owner', 'admin', 'staff']);

/** A staff account names its staff member, and only a staff account does (the role is compared as text: 0023). */
const staffIdMatchesRole = (role: AnyPgColumn, staffId: AnyPgColumn) =>
  sql`((${role})::text = 'staff') = (${staffId} is not null)`;

/**
 * Who administers a company (docs/decisions/009): one row per user and company, and a user administers at most one
 * company. The company's e-mail is contact data and gives no rights.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    /** The staff member a `staff` account is (null for owners and admins); removed with the staff member. */
    staffId: uuid('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_members_company_user_key').on(t.companyId, t.userId),
    uniqueIndex('company_members_user_idx').on(t.userId),
    uniqueIndex('company_members_staff_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    foreignKey({
      name: 'company_members_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    check('company_members_staff_check', staffIdMatchesRole(t.role, t.staffId)),
  ],
);

/**
 * A requested change of a company's contact e-mail, waiting for the 6-digit code mailed to the new address (one per
 * company; a new request replaces it). Only the code's HMAC is stored.
 */
export const companyEmailChanges = pgTable(
  'company_email_changes',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_email_changes_attempts_check', sql`${t.attempts} >= 0`)],
);

/**
 * An owner's invitation of an admin by e-mail (stored lower-case): valid until `expires_at` (7 days), accepted by the
 * user signed in with that address; deleted when accepted or revoked. Only the link token's SHA-256 is stored.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: memberRole('role').notNull().default('admin'),
    /** For a 'Personal' invitation (`role` staff): the staff member the account will be. */
    staffId: uuid('staff_id'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invitations_company_email_idx').on(t.companyId, t.email),
    index('company_invitations_expires_idx').on(t.expiresAt),
    foreignKey({
      name: 'company_invitations_staff_fk',
      columns: [t.staffId, t.companyId],
      foreignColumns: [staff.id, staff.companyId],
    }).onDelete('cascade'),
    check('company_invitations_staff_check', staffIdMatchesRole(t.role, t.staffId)),
  ],
);
