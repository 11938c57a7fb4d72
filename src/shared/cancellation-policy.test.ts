import { describe, expect, it } from 'vitest';
import {
  beyondHorizonMessage,
  cancellationDeadline,
  customerMayChange,
  deadlineLine,
  deadlinePassedMessage,
  formatDeadline,
  lastBookableDate,
  withinBookingHorizon,
} from './cancellation-policy';
import { addMonths } from './dates';

describe('cancellationDeadline (elapsed hours, Stockholm wall clock)', () => {
  it('is the start itself with no notice', () => {
    expect(cancellationDeadline('2026-11-24', '10:00', 0).toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('lies 2, 12, 24 and 48 hours before an ordinary winter start', () => {
    const at = (hours: number) => formatDeadline(cancellationDeadline('2026-11-26', '10:00', hours));
    expect(at(2)).toBe('tor 26 nov 08:00');
    expect(at(12)).toBe('ons 25 nov 22:00');
    expect(at(24)).toBe('ons 25 nov 10:00');
    expect(at(48)).toBe('tis 24 nov 10:00');
  });

  it('spans the last Sunday of March: 24 elapsed hours before Sunday 10:00 CEST is Saturday 09:00 CET', () => {
    const deadline = cancellationDeadline('2027-03-28', '10:00', 24);
    expect(deadline.toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(formatDeadline(deadline)).toBe('lör 27 mar 09:00');
    // Monday after the change: no change in between, so the same wall clock a day earlier.
    expect(formatDeadline(cancellationDeadline('2027-03-29', '10:00', 24))).toBe('sön 28 mar 10:00');
    // Two hours before 04:00 CEST is 01:00 CET: the skipped hour is not counted.
    expect(formatDeadline(cancellationDeadline('2027-03-28', '04:00', 2))).toBe('sön 28 mar 01:00');
  });

  it('spans the last Sunday of October: 24 elapsed hours before Sunday 10:00 CET is Saturday 11:00 CEST', () => {
    const deadline = cancellationDeadline('2027-10-31', '10:00', 24);
    expect(deadline.toISOString()).toBe('2027-10-30T09:00:00.000Z');
    expect(formatDeadline(deadline)).toBe('lör 30 okt 11:00');
    // Two hours before 03:30 CET is 02:30 CEST, the first of the two 02:30s.
    const early = cancellationDeadline('2027-10-31', '03:30', 2);
    expect(early.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(formatDeadline(early)).toBe('sön 31 okt 02:30');
  });
});

describe('customerMayChange', () => {
  it('allows strictly before the deadline, never at or after it', () => {
    const deadline = new Date('2026-11-24T09:00:00.000Z');
    expect(customerMayChange(deadline, new Date('2026-11-24T08:59:59.999Z'))).toBe(true);
    expect(customerMayChange(deadline, new Date('2026-11-24T09:00:00.000Z'))).toBe(false);
    expect(customerMayChange(deadline, new Date('2026-11-25T09:00:00.000Z'))).toBe(false);
  });
});

describe('booking horizon', () => {
  it('adds calendar months to Stockholm today, clamping to the month end', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 12)).toBe('2027-11-23');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('reads today in Stockholm: 23:30 UTC on 30 Nov is already 1 Dec', () => {
    const now = new Date('2026-11-30T23:30:00.000Z');
    expect(lastBookableDate(now, 1)).toBe('2027-01-01');
    expect(withinBookingHorizon('2027-01-01', now, 1)).toBe(true);
    expect(withinBookingHorizon('2027-01-02', now, 1)).toBe(false);
  });
});

describe('messages', () => {
  it('name the deadline and the contact', () => {
    const deadline = new Date('2026-11-24T09:00:00.000Z');
    expect(deadlineLine(deadline)).toBe('Avbokning senast tis 24 nov 10:00');
    expect(deadlinePassedMessage(deadline, 'Salong Solros', '08-123 456 78')).toBe(
      'Sista tid att avboka eller ändra online var tis 24 nov 10:00. Kontakta Salong Solros på 08-123 456 78.',
    );
    expect(beyondHorizonMessage(3, '2027-02-23')).toBe(
      'Det går att boka högst 3 månader framåt, till och med tis 23 feb. Välj ett tidigare datum.',
    );
  });
});
