import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';
import { findAdminCompany } from '../features/me/me.routes';
import { requireUser } from './session';

export const ADMIN_REQUIRED_MESSAGE =
  'Du måste vara admin för att komma åt denna sida. Kontrollera att din e-post är registrerad som företag.';

/**
 * Guards every admin endpoint (DESIGN §4 "Who is who"): 401 for guests, 403 for users whose verified e-mail is no
 * company's e-mail. Puts the admin's company on `c.var.adminCompany`; handlers scope every query to its id.
 */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c);
  const company = await findAdminCompany(c.var.deps.db, user);
  if (!company) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  c.set('adminCompany', company);
  await next();
};

/** The signed-in admin's company (set by `adminOnly`): `{ id, name, email, slug, location, avatarUrl, status }`. */
export function adminCompany(c: Context<AppEnv>) {
  const company = c.var.adminCompany;
  if (!company) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  return company;
}
