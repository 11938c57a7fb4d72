import { describe, expect, it } from 'vitest';
import type { bookings } from '../db/schema';
import { bookingCancelledPayload, newBookingPayload } from './payloads';

const row = {
  id: 'b1',
  companyId: 'c1',
  customerId: 'k1',
  serviceId: 's1',
  staffId: 'm1',
  serviceName: 'Klippning',
  servicePrice: 500,
  customerName: 'Anna',
  startDate: '2026-05-12',
  startTime: '10:00:00',
  endTime: '11:00:00',
  notes: null,
  source: 'web',
  cancelledAt: new Date('2026-05-01T08:00:00Z'),
} as unknown as typeof bookings.$inferSelect;

describe('webhook payloads carry the staff member', () => {
  const at = new Date('2026-05-01T07:00:00Z');
  const services = [{ id: 's1', name: 'Klippning', durationMinutes: 60, price: 500, priceFrom: false }];
  const extra = {
    customerEmail: 'a@example.se',
    customerPhone: null,
    serviceDurationMinutes: 60,
    at,
    services,
  };

  it('ny-bokning: staff { id, name }, or null without a member', () => {
    const member = { id: 'm1', name: 'Bo', title: 'Frisör' };
    expect(newBookingPayload(row, { ...extra, staff: member }).booking.staff).toEqual({
      id: 'm1',
      name: 'Bo',
    });
    expect(newBookingPayload(row, extra).booking.staff).toBeNull();
  });

  it('booking_cancelled: staff { id, name }, or null without a member', () => {
    expect(
      bookingCancelledPayload(row, 'customer', at, { id: 'm1', name: 'Bo' }, services).booking.staff,
    ).toEqual({
      id: 'm1',
      name: 'Bo',
    });
    expect(bookingCancelledPayload(row, 'admin', at, null, services).booking.staff).toBeNull();
  });

  it('a visit of several services: services listed in order, service_* the first one (decision 046)', () => {
    const visit = {
      ...row,
      serviceName: 'Klippning + Färgning',
      servicePrice: 1650,
      endTime: '12:40:00',
    } as typeof row;
    const parts = [
      { id: 's1', name: 'Klippning', durationMinutes: 60, price: 500, priceFrom: false },
      { id: 's2', name: 'Färgning', durationMinutes: 90, price: 1150, priceFrom: true },
    ];
    const payload = newBookingPayload(visit, { ...extra, services: parts }).booking;
    expect(payload).toMatchObject({ service_name: 'Klippning', service_duration: 60, service_price: 500 });
    expect(payload.services).toEqual([
      { id: 's1', name: 'Klippning', duration: 60, price: 500, price_from: false },
      { id: 's2', name: 'Färgning', duration: 90, price: 1150, price_from: true },
    ]);
    const cancelled = bookingCancelledPayload(visit, 'admin', at, null, parts).booking;
    expect(cancelled).toMatchObject({ service_id: 's1', service_name: 'Klippning' });
    expect(cancelled.services.map((s) => s.name)).toEqual(['Klippning', 'Färgning']);
  });
});
