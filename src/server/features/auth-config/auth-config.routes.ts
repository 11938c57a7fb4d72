import { Hono } from 'hono';
import { googleConfigured } from '../../auth/google';
import type { AppEnv } from '../../context';

/**
 * `GET /api/auth-config` -> `{ google: boolean }`: whether 'Logga in med Google' can be used (customer-side §2).
 * True only when Google is configured and its provider was registered (the discovery document could be read at
 * start-up), so the button never leads to a dead end. Public, no database work.
 */
export const authConfigRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { auth, env } = c.var.deps;
  if (!googleConfigured(env)) return c.json({ google: false });
  const context = await auth.$context;
  return c.json({ google: context.socialProviders.some((p) => p.id === 'google') });
});
