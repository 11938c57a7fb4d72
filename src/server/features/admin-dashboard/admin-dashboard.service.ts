import {
  ACTIVE_CUSTOMER_DAYS,
  LATEST_BOOKINGS_LIMIT,
  type AdminDashboard,
} from '../../../shared/schemas/admin-dashboard';
import { addDays, formatHhmm, minutesNowInZone, todayInZone } from '../../../shared/dates';
import type { Database } from '../../db/client';
import {
  countActiveCustomers,
  findNextBooking,
  latestBookings,
  monthTotals,
  staffMonthStats,
} from './admin-dashboard.queries';

/** The first day (`YYYY-MM-DD`) of the month of `date` and of the month after it. */
export function monthRange(date: string): { from: string; to: string } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(month)}-01`, to: `${next.year}-${pad(next.month)}-01` };
}

/**
 * The admin dashboard of a company (admin-side §2, §7): the next booking, this Stockholm month's counts and
 * revenue (kronor), active customers (non-cancelled booking within the last 90 days or later) and the ten most
 * recently made bookings, and per staff member this month's bookings and revenue (null without
 * staff). `now` is injectable for tests.
 */
export async function getDashboard(db: Database, companyId: string, now: Date): Promise<AdminDashboard> {
  const today = todayInZone(now);
  const { from, to } = monthRange(today);
  const [totals, activeCustomers, nextBooking, latest, staffStats] = await Promise.all([
    monthTotals(db, companyId, from, to),
    countActiveCustomers(db, companyId, addDays(today, -ACTIVE_CUSTOMER_DAYS)),
    findNextBooking(db, companyId, today, formatHhmm(minutesNowInZone(now))),
    latestBookings(db, companyId, LATEST_BOOKINGS_LIMIT),
    staffMonthStats(db, companyId, from, to),
  ]);
  return {
    nextBooking,
    stats: {
      bookingsThisMonth: totals.total,
      cancelledThisMonth: totals.cancelled,
      noShowsThisMonth: totals.noShows,
      revenueThisMonth: totals.revenue,
      activeCustomers,
    },
    latestBookings: latest,
    // A company is staffed when it has an active member (decision 012); otherwise no per-member figures.
    staffStats: staffStats.some((m) => m.active) ? { month: from.slice(0, 7), members: staffStats } : null,
  };
}
