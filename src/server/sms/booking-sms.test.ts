import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import {
  bookingCancelledSms,
  bookingChangedSms,
  bookingConfirmationSms,
  type BookingSmsDetails,
} from './booking-sms';

const cancelUrl = 'https://tidvis.se/cancel-booking?token=0f8b4c7e-2d1a-4b3c-9e8f-1a2b3c4d5e6f';
const base: BookingSmsDetails = {
  companyName: 'Salong Solros',
  companyPhone: '+4681234567',
  serviceName: 'Klippning',
  startDate: '2026-05-12',
  startTime: '10:00',
  staffName: 'Sofia',
  cancelUrl,
};
const previous = { startDate: '2026-05-11', startTime: '09:00' };

/** Independent check: one segment, GSM-7, by the calculator itself. */
function expectOneSegment(text: string) {
  const m = new SegmentedMessage(text);
  expect(m.encodingName).toBe('GSM-7');
  expect(m.segmentsCount).toBe(1);
}

const LONG = {
  companyName: 'Hårstudion Ängelholms Allra Bästa Frisörer och Skönhetsspecialister i Skåne AB ★',
  serviceName: 'Färgning, slingor och toning med olaplex-behandling 😀',
  staffName: 'Maria-Therese Lindqvist-Andersson',
};

describe('booking SMS to customers without e-mail', () => {
  it('confirmation: service, salon, time, staff and the cancel link', () => {
    const text = bookingConfirmationSms(base);
    expect(text).toBe(
      `Bokad: Klippning hos Salong Solros tis 12 maj kl 10:00 med Sofia. Avboka: ${cancelUrl}`,
    );
    expectOneSegment(text);
  });

  it('confirmation inside the deadline: no link, the salon’s phone', () => {
    const text = bookingConfirmationSms({ ...base, cancelUrl: null });
    expect(text).toBe(
      'Bokad: Klippning hos Salong Solros tis 12 maj kl 10:00 med Sofia. Kan inte avbokas online längre, ring 08-123 45 67.',
    );
    expectOneSegment(text);
  });

  it('move: the new and the old time', () => {
    const text = bookingChangedSms(base, previous);
    expect(text).toContain('Ny tid: Klippning hos Salong Solros tis 12 maj kl 10:00');
    expectOneSegment(text);
    const shortUrl = 'https://tidvis.se/c?t=abc';
    expect(
      bookingChangedSms({ ...base, serviceName: 'Kort', staffName: null, cancelUrl: shortUrl }, previous),
    ).toBe(
      `Ny tid: Kort hos Salong Solros tis 12 maj kl 10:00 (förut mån 11 maj kl 09:00). Avboka: ${shortUrl}`,
    );
    // The link matters more than the old time.
    expect(bookingChangedSms({ ...base, serviceName: 'Kort', staffName: null }, previous)).toBe(
      `Ny tid: Kort hos Salong Solros tis 12 maj kl 10:00. Avboka: ${cancelUrl}`,
    );
  });

  it('cancel by the customer and by the salon', () => {
    expect(bookingCancelledSms(base, 'customer')).toBe(
      'Avbokad: Klippning hos Salong Solros tis 12 maj kl 10:00. Välkommen åter!',
    );
    expect(bookingCancelledSms(base, 'company')).toBe(
      'Salong Solros har avbokat din tid tis 12 maj kl 10:00 (Klippning). Frågor: ring 08-123 45 67.',
    );
  });

  it('long and non-GSM names and a long address still give one GSM segment each', () => {
    const long = {
      ...base,
      ...LONG,
      cancelUrl: `https://boka.salong.example.se/cancel-booking?token=${'t'.repeat(36)}`,
    };
    for (const text of [
      bookingConfirmationSms(long),
      bookingConfirmationSms({ ...long, cancelUrl: null }),
      bookingChangedSms(long, previous),
      bookingCancelledSms(long, 'customer'),
      bookingCancelledSms(long, 'company'),
    ]) {
      expectOneSegment(text);
      expect(text).toContain('12 maj kl 10:00');
    }
    // The link is kept while it fits beside a cut name.
    expect(bookingConfirmationSms(long)).toContain(long.cancelUrl);
  });
});
