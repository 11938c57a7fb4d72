/**
 * What an add-to-calendar link carries (shared by the booking e-mails and the customer's pages): title,
 * description, place, and the start and end instants.
 */
export interface CalendarLinkEvent {
  title: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
}

/** `2026-03-29T07:00:00.000Z` → `20260329T070000Z` (iCalendar/Google basic UTC format). */
function basicUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** `2026-03-29T07:00:00.000Z` → `2026-03-29T07:00:00Z` (what Outlook's compose link accepts). */
function isoUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A link that opens Google Calendar with the event filled in (times in UTC, shown in the user's zone). */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.description,
    ctz: 'Europe/Stockholm',
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A link that opens Outlook on the web (outlook.live.com) composing the event (times in UTC). */
export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    body: event.description,
  });
  if (event.location) params.set('location', event.location);
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}
