import { daysBetween, isDateKey } from '../dates';
import { z } from '../zod';
import type { BookingStatus } from './booking';
import { isoDateSchema } from './booking';

/** Longest period a report or its CSV may cover, in days (both ends counted): a year, leap years included. */
export const REPORT_MAX_DAYS = 366;

/** Swedish messages of the reports endpoints. */
export const ADMIN_REPORT_ERRORS = {
  rangeOrder: 'Slutdatumet måste vara samma som eller efter startdatumet',
  rangeTooLong: `Välj en period på högst ${REPORT_MAX_DAYS} dagar`,
  bothDates: 'Ange både från- och till-datum',
} as const;

/**
 * `GET /api/admin/reports?from=&to=` and `GET /api/admin/reports/bookings.csv?from=&to=`: Stockholm dates
 * `YYYY-MM-DD`, both ends included, `to` ≥ `from`, at most REPORT_MAX_DAYS days. Both absent = this Stockholm month
 * (the server's today); one alone is refused.
 */
export const reportPeriodQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: ADMIN_REPORT_ERRORS.bothDates,
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    message: ADMIN_REPORT_ERRORS.rangeOrder,
    path: ['to'],
  })
  // zod runs these after a date's own refinements failed too, so only real dates are measured.
  .refine(
    (q) =>
      !isDateKey(q.from) || !isDateKey(q.to) || q.to < q.from || daysBetween(q.from, q.to) < REPORT_MAX_DAYS,
    {
      message: ADMIN_REPORT_ERRORS.rangeTooLong,
      path: ['to'],
    },
  );

/**
 * The 'Rapporter' period form: both dates required, the same rules as the query. `from`, `to` `YYYY-MM-DD`.
 */
export const reportPeriodFormSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to >= q.from, { message: ADMIN_REPORT_ERRORS.rangeOrder, path: ['to'] })
  .refine(
    (q) =>
      !isDateKey(q.from) || !isDateKey(q.to) || q.to < q.from || daysBetween(q.from, q.to) < REPORT_MAX_DAYS,
    {
      message: ADMIN_REPORT_ERRORS.rangeTooLong,
      path: ['to'],
    },
  );
export type ReportPeriodForm = z.infer<typeof reportPeriodFormSchema>;

/** Bookings of a period by status. */
export type StatusCounts = Record<BookingStatus, number>;

/**
 * `GET /api/admin/reports` (company admins; the admin's company only). Money in kronor. A booking belongs to the
 * period by its Stockholm start date (`from` ≤ date ≤ `to`).
 * - `earned`: sum of the prices of completed bookings; `booked`: of bookings still `booked` (coming, or not yet
 *   marked), neither counting cancelled ones or no-shows.
 * - `earnedPerDay`: every date of the period with its earned kronor (0 on a day without).
 * - `perStaff`: per member with bookings in the period (null name = a booking without a member), display order;
 *   `bookings` = not cancelled, `earned` = completed.
 * - `perService`: per service name as booked, most earned first.
 * - `byStatus`: every booking of the period by status; `noShowRate`: no-shows ÷ (completed + no-shows), 0–1, null
 *   when neither happened.
 * - `customers`: distinct customers with a booking not cancelled in the period; `new` = none before `from` at this
 *   company (cancelled ones not counted), `returning` = the others.
 * - Paying online (docs/decisions/047): `paidOnline` the paid online payments of the period's bookings, `refunded`
 *   what was refunded of them, `dueOnSite` what booked and completed bookings leave to pay in the salon (price less
 *   what stays paid online). A time held for a payment (`pending_payment`) is counted in `byStatus` only.
 */
export interface AdminReport {
  from: string;
  to: string;
  earned: number;
  booked: number;
  earnedPerDay: { date: string; earned: number }[];
  perStaff: { staffId: string | null; name: string | null; bookings: number; earned: number }[];
  perService: { serviceName: string; bookings: number; earned: number }[];
  byStatus: StatusCounts;
  noShowRate: number | null;
  customers: { total: number; new: number; returning: number };
  paidOnline: number;
  refunded: number;
  dueOnSite: number;
}
