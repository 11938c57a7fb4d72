import { Hono } from 'hono';
import { computeWeekAvailability } from '../../../shared/availability';
import { addDays, isoWeekNumber, weekStart } from '../../../shared/dates';
import { availabilityQuerySchema, type WeekAvailability } from '../../../shared/schemas/booking';
import { slugParamSchema } from '../../../shared/schemas/company';
import type { AppEnv } from '../../context';
import { companyEventStream } from '../../realtime/sse';
import { validate } from '../../validation';
import { loadBookableCompany } from '../companies/companies.service';
import { loadActiveService, loadAvailabilityInput } from './availability.service';

/**
 * Availability of a company (customer-side §2 calendar step, DESIGN §4 slot engine).
 * - `GET /api/companies/:slug/availability?serviceId=<uuid>&week=YYYY-MM-DD` -> `WeekAvailability`
 *   (Monday–Sunday of the week holding `week`, Europe/Stockholm). 400 bad query, 404 unknown company/service,
 *   403 company not open.
 * - `GET /api/companies/:slug/events` -> server-sent events: `bookings-changed` whenever the company's bookings,
 *   blocks or hours change; a `ping` comment every 25 s keeps proxies from closing the stream.
 */
export const availabilityRoutes = new Hono<AppEnv>()
  .get('/:slug/availability', validate('param', slugParamSchema), validate('query', availabilityQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { serviceId, week } = c.req.valid('query');
    const company = await loadBookableCompany(db, c.req.valid('param').slug);
    const service = await loadActiveService(db, company.id, serviceId);
    const monday = weekStart(week);
    const input = await loadAvailabilityInput(db, company, service, monday, addDays(monday, 6), new Date());
    const days = computeWeekAvailability(monday, input).map(({ date, status, slots }) => ({ date, status, slots }));
    c.header('Cache-Control', 'no-store');
    return c.json<WeekAvailability>({ weekStart: monday, weekNumber: isoWeekNumber(monday), days });
  })
  .get('/:slug/events', validate('param', slugParamSchema), async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    return companyEventStream(c, c.var.deps.bus, company.id);
  });
