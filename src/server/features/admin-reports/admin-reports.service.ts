import type { AdminReport } from '../../../shared/schemas/admin-reports';
import type { Database } from '../../db/client';
import { bookingsCsv } from './bookings-csv';
import { fillDays, noShowRate } from './report-period';
import {
  customerFigures,
  earnedByDay,
  paymentFigures,
  periodBookings,
  periodTotals,
  serviceFigures,
  staffFigures,
} from './report-figures.queries';

/**
 * The report of a company for the Stockholm dates `from`–`to` (both included, already validated: at most
 * REPORT_MAX_DAYS): see `AdminReport` for what each figure counts. Kronor.
 */
export async function getReport(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<AdminReport> {
  const [totals, days, members, services, customers, paid] = await Promise.all([
    periodTotals(db, companyId, from, to),
    earnedByDay(db, companyId, from, to),
    staffFigures(db, companyId, from, to),
    serviceFigures(db, companyId, from, to),
    customerFigures(db, companyId, from, to),
    paymentFigures(db, companyId, from, to),
  ]);
  const perStaff: AdminReport['perStaff'] = members
    .filter((m) => m.bookings > 0 || m.revenue > 0)
    .map((m) => ({ staffId: m.staffId, name: m.name, bookings: m.bookings, earned: m.revenue }));
  // What no member performs (a company without staff, or bookings made before it had any) is its own row.
  const { byStatus } = totals;
  const unassignedBookings =
    byStatus.booked +
    byStatus.completed +
    byStatus.no_show +
    byStatus.pending_payment -
    perStaff.reduce((n, m) => n + m.bookings, 0);
  const unassignedEarned = totals.earned - perStaff.reduce((n, m) => n + m.earned, 0);
  if (unassignedBookings > 0 || unassignedEarned > 0)
    perStaff.push({ staffId: null, name: null, bookings: unassignedBookings, earned: unassignedEarned });
  return {
    from,
    to,
    earned: totals.earned,
    booked: totals.booked,
    earnedPerDay: fillDays(from, to, days),
    perStaff,
    perService: services,
    byStatus,
    noShowRate: noShowRate(byStatus),
    customers,
    ...paid,
  };
}

/** The CSV export of the company's bookings dated `from`–`to` (any status), text with BOM (bookings-csv.ts). */
export async function getBookingsCsv(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<string> {
  return bookingsCsv(await periodBookings(db, companyId, from, to));
}
