import type { AdminService } from '~/shared/schemas/admin-services';

/** What the services page's summary cards show (admin-side §2: figures say what they count). */
export interface ServicesSummary {
  /** Kronor of booked + completed bookings in the last 30 days, over every service (active or not). */
  revenue: number;
  /** Non-cancelled bookings in the last 30 days, over every service (active or not). */
  bookings: number;
  /** Services customers can book. */
  activeCount: number;
  /** Mean price in kronor of the active services; null when none is active. */
  averageActivePrice: number | null;
}

/**
 * Adds up the loaded services: the 30-day figures over all of them (an inactive service's past bookings happened),
 * the count and the average price over the active ones only (what is on offer).
 */
export function summarizeServices(services: readonly AdminService[]): ServicesSummary {
  const active = services.filter((s) => s.active);
  return {
    revenue: services.reduce((sum, s) => sum + s.revenue, 0),
    bookings: services.reduce((sum, s) => sum + s.bookingsCount, 0),
    activeCount: active.length,
    averageActivePrice: active.length ? active.reduce((sum, s) => sum + s.price, 0) / active.length : null,
  };
}
