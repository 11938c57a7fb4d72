import { createEvent } from 'ics';
import type { EmailAttachment } from './outbox';

/**
 * A booking as a calendar event. `start`/`end` are instants (convert Stockholm wall clock with
 * `zonedWallClockToInstant`), so every calendar shows the right local time, DST included.
 */
export interface CalendarEvent {
  /** Stable id; the booking id, so a calendar that imports the file twice updates one event. */
  uid: string;
  title: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
  organizer: { name: string; email: string | null };
  url?: string;
}

/** File name of the booking's calendar attachment. */
export const ICS_FILENAME = 'bokning.ics';

/**
 * The event as an iCalendar (RFC 5545) file: DTSTART/DTEND in UTC (`…Z`), UID = `event.uid`, ORGANIZER = the
 * company (when it has an e-mail), METHOD:PUBLISH (an entry to add, not a meeting invitation to answer).
 * Throws if `ics` rejects the event.
 */
export function calendarEventIcs(event: CalendarEvent): string {
  const { error, value } = createEvent({
    productId: '-//Tidvis//Bokning//SV',
    uid: event.uid,
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    ...(event.url ? { url: event.url } : {}),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    // ORGANIZER's value must be an address; without one the property is left out rather than written empty.
    ...(event.organizer.email
      ? { organizer: { name: event.organizer.name, email: event.organizer.email } }
      : {}),
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar file');
  return value;
}

/** The event as an e-mail attachment (`bokning.ics`, `text/calendar`). */
export function icsAttachment(event: CalendarEvent): EmailAttachment {
  return {
    filename: ICS_FILENAME,
    content: calendarEventIcs(event),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
