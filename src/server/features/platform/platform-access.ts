import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../../context';
import type { Env } from '../../env';
import { forbidden } from '../../errors';
import { requireUser } from '../../auth/session';

export const PLATFORM_ADMIN_REQUIRED_MESSAGE = 'Endast Tidvis driftpersonal har tillgång till den här sidan.';

/** The operator e-mails of `PLATFORM_ADMIN_EMAILS` (comma-separated), lower-cased. */
export function platformAdminEmails(env: Env): Set<string> {
  return new Set(
    env.PLATFORM_ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether the user is a platform operator: a verified e-mail listed in `PLATFORM_ADMIN_EMAILS` (DESIGN §4). */
export function isPlatformAdmin(env: Env, user: SessionUser | null): boolean {
  return !!user?.emailVerified && platformAdminEmails(env).has(user.email.toLowerCase());
}

/** Guards the platform endpoints: 401 for guests (or unverified users), 403 for users who are not operators. */
export const platformOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c);
  if (!isPlatformAdmin(c.var.deps.env, user)) throw forbidden(PLATFORM_ADMIN_REQUIRED_MESSAGE);
  await next();
};
