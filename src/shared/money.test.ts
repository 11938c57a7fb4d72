import { describe, expect, it } from 'vitest';
import { formatPrice, formatServicePrice } from './money';

describe('formatServicePrice', () => {
  it('writes a från-price with "från" and a fixed price as formatPrice does', () => {
    expect(formatServicePrice(650, true)).toBe(`från ${formatPrice(650)}`);
    expect(formatServicePrice(650, false)).toBe(formatPrice(650));
    expect(formatServicePrice(650, undefined)).toBe(formatPrice(650));
    expect(formatPrice(650)).toMatch(/^650\s?kr$/);
  });
});
