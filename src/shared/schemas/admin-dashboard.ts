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
  /** Who performs it; null at a company without staff. */
  staffName: string | null;
  /** When the booking was made (ISO 8601 instant): 'Senaste bokningarna' is ordered by it. */
  createdAt: string;
}

/**
 * `GET /api/admin/dashboard`. "This month" is the Stockholm calendar month of today; revenue in kronor.
 * - `bookingsThisMonth`: every booking dated this month (any status); `cancelledThisMonth`, `noShowsThisMonth` of those.
 * - `revenueThisMonth`: sum of `servicePrice` of this month's booked and completed bookings.
 * - `activeCustomers`: distinct customers with a non-cancelled booking dated from 90 days ago onwards.
 * - `staffStats`: null at a company without active staff; else `month` (`YYYY-MM`, the Stockholm
 *   month) and per member (active ones, and inactive ones with bookings this month; display order) `bookings`
 *   (non-cancelled, dated this month) and `revenue` (booked and completed, kronor).
 */
export interface AdminDashboard {
  nextBooking: AdminBooking | null;
  stats: {
    bookingsThisMonth: number;
    cancelledThisMonth: number;
    noShowsThisMonth: number;
    revenueThisMonth: number;
    activeCustomers: number;
  };
  latestBookings: AdminBooking[];
  staffStats: { month: string; members: StaffStats[] } | null;
}

/** Days back that make a customer "active" on the dashboard (admin-side §9, the 90-day reading). */
export const ACTIVE_CUSTOMER_DAYS = 90;
/** How many of the most recently made bookings the dashboard lists. */
export const LATEST_BOOKINGS_LIMIT = 10;
