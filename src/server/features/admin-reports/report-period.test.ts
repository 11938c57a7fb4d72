import { describe, expect, it } from 'vitest';
import { reportPeriodQuerySchema } from '../../../shared/schemas/admin-reports';
import { fillDays, monthPeriod, noShowRate, resolvePeriod } from './report-period';

describe('report periods', () => {
  it('a month runs from its first to its last date, leap years and new year included', () => {
    expect(monthPeriod('2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthPeriod('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('no period asked: the Stockholm month of now (00:30 on 1 April in Stockholm is still 31 March in UTC)', () => {
    expect(resolvePeriod({}, new Date('2026-03-31T22:30:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(resolvePeriod({ from: '2026-01-05', to: '2026-01-06' }, new Date())).toEqual({
      from: '2026-01-05',
      to: '2026-01-06',
    });
  });

  it('the period query: both or neither date, in order, at most 366 days', () => {
    const ok = (q: Record<string, string>) => reportPeriodQuerySchema.safeParse(q).success;
    expect(ok({})).toBe(true);
    expect(ok({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(ok({ from: '2028-01-01', to: '2028-12-31' })).toBe(true); // 366 days
    expect(ok({ from: '2026-01-01', to: '2027-01-01' })).toBe(true); // 366 days
    expect(ok({ from: '2026-01-01', to: '2027-01-02' })).toBe(false);
    expect(ok({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(ok({ to: '2026-03-01' })).toBe(false);
    expect(ok({ from: '2026-02-29', to: '2026-03-01' })).toBe(false);
  });

  it('every date of the period, 0 where nothing was earned, over a DST change', () => {
    expect(fillDays('2026-03-28', '2026-03-30', [{ date: '2026-03-29', earned: 450 }])).toEqual([
      { date: '2026-03-28', earned: 0 },
      { date: '2026-03-29', earned: 450 },
      { date: '2026-03-30', earned: 0 },
    ]);
  });

  it('no-show rate: of the visits that were due, none when nothing was due', () => {
    expect(noShowRate({ booked: 5, completed: 3, cancelled: 4, no_show: 1, pending_payment: 2 })).toBe(0.25);
    expect(noShowRate({ booked: 5, completed: 0, cancelled: 4, no_show: 0, pending_payment: 1 })).toBeNull();
  });
});
