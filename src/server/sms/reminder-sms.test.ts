import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { isSingleGsmSegment, reminderSms, toGsmText } from './reminder-sms';

const cancelUrl = 'https://tidvis.se/cancel-booking?token=0f8b4c7e-2d1a-4b3c-9e8f-1a2b3c4d5e6f';
const base = { startDate: '2026-05-12', startTime: '10:00', cancelUrl };

/** Independent check: one segment, GSM-7, by the calculator itself. */
function expectOneGsmSegment(text: string) {
  const m = new SegmentedMessage(text);
  expect(m.encodingName).toBe('GSM-7');
  expect(m.segmentsCount).toBe(1);
  expect(m.numberOfCharacters).toBeLessThanOrEqual(160);
}

describe('reminderSms', () => {
  it('names the company, the date, the time and the cancel link in one GSM segment', () => {
    const text = reminderSms({ ...base, companyName: 'Salong Solros' });
    expect(text).toBe(`Påminnelse: tid hos Salong Solros i morgon tis 12 maj kl 10:00. Avboka: ${cancelUrl}`);
    expectOneGsmSegment(text);
  });

  it('names the staff member when the message still fits, else by first name, else leaves them out', () => {
    const text = reminderSms({ ...base, companyName: 'Salong Solros', staffName: 'Anna' });
    expect(text).toBe(
      `Påminnelse: tid hos Anna, Salong Solros i morgon tis 12 maj kl 10:00. Avboka: ${cancelUrl}`,
    );
    expectOneGsmSegment(text);
    // A full name too long beside the link gives way to the first name, a first name too long to none.
    const first = reminderSms({
      ...base,
      companyName: 'Salong Solros',
      staffName: `Anna ${'Lind'.repeat(20)}`,
    });
    expect(first).toBe(
      `Påminnelse: tid hos Anna, Salong Solros i morgon tis 12 maj kl 10:00. Avboka: ${cancelUrl}`,
    );
    const long = reminderSms({ ...base, companyName: 'Salong Solros', staffName: 'Anna'.repeat(20) });
    expect(long).toBe(`Påminnelse: tid hos Salong Solros i morgon tis 12 maj kl 10:00. Avboka: ${cancelUrl}`);
  });

  it('cuts a long company name so the message stays one segment', () => {
    const companyName = 'Hårstudion Ängelholms Allra Bästa Frisörer och Skönhetsspecialister i Skåne AB';
    const text = reminderSms({ ...base, companyName });
    expectOneGsmSegment(text);
    expect(text).toMatch(
      /^Påminnelse: tid hos Hårstudion Ängelholms .+\. i morgon tis 12 maj kl 10:00\. Avboka: /,
    );
    expect(text).toContain(cancelUrl);
  });

  it('counts extension characters twice and replaces characters outside GSM 03.38', () => {
    const companyName = '€€€€€€€€€€ {Salón} ★ Łódź 😀 [Crème]'.repeat(2);
    const text = reminderSms({ ...base, companyName });
    expectOneGsmSegment(text);
    expect(text).toContain('tid hos €€€€€€€€€€ {Sa.');
    expect(toGsmText('{Salón} ★ Łódź 😀')).toBe('{Salon} odz'); // Ł has no GSM base letter
  });

  it('keeps the Swedish letters, which are in the GSM alphabet', () => {
    expect(toGsmText('Åsa  Öberg & Ärlig')).toBe('Åsa Öberg & Ärlig');
    expect(toGsmText('Café Señor')).toBe('Café Señor');
    expect(toGsmText('Zoë ✂ Nail')).toBe('Zoe Nail');
  });

  it('drops the link for a pointer to the e-mail when APP_URL is too long for it', () => {
    const text = reminderSms({
      ...base,
      companyName: 'Salong Solros',
      cancelUrl: `https://${'x'.repeat(140)}.se/c`,
    });
    expectOneGsmSegment(text);
    expect(text).toContain('Salong Solros');
    expect(text).toContain('Avboka via länken i e-posten.');
  });

  it('past the cancellation deadline: no cancel link, the salon’s phone instead', () => {
    const text = reminderSms({
      ...base,
      companyName: 'Salong Solros',
      staffName: 'Anna',
      cancelUrl: null,
      companyPhone: '+4681234567',
    });
    expect(text).toBe(
      'Påminnelse: tid hos Anna, Salong Solros i morgon tis 12 maj kl 10:00. Förhinder? Ring 08-123 45 67.',
    );
    expect(text).not.toContain('Avboka');
    expectOneGsmSegment(text);
    expect(reminderSms({ ...base, companyName: 'Salong Solros', cancelUrl: null })).toBe(
      'Påminnelse: tid hos Salong Solros i morgon tis 12 maj kl 10:00. Förhinder? Kontakta salongen.',
    );
  });

  it('isSingleGsmSegment refuses UCS-2 and more than 160 septets', () => {
    expect(isSingleGsmSegment('a'.repeat(160))).toBe(true);
    expect(isSingleGsmSegment('a'.repeat(161))).toBe(false);
    expect(isSingleGsmSegment(`${'a'.repeat(159)}€`)).toBe(false);
    expect(isSingleGsmSegment('Hej 😀')).toBe(false);
  });
});
