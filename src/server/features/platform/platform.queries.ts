import { desc, eq, sql } from 'drizzle-orm';
import type { CompanyStatus } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
import { companies, user } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'update'>;

const platformColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  email: companies.email,
  phone: companies.phone,
  description: companies.description,
  status: companies.status,
  createdAt: companies.createdAt,
  approvedAt: companies.approvedAt,
  adminVerified: sql<boolean>`coalesce(${user.emailVerified}, false)`,
};

const joinAdmin = eq(user.email, sql`lower(${companies.email})`);

/** Every company, newest first, with whether its admin user has verified the e-mail. */
export async function selectPlatformCompanies(db: Database) {
  return db
    .select(platformColumns)
    .from(companies)
    .leftJoin(user, joinAdmin)
    .orderBy(desc(companies.createdAt));
}

/** One company with its admin's verification state, or undefined. */
export async function selectPlatformCompany(db: Executor, id: string) {
  const [row] = await db
    .select(platformColumns)
    .from(companies)
    .leftJoin(user, joinAdmin)
    .where(eq(companies.id, id));
  return row;
}

/** The id, name, e-mail and status of a company, locking its row for the rest of the transaction. */
export async function lockCompany(db: Executor, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, email: companies.email, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row;
}

/** The id of the company with this e-mail (case-insensitive), or undefined. */
export async function findCompanyIdByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.email})`, email.trim().toLowerCase()));
  return row?.id;
}

/** Sets a company's status; `approved` also stamps `approved_at`. */
export async function updateCompanyStatus(db: Executor, id: string, status: CompanyStatus, approved = false) {
  await db
    .update(companies)
    .set({ status, updatedAt: sql`now()`, ...(approved ? { approvedAt: sql`now()` } : {}) })
    .where(eq(companies.id, id));
}
