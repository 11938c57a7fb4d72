import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneSearch, type PhoneSearch } from './phone-search';

/** Whether a stored phone is found by `q`, the way the server's query matches `phone_digits`. */
function finds(q: string, stored: string): boolean {
  const search = phoneSearch(q);
  const digits = phoneDigits(stored);
  if (!search) return false;
  return search.kind === 'prefix'
    ? search.prefixes.some((p) => digits.startsWith(p))
    : digits.includes(search.digits);
}

describe('phoneSearch', () => {
  it.each<[string, PhoneSearch]>([
    ['070-345 67 89', { kind: 'prefix', prefixes: ['46703456789', '0703456789'] }],
    ['0703456789', { kind: 'prefix', prefixes: ['46703456789', '0703456789'] }],
    ['072-222', { kind: 'prefix', prefixes: ['4672222', '072222'] }],
    ['+46 70 345', { kind: 'prefix', prefixes: ['4670345', '070345'] }],
    ['+46 (0)70 345', { kind: 'prefix', prefixes: ['4670345', '070345'] }],
    ['0046 70 345', { kind: 'prefix', prefixes: ['4670345', '070345'] }],
    ['+358 40 123', { kind: 'prefix', prefixes: ['35840123'] }],
    ['46 70 345', { kind: 'contains', digits: '4670345' }],
    ['345 67 89', { kind: 'contains', digits: '3456789' }],
    ['(08) 555.12/34', { kind: 'prefix', prefixes: ['4685551234', '085551234'] }],
  ])('%s', (q, expected) => {
    expect(phoneSearch(q)).toEqual(expected);
  });

  it.each(['', '   ', 'Per', 'per@example.se', '07', '+4', '070 abc', '00', '+'])(
    '%j is not a phone search',
    (q) => {
      expect(phoneSearch(q)).toBeNull();
    },
  );

  it('finds a number stored in E.164 by every way it is written', () => {
    const stored = '+46703456789';
    for (const q of [
      '070-345 67 89',
      '0703456789',
      '070 345',
      '+46703456789',
      '+46 70-345 67 89',
      '46 70 345',
      '4670345',
      '0046703456789',
      '345 67 89',
      '6789',
    ])
      expect(finds(q, stored), q).toBe(true);
    for (const q of ['072-222', '0803456789', '+4570345', '070-345 67 80', '703456789 0'])
      expect(finds(q, stored), q).toBe(false);
  });

  it('a national prefix matches the start of the number only', () => {
    // '072-222' is the start of a mobile number, not '222' inside a Stockholm number 08-707 22 22 ...
    expect(finds('072-222', '+46722221100')).toBe(true);
    expect(finds('072-222', '+4687072222')).toBe(false);
  });

  it('still finds rows stored as typed before phones were normalised', () => {
    expect(finds('070-345', '070-345 67 89')).toBe(true);
    expect(finds('5551234', '08-555 12 34')).toBe(true);
  });
});
