import { describe, expect, it } from 'vitest';
import type { BookingPayment } from '~/shared/schemas/payments';
import { bookingPaymentLines } from './booking-payment';

const paid: BookingPayment = {
  kind: 'deposit',
  status: 'paid',
  amount: 300,
  refundedAmount: 0,
  refundPending: false,
  method: 'card',
  // 14:02 in Stockholm (UTC+1 in November).
  paidAt: '2026-11-28T13:02:00.000Z',
};
/** Normal spaces for the assertions (prices are written with a no-break space). */
const plain = (lines: { payment: string | null; onSite: string | null }) => ({
  payment: lines.payment?.replace(/\s/g, ' ') ?? null,
  onSite: lines.onSite?.replace(/\s/g, ' ') ?? null,
});

describe('bookingPaymentLines', () => {
  it('a paid deposit: what, how and when, and what is left to pay in the salon', () => {
    expect(
      plain(
        bookingPaymentLines({ status: 'booked', servicePrice: 650, servicePriceFrom: false, payment: paid }),
      ),
    ).toEqual({
      payment: 'Handpenning 300 kr betald (kort) 28 nov 14:02',
      onSite: 'På plats: 350 kr',
    });
  });

  it("a 'från' price: the rest in the salon is a lowest price too", () => {
    expect(
      plain(
        bookingPaymentLines({ status: 'booked', servicePrice: 650, servicePriceFrom: true, payment: paid }),
      ).onSite,
    ).toBe('På plats: från 350 kr');
  });

  it('prepaid in full leaves nothing on site', () => {
    const prepay = { ...paid, kind: 'prepay' as const, amount: 650 };
    expect(
      bookingPaymentLines({
        status: 'completed',
        servicePrice: 650,
        servicePriceFrom: false,
        payment: prepay,
      }).onSite,
    ).toBeNull();
  });

  it('refunded, a refund on its way, and a deposit kept after a no-show', () => {
    const refunded = { ...paid, refundedAmount: 300 };
    expect(
      plain(
        bookingPaymentLines({
          status: 'cancelled',
          servicePrice: 650,
          servicePriceFrom: false,
          payment: refunded,
        }),
      ),
    ).toEqual({
      payment: 'Återbetald 300 kr',
      onSite: null,
    });
    const onItsWay = { ...paid, refundPending: true };
    expect(
      plain(
        bookingPaymentLines({
          status: 'cancelled',
          servicePrice: 650,
          servicePriceFrom: false,
          payment: onItsWay,
        }),
      ).payment,
    ).toBe('Återbetalning på väg: 300 kr');
    expect(
      bookingPaymentLines({ status: 'no_show', servicePrice: 650, servicePriceFrom: false, payment: paid }),
    ).toEqual({
      payment: 'Handpenningen behålls',
      onSite: null,
    });
  });

  it('waiting for the payment, and a booking paid on site', () => {
    const pending = { ...paid, status: 'pending' as const, method: null, paidAt: null };
    expect(
      plain(
        bookingPaymentLines({
          status: 'pending_payment',
          servicePrice: 650,
          servicePriceFrom: false,
          payment: pending,
        }),
      ),
    ).toEqual({ payment: 'Handpenning 300 kr, väntar på betalning', onSite: null });
    expect(
      bookingPaymentLines({ status: 'booked', servicePrice: 650, servicePriceFrom: false, payment: null }),
    ).toEqual({
      payment: null,
      onSite: null,
    });
  });
});
