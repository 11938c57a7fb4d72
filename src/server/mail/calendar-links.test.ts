import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import type { CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'b1',
  title: 'Klippning hos Salong & Co',
  description: 'Avboka: https://tidvis.se/cancel-booking?token=abc',
  location: 'Götgatan 1, Stockholm',
  start: new Date('2026-03-29T07:00:00Z'),
  end: new Date('2026-03-29T08:00:00Z'),
  organizer: { name: 'Salong & Co', email: null },
};

describe('add-to-calendar links', () => {
  it('Google Calendar: template with UTC dates, title, details and location', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260329T070000Z/20260329T080000Z');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('details')).toBe(event.description);
    expect(url.searchParams.get('location')).toBe(event.location);
  });

  it('Outlook: compose link with ISO UTC start and end', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('startdt')).toBe('2026-03-29T07:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-03-29T08:00:00Z');
    expect(url.searchParams.get('subject')).toBe(event.title);
    expect(url.searchParams.get('body')).toBe(event.description);
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('rru')).toBe('addevent');
  });

  it('leaves out an unknown location', () => {
    expect(new URL(googleCalendarUrl({ ...event, location: null })).searchParams.has('location')).toBe(false);
    expect(new URL(outlookCalendarUrl({ ...event, location: null })).searchParams.has('location')).toBe(
      false,
    );
  });
});
