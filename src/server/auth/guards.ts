import type { Context, MiddlewareHandler } from 'hono';
import type { MemberCompany, AppEnv, SessionUser } from '../context';
import type { Env } from '../env';
import { forbidden, unauthorized } from '../errors';
import { findMemberCompany } from './membership.queries';

/*
 * The access rules of the API in one place (docs/decisions/009): signed in, member of a company
 * (with the member's company and role), owner of it, platform operator. Each guard answers 401 for guests (or users
 * whose e-mail is not verified) and 403 for users without the right, before the request body is looked at.
 */

export const ADMIN_REQUIRED_MESSAGE =
  'Du måste vara admin för att komma åt denna sida. Be företagets ägare om en inbjudan.';
export const OWNER_REQUIRED_MESSAGE = 'Endast företagets ägare kan hantera administratörer.';
export const PLATFORM_ADMIN_REQUIRED_MESSAGE = 'Endast Tidvis driftpersonal har tillgång till den här sidan.';

/** The signed-in user with a verified e-mail; throws 401 'Du måste logga in.' otherwise. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user || !user.emailVerified) throw unauthorized();
  return user;
}

/**
 * Per-route guard: 401 `unauthorized` for guests before the body is validated. Used per route where routers share
 * their mount points (`/me`, `/bookings`) with others that have their own rules.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/**
 * Guards every admin endpoint: 401 for guests, 403 `forbidden` ADMIN_REQUIRED_MESSAGE for users who are no
 * company's member (`company_members`). Puts the member's company and role on `c.var.adminCompany`; handlers scope
 * every query to its id.
 */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c);
  const company = await findMemberCompany(c.var.deps.db, user.id);
  if (!company) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  c.set('adminCompany', company);
  await next();
};

/** After `adminOnly`: 403 `forbidden` OWNER_REQUIRED_MESSAGE unless the member is an owner of the company. */
export const ownerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (adminCompany(c).role !== 'owner') throw forbidden(OWNER_REQUIRED_MESSAGE);
  await next();
};

/**
 * The signed-in member's company (set by `adminOnly`): `{ id, name, email, slug, location, avatarUrl, status, role }`.
 */
export function adminCompany(c: Context<AppEnv>): MemberCompany {
  const company = c.var.adminCompany;
  if (!company) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  return company;
}

/** The operator e-mails of `PLATFORM_ADMIN_EMAILS` (comma-separated), lower-cased. */
export function platformAdminEmails(env: Env): Set<string> {
  return new Set(
    env.PLATFORM_ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether the user is a platform operator: a verified e-mail listed in `PLATFORM_ADMIN_EMAILS` (docs/design.md §4). */
export function isPlatformAdmin(env: Env, user: SessionUser | null): boolean {
  return !!user?.emailVerified && platformAdminEmails(env).has(user.email.toLowerCase());
}

/** Guards the platform endpoints: 401 for guests (or unverified users), 403 for users who are not operators. */
export const platformOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c);
  if (!isPlatformAdmin(c.var.deps.env, user)) throw forbidden(PLATFORM_ADMIN_REQUIRED_MESSAGE);
  await next();
};
