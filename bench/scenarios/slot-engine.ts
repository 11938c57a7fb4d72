import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { companies, services } from '../../src/server/db/schema';
import { loadAvailabilityInput } from '../../src/server/features/availability/availability.service';
import { computeRangeAvailability } from '../../src/shared/availability';
import { addDays, todayInZone } from '../../src/shared/dates';
import { BUSY_SLUG } from '../dataset';

/**
 * The slot engine alone: a year (365 days from today) of the busy company's availability, computed in-process
 * from input loaded once. Returns the median and worst of `runs` timings in ms, and the bookings it weighed.
 */
export async function measureSlotEngine(db: Database, runs = 30) {
  const [company] = await db.select().from(companies).where(eq(companies.slug, BUSY_SLUG));
  if (!company) throw new Error('the busy company is missing');
  const [service] = await db.select().from(services).where(eq(services.companyId, company.id)).limit(1);
  if (!service) throw new Error('the busy company has no service');
  const from = todayInZone(new Date());
  const input = await loadAvailabilityInput(db, company, service, from, addDays(from, 364), new Date());
  computeRangeAvailability(from, 365, input);
  const timings: number[] = [];
  let offered = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const days = computeRangeAvailability(from, 365, input);
    timings.push(performance.now() - start);
    offered = days.reduce((sum, d) => sum + d.slots.length, 0);
  }
  timings.sort((a, b) => a - b);
  return {
    medianMs: timings[Math.floor(runs / 2)]!,
    maxMs: timings.at(-1)!,
    bookings: input.bookings.length,
    offered,
  };
}
