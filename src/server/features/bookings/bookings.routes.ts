import { Hono, type MiddlewareHandler } from 'hono';
import {
  bookingIdParamSchema,
  bookingSlotsQuerySchema,
  createBookingSchema,
  rescheduleBookingSchema,
  type BookingSlots,
  type CreatedBooking,
  type CustomerBooking,
  type MyBookings,
} from '../../../shared/schemas/booking';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/guards';
import { validate } from '../../validation';
import {
  cancelMyBooking,
  createBooking,
  getMyBooking,
  listMyBookings,
  myBookingIcs,
} from './bookings.service';
import { listRescheduleSlots, rescheduleMyBooking } from './reschedule.service';

/** Every booking endpoint needs a signed-in user with a verified e-mail: 401 `unauthorized` before anything else. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** `:id` of a booking route: a malformed id is 404 'Bokningen kunde inte hittas' like an unknown one. */
const bookingId = validate('param', bookingIdParamSchema, 'not_found');

/**
 * Customer booking endpoints (customer-side §4–§5, §7; docs/design.md §4). All answer JSON; errors are
 * `{ error: { code, message } }` with Swedish messages; every endpoint is 401 `unauthorized` for guests.
 * - `POST /api/bookings` body `{ companyId, serviceId, date: 'YYYY-MM-DD', startTime: 'HH:MM', notes?, phone?,
 *   staffId? }` (staffId null/absent = 'Valfri personal') -> 201 `{ booking: CustomerBooking }`; for a service paid
 *   online (docs/decisions/047) 201 `{ booking: { status: 'pending_payment', … }, payment: { url, expiresAt } }`
 *   (the time is held until `expiresAt`, ISO instant).
 *   400 `invalid_input` / `http_error` (malformed body), 404 `not_found` (company, service, staff member), 403 `company_not_open`, 409 `slot_no_longer_available`, 409 `daily_limit`,
 *   409 `customer_conflict`, 503 `payment_provider_unavailable` (the checkout could not be opened; the hold is released).
 * - `GET /api/bookings/mine` -> `{ upcoming, previous, recent }` (CustomerBooking[] each; see listMyBookings).
 * - `GET /api/bookings/:id` -> `{ booking: CustomerBooking }`; 404 `not_found` unless it is the user's.
 * - `POST /api/bookings/:id/cancel` -> `{ booking: CustomerBooking }` (status 'cancelled'); 404 `not_found`
 *   unless it is the user's, 409 `not_cancellable` when it is not booked any more or has started. A booking paid
 *   online is refunded by the policy (before the deadline); a held one ('pending_payment') is released.
 * - `GET /api/bookings/:id/slots?date=YYYY-MM-DD[&staffId=<uuid>|any]` -> `BookingSlots` (`HH:MM` starts it may
 *   move to; staffId absent = the booking's member, 'any' = 'Valfri'; see listRescheduleSlots). 400
 *   `invalid_input` (date), 404 `not_found` (also a staff member not performing the service), 409 `not_editable`.
 * - `PATCH /api/bookings/:id` body `{ date: 'YYYY-MM-DD', startTime: 'HH:MM', staffId? }` (staffId absent = keep
 *   the member, null = 'Valfri') -> `{ booking: CustomerBooking }` (moved; see rescheduleMyBooking). 400 `invalid_input`, 404 `not_found`, 409 `not_editable`,
 *   409 `slot_no_longer_available`, 409 `daily_limit`.
 * Times are `HH:MM` and dates `YYYY-MM-DD` in Europe/Stockholm; prices in kronor.
 */
export const bookingsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .post('/', validate('json', createBookingSchema), async (c) => {
    const created = await createBooking(c.var.deps, requireUser(c), c.req.valid('json'), c.var.deps.clock());
    return c.json<CreatedBooking>(created, 201);
  })
  .get('/mine', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<MyBookings>(await listMyBookings(c.var.deps.db, requireUser(c), c.var.deps.clock()));
  })
  .get('/:id', bookingId, async (c) => {
    c.header('Cache-Control', 'no-store');
    const booking = await getMyBooking(c.var.deps.db, requireUser(c), c.req.valid('param').id);
    return c.json<{ booking: CustomerBooking }>({ booking });
  })
  .get('/:id/calendar.ics', bookingId, async (c) => {
    const ics = await myBookingIcs(c.var.deps.db, c.var.deps.env, requireUser(c), c.req.valid('param').id);
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="bokning.ics"',
      'Cache-Control': 'no-store',
    });
  })
  .post('/:id/cancel', bookingId, async (c) => {
    const booking = await cancelMyBooking(
      c.var.deps,
      requireUser(c),
      c.req.valid('param').id,
      c.var.deps.clock(),
    );
    return c.json<{ booking: CustomerBooking }>({ booking });
  })
  .get('/:id/slots', validate('query', bookingSlotsQuerySchema), bookingId, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { date, staffId } = c.req.valid('query');
    const { deps } = c.var;
    const user = requireUser(c);
    const slots = await listRescheduleSlots(
      deps.db,
      user,
      c.req.valid('param').id,
      date,
      deps.clock(),
      staffId,
    );
    return c.json<BookingSlots>(slots);
  })
  .patch('/:id', validate('json', rescheduleBookingSchema), bookingId, async (c) => {
    const { deps } = c.var;
    const user = requireUser(c);
    const booking = await rescheduleMyBooking(
      deps,
      user,
      c.req.valid('param').id,
      c.req.valid('json'),
      deps.clock(),
    );
    return c.json<{ booking: CustomerBooking }>({ booking });
  });
