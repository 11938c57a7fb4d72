import type { PublicService } from '~/shared/schemas/company';
import type { WeekAvailability } from '~/shared/schemas/booking';

/**
 * A visit of one or more services booked back to back, in the chosen order (customer-side §2, docs/decisions/046): its
 * name ('Damklippning + Färgning'), summed price (kronor; 'från' when any service's price is a från-price) and the
 * summed durations (minutes).
 */
export function visitSummary(services: readonly PublicService[]): {
  name: string;
  price: number;
  priceFrom: boolean;
  durationMinutes: number;
} {
  return {
    name: services.map((s) => s.name).join(' + '),
    price: services.reduce((sum, s) => sum + s.price, 0),
    priceFrom: services.some((s) => s.priceFrom),
    durationMinutes: services.reduce((sum, s) => sum + s.durationMinutes, 0),
  };
}

/**
 * The visit's time in minutes as customers are shown it: the services' durations plus the buffers between them.
 * The buffers are the company's own data, not in the public service list, so the length is the server's
 * (`visitMinutes` of the visit's week of availability, visitShape), in a week with free starts or without; until
 * that week has loaded, and for one service, it is the summed durations.
 */
export function visitMinutes(
  services: readonly PublicService[],
  week?: Pick<WeekAvailability, 'visitMinutes'>,
): number {
  const summed = visitSummary(services).durationMinutes;
  if (services.length < 2 || !week) return summed;
  return Math.max(summed, week.visitMinutes);
}
