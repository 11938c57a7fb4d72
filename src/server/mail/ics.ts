import { TZDate } from '@date-fns/tz';
import ical, {
  escape,
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventBusyStatus,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { TIME_ZONE } from '../../shared/dates';
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
  /** RFC 5545 SEQUENCE: 0 when booked, +1 per move, so a calendar replaces the event of the same UID. */
  sequence?: number;
  /**
   * DTSTAMP (and LAST-MODIFIED): when the booking last changed. The feed passes it so the same bookings give the
   * same bytes (and ETag); without it, now.
   */
  stamp?: Date;
}

/** PUBLISH: an event to add or update; CANCEL (with STATUS:CANCELLED): remove the event of that UID. */
export type IcsMethod = 'PUBLISH' | 'CANCEL';

/**
 * How long before the booking the customer's calendar reminds them: a VALARM (ACTION:DISPLAY,
 * TRIGGER:-PT2H) in the booking's `.ics`, in seconds.
 */
export const ICS_ALARM_BEFORE_SECONDS = 2 * 60 * 60;

/** File name of the booking's calendar attachment. */
export const ICS_FILENAME = 'bokning.ics';

/**
 * The event as an iCalendar (RFC 5545) file, written by `ical-generator`: DTSTART/DTEND in UTC (`…Z`), UID =
 * `event.uid`, SEQUENCE = `event.sequence` (0, the RFC default, when not given), DTSTAMP/LAST-MODIFIED =
 * `event.stamp` (DTSTAMP now when not given), ORGANIZER = the company (only when it has an e-mail), METHOD:PUBLISH
 * (an entry to add, not a meeting invitation to answer) or, for `method` CANCEL, METHOD:CANCEL with
 * STATUS:CANCELLED (the calendar removes the event of that UID). A PUBLISH event carries a VALARM 2 hours before
 * the start (ACTION:DISPLAY, TRIGGER:-PT2H). Text is escaped, lines end in CRLF and are folded at 75
 * octets. Throws (`Error`) if `ical-generator` rejects a value, e.g. an invalid date.
 */
export function calendarEventIcs(event: CalendarEvent, method: IcsMethod = 'PUBLISH'): string {
  const calendar = ical({
    prodId: '//Tidvis//Bokning//SV',
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
  });
  calendar.createEvent({
    ...eventData(event, method, null),
    ...(method === 'PUBLISH'
      ? {
          alarms: [
            {
              type: ICalAlarmType.display,
              triggerBefore: ICS_ALARM_BEFORE_SECONDS,
              description: event.title,
            },
          ],
        }
      : {}),
  });
  return withFinalCrlf(calendar);
}

/**
 * The `ical-generator` data of one event. With `timeZone` null, DTSTART/DTEND are UTC instants; with a zone, they
 * are that zone's wall clock with `;TZID=` (a `TZDate` gives ical-generator the zone's fields, whatever the
 * server's own time zone). CANCEL → STATUS:CANCELLED.
 */
function eventData(event: CalendarEvent, method: IcsMethod, timeZone: string | null): ICalEventData {
  const inZone = (d: Date): Date => (timeZone ? new TZDate(d.getTime(), timeZone) : d);
  return {
    id: event.uid,
    sequence: event.sequence ?? 0,
    ...(event.stamp ? { stamp: event.stamp, lastModified: event.stamp } : {}),
    start: inZone(event.start),
    end: inZone(event.end),
    timezone: timeZone,
    summary: event.title,
    description: event.description,
    location: event.location || null,
    url: event.url ?? null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    busystatus: ICalEventBusyStatus.BUSY,
    // ORGANIZER's value must be an address; without one the property is left out rather than written empty.
    organizer: event.organizer.email ? { name: event.organizer.name, email: event.organizer.email } : null,
  };
}

/**
 * Europe/Stockholm as an RFC 5545 VTIMEZONE (the EU rule in force since 1996: summer time from the last Sunday of
 * March 02:00 to the last Sunday of October 03:00). The feed's times refer to it by TZID; `ical-generator` writes it
 * through the calendar's timezone generator.
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

/** VTIMEZONE generator for `ical-generator`: Stockholm's, none for any other zone. */
function vtimezone(timeZone: string): string | null {
  return timeZone === TIME_ZONE ? STOCKHOLM_VTIMEZONE : null;
}

/**
 * A subscription calendar: every event with METHOD:PUBLISH, calendar name `name` (X-WR-CALNAME and
 * NAME), X-WR-TIMEZONE and the Stockholm VTIMEZONE, DTSTART/DTEND as `;TZID=Europe/Stockholm:` wall clock, each
 * event with its UID, SEQUENCE and DTSTAMP/LAST-MODIFIED = `stamp`, so a calendar program updates edited events in
 * place and drops those no longer listed, and the same events give the same bytes. Without events it is still a
 * valid VCALENDAR (it holds the VTIMEZONE). Throws (`Error`) if `ical-generator` rejects a value.
 */
export function calendarFeedIcs(name: string, events: CalendarEvent[]): string {
  const calendar = ical({
    prodId: '//Tidvis//Kalender//SV',
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    // ical-generator writes the name unescaped.
    name: escape(name, false),
    ttl: 60 * 60,
    // Only the events carry the zone (a calendar-wide zone would write DTSTAMP as wall clock, not UTC); the
    // generator writes one VTIMEZONE per zone they use. An empty feed names the zone on the calendar instead, so
    // it still holds a component (RFC 5545 wants at least one) and the VTIMEZONE.
    timezone: { name: events.length === 0 ? TIME_ZONE : null, generator: vtimezone },
  });
  if (events.length > 0) calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  for (const event of events) calendar.createEvent(eventData(event, 'PUBLISH', TIME_ZONE));
  return withFinalCrlf(calendar);
}

/** The calendar's text; `ical-generator` ends it without the CRLF that RFC 5545 puts after every content line. */
function withFinalCrlf(calendar: ICalCalendar): string {
  return `${calendar.toString()}\r\n`;
}

/** The event as an e-mail attachment (`bokning.ics`, `text/calendar`). */
export function icsAttachment(event: CalendarEvent, method: IcsMethod = 'PUBLISH'): EmailAttachment {
  return {
    filename: ICS_FILENAME,
    content: calendarEventIcs(event, method),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
