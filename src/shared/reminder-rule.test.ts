import { describe, expect, it } from 'vitest';
import { dayBeforeReminderPlanned } from './reminder-rule';

describe('dayBeforeReminderPlanned', () => {
  // 2026-11-26 13:34 in Stockholm (UTC+1 in November).
  const now = new Date('2026-11-26T12:34:00Z');

  it('promises no reminder for a booking later the same day', () => {
    expect(dayBeforeReminderPlanned('2026-11-26', now)).toBe(false);
  });

  it('promises one for tomorrow and later', () => {
    expect(dayBeforeReminderPlanned('2026-11-27', now)).toBe(true);
    expect(dayBeforeReminderPlanned('2026-12-07', now)).toBe(true);
  });

  it('uses the Stockholm date, not UTC: 23:30 UTC on the 26th is already the 27th in Stockholm', () => {
    expect(dayBeforeReminderPlanned('2026-11-27', new Date('2026-11-26T23:30:00Z'))).toBe(false);
  });
});
