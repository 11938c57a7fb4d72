import { Hono, type TypedResponse } from 'hono';
import { availabilityQuerySchema, type WeekAvailability } from '../../../shared/schemas/booking';
import { slugParamSchema } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { companyEventStream } from '../../realtime/sse';
import { validate } from '../../validation';
import { loadBookableCompany } from '../../lib/bookable-company';
import { cachedWeekAvailability } from './cached-availability';

/**
 * Availability of a company (customer-side §2 calendar step, docs/design.md §4 slot engine). Reads go through the
 * per-process availability cache, which every published change of the company clears (cached-availability.ts).
 * - `GET /api/companies/:slug/availability?serviceId=<uuid>&week=YYYY-MM-DD[&staffId=<uuid>]` -> `WeekAvailability`
 *   (Monday–Sunday of the week holding `week`, Europe/Stockholm; each slot's `staffIds` lists the members free
 *   then, empty at a company without staff; with `staffId` only that member's times). 400 bad query,
 *   404 unknown company/service, 404 STAFF_NOT_FOUND_MESSAGE (not an active performer of the service),
 *   403 company not open. `?serviceIds=a,b[,c,d]` instead of `serviceId`: a visit of those services back to back
 *   (docs/decisions/046), offered only where one member who performs every one is free for all of it; 400 for
 *   repeats, more than 4, or both/neither of `serviceId` and `serviceIds`.
 * - `GET /api/companies/:slug/events` -> server-sent events: `bookings-changed` whenever the company's bookings,
 *   blocks or hours change; a `ping` comment every 25 s keeps proxies from closing the stream.
 */
export const availabilityRoutes = new Hono<AppEnv>()
  .get(
    '/:slug/availability',
    validate('param', slugParamSchema),
    validate('query', availabilityQuerySchema),
    async (c) => {
      const { serviceIds, week, staffId } = c.req.valid('query');
      const { deps } = c.var;
      const json = await cachedWeekAvailability(
        deps,
        c.req.valid('param').slug,
        serviceIds,
        week,
        deps.clock(),
        staffId,
      );
      const res = c.body(json, 200, {
        'content-type': 'application/json; charset=UTF-8',
        'cache-control': 'no-store',
      });
      // The body is WeekAvailability serialised once and cached; tell the typed client what it holds.
      return res as unknown as TypedResponse<WeekAvailability, 200, 'json'>;
    },
  )
  .get('/:slug/events', validate('param', slugParamSchema), async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    return companyEventStream(c, c.var.deps.bus, company.id);
  });
