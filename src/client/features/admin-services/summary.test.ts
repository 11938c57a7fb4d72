import { describe, expect, it } from 'vitest';
import type { AdminService } from '~/shared/schemas/admin-services';
import { summarizeServices } from './summary';

const service = (over: Partial<AdminService>): AdminService => ({
  id: crypto.randomUUID(),
  name: 'Tjänst',
  description: null,
  price: 100,
  durationMinutes: 60,
  bufferMinutes: null,
  processingAfterMinutes: null,
  processingMinutes: null,
  category: null,
  priceFrom: false,
  payment: { mode: 'on_site', depositKind: null, depositValue: null },
  active: true,
  displayOrder: 0,
  bookingsCount: 0,
  upcomingCount: 0,
  revenue: 0,
  popularityTrend: 'neutral',
  ...over,
});

describe('summarizeServices', () => {
  it('counts and averages the active services only, and adds up the 30-day figures of all', () => {
    const summary = summarizeServices([
      service({ price: 300, bookingsCount: 2, revenue: 600 }),
      service({ price: 500, bookingsCount: 1, revenue: 500 }),
      service({ price: 2000, active: false, bookingsCount: 4, revenue: 8000 }),
    ]);
    expect(summary).toEqual({ revenue: 9100, bookings: 7, activeCount: 2, averageActivePrice: 400 });
  });

  it('has no average when no service is active', () => {
    expect(summarizeServices([service({ active: false })])).toMatchObject({
      activeCount: 0,
      averageActivePrice: null,
    });
    expect(summarizeServices([])).toMatchObject({ activeCount: 0, averageActivePrice: null });
  });
});
