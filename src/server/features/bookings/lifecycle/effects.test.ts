import { describe, expect, it } from 'vitest';
import { effectsOf } from './effects';
import type { BookingEvent } from './events';

const status = {
  customer_id: 'k1',
  service_name: 'Herrklippning',
  start_date: '2026-12-01',
  start_time: '10:00',
  customer_name: 'Anna Svensson',
};
const created = (by: 'customer' | 'admin'): BookingEvent => ({
  type: 'booking_created',
  details: {
    ...status,
    customer_id: 'k1',
    service_id: 's1',
    end_time: '10:30',
    staff_id: null,
    source: by === 'admin' ? 'admin' : 'web',
    triggered_by: by,
  },
});
const rescheduled = (by: 'customer' | 'admin'): BookingEvent => ({
  type: 'booking_rescheduled',
  details: {
    customer_id: 'k1',
    service_name: 'Herrklippning',
    customer_name: 'Anna Svensson',
    old_start_date: '2026-12-01',
    old_start_time: '10:00',
    old_end_time: '10:30',
    old_staff_id: null,
    new_start_date: '2026-12-02',
    new_start_time: '11:00',
    new_end_time: '11:30',
    new_staff_id: null,
    triggered_by: by,
  },
});
const realtime = { channel: 'realtime', event: 'bookings_changed' };

describe('effectsOf', () => {
  it("a customer's booking: confirmation, the company's notice, 'ny-bokning', realtime", () => {
    expect(effectsOf(created('customer'))).toEqual([
      { channel: 'email', to: 'customer', template: 'confirmation' },
      { channel: 'sms', to: 'customer', template: 'confirmation' },
      { channel: 'email', to: 'company', notice: 'created' },
      { channel: 'webhook', event: 'ny-bokning', triggeredBy: 'customer' },
      realtime,
    ]);
  });

  it("the company's booking: confirmation, 'ny-bokning', realtime; no notice to itself", () => {
    expect(effectsOf(created('admin'))).toEqual([
      { channel: 'email', to: 'customer', template: 'confirmation' },
      { channel: 'sms', to: 'customer', template: 'confirmation' },
      { channel: 'webhook', event: 'ny-bokning', triggeredBy: 'admin' },
      realtime,
    ]);
  });

  it("a customer's move: 'Ändrad bokning', the company's notice, the webhook, realtime", () => {
    expect(effectsOf(rescheduled('customer'))).toEqual([
      { channel: 'email', to: 'customer', template: 'changed' },
      { channel: 'sms', to: 'customer', template: 'changed' },
      { channel: 'email', to: 'company', notice: 'rescheduled' },
      { channel: 'webhook', event: 'booking_rescheduled', triggeredBy: 'customer' },
      realtime,
    ]);
  });

  it("the company's move: 'Ändrad bokning', the webhook, realtime", () => {
    expect(effectsOf(rescheduled('admin'))).toEqual([
      { channel: 'email', to: 'customer', template: 'changed' },
      { channel: 'sms', to: 'customer', template: 'changed' },
      { channel: 'webhook', event: 'booking_rescheduled', triggeredBy: 'admin' },
      realtime,
    ]);
  });

  it("the company's move with 'Meddela kunden' off: no 'Ändrad bokning', the webhook and realtime still", () => {
    const event = rescheduled('admin');
    if (event.type !== 'booking_rescheduled') throw new Error('unreachable');
    expect(effectsOf({ ...event, details: { ...event.details, customer_notified: false } })).toEqual([
      { channel: 'webhook', event: 'booking_rescheduled', triggeredBy: 'admin' },
      realtime,
    ]);
  });

  it("a customer's cancel: the cancellation e-mail, the company's notice, the webhook, realtime", () => {
    expect(
      effectsOf({ type: 'booking_cancelled', details: { ...status, triggered_by: 'customer' } }),
    ).toEqual([
      { channel: 'email', to: 'customer', template: 'cancellation' },
      { channel: 'sms', to: 'customer', template: 'cancellation' },
      { channel: 'email', to: 'company', notice: 'cancelled' },
      { channel: 'webhook', event: 'booking_cancelled', triggeredBy: 'customer' },
      realtime,
    ]);
  });

  it("the company's cancel: 'Avbokad av …' to the customer, the webhook, realtime", () => {
    expect(effectsOf({ type: 'booking_cancelled', details: { ...status, triggered_by: 'admin' } })).toEqual([
      { channel: 'email', to: 'customer', template: 'cancelled_by_company' },
      { channel: 'sms', to: 'customer', template: 'cancelled_by_company' },
      { channel: 'webhook', event: 'booking_cancelled', triggeredBy: 'admin' },
      realtime,
    ]);
  });

  it('no-show, restore and completion are only announced', () => {
    expect(effectsOf({ type: 'booking_no_show', details: { ...status, triggered_by: 'admin' } })).toEqual([
      realtime,
    ]);
    expect(
      effectsOf({
        type: 'booking_restored',
        details: { ...status, triggered_by: 'admin', restored_to: 'booked' },
      }),
    ).toEqual([realtime]);
    expect(effectsOf({ type: 'booking_completed', details: { ...status, triggered_by: 'system' } })).toEqual([
      realtime,
    ]);
  });

  it('only confirmation, move and cancel have an SMS, to the customer (for those without e-mail)', () => {
    const all: BookingEvent[] = [
      created('customer'),
      created('admin'),
      rescheduled('customer'),
      rescheduled('admin'),
      { type: 'booking_cancelled', details: { ...status, triggered_by: 'customer' } },
      { type: 'booking_cancelled', details: { ...status, triggered_by: 'admin' } },
    ];
    for (const event of all) {
      expect(effectsOf(event).filter((m) => m.channel === 'sms')).toEqual([
        expect.objectContaining({ channel: 'sms', to: 'customer' }),
      ]);
    }
    for (const type of ['booking_no_show', 'booking_completed'] as const) {
      const details = { ...status, triggered_by: type === 'booking_no_show' ? 'admin' : 'system' };
      const event = { type, details } as BookingEvent;
      expect(effectsOf(event).map((m) => m.channel)).not.toContain('sms');
    }
  });
});
