import { Hono } from 'hono';
import {
  EXCEPTION_NOT_FOUND_MESSAGE,
  exceptionCoveredQuerySchema,
  HOLIDAY_NOT_FOUND_MESSAGE,
  type ExceptionCoveredResponse,
  holidayInputSchema,
  scheduleExceptionInputSchema,
  type AdminHoliday,
  type AdminScheduleException,
  type AffectedBooking,
  type ScheduleExceptionsResponse,
} from '../../../shared/schemas/schedule-exceptions';
import { z } from '../../../shared/zod';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate, validateIds } from '../../validation';
import {
  createScheduleException,
  listScheduleExceptions,
  previewScheduleException,
  removeScheduleException,
  setHoliday,
} from './schedule-exceptions.service';

/**
 * Date exceptions under `/api/admin/schedule-exceptions` (docs/decisions/015), scoped to the member's
 * company (401 guest, 403 not a member; another company's exception is 404). Errors `{ error: { code, message } }`,
 * Swedish.
 * - `GET /` → ScheduleExceptionsResponse (exceptions ending today or later, the coming twelve months' holidays).
 * - `GET /covered?staffId=&startDate=&endDate=&kind=&start=&end=` (exceptionCoveredQuerySchema) → 200
 *   ExceptionCoveredResponse: the booked bookings the exception would leave outside its hours (read-only preview);
 *   400 field messages (as saving); 404 unknown member.
 * - `POST /` ScheduleExceptionInput → 201 `{ exception, cancelledBookings }`; 400 field messages; 404 unknown
 *   member; 409 `exception_overlaps`; 409 `exception_covers_bookings` with `error.bookings`.
 * - `DELETE /:id` → 204; 404 'Undantaget finns inte' (also a malformed id).
 */
export const scheduleExceptionRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await listScheduleExceptions(c.var.deps.db, adminCompany(c), c.var.deps.clock());
    return c.json<ScheduleExceptionsResponse>(body);
  })
  .get('/covered', validate('query', exceptionCoveredQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { deps } = c.var;
    const bookings = await previewScheduleException(
      deps.db,
      adminCompany(c),
      c.req.valid('query'),
      deps.clock(),
    );
    return c.json<ExceptionCoveredResponse>({ bookings });
  })
  .post('/', validate('json', scheduleExceptionInputSchema), async (c) => {
    const { deps } = c.var;
    const result = await createScheduleException(deps, adminCompany(c), c.req.valid('json'), deps.clock());
    return c.json<{ exception: AdminScheduleException; cancelledBookings: AffectedBooking[] }>(result, 201);
  })
  .delete('/:id', validateIds({ id: EXCEPTION_NOT_FOUND_MESSAGE }), async (c) => {
    await removeScheduleException(c.var.deps, adminCompany(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

/** `:date` of a holiday route: anything but a `YYYY-MM-DD` is no holiday, 404 like a date that is not one. */
const holidayDate = validate(
  'param',
  z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, HOLIDAY_NOT_FOUND_MESSAGE) }),
  'not_found',
);

/**
 * Public holidays under `/api/admin/holidays`, scoped as above.
 * - `PUT /:date` HolidayInput → `{ holiday, cancelledBookings }`; 400 field messages; 404 not a holiday of the
 *   coming twelve months; 409 `holiday_covered` (an own exception decides the date); 409
 *   `exception_covers_bookings` with `error.bookings`.
 */
export const holidayRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .put('/:date', validate('json', holidayInputSchema), holidayDate, async (c) => {
    const { deps } = c.var;
    const result = await setHoliday(
      deps,
      adminCompany(c),
      c.req.valid('param').date,
      c.req.valid('json'),
      deps.clock(),
    );
    return c.json<{ holiday: AdminHoliday; cancelledBookings: AffectedBooking[] }>(result);
  });
