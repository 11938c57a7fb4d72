import { desc, eq, sql } from 'drizzle-orm';
import type { CompanyStatus } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

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
  // A stored member (owner or admin) with a confirmed e-mail, not a user who happens to have the company's contact
  // address: that address gives no rights (decision 009).
  // Written with qualified names: Drizzle leaves columns unqualified in a one-table select, which the subquery would
  // read as its own.
  adminVerified: sql<boolean>`exists (
    select 1 from company_members m join "user" u on u.id = m.user_id
    where m.company_id = "companies"."id" and u.email_verified)`,
};

/** Every company, newest first, with whether one of its admins (members) has confirmed their e-mail. */
export async function selectPlatformCompanies(db: Database) {
  return db.select(platformColumns).from(companies).orderBy(desc(companies.createdAt));
}

/** One company with whether one of its admins (members) has confirmed their e-mail, or undefined. */
export async function selectPlatformCompany(db: Executor, id: string) {
  const [row] = await db.select(platformColumns).from(companies).where(eq(companies.id, id));
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
