import {
  ACTIVE_CUSTOMER_DAYS,
  LATEST_BOOKINGS_LIMIT,
  type AdminDashboard,
} from '../../../shared/schemas/admin-dashboard';
import { addDays, formatHhmm, minutesNowInZone, todayInZone } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { customersWithVisit, monthPeriod, noShowRate, periodTotals, staffFigures } from '../admin-reports';
import { findNextBooking, latestBookings } from './admin-dashboard.queries';

/** The first day (`YYYY-MM-DD`) of the month of `date` and of the month after it. */
export function monthRange(date: string): { from: string; to: string } {
  const { from, to } = monthPeriod(date);
  return { from, to: addDays(to, 1) };
}

/**
 * The admin dashboard of a company (admin-side §2, §7): the next booking not started, this Stockholm month's
 * counts and kronor earned and booked, customers with a visit in the last 90 days, the ten most recently made
 * bookings, and per staff member this month's bookings and earnings (null without staff). Each figure is counted
 * by the module 'Rapporter' uses (admin-reports). `now` is injectable for tests.
 */
export async function getDashboard(db: Database, companyId: string, now: Date): Promise<AdminDashboard> {
  const today = todayInZone(now);
  const month = monthPeriod(today);
  const [totals, activeCustomers, nextBooking, latest, staffStats] = await Promise.all([
    periodTotals(db, companyId, month.from, month.to),
    customersWithVisit(db, companyId, addDays(today, 1 - ACTIVE_CUSTOMER_DAYS), today),
    findNextBooking(db, companyId, today, formatHhmm(minutesNowInZone(now))),
    latestBookings(db, companyId, LATEST_BOOKINGS_LIMIT),
    staffFigures(db, companyId, month.from, month.to),
  ]);
  const { byStatus } = totals;
  return {
    nextBooking,
    stats: {
      bookingsThisMonth: byStatus.booked + byStatus.completed + byStatus.no_show,
      cancelledThisMonth: byStatus.cancelled,
      noShowsThisMonth: byStatus.no_show,
      earnedThisMonth: totals.earned,
      bookedThisMonth: totals.booked,
      noShowRate: noShowRate(byStatus),
      activeCustomers,
    },
    latestBookings: latest,
    // A company is staffed when it has an active member (decision 012); otherwise no per-member figures.
    staffStats: staffStats.some((m) => m.active)
      ? { month: month.from.slice(0, 7), members: staffStats }
      : null,
  };
}
