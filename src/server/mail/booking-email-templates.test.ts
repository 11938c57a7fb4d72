import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingChangedEmail } from './booking-changed-email';
import {
  bookingEmailRow,
  emailContentOf,
  isBookingEmailPayload,
  type BookingEmail,
} from './booking-email-templates';
import {
  bookingCancellationEmail,
  bookingConfirmationEmail,
  type BookingEmailDetails,
  type RenderedEmail,
} from './booking-emails';
import { bookingCancelledByCompanyEmail } from './cancellation-by-company';
import { companyNotificationEmail } from './company-notification-email';
import { receiptEmail } from './receipt-email';

/* A booking e-mail stored as its template and arguments renders, when sent, exactly what rendering it at once gave. */

const details: BookingEmailDetails = {
  bookingId: '3f2a1c9e-0000-4000-8000-000000000009',
  customerName: 'Anna "Ann" <Svensson> & Co',
  serviceName: 'Herrklippning',
  servicePrice: 450,
  servicePriceFrom: true,
  startDate: '2026-11-26',
  startTime: '14:00',
  endTime: '14:30',
  companyName: 'Salong Solros',
  companyLocation: null,
  companyEmail: 'info@salongsolros.se',
  companyPhone: '+46701234567',
  notes: 'Rad ett\nRad två',
  staffName: 'Lisa',
  calendarSequence: 2,
  cancellationDeadline: new Date('2026-11-25T13:00:00.000Z'),
  reminderPlanned: false,
  cancellableOnline: true,
  paymentNote: ['Betalt online: 100 kr.'],
  refundNote: 'Du får tillbaka 100 kr.',
};
const previous = { startDate: '2026-11-25', startTime: '10:00', endTime: '10:30' };
const receipt = {
  receiptNumber: 'AB12CD34',
  customerName: 'Anna',
  companyName: 'Salong Solros',
  orgNumber: '556677-8899',
  companyLocation: 'Götgatan 1',
  serviceName: 'Herrklippning',
  startDate: '2026-11-26',
  startTime: '14:00',
  kind: 'deposit' as const,
  amount: 100,
  onSite: 350,
  onSiteFrom: false,
  method: 'card',
  paidAt: new Date('2026-11-20T09:15:00.000Z'),
  noticeHours: 24,
};
const notice = {
  ...details,
  kind: 'rescheduled' as const,
  customerName: 'Anna',
  customerEmail: 'anna@example.se',
  customerPhone: '+46701234567',
  staffName: null,
  notes: 'Ring mig',
  previous,
};

// Each e-mail as stored (template and arguments) and as rendered at once, from the same arguments.
const cases: [string, BookingEmail, () => RenderedEmail][] = [
  [
    'confirmation',
    {
      template: 'booking_confirmation',
      args: [details, 'https://x.se/c?token=a&b', 'https://x.se/v', undefined],
    },
    () => bookingConfirmationEmail(details, 'https://x.se/c?token=a&b', 'https://x.se/v'),
  ],
  [
    'changed',
    { template: 'booking_changed', args: [details, previous, 'https://x.se/c', 'https://x.se/e'] },
    () => bookingChangedEmail(details, previous, 'https://x.se/c', 'https://x.se/e'),
  ],
  [
    'cancellation',
    { template: 'booking_cancellation', args: [details, 'https://x.se/b'] },
    () => bookingCancellationEmail(details, 'https://x.se/b'),
  ],
  [
    'cancelled by the company',
    { template: 'booking_cancelled_by_company', args: [details] },
    () => bookingCancelledByCompanyEmail(details),
  ],
  ['receipt', { template: 'booking_receipt', args: [receipt] }, () => receiptEmail(receipt)],
  [
    'company notice',
    { template: 'company_notice', args: [notice, 'https://x.se/admin'] },
    () => companyNotificationEmail(notice, 'https://x.se/admin'),
  ],
];

describe('booking e-mails rendered when sent', () => {
  // The .ics carries DTSTAMP (when it was written): one clock for both renderings.
  beforeEach(() => void vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it.each(cases)(
    'the %s: subject on the row, the same text, HTML and attachments when rendered',
    (_, email, now) => {
      const expected = now();
      const row = bookingEmailRow('Anna@Example.SE', email);
      expect(row).toMatchObject({ kind: 'email', recipient: 'anna@example.se', subject: expected.subject });
      // What the database gives back is JSON: a Date only as its ISO string.
      const stored = JSON.parse(JSON.stringify(row.payload)) as unknown;
      expect(isBookingEmailPayload(stored)).toBe(true);
      expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(expected).length / 2);
      expect(emailContentOf(stored)).toEqual({
        text: expected.text,
        html: expected.html,
        ...(expected.attachments ? { attachments: expected.attachments } : {}),
      });
    },
  );

  it('keeps a rendered payload as stored, and a blanked one empty', () => {
    const rendered = { text: 'Hej', html: '<p>Hej</p>', attachments: [] };
    expect(emailContentOf(rendered)).toEqual({ text: 'Hej', html: '<p>Hej</p>' });
    expect(emailContentOf({ redacted: true })).toEqual({ text: '', html: '' });
  });

  it('refuses a template it does not know, by name', () => {
    expect(() => emailContentOf({ template: 'nonexistent', args: [] })).toThrow(/'nonexistent'/);
    expect(() => emailContentOf({ template: 'toString', args: [] })).toThrow(/'toString'/);
  });
});
