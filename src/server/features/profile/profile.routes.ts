import { Hono } from 'hono';
import {
  preferencesSchema,
  profileUpdateSchema,
  type HistoryEntry,
  type Profile,
} from '../../../shared/schemas/profile';
import { requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { getHistory, getProfile, updatePreferences, updateProfile } from './profile.service';

/**
 * The signed-in customer's profile, mounted on `/api/me` (customer-side §2 'Profile', §3, §5, §7). Every endpoint
 * is 401 `unauthorized` for guests; bad bodies are 400 `invalid_input` with the schema's Swedish message.
 * - `GET /api/me/profile` -> `{ profile: Profile }`.
 * - `PATCH /api/me/profile` body `{ firstName, lastName?, phone?, age?, gender? }` -> `{ profile }`
 *   (trimmed, empty = null; age whole years 1–120; gender unspecified|male|female|other).
 * - `PATCH /api/me/preferences` body `{ emailNotifications, smsNotifications }` (booleans) -> `{ profile }`.
 * - `GET /api/me/history` -> `{ history: HistoryEntry[] }`, at most 20, latest appointment first.
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/profile', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json<{ profile: Profile }>({ profile: await getProfile(c.var.deps.db, user) });
  })
  .patch('/profile', signedIn, validate('json', profileUpdateSchema), async (c) => {
    const profile = await updateProfile(c.var.deps.db, requireUser(c), c.req.valid('json'));
    return c.json<{ profile: Profile }>({ profile });
  })
  .patch('/preferences', signedIn, validate('json', preferencesSchema), async (c) => {
    const profile = await updatePreferences(c.var.deps.db, requireUser(c), c.req.valid('json'));
    return c.json<{ profile: Profile }>({ profile });
  })
  .get('/history', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json<{ history: HistoryEntry[] }>({ history: await getHistory(c.var.deps.db, user) });
  });
