import { describe, expect, it } from 'vitest';
import { zonedWallClockToInstant } from '~/shared/dates';
import { completedNoShowable } from './booking-phase';

describe('completedNoShowable', () => {
  const visit = { status: 'completed' as const, startDate: '2026-11-20', startTime: '10:00' };
  const start = zonedWallClockToInstant('2026-11-20', '10:00').getTime();
  const day = 86_400_000;

  it('offers Utebliven for a completed visit up to 7 days after its start', () => {
    expect(completedNoShowable(visit, new Date(start + 2 * 3_600_000))).toBe(true);
    expect(completedNoShowable(visit, new Date(start + 7 * day))).toBe(true);
    expect(completedNoShowable(visit, new Date(start + 7 * day + 60_000))).toBe(false);
  });

  it('is only for completed visits', () => {
    expect(completedNoShowable({ ...visit, status: 'booked' }, new Date(start + day))).toBe(false);
    expect(completedNoShowable({ ...visit, status: 'cancelled' }, new Date(start + day))).toBe(false);
  });
});
