import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedWallClockToInstant } from '../../shared/dates';
import { bookingCalendarEvent, bookingConfirmationEmail, type BookingEmailDetails } from './booking-emails';
import { calendarEventIcs, calendarFeedIcs, icsAttachment, ICS_FILENAME, type CalendarEvent } from './ics';

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
    // ical-generator writes the scheme in lower case; a URI scheme is case-insensitive (RFC 3986 §3.1).
    expect(prop(ics, 'ORGANIZER')).toBe('ORGANIZER;CN="Salong Åsa, Söder":mailto:info@salong.se');
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

/** The calendar and its first VEVENT, parsed with ical.js (a parse error fails the test). */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  return { calendar, vevent, event: vevent ? new ICAL.Event(vevent) : null };
}

/** Every physical line ends in CRLF and is at most 75 octets (RFC 5545 §3.1). */
function expectCrlfAndFolded(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
}

const booking: CalendarEvent = {
  uid: '3f2a1c9e-0000-4000-8000-000000000002',
  title: 'Klippning, färg; 50\\50\nRad två',
  description: `Långt besök på Ängsgårdens salong i Skärholmen. ${'Håll tiden, åäö ÅÄÖ! '.repeat(12)}\nSlut.`,
  location: 'Götgatan 1, Stockholm',
  // The day clocks go forward (02:00 → 03:00): 09:00 is CEST, UTC+2.
  start: zonedWallClockToInstant('2026-03-29', '09:00'),
  end: zonedWallClockToInstant('2026-03-29', '10:00'),
  organizer: { name: 'Salong "Åsa", Söder', email: 'info@salong.se' },
  sequence: 3,
  stamp: new Date('2026-03-01T12:34:56Z'),
};

describe('booking .ics read back with ical.js', () => {
  it('keeps UID, SEQUENCE, the instants (spring DST day), DTSTAMP and METHOD:PUBLISH', () => {
    const text = calendarEventIcs(booking);
    const { calendar, vevent, event } = parsed(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Tidvis//Bokning//SV');
    expect(event!.uid).toBe(booking.uid);
    expect(event!.sequence).toBe(3);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(event!.startDate.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(String(vevent!.getFirstPropertyValue('dtstamp'))).toBe('2026-03-01T12:34:56Z');
    expect(String(vevent!.getFirstPropertyValue('last-modified'))).toBe('2026-03-01T12:34:56Z');
    expect(vevent!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent!.getFirstPropertyValue('organizer')).toBe('mailto:info@salong.se');
    expect(vevent!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Salong "Åsa", Söder');
  });

  it('keeps the instants on the autumn DST day', () => {
    // 2026-10-25 clocks go 03:00 → 02:00: 09:00 is CET (UTC+1).
    const text = calendarEventIcs({
      ...booking,
      start: zonedWallClockToInstant('2026-10-25', '09:00'),
      end: zonedWallClockToInstant('2026-10-25', '10:30'),
    });
    const { event } = parsed(text);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-10-25T09:30:00.000Z');
  });

  it('writes METHOD:CANCEL with STATUS:CANCELLED and the given SEQUENCE', () => {
    const { calendar, vevent, event } = parsed(calendarEventIcs(booking, 'CANCEL'));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event!.uid).toBe(booking.uid);
    expect(event!.sequence).toBe(3);
  });

  it('escapes , ; \\ and a newline in the summary, and folds a long Swedish description at 75 octets', () => {
    const text = calendarEventIcs(booking);
    expect(prop(text, 'SUMMARY')).toBe('SUMMARY:Klippning\\, färg\\; 50\\\\50\\nRad två');
    const description = prop(text, 'DESCRIPTION')!;
    expect(Buffer.byteLength(description, 'utf8')).toBeGreaterThan(300);
    expectCrlfAndFolded(text);
    const { event } = parsed(text);
    expect(event!.summary).toBe(booking.title);
    expect(event!.description).toBe(booking.description);
    expect(event!.location).toBe(booking.location);
  });

  it('gives identical bytes for the same event and stamp', () => {
    expect(calendarEventIcs(booking)).toBe(calendarEventIcs({ ...booking }));
    expect(calendarEventIcs(booking, 'CANCEL')).toBe(calendarEventIcs({ ...booking }, 'CANCEL'));
  });

  it('writes SEQUENCE:0 and a current DTSTAMP when neither is given', () => {
    const before = Date.now();
    const { sequence: _sequence, stamp: _stamp, ...plain } = booking;
    const { vevent, event } = parsed(calendarEventIcs(plain));
    expect(event!.sequence).toBe(0);
    const stamp = (vevent!.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime();
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(vevent!.getFirstProperty('last-modified')).toBeNull();
  });
});

describe('calendar feed', () => {
  const autumn: CalendarEvent = {
    ...booking,
    uid: '3f2a1c9e-0000-4000-8000-000000000003',
    start: zonedWallClockToInstant('2026-10-25', '09:00'), // CET, UTC+1: clocks went back at 03:00
    end: zonedWallClockToInstant('2026-10-25', '10:00'),
    sequence: 0,
  };

  it('writes Stockholm wall clock with TZID and its VTIMEZONE, and the same bytes for the same bookings', () => {
    const text = calendarFeedIcs('Salong Åsa, Söder; Kalender', [booking, autumn]);
    expectCrlfAndFolded(text);
    expect(text).toBe(calendarFeedIcs('Salong Åsa, Söder; Kalender', [{ ...booking }, { ...autumn }]));
    expect(prop(text.slice(text.indexOf('BEGIN:VEVENT')), 'DTSTART')).toBe(
      'DTSTART;TZID=Europe/Stockholm:20260329T090000',
    );
    expect(prop(text, 'DTSTAMP')).toBe('DTSTAMP:20260301T123456Z');
    expect(text.match(/^BEGIN:VTIMEZONE\r$/gm)).toHaveLength(1);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Tidvis//Kalender//SV');
    // The name is TEXT, escaped (ical.js keeps an X- property's value as written).
    expect(prop(text, 'X-WR-CALNAME')).toBe('X-WR-CALNAME:Salong Åsa\\, Söder\\; Kalender');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Stockholm');
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    expect(zone.tzid).toBe('Europe/Stockholm');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.sequence])).toEqual([
      [booking.uid, 3],
      [autumn.uid, 0],
    ]);
    // With the feed's own VTIMEZONE the wall clock is the right instant, on both DST days.
    const instant = (t: ICAL.Time) =>
      ICAL.Time.fromData(
        { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second },
        zone,
      )
        .toJSDate()
        .toISOString();
    expect(events.map((e) => [e.startDate.toString(), instant(e.startDate), instant(e.endDate)])).toEqual([
      ['2026-03-29T09:00:00', '2026-03-29T07:00:00.000Z', '2026-03-29T08:00:00.000Z'],
      ['2026-10-25T09:00:00', '2026-10-25T08:00:00.000Z', '2026-10-25T09:00:00.000Z'],
    ]);
  });

  it('does not depend on the server’s own time zone', () => {
    const inStockholm = calendarFeedIcs('Salong', [booking, autumn]);
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(new Date('2026-03-29T07:00:00Z').getHours()).toBe(3); // the change took effect
      expect(calendarFeedIcs('Salong', [booking, autumn])).toBe(inStockholm);
      expect(calendarEventIcs(booking)).toBe(calendarEventIcs(booking));
      expect(prop(calendarEventIcs(booking), 'DTSTART')).toBe('DTSTART:20260329T070000Z');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('is still a valid VCALENDAR without events (it holds the VTIMEZONE)', () => {
    const text = calendarFeedIcs('Tom, kalender', []);
    expectCrlfAndFolded(text);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(prop(text, 'X-WR-CALNAME')).toBe('X-WR-CALNAME:Tom\\, kalender');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      'Europe/Stockholm',
    );
  });
});
