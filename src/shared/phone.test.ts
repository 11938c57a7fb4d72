import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['0046 70 123 45 67', '+46701234567'],
    ['  0701234567 ', '+46701234567'],
    ['(070) 123.45.67', '+46701234567'],
    ['08-123 45 67', '+4681234567'],
    ['031-22 33 44', '+4631223344'],
    ['+46701234567', '+46701234567'],
    ['+358 40 1234567', '+358401234567'],
    ['+1 202 555 0143', '+12025550143'],
  ])('%s -> %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it.each([
    '',
    '   ',
    'ring mig',
    '070-1',
    '0701',
    '123',
    '070 123 45 67 ext 2',
    '07012345678901',
    '+46',
    `0${'7'.repeat(40)}`,
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('is idempotent', () => {
    const once = normalizePhone('070-123 45 67');
    expect(once && normalizePhone(once)).toBe(once);
  });
});

describe('formatPhone', () => {
  it('shows Swedish numbers in national format and others internationally', () => {
    expect(formatPhone('+46701234567')).toBe('070-123 45 67');
    expect(formatPhone('+4681234567')).toBe('08-123 45 67');
    expect(formatPhone('+358401234567')).toBe('+358 40 1234567');
  });

  it('shows an unparseable old value as stored, and nothing for null', () => {
    expect(formatPhone('ring mig')).toBe('ring mig');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
