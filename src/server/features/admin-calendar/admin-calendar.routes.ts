import { Hono } from 'hono';
import { adminCompany, adminOnly } from '../../auth/admin';
import type { AppEnv } from '../../context';
import { companyEventStream } from '../../realtime/sse';
import { validate } from '../../validation';
import {
  calendarRangeQuerySchema,
  createBlockSchema,
  type AdminCalendar,
  type AdminCalendarBooking,
  type CalendarBlock,
} from '../../../shared/schemas/admin-calendar';
import {
  cancelBooking,
  createBlock,
  getCalendar,
  markNoShow,
  removeBlock,
  restoreBooking,
} from './admin-calendar.service';

/**
 * Admin calendar endpoints under `/api/admin/calendar` (admin-side §2, §4, §7 Calendar). Every one is 401 for
 * guests, 403 for users who administer no company, and scoped to the admin's company (another company's booking
 * or block is 404). Dates `YYYY-MM-DD`, times `HH:MM` Europe/Stockholm, prices in kronor; errors are
 * `{ error: { code, message } }` in Swedish.
 * - `GET /?from=&to=` (≤ 42 days, to ≥ from; else 400) -> `AdminCalendar` `{ company, bookings, blocks }`.
 * - `POST /bookings/:id/cancel` | `/no-show` | `/restore` -> `{ booking: AdminCalendarBooking }`; 404, 409
 *   `wrong_status`, 409 `slot_taken` (restore overlapping a booked booking).
 * - `POST /blocks` body `{ date, startTime, endTime, reason? }` -> 201 `{ block: CalendarBlock }`; 400.
 * - `DELETE /blocks/:id` -> 204; 404.
 * - `GET /events` -> server-sent events `ready`, `bookings-changed` for the admin's company.
 */
export const adminCalendarRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', validate('query', calendarRangeQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json<AdminCalendar>(
      await getCalendar(c.var.deps.db, adminCompany(c), from, to, c.var.deps.clock()),
    );
  })
  .get('/events', (c) => companyEventStream(c, c.var.deps.bus, adminCompany(c).id))
  .post('/bookings/:id/cancel', async (c) => {
    const booking = await cancelBooking(c.var.deps, adminCompany(c), c.req.param('id'), c.var.deps.clock());
    return c.json<{ booking: AdminCalendarBooking }>({ booking });
  })
  .post('/bookings/:id/no-show', async (c) => {
    const booking = await markNoShow(c.var.deps, adminCompany(c), c.req.param('id'), c.var.deps.clock());
    return c.json<{ booking: AdminCalendarBooking }>({ booking });
  })
  .post('/bookings/:id/restore', async (c) => {
    const booking = await restoreBooking(c.var.deps, adminCompany(c), c.req.param('id'), c.var.deps.clock());
    return c.json<{ booking: AdminCalendarBooking }>({ booking });
  })
  .post('/blocks', validate('json', createBlockSchema), async (c) => {
    const block = await createBlock(c.var.deps, adminCompany(c), c.req.valid('json'));
    return c.json<{ block: CalendarBlock }>({ block }, 201);
  })
  .delete('/blocks/:id', async (c) => {
    await removeBlock(c.var.deps, adminCompany(c), c.req.param('id'));
    return c.body(null, 204);
  });
