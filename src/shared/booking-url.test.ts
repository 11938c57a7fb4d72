import { describe, expect, it } from 'vitest';
import {
  bookingHref,
  bookingUrlSearch,
  endTimeOf,
  isUrlDate,
  isUrlTime,
  parseBookingUrl,
  parseServiceIds,
} from './booking-url';

const parse = (query: string) => parseBookingUrl(new URLSearchParams(query));
const none = {
  serviceId: null,
  serviceIds: [] as string[],
  staffId: null,
  week: null,
  date: null,
  time: null,
  bookingId: null,
};

describe('parseBookingUrl', () => {
  it('reads no parameters as the service step', () => {
    expect(parse('')).toEqual({ step: 'service', ...none });
    expect(parse('?tjanst=')).toEqual({ step: 'service', ...none });
  });

  it('reads tjanst (with personal and vecka) as the time step', () => {
    expect(parse('?tjanst=s1')).toEqual({ step: 'calendar', ...none, serviceId: 's1', serviceIds: ['s1'] });
    expect(parse('?tjanst=s1&personal=m1&vecka=2026-12-07')).toEqual({
      step: 'calendar',
      ...none,
      serviceId: 's1',
      serviceIds: ['s1'],
      staffId: 'm1',
      week: '2026-12-07',
    });
  });

  it('reads tjanst, datum and tid as the form step, its week being the date', () => {
    expect(parse('?tjanst=s1&personal=m1&datum=2026-12-08&tid=14:30')).toEqual({
      step: 'form',
      ...none,
      serviceId: 's1',
      serviceIds: ['s1'],
      staffId: 'm1',
      week: '2026-12-08',
      date: '2026-12-08',
      time: '14:30',
    });
  });

  it('falls back to the time step on a malformed or missing date or time', () => {
    for (const query of [
      '?tjanst=s1&datum=2026-02-30&tid=10:00',
      '?tjanst=s1&datum=2026-12-08&tid=25:00',
      '?tjanst=s1&datum=2026-12-08&tid=9:00',
      '?tjanst=s1&datum=8/12&tid=10:00',
      '?tjanst=s1&tid=10:00',
      '?tjanst=s1&datum=2026-12-08',
    ]) {
      expect(parse(query).step, query).toBe('calendar');
    }
    // A valid date alone still opens its week.
    expect(parse('?tjanst=s1&datum=2026-12-08&tid=x').week).toBe('2026-12-08');
    expect(parse('?tjanst=s1&vecka=nope').week).toBeNull();
  });

  it('reads the old Boka igen names service and staff as aliases', () => {
    expect(parse('?service=s1&staff=m1')).toEqual({
      step: 'calendar',
      ...none,
      serviceId: 's1',
      serviceIds: ['s1'],
      staffId: 'm1',
    });
    // The new names win when both are there.
    expect(parse('?tjanst=s2&service=s1&personal=m2&staff=m1')).toMatchObject({
      serviceId: 's2',
      serviceIds: ['s2'],
      staffId: 'm2',
    });
  });

  it('drops a staff id that cannot be one (Valfri personal)', () => {
    expect(parse('?tjanst=s1&personal=<script>').staffId).toBeNull();
    expect(parse('?tjanst=s1&personal=').staffId).toBeNull();
  });

  it('reads bokning as the confirmation step, before anything else', () => {
    expect(parse('?bokning=b1&tjanst=s1')).toEqual({ step: 'confirmation', ...none, bookingId: 'b1' });
    expect(parse('?bokning=a%20b').step).toBe('service');
  });
});

describe('a visit of several services', () => {
  it('reads tjanst=a,b as the services in their order', () => {
    expect(parse('?tjanst=s2,s1&personal=m1')).toEqual({
      step: 'calendar',
      ...none,
      serviceId: 's2',
      serviceIds: ['s2', 's1'],
      staffId: 'm1',
    });
    expect(parse('?tjanst=s1%2Cs2&datum=2026-12-08&tid=10:00')).toMatchObject({
      step: 'form',
      serviceIds: ['s1', 's2'],
    });
  });

  it('drops blanks and repeats and keeps at most four distinct ids', () => {
    expect(parse('?tjanst=s1,,s1, s2,').serviceIds).toEqual(['s1', 's2']);
    expect(parse('?tjanst=s1,s2,s3,s4,s5').serviceIds).toEqual(['s1', 's2', 's3', 's4']);
    expect(parse('?tjanst=s1,s1,s1,s1,s2').serviceIds).toEqual(['s1', 's2']);
    expect(parse('?tjanst=,,')).toEqual({ step: 'service', ...none });
    expect(parseServiceIds(null)).toEqual([]);
  });

  it('keeps a malformed id, which matches no service (the page says it is gone)', () => {
    expect(parse('?tjanst=<x>,s1').serviceIds).toEqual(['<x>', 's1']);
  });

  it('writes the ids comma-separated, in order, cleaned', () => {
    expect(bookingUrlSearch({ step: 'calendar', serviceIds: ['s2', 's1'], staffId: 'm1' })).toBe(
      '?tjanst=s2,s1&personal=m1',
    );
    expect(
      bookingHref('salong', {
        step: 'form',
        serviceIds: ['s1', 's1', 's2'],
        date: '2026-12-03',
        time: '10:00',
      }),
    ).toBe('/booking/salong?tjanst=s1,s2&datum=2026-12-03&tid=10%3A00');
    // An empty list falls back to serviceId, as single-service links write it.
    expect(bookingUrlSearch({ step: 'calendar', serviceId: 's1', serviceIds: [] })).toBe('?tjanst=s1');
    expect(bookingHref('salong', { step: 'calendar', serviceIds: [] })).toBe('/booking/salong');
  });
});

describe('bookingUrlSearch', () => {
  it('writes each step with the parameters it uses, in the new names', () => {
    expect(bookingUrlSearch({ step: 'service', serviceId: 's1' })).toBe('');
    expect(bookingUrlSearch({ step: 'calendar', serviceId: 's1', staffId: null, week: null })).toBe(
      '?tjanst=s1',
    );
    expect(bookingUrlSearch({ step: 'calendar', serviceId: 's1', staffId: 'm1', week: '2026-12-07' })).toBe(
      '?tjanst=s1&personal=m1&vecka=2026-12-07',
    );
    expect(
      bookingUrlSearch({
        step: 'form',
        serviceId: 's1',
        staffId: 'm1',
        week: '2026-12-07',
        date: '2026-12-08',
        time: '14:30',
      }),
    ).toBe('?tjanst=s1&personal=m1&datum=2026-12-08&tid=14%3A30');
    expect(bookingUrlSearch({ step: 'confirmation', bookingId: 'b1', serviceId: 's1' })).toBe('?bokning=b1');
  });

  it('round-trips through parseBookingUrl', () => {
    const states = [
      { step: 'service', ...none },
      { step: 'calendar', ...none, serviceId: 's1', serviceIds: ['s1'], staffId: 'm1', week: '2026-12-07' },
      { step: 'calendar', ...none, serviceId: 's2', serviceIds: ['s2', 's1', 's3'], week: null },
      {
        step: 'form',
        ...none,
        serviceId: 's1',
        serviceIds: ['s1'],
        week: '2026-12-08',
        date: '2026-12-08',
        time: '09:00',
      },
      { step: 'confirmation', ...none, bookingId: 'b1' },
    ] as const;
    for (const state of states) expect(parse(bookingUrlSearch(state))).toEqual(state);
  });
});

describe('helpers', () => {
  it('checks dates and times', () => {
    expect(isUrlDate('2028-02-29')).toBe(true);
    expect(isUrlDate('2026-02-29')).toBe(false);
    expect(isUrlDate(null)).toBe(false);
    expect(isUrlTime('23:59')).toBe(true);
    expect(isUrlTime('24:00')).toBe(false);
  });

  it('computes the end time from the duration', () => {
    expect(endTimeOf('09:30', 45)).toBe('10:15');
    expect(endTimeOf('23:30', 90)).toBe('24:00');
  });
});

describe('bookingHref', () => {
  it('writes the new names for every link into the flow', () => {
    expect(
      bookingHref('salong-solros', { step: 'form', serviceId: 's1', date: '2026-12-03', time: '10:00' }),
    ).toBe('/booking/salong-solros?tjanst=s1&datum=2026-12-03&tid=10%3A00');
    expect(bookingHref('salong-solros', { step: 'calendar', serviceId: 's1', staffId: 'p1' })).toBe(
      '/booking/salong-solros?tjanst=s1&personal=p1',
    );
  });

  it('falls back to the service step without a service, and encodes the slug', () => {
    expect(bookingHref('å & o', { step: 'calendar', serviceId: null, staffId: 'p1' })).toBe(
      '/booking/%C3%A5%20%26%20o',
    );
  });
});
