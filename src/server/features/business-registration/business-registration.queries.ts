import type { CategorySlug } from '../../../shared/categories';
import { eq, or, sql } from 'drizzle-orm';
import { DEFAULT_WEEKLY_SCHEDULE } from '../../../shared/schedule';
import type { Database } from '../../db/client';
import { companies, companyMembers, user } from '../../db/schema';

/** Whether a company already uses this e-mail (case-insensitive). */
export async function companyEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** The id of the user with this e-mail (better-auth stores e-mails lower-cased), or undefined. */
export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return row?.id;
}

/** Removes a user (their account and sessions cascade). */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

/** Slugs in use that are `base` or `base-<n>`. */
export async function slugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), sql`${companies.slug} ~ ${`^${base}-[0-9]+$`}`));
  return rows.map((r) => r.slug);
}

export interface NewPendingCompany {
  name: string;
  slug: string;
  email: string;
  phone: string;
  description: string;
  /** Category slugs, at least one. */
  categories: CategorySlug[];
  /** The optional address: street, postcode (five digits), city. */
  street: string | null;
  postcode: string | null;
  city: string | null;
}

/**
 * Inserts a pending company with the default weekly schedule. Returns undefined when the slug was taken in the
 * meantime (`ON CONFLICT (slug) DO NOTHING`), so the caller can try the next suffix; a clash on the e-mail index
 * still raises 23505.
 */
export async function insertPendingCompany(db: Database, values: NewPendingCompany) {
  const [row] = await db
    .insert(companies)
    .values({ ...values, status: 'pending', weeklySchedule: DEFAULT_WEEKLY_SCHEDULE })
    .onConflictDoNothing({ target: companies.slug })
    .returning({ id: companies.id, name: companies.name, slug: companies.slug });
  return row;
}

/**
 * Makes the user the company's owner (`company_members`, docs/decisions/009). Written with the company, in its
 * transaction; it grants nothing until the user has verified the e-mail code (every admin guard needs a verified
 * user).
 */
export async function insertOwner(db: Database, companyId: string, userId: string): Promise<void> {
  await db.insert(companyMembers).values({ companyId, userId, role: 'owner' });
}
