import { describe, expect, it } from 'vitest';
import { inTimeWindow, visitShape } from './visit-shape';

describe('visitShape', () => {
  it('keeps one service as it is, processing time included', () => {
    expect(
      visitShape([
        { durationMinutes: 90, bufferMinutes: 10, processingAfterMinutes: 30, processingMinutes: 20 },
      ]),
    ).toEqual({ durationMinutes: 90, bufferMinutes: 10, processingAfterMinutes: 30, processingMinutes: 20 });
    expect(visitShape([{ durationMinutes: 30, bufferMinutes: 0 }])).toEqual({
      durationMinutes: 30,
      bufferMinutes: 0,
      processingAfterMinutes: null,
      processingMinutes: null,
    });
  });

  it('chains several: durations plus the inner buffers, the last buffer after, no processing time', () => {
    expect(
      visitShape([
        { durationMinutes: 30, bufferMinutes: 5 },
        { durationMinutes: 45, bufferMinutes: 10, processingAfterMinutes: 15, processingMinutes: 15 },
        { durationMinutes: 20, bufferMinutes: 15 },
      ]),
    ).toEqual({
      durationMinutes: 30 + 5 + 45 + 10 + 20,
      bufferMinutes: 15,
      processingAfterMinutes: null,
      processingMinutes: null,
    });
  });

  it('refuses an empty visit', () => {
    expect(() => visitShape([])).toThrow(RangeError);
  });
});

describe('inTimeWindow', () => {
  const window = { fromTime: '10:00', toTime: '12:00' };
  it('accepts any time without a window', () => {
    expect(inTimeWindow('07:00', '08:00', { fromTime: null, toTime: null })).toBe(true);
  });
  it('needs the start at or after from and the end by to', () => {
    expect(inTimeWindow('10:00', '11:00', window)).toBe(true);
    expect(inTimeWindow('11:00', '12:00', window)).toBe(true);
    expect(inTimeWindow('09:30', '10:30', window)).toBe(false);
    expect(inTimeWindow('11:30', '12:30', window)).toBe(false);
  });
  it('reads an end at 00:00 as midnight', () => {
    expect(inTimeWindow('23:00', '00:00', { fromTime: '20:00', toTime: '23:30' })).toBe(false);
  });
});
