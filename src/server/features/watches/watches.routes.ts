import { Hono } from 'hono';
import { createWatchSchema, watchParamSchema, type Watch } from '../../../shared/schemas/watches';
import { requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { createWatch, getWatches, removeWatch } from './watches.service';

/**
 * A customer's watches ('Bevakningar', docs/decisions/044) under `/api/me/watches`, signed-in only (401 for
 * guests). Dates `YYYY-MM-DD` and times `HH:MM`, Stockholm.
 * - `POST /watches` body `{ companyId, serviceIds, staffId?, fromDate, toDate, fromTime?, toTime? }` -> 201
 *   `{ watch: Watch }`; 400 `invalid_input`, 404 `not_found`, 403 `company_not_open`, 409 `too_many_watches`
 *   (see createWatch).
 * - `GET /watches` -> `{ watches: Watch[] }`, the active ones, soonest first.
 * - `DELETE /watches/:id` -> 204; 404 `not_found` for an unknown, malformed or someone else's id.
 */
export const watchesRoutes = new Hono<AppEnv>()
  .get('/watches', signedIn, async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = requireUser(c);
    return c.json<{ watches: Watch[] }>({
      watches: await getWatches(c.var.deps.db, user.id, c.var.deps.clock()),
    });
  })
  .post('/watches', signedIn, validate('json', createWatchSchema), async (c) => {
    const watch = await createWatch(c.var.deps, requireUser(c), c.req.valid('json'), c.var.deps.clock());
    return c.json<{ watch: Watch }>({ watch }, 201);
  })
  .delete('/watches/:id', signedIn, validate('param', watchParamSchema, 'not_found'), async (c) => {
    await removeWatch(c.var.deps.db, requireUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
