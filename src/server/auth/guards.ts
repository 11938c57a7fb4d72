import type { Context, MiddlewareHandler } from 'hono';
import type { MemberCompany, AppEnv, SessionUser } from '../context';
import type { Env } from '../env';
import { forbidden, unauthorized } from '../errors';
import { findMemberCompany } from './membership.queries';

/*
 * The access rules of the API in one place (docs/decisions/009, 035): signed in, member of a company (with the
 * member's company, role and, for a staff account, its staff member), admin (owner or admin, not staff), owner,
 * platform operator. Each guard answers 401 for guests (or users
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

/** 403 message for a staff account (docs/decisions/035) on what only owners and admins may use. */
export const STAFF_FORBIDDEN_MESSAGE = 'Ditt konto som personal har inte tillgång till den här sidan.';

/**
 * The signed-in user's membership, read once per request and kept on `c.var.adminCompany`: 401 for guests, 403
 * `forbidden` ADMIN_REQUIRED_MESSAGE for users who are no company's member (`company_members`, a staff account
 * of an inactive staff member included).
 */
async function loadMember(c: Context<AppEnv>): Promise<MemberCompany> {
  const user = requireUser(c);
  const cached = c.var.adminCompany;
  if (cached) return cached;
  const company = await findMemberCompany(c.var.deps.db, user.id);
  if (!company) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  c.set('adminCompany', company);
  return company;
}

/**
 * The roles of a company's accounts and what they may use (docs/decisions/035):
 * - owner: everything of the company, and its members (`ownerOnly`);
 * - admin: everything of the company but its members;
 * - staff: only what `memberOnly` admits (the calendar and its bookings' customers), scoped by `staffScope` to
 *   the bookings of their own staff member; everything behind `adminOnly` is 403 STAFF_FORBIDDEN_MESSAGE.
 */
export const ADMIN_ROLES = ['owner', 'admin'] as const;

/**
 * Guards what every member of a company may use, staff accounts included: 401 for guests, 403 for users who are
 * no company's member. Puts the member's company, role and staff id on `c.var.adminCompany`; handlers scope every
 * query to the company's id and, through `staffScope`, a staff account to its own staff member.
 */
export const memberOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadMember(c);
  await next();
};

/**
 * Guards every admin endpoint: as `memberOnly`, and 403 `forbidden` STAFF_FORBIDDEN_MESSAGE for a staff account.
 * Used for a whole router, or per route after a router's `memberOnly` (then before the body is validated).
 */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const member = await loadMember(c);
  if (!(ADMIN_ROLES as readonly string[]).includes(member.role)) throw forbidden(STAFF_FORBIDDEN_MESSAGE);
  await next();
};

/** After `adminOnly`: 403 `forbidden` OWNER_REQUIRED_MESSAGE unless the member is an owner of the company. */
export const ownerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (adminCompany(c).role !== 'owner') throw forbidden(OWNER_REQUIRED_MESSAGE);
  await next();
};

/**
 * The signed-in member's company (set by `memberOnly`/`adminOnly`): `{ id, name, email, slug, location, avatarUrl,
 * status, role, staffId }`.
 */
export function adminCompany(c: Context<AppEnv>): MemberCompany {
  const company = c.var.adminCompany;
  if (!company) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  return company;
}

/**
 * Whose bookings the member may see and change (after `memberOnly`): the staff member's id for a staff account,
 * null (the whole company) for owners and admins. Handlers answer 404 for a booking outside the scope, as for
 * another company's.
 */
export function staffScope(c: Context<AppEnv>): string | null {
  const company = adminCompany(c);
  if (company.role !== 'staff') return null;
  // The database requires a staff account's staff member (company_members_staff_check); never widen to the company.
  if (!company.staffId) throw forbidden(STAFF_FORBIDDEN_MESSAGE);
  return company.staffId;
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
