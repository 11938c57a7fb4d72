import { eq, sql } from 'drizzle-orm';
import type { MemberCompany } from '../context';
import type { Database } from '../db/client';
import { reusableQuery } from '../db/reusable-query';
import { companies, companyMembers } from '../db/schema';

/**
 * The company a user belongs to and their role in it, from the stored membership (docs/decisions/009; a user
 * belongs to at most one company): `{ id, name, email, slug, location, avatarUrl, status, role, staffId }` (staffId:
 * the staff member a `staff` account is, docs/decisions/035), or null. The company's e-mail plays no part.
 */
export async function findMemberCompany(db: Database, userId: string): Promise<MemberCompany | null> {
  const [row] = await memberCompanyQuery(db).execute({ userId });
  return row ?? null;
}

/** findMemberCompany's query, built once: it runs on every signed-in `GET /api/me` and admin request. */
const memberCompanyQuery = reusableQuery((db) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      slug: companies.slug,
      location: companies.location,
      avatarUrl: companies.avatarUrl,
      status: companies.status,
      role: companyMembers.role,
      staffId: companyMembers.staffId,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('member_company'),
);
