import { Hono } from 'hono';
import type { AdminDashboard } from '../../../shared/schemas/admin-dashboard';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { getDashboard } from './admin-dashboard.service';

/**
 * Admin dashboard endpoints under `/api/admin/dashboard` (admin-side §2, §7); scoped to the admin's company.
 * - `GET /api/admin/dashboard` -> `AdminDashboard` `{ nextBooking, stats: { bookingsThisMonth, cancelledThisMonth,
 *   noShowsThisMonth, earnedThisMonth, bookedThisMonth (kr), noShowRate, activeCustomers }, latestBookings (10) }`; dates `YYYY-MM-DD`, times
 *   `HH:MM` Europe/Stockholm. 401 `unauthorized` for guests, 403 `forbidden` for non-admins.
 */
export const adminDashboardRoutes = new Hono<AppEnv>().use(adminOnly).get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json<AdminDashboard>(await getDashboard(c.var.deps.db, adminCompany(c).id, c.var.deps.clock()));
});
