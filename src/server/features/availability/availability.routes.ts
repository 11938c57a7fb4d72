import { Hono, type Context, type MiddlewareHandler, type TypedResponse } from 'hono';
import { availabilityQuerySchema, type WeekAvailability } from '../../../shared/schemas/booking';
import { slugParamSchema } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { companyEventStream } from '../../realtime/sse';
import { validate } from '../../validation';
import { loadBookableCompany } from '../../lib/bookable-company';
import {
  cachedWeekAvailability,
  heldWeekFor,
  rememberWeekRequest,
  type HeldWeek,
} from './cached-availability';

/** Whether an `If-None-Match` header value names `etag` (weak comparison, RFC 9110 §13.1.2; `*` names any). */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((m) => {
    const tag = m.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * The answer for a held week: 200 with its JSON body, or 304 without a body when the request's `If-None-Match`
 * names its ETag; both with `ETag` and `Cache-Control: no-store`.
 */
function weekResponse(c: Context<AppEnv>, held: HeldWeek): Response {
  if (namesEtag(c.req.header('if-none-match'), held.etag))
    return c.body(null, 304, { etag: held.etag, 'cache-control': 'no-store' });
  return c.body(held.body, 200, {
    'content-type': 'application/json; charset=UTF-8',
    'cache-control': 'no-store',
    etag: held.etag,
  });
}

/**
 * Answers `GET /api/companies/:slug/availability` at once when this exact address was validated and answered before
 * and its week is still held and exact (heldWeekFor), else passes it on to the route below. Mounted in app.ts
 * before the text check and the session (which the same address already passed, and which a public week does not
 * read), so a held week costs no validation, no session lookup and no waiting.
 */
export const serveHeldWeek: MiddlewareHandler<AppEnv> = async (c, next) => {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const held = read ? heldWeekFor(c.var.deps, c.req.url, c.var.deps.clock()) : undefined;
  if (held) return weekResponse(c, held);
  await next();
};

/**
 * Availability of a company (customer-side §2 calendar step, docs/design.md §4 slot engine). Reads go through the
 * per-process availability cache, which every published change of the company clears (cached-availability.ts).
 * - `GET /api/companies/:slug/availability?serviceId=<uuid>&week=YYYY-MM-DD[&staffId=<uuid>]` -> `WeekAvailability`
 *   (Monday–Sunday of the week holding `week`, Europe/Stockholm; each slot's `staffIds` lists the members free
 *   then, empty at a company without staff; with `staffId` only that member's times). 400 bad query,
 *   404 unknown company/service, 404 STAFF_NOT_FOUND_MESSAGE (not an active performer of the service),
 *   403 company not open. `?serviceIds=a,b[,c,d]` instead of `serviceId`: a visit of those services back to back
 *   (docs/decisions/046), offered only where one member who performs every one is free for all of it; 400 for
 *   repeats, more than 4, or both/neither of `serviceId` and `serviceIds`. The body carries a strong `ETag`; a
 *   request whose `If-None-Match` names it gets 304 without a body. `Cache-Control: no-store`.
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
      const { slug } = c.req.valid('param');
      const { deps } = c.var;
      const held = await cachedWeekAvailability(deps, slug, serviceIds, week, deps.clock(), staffId);
      rememberWeekRequest(deps, c.req.url, slug, serviceIds, week, staffId);
      // The body is WeekAvailability serialised once and cached; tell the typed client what it holds.
      return weekResponse(c, held) as unknown as TypedResponse<WeekAvailability, 200, 'json'>;
    },
  )
  .get('/:slug/events', validate('param', slugParamSchema), async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    return companyEventStream(c, c.var.deps.bus, company.id);
  });
