import { Hono } from 'hono';
import { reportPeriodQuerySchema, type AdminReport } from '../../../shared/schemas/admin-reports';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { getBookingsCsv, getReport } from './admin-reports.service';
import { resolvePeriod } from './report-period';

/**
 * 'Rapporter' under `/api/admin/reports`, for the admin's company only (`adminOnly`: 401 guests, 403 others).
 * Query `from`, `to`: Stockholm dates `YYYY-MM-DD`, both included, at most 366 days; both absent = this month.
 * A bad period is 400 `invalid_input` with a Swedish message.
 * - `GET /api/admin/reports` -> `AdminReport` (kronor).
 * - `GET /api/admin/reports/bookings.csv` -> `text/csv; charset=utf-8` attachment `bokningar-<from>-<to>.csv`:
 *   the period's bookings, semicolon-separated, UTF-8 with BOM (bookings-csv.ts).
 */
export const adminReportsRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', validate('query', reportPeriodQuerySchema), async (c) => {
    const { from, to } = resolvePeriod(c.req.valid('query'), c.var.deps.clock());
    c.header('Cache-Control', 'no-store');
    return c.json<AdminReport>(await getReport(c.var.deps.db, adminCompany(c).id, from, to));
  })
  .get('/bookings.csv', validate('query', reportPeriodQuerySchema), async (c) => {
    const { from, to } = resolvePeriod(c.req.valid('query'), c.var.deps.clock());
    const csv = await getBookingsCsv(c.var.deps.db, adminCompany(c).id, from, to);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="bokningar-${from}-${to}.csv"`);
    return c.body(csv);
  });
