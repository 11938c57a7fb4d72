import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { completeDueBookings } from '../../jobs/completions';
import { validate } from '../../validation';

/** `{ advanceMinutes }` (minutes, may be negative, at most a year either way) or `{ now }` (ISO instant with zone). */
const clockBodySchema = z.union([
  z.strictObject({
    advanceMinutes: z
      .number({ error: 'Ange advanceMinutes som ett tal' })
      .int('Ange hela minuter')
      .min(-527_040, 'Högst ett år bakåt')
      .max(527_040, 'Högst ett år framåt'),
  }),
  z.strictObject({
    now: z.iso.datetime({ offset: true, error: 'Ange now som ISO-tid, t.ex. 2026-05-04T10:00:00Z' }),
  }),
]);

/**
 * Test-only time travel: mounted only when `NODE_ENV=test` (elsewhere the path is 404), so a Chromium
 * journey can let time pass in the server process.
 * `POST /api/dev/clock` body `{ advanceMinutes: number }` or `{ now: ISO instant }` -> `{ now: ISO instant,
 * completed: number }`: moves `deps.clock` (offset from real time; it keeps running), then runs one pass of the
 * completion job at the new time and says how many bookings it completed. 400 `invalid_input` for another body.
 */
export const devClockRoutes = new Hono<AppEnv>().post('/', validate('json', clockBodySchema), async (c) => {
  const { deps } = c.var;
  const clock = deps.testClock;
  if (!clock) throw new AppError(404, 'not_found', 'Sidan finns inte');
  const body = c.req.valid('json');
  if ('now' in body) clock.setNow(new Date(body.now));
  else clock.advance(body.advanceMinutes);
  const now = deps.clock();
  const completed = await completeDueBookings(deps, now);
  return c.json<{ now: string; completed: number }>({ now: now.toISOString(), completed });
});
