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
  const extra = { customerEmail: 'a@example.se', customerPhone: null, serviceDurationMinutes: 60, at };

  it('ny-bokning: staff { id, name }, or null without a member', () => {
    const member = { id: 'm1', name: 'Bo', title: 'Frisör' };
    expect(newBookingPayload(row, { ...extra, staff: member }).booking.staff).toEqual({
      id: 'm1',
      name: 'Bo',
    });
    expect(newBookingPayload(row, extra).booking.staff).toBeNull();
  });

  it('booking_cancelled: staff { id, name }, or null without a member', () => {
    expect(bookingCancelledPayload(row, 'customer', at, { id: 'm1', name: 'Bo' }).booking.staff).toEqual({
      id: 'm1',
      name: 'Bo',
    });
    expect(bookingCancelledPayload(row, 'admin', at, null).booking.staff).toBeNull();
  });
});
