import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '~/shared/schemas/booking';
import type { BookingPayment } from '~/shared/schemas/payments';
import { paymentLine, refundOnCancelLine } from './payment-lines';

/** Text with the non-breaking spaces of sv-SE number formatting as plain ones. */
const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;

const paid: BookingPayment = {
  kind: 'deposit',
  status: 'paid',
  amount: 300,
  refundedAmount: 0,
  refundPending: false,
  method: 'card',
  paidAt: '2030-05-01T10:00:00.000Z',
};

const line = (status: BookingStatus, payment: BookingPayment | null) =>
  plain(paymentLine({ status, payment }));

describe('paymentLine', () => {
  it('names what was paid, how, and the kind', () => {
    expect(line('booked', paid)).toBe('Handpenning 300 kr betald (kort)');
    expect(line('completed', { ...paid, kind: 'prepay', amount: 1200, method: 'swish' })).toBe(
      'Förskottsbetalning 1 200 kr betald (Swish)',
    );
    expect(line('booked', { ...paid, method: null })).toBe('Handpenning 300 kr betald');
    expect(line('booked', { ...paid, method: 'ideal' })).toBe('Handpenning 300 kr betald (ideal)');
  });

  it('says a refund is on its way, then that it was refunded', () => {
    expect(line('cancelled', { ...paid, refundPending: true })).toBe('Återbetalning på väg: 300 kr');
    expect(line('cancelled', { ...paid, refundedAmount: 300 })).toBe('Återbetald 300 kr');
    expect(line('cancelled', { ...paid, refundedAmount: 100 })).toBe('Återbetald 100 kr av 300 kr');
  });

  it('says the deposit is kept after a late cancel or a no-show with nothing refunded', () => {
    expect(line('cancelled', paid)).toBe('Handpenningen behålls');
    expect(line('no_show', paid)).toBe('Handpenningen behålls');
    expect(line('no_show', { ...paid, kind: 'prepay' })).toBe('Förskottsbetalningen behålls');
  });

  it('says nothing for a booking paid on site or still waiting, and "Inte betald" after a failed payment', () => {
    expect(line('booked', null)).toBeNull();
    expect(line('pending_payment', { ...paid, status: 'pending', method: null })).toBeNull();
    expect(line('cancelled', { ...paid, status: 'failed', method: null })).toBe('Inte betald');
    expect(line('cancelled', { ...paid, status: 'expired', method: null })).toBe('Inte betald');
  });
});

describe('refundOnCancelLine', () => {
  it('tells what a cancel gives back of a paid payment, and nothing otherwise', () => {
    expect(plain(refundOnCancelLine({ payment: paid }))).toBe('Du får tillbaka 300 kr.');
    expect(plain(refundOnCancelLine({ payment: { ...paid, refundedAmount: 100 } }))).toBe(
      'Du får tillbaka 200 kr.',
    );
    expect(refundOnCancelLine({ payment: null })).toBeNull();
    expect(refundOnCancelLine({ payment: { ...paid, status: 'pending' } })).toBeNull();
    expect(refundOnCancelLine({ payment: { ...paid, refundPending: true } })).toBeNull();
    expect(refundOnCancelLine({ payment: { ...paid, refundedAmount: 300 } })).toBeNull();
  });
});
