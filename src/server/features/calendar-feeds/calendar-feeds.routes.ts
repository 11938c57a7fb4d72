import { Hono } from 'hono';
import {
  CALENDAR_FEED_TOKEN_PATTERN,
  calendarFeedScopeSchema,
  type CalendarFeedCreated,
  type CalendarFeedInfo,
} from '../../../shared/schemas/calendar-feeds';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { databaseRateLimit } from '../../security/rate-limit';
import { z } from '../../../shared/zod';
import { validate } from '../../validation';
import { createFeed, feedCalendar, FEED_NOT_FOUND, listFeeds, revokeFeed } from './calendar-feeds.service';

/**
 * The company's calendar subscription addresses under `/api/admin/calendar-feeds` (decision 019),
 * admins of the company only (401 guest, 403 not an admin), scoped to the admin's company.
 * - `GET /` → `{ feeds: CalendarFeedInfo[] }`: the company's, then each staff member's; whether active, never the
 *   secret.
 * - `POST /` `{ staffId?: uuid | null }` → 201 CalendarFeedCreated `{ feed, httpsUrl, webcalUrl }`: a new address
 *   (the old one of that scope stops working at once); 404 'Personen finns inte' for another company's member.
 * - `POST /revoke` `{ staffId?: uuid | null }` → `{ ok: true, revoked: boolean }` (false: there was none); 404
 *   'Personen finns inte' for another company's member.
 */
export const adminCalendarFeedRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<{ feeds: CalendarFeedInfo[] }>({
      feeds: await listFeeds(c.var.deps.db, adminCompany(c).id),
    });
  })
  .post('/', validate('json', calendarFeedScopeSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { staffId } = c.req.valid('json');
    const created = await createFeed(c.var.deps, adminCompany(c).id, staffId, c.var.deps.clock());
    return c.json<CalendarFeedCreated>(created, 201);
  })
  .post('/revoke', validate('json', calendarFeedScopeSchema), async (c) => {
    const { deps } = c.var;
    const revoked = await revokeFeed(deps.db, adminCompany(c).id, c.req.valid('json').staffId, deps.clock());
    return c.json({ ok: true as const, revoked });
  });

/** Feed requests per client address and minute (calendar programs poll every few minutes to hours). */
export const FEED_RATE_LIMIT = 60;
const feedRateLimit = databaseRateLimit('calendar-feed', FEED_RATE_LIMIT, 60_000);

/** `:file` of a feed address, `<token>.ics`; its output is the token. A malformed one is 404 like an unknown one. */
const feedFileSchema = z.object({
  file: z
    .string()
    .refine(
      (file) => file.endsWith('.ics') && CALENDAR_FEED_TOKEN_PATTERN.test(file.slice(0, -4)),
      FEED_NOT_FOUND,
    )
    .transform((file) => file.slice(0, -4)),
});

/**
 * `GET /calendar/<token>.ics`: the public, secret subscription address; no session (the token is the
 * credential and is never logged: errors log the path with the token masked). 200 `text/calendar` with `ETag` and
 * `Cache-Control: private, no-cache` (a calendar asks again with `If-None-Match` and gets 304 while nothing
 * changed); 404 FEED_NOT_FOUND for a malformed, unknown or revoked token; 429 `rate_limited` past FEED_RATE_LIMIT a
 * minute from one address.
 */
export const publicCalendarFeedRoutes = new Hono<AppEnv>().get(
  '/:file',
  feedRateLimit,
  validate('param', feedFileSchema, 'not_found'),
  async (c) => {
    const { file: token } = c.req.valid('param');
    const { body, etag } = await feedCalendar(c.var.deps.db, token, c.var.deps.clock());
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    c.header('Referrer-Policy', 'no-referrer');
    const match = c.req.header('If-None-Match');
    if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304);
    }
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="tidvis.ics"',
    });
  },
);
