import { Hono } from 'hono';
import { isPlatformAdmin } from '../../auth/guards';
import { findMemberCompany } from '../../auth/membership.queries';
import type { AppEnv } from '../../context';

/**
 * `GET /api/me` -> `{ user, isAdmin, isPlatformAdmin, adminCompany }` (customer-side §3 "Auth context"): the
 * signed-in user's profile (null for guests), the company they administer, if any, and whether they are a platform
 * operator (docs/design.md §4). `adminCompany` is `{ id, name, email, slug, location, avatarUrl, status, role,
 * staffId }` from the stored membership (`role` 'owner' | 'admin', docs/decisions/009, or 'staff' with its staff
 * member's `staffId`, docs/decisions/035; `isAdmin` is true for every member: it opens the admin panel, whose pages
 * the role decides). Never 401: guests get nulls and false.
 */
export const meRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = c.var.user;
  const adminCompany = user?.emailVerified ? await findMemberCompany(c.var.deps.db, user.id) : null;
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
