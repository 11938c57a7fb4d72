import { describe, expect, it } from 'vitest';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { BookingPayment } from '~/shared/schemas/payments';
import { holdEndsAt, otherTimeHref, paymentOutcome, retryInput } from './payment-outcome';

const payment = (status: BookingPayment['status']): BookingPayment => ({
  kind: 'deposit',
  status,
  amount: 300,
  refundedAmount: 0,
  refundPending: false,
  method: status === 'paid' ? 'card' : null,
  paidAt: null,
});

const booking = (over: Partial<CustomerBooking> = {}): CustomerBooking => ({
  id: 'b-1',
  companyId: 'c-1',
  companyName: 'Salong Solros',
  companySlug: 'salong-solros',
  companyLocation: null,
  companyEmail: null,
  serviceId: 's-1',
  serviceName: 'Färgning',
  servicePrice: 650,
  services: [{ id: 's-1', name: 'Färgning', durationMinutes: 90, price: 650, priceFrom: false }],
  customerName: 'Anna Svensson',
  startDate: '2030-05-08',
  startTime: '10:00',
  endTime: '11:30',
  status: 'pending_payment',
  notes: 'Hej',
  createdAt: '2030-05-01T08:00:00.000Z',
  staff: { id: 'm-1', name: 'Sofia Lind', title: null },
  cancellationDeadline: null,
  payment: payment('pending'),
  ...over,
});

describe('paymentOutcome', () => {
  it('waits while held, and releases it when the customer gave up', () => {
    expect(paymentOutcome(booking(), false)).toBe('pending');
    expect(paymentOutcome(booking(), true)).toBe('releasing');
  });

  it('is paid once booked with a paid payment, whatever the address says', () => {
    const paid = booking({ status: 'booked', payment: payment('paid') });
    expect(paymentOutcome(paid, false)).toBe('paid');
    expect(paymentOutcome(paid, true)).toBe('paid');
    expect(paymentOutcome(booking({ status: 'booked', payment: null }), false)).toBe('booked');
  });

  it('tells a failed, an expired and an abandoned payment apart', () => {
    expect(paymentOutcome(booking({ status: 'cancelled', payment: payment('failed') }), false)).toBe(
      'failed',
    );
    expect(paymentOutcome(booking({ status: 'cancelled', payment: payment('expired') }), false)).toBe(
      'expired',
    );
    expect(paymentOutcome(booking({ status: 'cancelled', payment: payment('failed') }), true)).toBe(
      'aborted',
    );
    expect(paymentOutcome(booking({ status: 'cancelled', payment: payment('paid') }), false)).toBe(
      'cancelled',
    );
  });
});

describe('retryInput', () => {
  it('books the same visit again: company, services in order, date, start, member and message', () => {
    expect(retryInput(booking(), '+46701234567')).toEqual({
      companyId: 'c-1',
      serviceId: 's-1',
      date: '2030-05-08',
      startTime: '10:00',
      staffId: 'm-1',
      notes: 'Hej',
      phone: '+46701234567',
    });
    const visit = booking({
      staff: null,
      services: [
        { id: 's-1', name: 'Färgning', durationMinutes: 90, price: 650, priceFrom: false },
        { id: 's-2', name: 'Klippning', durationMinutes: 30, price: 300, priceFrom: false },
      ],
    });
    expect(retryInput(visit, null)).toMatchObject({ serviceIds: ['s-1', 's-2'] });
    expect(retryInput(visit, null)).not.toHaveProperty('staffId');
  });

  it('cannot book a visit again whose service was deleted', () => {
    const gone = booking({
      services: [{ id: null, name: 'Färgning', durationMinutes: 90, price: 650, priceFrom: false }],
    });
    expect(retryInput(gone, null)).toBeNull();
  });
});

describe('otherTimeHref and holdEndsAt', () => {
  it('opens the time step of the same services on the booking’s week', () => {
    expect(otherTimeHref(booking())).toBe('/booking/salong-solros?tjanst=s-1&vecka=2030-05-08');
  });

  it('ends the hold 15 minutes after the booking was made, in Stockholm time', () => {
    // 08:00 UTC is 10:00 in Stockholm in May (summer time).
    expect(holdEndsAt('2030-05-01T08:00:00.000Z')).toBe('10:15');
  });
});
