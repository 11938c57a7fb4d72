import { describe, expect, it } from 'vitest';
import { formatInstantMonthYearSv } from './dates';
import { formatRatingSv, reviewAuthor, reviewCountSv } from './reviews-format';

describe('review display', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(reviewAuthor('Anna Svensson', false)).toBe('Anna S.');
    expect(reviewAuthor('  anna maria  östberg ', false)).toBe('anna Ö.');
    expect(reviewAuthor('Cher', false)).toBe('Cher');
    expect(reviewAuthor('', false)).toBe('Kund');
  });

  it('never shows an erased customer’s name', () => {
    expect(reviewAuthor('Raderad kund', true)).toBe('Tidigare kund');
    expect(reviewAuthor('Anna Svensson', true)).toBe('Tidigare kund');
  });

  it('writes the average with one decimal and a Swedish comma, and the count in Swedish', () => {
    expect(formatRatingSv(4.666)).toBe('4,7');
    expect(formatRatingSv(5)).toBe('5,0');
    expect(formatRatingSv(3.25)).toBe('3,3');
    expect(reviewCountSv(1)).toBe('1 omdöme');
    expect(reviewCountSv(0)).toBe('0 omdömen');
    expect(reviewCountSv(12)).toBe('12 omdömen');
  });

  it('writes the Stockholm month of an instant', () => {
    expect(formatInstantMonthYearSv(new Date('2026-11-24T12:00:00Z'))).toBe('november 2026');
    // 23:30 UTC on 31 Jan is already 1 Feb in Stockholm.
    expect(formatInstantMonthYearSv(new Date('2026-01-31T23:30:00Z'))).toBe('februari 2026');
    expect(formatInstantMonthYearSv(new Date('2026-05-31T22:30:00Z'))).toBe('juni 2026');
  });
});
