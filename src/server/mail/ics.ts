import { createEvent, createEvents, type EventAttributes } from 'ics';
import { formatHhmm, instantToZoned, TIME_ZONE } from '../../shared/dates';
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
  /** RFC 5545 SEQUENCE: 0 when booked, +1 per move, so a calendar replaces the event of the same UID (issue 20). */
  sequence?: number;
  /**
   * DTSTAMP (and LAST-MODIFIED): when the booking last changed. The feed passes it so the same bookings give the
   * same bytes (and ETag); without it, now.
   */
  stamp?: Date;
}

/** PUBLISH: an event to add or update; CANCEL (with STATUS:CANCELLED): remove the event of that UID. */
export type IcsMethod = 'PUBLISH' | 'CANCEL';

/** File name of the booking's calendar attachment. */
export const ICS_FILENAME = 'bokning.ics';

/**
 * The event as an iCalendar (RFC 5545) file: DTSTART/DTEND in UTC (`…Z`), UID = `event.uid`, ORGANIZER = the
 * company (when it has an e-mail), METHOD:PUBLISH (an entry to add, not a meeting invitation to answer) or, for
 * `method` CANCEL, METHOD:CANCEL with STATUS:CANCELLED (the calendar removes the event of that UID); SEQUENCE when
 * `event.sequence` is given.
 * Throws if `ics` rejects the event.
 */
export function calendarEventIcs(event: CalendarEvent, method: IcsMethod = 'PUBLISH'): string {
  const { error, value } = createEvent({ ...eventAttributes(event, method), method });
  if (error || !value) throw error ?? new Error('ics: empty calendar file');
  return value;
}

/** The `ics` attributes of one event (UTC instants; CANCEL → STATUS:CANCELLED). */
function eventAttributes(event: CalendarEvent, method: IcsMethod): EventAttributes {
  // `timestamp` (DTSTAMP) is in the `ics` schema but missing from its type declarations.
  const stamp: Partial<EventAttributes> & { timestamp?: number } = event.stamp
    ? { timestamp: event.stamp.getTime(), lastModified: event.stamp.getTime() }
    : {};
  return {
    ...stamp,
    productId: '-//Tidvis//Bokning//SV',
    uid: event.uid,
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    ...(event.url ? { url: event.url } : {}),
    ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    // ORGANIZER's value must be an address; without one the property is left out rather than written empty.
    ...(event.organizer.email
      ? { organizer: { name: event.organizer.name, email: event.organizer.email } }
      : {}),
  };
}

/**
 * Europe/Stockholm as an RFC 5545 VTIMEZONE (the EU rule in force since 1996: summer time from the last Sunday of
 * March 02:00 to the last Sunday of October 03:00). The feed's times refer to it by TZID.
 */
const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** `20260329T070000Z` (UTC, as `ics` writes it) → `20260329T090000` (Stockholm wall clock). */
function stockholmBasic(utcBasic: string): string {
  const iso = utcBasic.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  const { date, minutes } = instantToZoned(new Date(iso));
  return `${date.replace(/-/g, '')}T${formatHhmm(minutes).replace(':', '')}${utcBasic.slice(13, 15)}`;
}

/**
 * A subscription calendar (issue 20 §2): every event with METHOD:PUBLISH, calendar name `name`, the Stockholm
 * VTIMEZONE and DTSTART/DTEND as `;TZID=Europe/Stockholm:` wall clock, each with its UID and SEQUENCE, so a
 * calendar program updates edited events in place and drops those no longer listed. Throws if `ics` rejects one.
 */
export function calendarFeedIcs(name: string, events: CalendarEvent[]): string {
  if (events.length === 0) {
    // `ics` writes no VCALENDAR for an empty list; an empty feed is still a valid calendar.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tidvis//Kalender//SV',
      'METHOD:PUBLISH',
      'CALSCALE:GREGORIAN',
      `X-WR-CALNAME:${escapeText(name)}`,
      `X-WR-TIMEZONE:${TIME_ZONE}`,
      STOCKHOLM_VTIMEZONE,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(
    events.map((e) => eventAttributes(e, 'PUBLISH')),
    { productId: '-//Tidvis//Kalender//SV', method: 'PUBLISH', calName: name },
  );
  if (error || !value) throw error ?? new Error('ics: empty calendar file');
  return value
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6}Z)\r?$/gm, (_, prop: string, utc: string) => {
      return `${prop};TZID=${TIME_ZONE}:${stockholmBasic(utc)}\r`;
    })
    .replace(/^(BEGIN:VEVENT)\r?$/m, `X-WR-TIMEZONE:${TIME_ZONE}\r\n${STOCKHOLM_VTIMEZONE}\r\n$1\r`);
}

/** RFC 5545 TEXT escaping (backslash, semicolon, comma, newline). */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}

/** The event as an e-mail attachment (`bokning.ics`, `text/calendar`). */
export function icsAttachment(event: CalendarEvent, method: IcsMethod = 'PUBLISH'): EmailAttachment {
  return {
    filename: ICS_FILENAME,
    content: calendarEventIcs(event, method),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
