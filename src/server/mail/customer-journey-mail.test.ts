import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedWallClockToInstant } from '../../shared/dates';
import { dayBeforeReminderPlanned } from '../../shared/reminder-rule';
import { parseEnv } from '../env';
import { bookAgainUrl, newBookingRecords } from '../features/bookings/lifecycle';
import {
  bookingCancellationEmail,
  bookingConfirmationEmail,
  type BookingEmailDetails,
} from './booking-emails';
import { emailContentOf } from './booking-email-templates';
import { calendarEventIcs, ICS_ALARM_BEFORE_SECONDS } from './ics';

/* the .ics alarm, the cancellation e-mail's 'Boka igen' and the reminder promise kept to the rule. */

const details: BookingEmailDetails = {
  bookingId: '3f2a1c9e-0000-4000-8000-000000000009',
  customerName: 'Anna Svensson',
  serviceName: 'Herrklippning',
  servicePrice: 450,
  startDate: '2026-11-26',
  startTime: '14:00',
  endTime: '14:30',
  companyName: 'Salong Solros',
  companyLocation: 'Götgatan 1, Stockholm',
  companyEmail: 'info@salongsolros.se',
};
const cancelUrl = 'https://tidvis.se/cancel-booking?token=abc';
const REMINDER = 'Vi skickar en påminnelse dagen före din tid.';

describe('the booking .ics alarm', () => {
  const event = {
    uid: details.bookingId,
    title: 'Herrklippning – Salong Solros',
    description: 'Bokning',
    location: 'Götgatan 1, Stockholm',
    start: zonedWallClockToInstant('2026-11-27', '14:00'),
    end: zonedWallClockToInstant('2026-11-27', '14:30'),
    organizer: { name: 'Salong Solros', email: 'info@salongsolros.se' },
  };

  it('reminds 2 hours before the start with a DISPLAY VALARM', () => {
    const vevent = new ICAL.Component(ICAL.parse(calendarEventIcs(event))).getFirstSubcomponent('vevent')!;
    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarms[0]!.getFirstPropertyValue('trigger'))).toBe('-PT2H');
    expect(alarms[0]!.getFirstPropertyValue('description')).toBe(event.title);
    expect(ICS_ALARM_BEFORE_SECONDS).toBe(7200);
  });

  it('is in the confirmation e-mail’s attachment, and not in a CANCEL file', () => {
    const mail = bookingConfirmationEmail({ ...details, startDate: '2026-11-27' }, cancelUrl);
    expect(String(mail.attachments![0]!.content)).toContain('BEGIN:VALARM');
    expect(calendarEventIcs(event, 'CANCEL')).not.toContain('BEGIN:VALARM');
  });
});

describe('the cancellation e-mail', () => {
  it('links to booking the same service again at the company', () => {
    const env = parseEnv({ ...process.env, APP_URL: 'https://tidvis.se' });
    const url = bookAgainUrl(
      env,
      { slug: 'salong-solros' },
      { serviceId: '11111111-2222-4333-8444-555555555555' },
    );
    expect(url).toBe('https://tidvis.se/booking/salong-solros?tjanst=11111111-2222-4333-8444-555555555555');
    const mail = bookingCancellationEmail(details, url);
    expect(mail.text).toContain(`Boka igen hos Salong Solros:\n${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Boka igen');
  });

  it('links to the company page when the service is gone', () => {
    const env = parseEnv({ ...process.env, APP_URL: 'https://tidvis.se' });
    expect(bookAgainUrl(env, { slug: 'salong-solros' }, { serviceId: null })).toBe(
      'https://tidvis.se/booking/salong-solros',
    );
  });
});

describe('the reminder promise', () => {
  it('is left out of the confirmation when no reminder will be sent', () => {
    expect(bookingConfirmationEmail({ ...details, reminderPlanned: false }, cancelUrl).text).not.toContain(
      'påminnelse',
    );
    expect(bookingConfirmationEmail({ ...details, reminderPlanned: false }, cancelUrl).html).not.toContain(
      'påminnelse',
    );
    expect(bookingConfirmationEmail({ ...details, reminderPlanned: true }, cancelUrl).text).toContain(
      REMINDER,
    );
  });

  it('follows the reminder job: booked at 13:34 for 14:00 the same day gets none, for tomorrow gets one', () => {
    const at1334 = zonedWallClockToInstant('2026-11-26', '13:34');
    expect(dayBeforeReminderPlanned('2026-11-26', at1334)).toBe(false);
    expect(dayBeforeReminderPlanned('2026-11-27', at1334)).toBe(true);
  });

  it('is decided from the booking’s date when a booking is made', () => {
    const env = parseEnv({ ...process.env, APP_URL: 'https://tidvis.se' });
    const facts = (date: string) => ({
      bookedBy: {
        source: 'web' as const,
        user: { id: 'u1', email: 'anna@example.se', name: 'Anna Svensson' } as never,
        phone: null,
      },
      company: {
        id: 'c1',
        name: 'Salong Solros',
        slug: 'salong-solros',
        location: 'Götgatan 1, Stockholm',
        email: 'info@salongsolros.se',
        phone: null,
        emailNotifications: false,
        cancellationNoticeHours: 0,
      } as never,
      service: { id: 's1', name: 'Herrklippning', price: 450, durationMinutes: 30 } as never,
      customer: { id: 'k1', name: 'Anna Svensson', email: 'anna@example.se', phone: null } as never,
      date,
      startTime: '14:00',
      notes: null,
      now: zonedWallClockToInstant('2026-11-26', '13:34'),
      bufferMinutes: 0,
      staffId: null,
      staffName: null,
    });
    const textOf = (date: string) =>
      emailContentOf(newBookingRecords(env, facts(date)).outbox[0]!.payload).text;
    expect(textOf('2026-11-26')).not.toContain('påminnelse dagen före');
    expect(textOf('2026-11-27')).toContain('påminnelse dagen före');
  });
});
