import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { freedTimeSms } from './freed-time-sms';

const serviceId = '0f8b4c7e-2d1a-4b3c-9e8f-1a2b3c4d5e6f';
const companyUrl = 'https://tidvis.se/booking/salong-solros';

function expectOneGsmSegment(text: string) {
  const m = new SegmentedMessage(text);
  expect(m.encodingName).toBe('GSM-7');
  expect(m.segmentsCount).toBe(1);
}

describe('freedTimeSms', () => {
  it('names the company, the first freed time and its service with a link to book that time', () => {
    const text = freedTimeSms({
      companyName: 'Salong Solros',
      serviceNames: ['Klippning'],
      times: [{ date: '2026-12-03', time: '14:00', url: 'https://tidvis.se/b?t=1' }],
      companyUrl,
    });
    expect(text).toBe(
      'Ledig tid hos Salong Solros: tor 3 dec kl 14:00 (Klippning). Boka: https://tidvis.se/b?t=1',
    );
    expectOneGsmSegment(text);
  });

  it('counts the other freed times and gives up the service before the count', () => {
    // 90 characters: room for the count beside it, not for the services too.
    const url = `https://tidvis.se/b/${'x'.repeat(70)}`;
    const times = ['14:00', '15:00', '16:00'].map((time) => ({ date: '2026-12-03', time, url }));
    const details = { companyName: 'Solros', times, companyUrl };
    const text = freedTimeSms({ ...details, serviceNames: ['Damklippning', 'Färgning'] });
    expect(text).toBe(`Ledig tid hos Solros: tor 3 dec kl 14:00, +2 till. Boka: ${url}`);
    expectOneGsmSegment(text);
    // With room the services come along, joined as one visit.
    expect(
      freedTimeSms({
        ...details,
        times: [{ ...times[0]!, url: 'https://tidvis.se/b' }],
        serviceNames: ['Damklippning', 'Färgning'],
      }),
    ).toBe('Ledig tid hos Solros: tor 3 dec kl 14:00 (Damklippning + Färgning). Boka: https://tidvis.se/b');
  });

  it("links the company's page when the time's own link cannot fit, and always fits one segment", () => {
    const longUrl = `https://tidvis.se/booking/${'a'.repeat(100)}?tjanst=${serviceId},${serviceId}&datum=2026-12-03&tid=14:00`;
    const text = freedTimeSms({
      companyName: 'Hårstudion på Söder med ett mycket långt namn',
      serviceNames: ['Damklippning'],
      times: [{ date: '2026-12-03', time: '14:00', url: longUrl }],
      companyUrl,
    });
    expect(text).toContain(`Boka: ${companyUrl}`);
    expect(text).toContain('tor 3 dec kl 14:00');
    expectOneGsmSegment(text);
  });

  it('refuses a message without a time', () => {
    expect(() =>
      freedTimeSms({ companyName: 'Solros', serviceNames: ['Klippning'], times: [], companyUrl }),
    ).toThrow(RangeError);
  });
});
