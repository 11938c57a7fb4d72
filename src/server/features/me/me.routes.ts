import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../../context';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { isPlatformAdmin } from '../platform/platform-access';

/** The company a user administers: verified e-mail equal (case-insensitive) to the company's e-mail (DESIGN §4). */
export async function findAdminCompany(db: Database, user: SessionUser | null) {
  if (!user?.emailVerified) return null;
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      slug: companies.slug,
      location: companies.location,
      avatarUrl: companies.avatarUrl,
      status: companies.status,
    })
    .from(companies)
    .where(eq(sql`lower(${companies.email})`, user.email.toLowerCase()))
    .limit(1);
  return company ?? null;
}

/**
 * `GET /api/me` -> `{ user, isAdmin, isPlatformAdmin, adminCompany }` (customer-side §3 "Auth context"): the
 * signed-in user's profile (null for guests), the company they administer, if any, and whether they are a platform
 * operator (DESIGN §4). Never 401: guests get nulls and false.
 */
export const meRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = c.var.user;
  const adminCompany = await findAdminCompany(c.var.deps.db, user);
  return c.json({
    user: user
      ? {
          id: user.id,
          email: user.email,
          name: user.name,
          firstName: user.firstName ?? null,
          lastName: user.lastName ?? null,
          phone: user.phone ?? null,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt ? new Date(user.createdAt).toISOString() : null,
        }
      : null,
    isAdmin: adminCompany !== null,
    isPlatformAdmin: isPlatformAdmin(c.var.deps.env, user),
    adminCompany,
  });
});
