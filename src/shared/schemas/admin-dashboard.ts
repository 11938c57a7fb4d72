import type { BookingStatus } from './booking';
import type { StaffStats } from './staff';

/**
 * A booking as the company admin sees it in lists (admin-side §7 Dashboard). `startDate` `YYYY-MM-DD`,
 * `startTime`/`endTime` `HH:MM` Europe/Stockholm, `servicePrice` in kronor (null when the service had no price).
 */
export interface AdminBooking {
  id: string;
  serviceName: string;
  customerId: string;
  customerName: string;
  startDate: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  servicePrice: number | null;
  /** The price is the lowest ('från'): the salon sets the final one at the visit (decision 043). */
  servicePriceFrom: boolean;
  /** Who performs it; null at a company without staff. */
  staffName: string | null;
  /** When the booking was made (ISO 8601 instant): 'Senaste bokningarna' is ordered by it. */
  createdAt: string;
}

/**
 * `GET /api/admin/dashboard`. "This month" is the Stockholm calendar month of today; money in kronor. The figures
 * come from the module 'Rapporter' uses (server/features/admin-reports), so both count alike.
 * - `bookingsThisMonth`: bookings dated this month that are not cancelled (coming, completed, no-shows);
 *   `cancelledThisMonth`, `noShowsThisMonth`: cancelled and no-show ones dated this month.
 * - `earnedThisMonth`: prices of this month's completed bookings; `bookedThisMonth`: of this month's bookings still
 *   `booked` (coming). Cancelled bookings and no-shows count in neither.
 * - `noShowRate`: no-shows ÷ (completed + no-shows) this month, 0–1; null when neither happened.
 * - `activeCustomers`: distinct customers with a visit (a completed booking) dated in the last 90 days up to
 *   today; a future booking is not a visit.
 * - `nextBooking`: the first `booked` booking that has not started yet.
 * - `staffStats`: null at a company without active staff; else `month` (`YYYY-MM`, the Stockholm
 *   month) and per member (active ones, and inactive ones with bookings this month; display order) `bookings`
 *   (not cancelled, dated this month) and `revenue` (earned: completed, kronor).
 */
export interface AdminDashboard {
  nextBooking: AdminBooking | null;
  stats: {
    bookingsThisMonth: number;
    cancelledThisMonth: number;
    noShowsThisMonth: number;
    earnedThisMonth: number;
    bookedThisMonth: number;
    noShowRate: number | null;
    activeCustomers: number;
  };
  latestBookings: AdminBooking[];
  staffStats: { month: string; members: StaffStats[] } | null;
}

/** Days back that make a customer "active" on the dashboard (admin-side §9, the 90-day reading). */
export const ACTIVE_CUSTOMER_DAYS = 90;
/** How many of the most recently made bookings the dashboard lists. */
export const LATEST_BOOKINGS_LIMIT = 10;
