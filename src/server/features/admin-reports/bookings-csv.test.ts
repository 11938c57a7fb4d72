import { describe, expect, it } from 'vitest';
import { BOOKINGS_CSV_HEADERS, bookingsCsv, csvField, csvKronor, toCsv } from './bookings-csv';

describe('bookings CSV', () => {
  it('quotes only fields with a semicolon, a quote or a line break, doubling quotes', () => {
    expect(csvField('Klippning')).toBe('Klippning');
    expect(csvField('Klipp, tvätt')).toBe('Klipp, tvätt'); // a comma is not the separator
    expect(csvField('Färg; slingor')).toBe('"Färg; slingor"');
    expect(csvField('Säg "hej"')).toBe('"Säg ""hej"""');
    expect(csvField('två\nrader')).toBe('"två\nrader"');
  });

  it('text a spreadsheet would run as a formula gets an apostrophe', () => {
    expect(csvField('=HYPERLINK("x")', { text: true })).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+46701234567', { text: true })).toBe("'+46701234567");
    expect(csvField('-5', { text: false })).toBe('-5');
  });

  it('kronor with a decimal comma, whole kronor without decimals, empty for none', () => {
    expect(csvKronor(450)).toBe('450');
    expect(csvKronor(12500)).toBe('12500');
    expect(csvKronor(99.5)).toBe('99,50');
    expect(csvKronor(null)).toBe('');
  });

  it('a file: BOM, semicolons, CRLF after every row', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa;b\r\nc;d\r\n');
  });

  it('a booking row: Swedish status and source, earned only when completed', () => {
    const csv = bookingsCsv([
      {
        id: 'b1',
        startDate: '2026-03-02',
        startTime: '09:00',
        endTime: '10:00',
        serviceName: 'Klippning',
        staffName: null,
        customerName: 'Åsa Öberg',
        status: 'no_show',
        servicePrice: 500,
        source: 'iframe',
        paidOnline: 0,
        refunded: 0,
        paymentKind: null,
        paymentMethod: null,
      },
    ]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(BOOKINGS_CSV_HEADERS.join(';'));
    expect(row).toBe(
      '2026-03-02;09:00;10:00;Klippning;;Åsa Öberg;Utebliven;500;0;Bokningswidget;b1;0;0;På plats',
    );
  });

  it('payment columns: paid online and refunded kronor, and how it was paid', () => {
    const base = {
      id: 'b2',
      startDate: '2026-03-03',
      startTime: '10:00',
      endTime: '11:00',
      serviceName: 'Färg',
      staffName: 'Elin',
      customerName: 'Per',
      servicePrice: 1200,
      source: 'web' as const,
    };
    const rows = bookingsCsv([
      {
        ...base,
        status: 'completed',
        paidOnline: 300,
        refunded: 0,
        paymentKind: 'deposit',
        paymentMethod: 'card',
      },
      {
        ...base,
        status: 'cancelled',
        paidOnline: 1200,
        refunded: 1200,
        paymentKind: 'prepay',
        paymentMethod: 'swish',
      },
      { ...base, status: 'cancelled', paidOnline: 0, refunded: 0, paymentKind: null, paymentMethod: null },
      {
        ...base,
        status: 'pending_payment',
        paidOnline: 0,
        refunded: 0,
        paymentKind: null,
        paymentMethod: null,
      },
    ])
      .slice(1)
      .split('\r\n')
      .slice(1, 5)
      .map((r) => r.split(';').slice(-3));
    expect(rows).toEqual([
      ['300', '0', 'Kort (handpenning)'],
      ['1200', '1200', 'Swish'],
      ['0', '0', ''],
      ['0', '0', ''],
    ]);
  });
});
