import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent, bookingConfirmationEmail, type BookingEmailDetails } from './booking-emails';
import { calendarEventIcs, icsAttachment, ICS_FILENAME } from './ics';

const details: BookingEmailDetails = {
  bookingId: '3f2a1c9e-0000-4000-8000-000000000001',
  customerName: 'Anna Svensson',
  serviceName: 'Klippning',
  servicePrice: 450,
  startDate: '2026-07-15',
  startTime: '10:00',
  endTime: '11:00',
  companyName: 'Salong Åsa, Söder',
  companyLocation: 'Götgatan 1, Stockholm',
  companyEmail: 'info@salong.se',
  companyPhone: '08-123 45 67',
};
const cancelUrl = 'https://tidvis.se/cancel-booking?token=abc';

/** The unfolded value of an iCalendar property (first occurrence). */
function prop(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return unfolded.split(/\r?\n/).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
}

describe('booking .ics', () => {
  it('has DTSTART/DTEND in UTC for Stockholm summer time (CEST, UTC+2)', () => {
    const ics = calendarEventIcs(bookingCalendarEvent(details, cancelUrl));
    expect(prop(ics, 'DTSTART')).toBe('DTSTART:20260715T080000Z');
    expect(prop(ics, 'DTEND')).toBe('DTEND:20260715T090000Z');
  });

  it('has DTSTART in UTC for Stockholm winter time (CET, UTC+1)', () => {
    const ics = calendarEventIcs(bookingCalendarEvent({ ...details, startDate: '2026-01-20' }, cancelUrl));
    expect(prop(ics, 'DTSTART')).toBe('DTSTART:20260120T090000Z');
    expect(prop(ics, 'DTEND')).toBe('DTEND:20260120T100000Z');
  });

  it('converts on the DST change days themselves', () => {
    // 2026-03-29 clocks go 02:00 → 03:00; 2026-10-25 they go 03:00 → 02:00.
    const spring = calendarEventIcs(
      bookingCalendarEvent(
        { ...details, startDate: '2026-03-29', startTime: '09:00', endTime: '10:00' },
        cancelUrl,
      ),
    );
    expect(prop(spring, 'DTSTART')).toBe('DTSTART:20260329T070000Z');
    const autumn = calendarEventIcs(
      bookingCalendarEvent(
        { ...details, startDate: '2026-10-25', startTime: '09:00', endTime: '10:00' },
        cancelUrl,
      ),
    );
    expect(prop(autumn, 'DTSTART')).toBe('DTSTART:20261025T080000Z');
  });

  it('uses the booking id as UID and the company as organizer', () => {
    const ics = calendarEventIcs(bookingCalendarEvent(details, cancelUrl));
    expect(prop(ics, 'UID')).toBe(`UID:${details.bookingId}`);
    expect(prop(ics, 'ORGANIZER')).toBe('ORGANIZER;CN="Salong Åsa, Söder":MAILTO:info@salong.se');
    expect(prop(ics, 'SUMMARY')).toBe('SUMMARY:Klippning hos Salong Åsa\\, Söder');
    expect(prop(ics, 'LOCATION')).toBe('LOCATION:Götgatan 1\\, Stockholm');
    expect(prop(ics, 'DESCRIPTION')).toContain(cancelUrl);
    expect(prop(ics, 'METHOD')).toBe('METHOD:PUBLISH');
  });

  it('omits what the company has not given', () => {
    const ics = calendarEventIcs(
      bookingCalendarEvent(
        { ...details, companyEmail: null, companyLocation: null, companyPhone: null },
        cancelUrl,
      ),
    );
    expect(prop(ics, 'LOCATION')).toBeUndefined();
    expect(prop(ics, 'ORGANIZER')).toBeUndefined();
  });

  it('is attached to the confirmation as bokning.ics (text/calendar)', () => {
    const attachment = icsAttachment(bookingCalendarEvent(details, cancelUrl));
    expect(attachment.filename).toBe(ICS_FILENAME);
    expect(attachment.contentType).toMatch(/^text\/calendar/);
    expect(bookingConfirmationEmail(details, cancelUrl).attachments).toEqual([
      { ...attachment, content: expect.stringContaining('DTSTART:20260715T080000Z') },
    ]);
  });
});
