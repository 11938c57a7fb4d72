import { describe, expect, it } from 'vitest';
import { formatFirstFree } from './first-free';

describe('formatFirstFree', () => {
  // 23:30 UTC on 24 Nov 2026 is already Wednesday 25 Nov in Stockholm (CET, UTC+1).
  const lateEvening = new Date('2026-11-24T23:30:00Z');
  const morning = new Date('2026-11-24T08:00:00Z');

  it('says today and tomorrow with the time, in Stockholm time', () => {
    expect(formatFirstFree('2026-11-24', '14:30', morning)).toBe('i dag 14:30');
    expect(formatFirstFree('2026-11-25', '09:00', morning)).toBe('i morgon 09:00');
    expect(formatFirstFree('2026-11-25', '09:00', lateEvening)).toBe('i dag 09:00');
    expect(formatFirstFree('2026-11-26', '09:00', lateEvening)).toBe('i morgon 09:00');
  });

  it('writes later days as short weekday and date', () => {
    expect(formatFirstFree('2026-11-26', '10:00', morning)).toBe('tor 26 nov');
    expect(formatFirstFree('2027-01-04', '10:00', morning)).toBe('mån 4 jan');
  });
});
