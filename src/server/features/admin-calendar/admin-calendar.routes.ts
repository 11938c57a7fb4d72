import { Hono } from 'hono';
import { adminCompany, adminOnly, memberOnly, staffScope } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { companyEventStream } from '../../realtime/sse';
import { validate, validateIds } from '../../validation';
import {
  ADMIN_CALENDAR_ERRORS,
  blockPeriodQuerySchema,
  calendarRangeQuerySchema,
  createBlockSchema,
  createCalendarBookingSchema,
  moveCalendarBookingSchema,
  slotCheckSchema,
  type AdminCalendar,
  type AdminCalendarBooking,
  type AdminCalendarBookingRef,
  type CalendarBlock,
  type CoveredBooking,
  type CoveredBookings,
  type SlotCheck,
} from '../../../shared/schemas/admin-calendar';
import {
  cancelBooking,
  getCalendar,
  locateBooking,
  markNoShow,
  removeBlock,
  restoreBooking,
} from './admin-calendar.service';
import { createBlock, listCoveredBookings } from './blocks.service';
import { checkAdminBooking, createAdminBooking, moveAdminBooking } from './admin-bookings.service';

/** `:id` of a booking route: a malformed id is 404 like an unknown one. */
const bookingId = validateIds({ id: ADMIN_CALENDAR_ERRORS.bookingNotFound });
/** `:id` of a block route: a malformed id is 404 like an unknown one. */
const blockId = validateIds({ id: ADMIN_CALENDAR_ERRORS.blockNotFound });

/**
 * Admin calendar endpoints under `/api/admin/calendar` (admin-side §2, §4, §7 Calendar). Every one is 401 for
 * guests, 403 for users who are no company's member, and scoped to the member's company (another company's booking
 * or block is 404). A staff account (docs/decisions/035) may use `GET /`, `GET /events`, `GET /bookings/:id` and
 * `/no-show` and `/restore`, scoped to its own staff member (another member's booking is 404); every other
 * endpoint is 403 for it, before the input is read. Dates `YYYY-MM-DD`, times `HH:MM` Europe/Stockholm, prices in kronor; errors are
 * `{ error: { code, message } }` in Swedish.
 * - `GET /?from=&to=` (≤ 42 days, to ≥ from; else 400) -> `AdminCalendar` `{ company, bookings, blocks, staff,
 *   absences, watchCounts }` (watchCounts: per date, how many active watches cover it; counts only).
 * - `GET /bookings/:id` -> `{ booking: AdminCalendarBookingRef }` `{ id, startDate }` (the deep link
 *   `/admin/calendar?booking=<id>`); 404 for unknown, malformed or another company's id.
 * - `POST /bookings/:id/cancel` | `/no-show` | `/restore` -> `{ booking: AdminCalendarBooking }`; 404, 409
 *   `wrong_status`, 409 `slot_taken` (restore overlapping a booked booking).
 * - `GET /blocks/covered?date=&startTime=&endTime=` -> `{ bookings: CoveredBooking[] }`, the booked bookings
 *   such a block would cover; 400.
 * - `POST /blocks` body `{ date, startTime, endTime, reason?, coveredBookings?: 'keep' | 'cancel' }` -> 201
 *   `{ block: CalendarBlock, cancelledBookings: CoveredBooking[] }`; 400 (also `block_in_past`: it has ended),
 *   409 `block_covers_bookings` with `error.bookings` when it covers bookings and no choice was sent.
 * - `DELETE /blocks/:id` -> 204; 404.
 * - `POST /bookings` body `{ customerId } | { customer: { name, phone?, email? } }, serviceId, staffId?, date,
 *   startTime, notes?, override? }` ('Ny bokning') -> 201 `{ booking: AdminCalendarBooking }`; 400, 404 (service,
 *   customer, staff member), 409 with the refusal's code (`slot_clash`, `slot_outside_staff_hours`, ...) and
 *   `error.reasons`/`overridable`/`suggestions`, 409 `slot_no_longer_available` (the database refused the time).
 * - `GET /bookings/check?serviceId=&staffId=&date=&startTime=` -> 200 SlotCheck (free, or why not,
 *   whether 'Boka ändå' may book it, the nearest free starts); 400, 404 (service, staff member).
 * - `POST /bookings/:id/move` body `{ date, startTime, staffId?, notifyCustomer? }` ('Flytta'; notifyCustomer
 *   false: no 'Ändrad bokning' to the customer) -> `{ booking }`; 404, 409
 *   `not_movable` (not booked or started), 409 `slot_no_longer_available`.
 * - `GET /events` -> server-sent events `ready`, `bookings-changed` for the admin's company.
 */
export const adminCalendarRoutes = new Hono<AppEnv>()
  .use(memberOnly)
  .get('/', validate('query', calendarRangeQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json<AdminCalendar>(
      await getCalendar(c.var.deps.db, adminCompany(c), from, to, c.var.deps.clock(), staffScope(c)),
    );
  })
  .get('/events', (c) => companyEventStream(c, c.var.deps.bus, adminCompany(c).id))
  .get('/bookings/check', adminOnly, validate('query', slotCheckSchema), async (c) => {
    const check = await checkAdminBooking(
      c.var.deps,
      adminCompany(c),
      c.req.valid('query'),
      c.var.deps.clock(),
    );
    c.header('Cache-Control', 'no-store');
    return c.json<SlotCheck>(check);
  })
  .get('/bookings/:id', bookingId, async (c) => {
    const booking = await locateBooking(
      c.var.deps.db,
      adminCompany(c),
      c.req.valid('param').id,
      staffScope(c),
    );
    c.header('Cache-Control', 'no-store');
    return c.json<{ booking: AdminCalendarBookingRef }>({ booking });
  })
  .post('/bookings', adminOnly, validate('json', createCalendarBookingSchema), async (c) => {
    const booking = await createAdminBooking(
      c.var.deps,
      adminCompany(c),
      c.req.valid('json'),
      c.var.deps.clock(),
    );
    return c.json<{ booking: AdminCalendarBooking }>({ booking }, 201);
  })
  .post(
    '/bookings/:id/move',
    adminOnly,
    validate('json', moveCalendarBookingSchema),
    bookingId,
    async (c) => {
      const booking = await moveAdminBooking(
        c.var.deps,
        adminCompany(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.deps.clock(),
      );
      return c.json<{ booking: AdminCalendarBooking }>({ booking });
    },
  )
  .post('/bookings/:id/cancel', adminOnly, bookingId, async (c) => {
    const booking = await cancelBooking(
      c.var.deps,
      adminCompany(c),
      c.req.valid('param').id,
      c.var.deps.clock(),
    );
    return c.json<{ booking: AdminCalendarBooking }>({ booking });
  })
  .post('/bookings/:id/no-show', bookingId, async (c) => {
    const booking = await markNoShow(
      c.var.deps,
      adminCompany(c),
      c.req.valid('param').id,
      c.var.deps.clock(),
      staffScope(c),
    );
    return c.json<{ booking: AdminCalendarBooking }>({ booking });
  })
  .post('/bookings/:id/restore', bookingId, async (c) => {
    const booking = await restoreBooking(
      c.var.deps,
      adminCompany(c),
      c.req.valid('param').id,
      c.var.deps.clock(),
      staffScope(c),
    );
    return c.json<{ booking: AdminCalendarBooking }>({ booking });
  })
  .get('/blocks/covered', adminOnly, validate('query', blockPeriodQuerySchema), async (c) => {
    const bookings = await listCoveredBookings(
      c.var.deps.db,
      adminCompany(c),
      c.req.valid('query'),
      c.var.deps.clock(),
    );
    c.header('Cache-Control', 'no-store');
    return c.json<CoveredBookings>({ bookings });
  })
  .post('/blocks', adminOnly, validate('json', createBlockSchema), async (c) => {
    const created = await createBlock(c.var.deps, adminCompany(c), c.req.valid('json'), c.var.deps.clock());
    return c.json<{ block: CalendarBlock; cancelledBookings: CoveredBooking[] }>(created, 201);
  })
  .delete('/blocks/:id', adminOnly, blockId, async (c) => {
    await removeBlock(c.var.deps, adminCompany(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
