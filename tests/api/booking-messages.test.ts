import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SegmentedMessage } from 'sms-segments-calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { enqueueDueReminders } from '../../src/server/jobs/reminders';
import { addDays, zonedWallClockToInstant } from '../../src/shared/dates';
import type { AdminCalendarBooking } from '../../src/shared/schemas/admin-calendar';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  freshTodays,
  makeStaff,
  signedInAdmin,
  signedInClient,
} from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * What a booking change tells the customer, read through the dev outboxes with the app's clock set: SMS to
 * customers without e-mail, reminders that name the member at sending time and are not sent twice after a move,
 * and no cancel link once cancelling online is no longer allowed.
 */

interface DevSms {
  to: string;
  text: string;
}
interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
interface AdminAnswer {
  booking: AdminCalendarBooking;
}

/** Each test has its own Stockholm "today" (Mondays a week apart), so reminders of one never count in another. */
const freshToday = freshTodays('2027-04-05');
/** The instant it is `HH:MM` in Stockholm on `date`. */
const at = (date: string, time: string) => zonedWallClockToInstant(date, time);
let nextNumber = 3_000_000;
/** A fresh Swedish mobile number, national form and E.164. */
const freshPhone = () => {
  const n = nextNumber++;
  return { national: `070${n}`, e164: `+4670${n}` };
};

function expectOneSegment(text: string) {
  const m = new SegmentedMessage(text);
  expect(m.segmentsCount).toBe(1);
  expect(['GSM-7', 'UCS-2']).toContain(m.encodingName);
}

describe.each(databaseKinds())('booking messages on %s', (kind) => {
  let ctx: ClockedTestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function smsTo(phone: string): Promise<DevSms[]> {
    const res = await guest().get(`/api/dev/sms?to=${encodeURIComponent(phone)}`);
    expect(res.status).toBe(200);
    return (res.json as DevSms[]).reverse();
  }
  async function mailsTo(to: string): Promise<DevMail[]> {
    const res = await guest().get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return (res.json as DevMail[]).reverse();
  }

  /** A salon with SMS reminders on, a phone, two members performing a 60-minute service, and its signed-in admin. */
  async function salon(overrides: { cancellationNoticeHours?: number } = {}) {
    const email = `salong-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, {
      email,
      name: 'Salong Karin & Co',
      phone: '+4681234567',
      smsReminders: true,
      ...overrides,
    });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', price: 450 });
    const elin = await makeStaff(ctx.deps.db, company.id, {
      serviceIds: [service.id],
      name: 'Elin Svensson',
    });
    const maria = await makeStaff(ctx.deps.db, company.id, {
      serviceIds: [service.id],
      name: 'Maria Lind',
      displayOrder: 1,
    });
    const { client: admin } = await signedInAdmin(ctx, company.id, email);
    return { company, service, elin, maria, admin };
  }

  const reminderSentAt = async (id: string) =>
    (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.reminderSentAt;

  it('a customer with a phone and no e-mail gets an SMS on booking, move and cancel, each one segment', async () => {
    const today = freshToday();
    ctx.setNow(at(today, '09:00'));
    const s = await salon();
    const phone = freshPhone();
    const date = addDays(today, 3);
    const created = await s.admin.post<AdminAnswer>('/api/admin/calendar/bookings', {
      customer: { name: 'Per Olsson', phone: phone.national, email: '' },
      serviceId: s.service.id,
      staffId: s.elin.id,
      date,
      startTime: '10:00',
    });
    expect(created.status).toBe(201);
    const id = created.json.booking.id;
    const [confirmation, ...none] = await smsTo(phone.e164);
    expect(none).toHaveLength(0);
    expect(confirmation!.to).toBe(phone.e164);
    // The service gives way to the member and the link when all do not fit one segment.
    expect(confirmation!.text).toMatch(/^Bokad: .*Salong Karin & Co .+ kl 10:00 med Elin Svensson\./);
    expect(confirmation!.text).toContain('/cancel-booking?token=');
    expectOneSegment(confirmation!.text);

    const moved = await s.admin.post(`/api/admin/calendar/bookings/${id}/move`, {
      date,
      startTime: '13:00',
      staffId: s.maria.id,
    });
    expect(moved.status).toBe(200);
    const afterMove = await smsTo(phone.e164);
    expect(afterMove).toHaveLength(2);
    expect(afterMove[1]!.text).toMatch(/^Ny tid: .*Salong Karin & Co .+ kl 13:00/);
    expectOneSegment(afterMove[1]!.text);

    const cancelled = await s.admin.post(`/api/admin/calendar/bookings/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const all = await smsTo(phone.e164);
    expect(all).toHaveLength(3);
    expect(all[2]!.text).toMatch(/^Salong Karin & Co har avbokat din tid .+ kl 13:00/);
    expect(all[2]!.text).toContain('08-123 45 67');
    expectOneSegment(all[2]!.text);
  });

  it('a customer with e-mail who chose ‘Bokningar via SMS’ gets booking, move and cancel by SMS too; one who did not gets none', async () => {
    const today = freshToday();
    ctx.setNow(at(today, '09:00'));
    const s = await salon();
    const date = addDays(today, 3);
    const chooser = await signedInClient(ctx);
    const phone = freshPhone();
    const other = await signedInClient(ctx);
    const otherPhone = freshPhone();
    const chose = await chooser.client.request('PATCH', '/api/me/preferences', {
      emailNotifications: true,
      smsNotifications: true,
      smsBookingMessages: true,
    });
    expect(chose.status).toBe(200);
    const book = (who: typeof chooser, tel: string, startTime: string) =>
      who.client.post<{ booking: CustomerBooking }>('/api/bookings', {
        companyId: s.company.id,
        serviceId: s.service.id,
        staffId: s.elin.id,
        date,
        startTime,
        phone: tel,
      });

    const mine = await book(chooser, phone.national, '10:00');
    expect(mine.status).toBe(201);
    const theirs = await book(other, otherPhone.national, '12:00');
    expect(theirs.status).toBe(201);
    const [confirmation, ...none] = await smsTo(phone.e164);
    expect(none).toHaveLength(0);
    expect(confirmation!.text).toMatch(/^Bokad: .*Salong Karin & Co .+ kl 10:00/);
    expectOneSegment(confirmation!.text);
    // The e-mail goes as before.
    expect((await mailsTo(chooser.user.email)).map((m) => m.subject.split(':')[0])).toContain(
      'Bokningsbekräftelse',
    );

    const id = mine.json.booking.id;
    expect(
      (await s.admin.post(`/api/admin/calendar/bookings/${id}/move`, { date, startTime: '14:00' })).status,
    ).toBe(200);
    expect((await s.admin.post(`/api/admin/calendar/bookings/${id}/cancel`, {})).status).toBe(200);
    const all = await smsTo(phone.e164);
    expect(all).toHaveLength(3);
    expect(all[1]!.text).toMatch(/^Ny tid: .+ kl 14:00/);
    expect(all[2]!.text).toMatch(/^Salong Karin & Co har avbokat din tid .+ kl 14:00/);
    for (const m of all) expectOneSegment(m.text);

    // Without the choice: e-mail only, as before.
    expect(
      (await s.admin.post(`/api/admin/calendar/bookings/${theirs.json.booking.id}/cancel`, {})).status,
    ).toBe(200);
    expect(await smsTo(otherPhone.e164)).toHaveLength(0);
  });

  it('a block that cancels a phone-only customer’s booking tells them by SMS; customers with e-mail get no SMS', async () => {
    const today = freshToday();
    ctx.setNow(at(today, '09:00'));
    const s = await salon();
    const phone = freshPhone();
    const date = addDays(today, 2);
    const phoneOnly = await createCustomer(ctx.deps.db, s.company.id, { email: '', phone: phone.e164 });
    await createBookingRow(ctx.deps.db, s.service, {
      date,
      startTime: '10:00',
      customerId: phoneOnly.id,
      staffId: s.elin.id,
    });
    const withMailPhone = freshPhone();
    const withMail = await createCustomer(ctx.deps.db, s.company.id, { phone: withMailPhone.e164 });
    await createBookingRow(ctx.deps.db, s.service, {
      date,
      startTime: '10:00',
      customerId: withMail.id,
      staffId: s.maria.id,
    });
    const res = await s.admin.post('/api/admin/calendar/blocks', {
      date,
      startTime: '09:00',
      endTime: '12:00',
      coveredBookings: 'cancel',
    });
    expect(res.status).toBe(201);
    const [sms, ...more] = await smsTo(phone.e164);
    expect(more).toHaveLength(0);
    expect(sms!.text).toMatch(/har avbokat din tid .+ kl 10:00/);
    expect(await smsTo(withMailPhone.e164)).toHaveLength(0);
    expect(await mailsTo(withMail.email)).toHaveLength(1);
  });

  it('a move to another member after the reminders went out sends no reminder again; the next one names the member', async () => {
    const today = freshToday();
    const tomorrow = addDays(today, 1);
    ctx.setNow(at(today, '09:00'));
    const s = await salon();
    const phone = freshPhone();
    const customer = await createCustomer(ctx.deps.db, s.company.id, { phone: phone.e164 });
    const booking = await createBookingRow(ctx.deps.db, s.service, {
      date: tomorrow,
      startTime: '10:00',
      customerId: customer.id,
      staffId: s.elin.id,
    });

    ctx.setNow(at(today, '18:00'));
    expect(await enqueueDueReminders(ctx.deps, ctx.deps.clock())).toBe(1);
    const reminded = await reminderSentAt(booking.id);
    expect(reminded).not.toBeNull();
    const [sms] = await smsTo(phone.e164);
    expect(sms!.text).toContain('Elin');
    const [mail] = await mailsTo(customer.email);
    expect(mail!.text).toContain('Personal: Elin Svensson');

    // Elin is ill: the salon moves the booking to Maria, same time.
    ctx.setNow(at(today, '19:30'));
    const moved = await s.admin.post(`/api/admin/calendar/bookings/${booking.id}/move`, {
      date: tomorrow,
      startTime: '10:00',
      staffId: s.maria.id,
    });
    expect(moved.status).toBe(200);
    expect(await reminderSentAt(booking.id)).toEqual(reminded);
    ctx.advance(1);
    expect(await enqueueDueReminders(ctx.deps, ctx.deps.clock())).toBe(0);
    expect(await smsTo(phone.e164)).toHaveLength(1);
    // One 'Ändrad bokning', no second reminder.
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Påminnelse', 'Ändrad bokning']);
    expect(mails[1]!.text).toContain('Personal: Maria Lind');
    // The salon's phone in 'Ändrad bokning'.
    expect(mails[1]!.text).toContain('Telefon: 08-123 45 67');

    // A new time tomorrow (its reminder moment has passed): still no second reminder.
    const later = await s.admin.post(`/api/admin/calendar/bookings/${booking.id}/move`, {
      date: tomorrow,
      startTime: '14:00',
    });
    expect(later.status).toBe(200);
    expect(await enqueueDueReminders(ctx.deps, ctx.deps.clock())).toBe(0);
    expect(await smsTo(phone.e164)).toHaveLength(1);

    // A new day whose reminder moment is ahead: reminded again then, naming Maria.
    const nextWeek = addDays(today, 3);
    const away = await s.admin.post(`/api/admin/calendar/bookings/${booking.id}/move`, {
      date: nextWeek,
      startTime: '10:00',
    });
    expect(away.status).toBe(200);
    expect(await reminderSentAt(booking.id)).toBeNull();
    ctx.setNow(at(addDays(nextWeek, -1), '18:05'));
    expect(await enqueueDueReminders(ctx.deps, ctx.deps.clock())).toBe(1);
    const texts = (await smsTo(phone.e164)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Maria');
    expect(texts[1]).not.toContain('Elin');
  });

  it('the reminder names the member the booking has at sending time', async () => {
    const today = freshToday();
    const tomorrow = addDays(today, 1);
    ctx.setNow(at(today, '09:00'));
    const s = await salon();
    const phone = freshPhone();
    const customer = await createCustomer(ctx.deps.db, s.company.id, { phone: phone.e164 });
    const booking = await createBookingRow(ctx.deps.db, s.service, {
      date: tomorrow,
      startTime: '11:00',
      customerId: customer.id,
      staffId: s.elin.id,
    });
    // Moved to Maria before the reminder moment.
    ctx.setNow(at(today, '12:00'));
    const moved = await s.admin.post(`/api/admin/calendar/bookings/${booking.id}/move`, {
      date: tomorrow,
      startTime: '11:00',
      staffId: s.maria.id,
    });
    expect(moved.status).toBe(200);
    ctx.setNow(at(today, '18:00'));
    expect(await enqueueDueReminders(ctx.deps, ctx.deps.clock())).toBe(1);
    const [sms] = await smsTo(phone.e164);
    expect(sms!.text).toContain('Maria');
    expect(sms!.text).not.toContain('Elin');
    const reminder = (await mailsTo(customer.email)).find((m) => m.subject.startsWith('Påminnelse'));
    expect(reminder!.text).toContain('Personal: Maria Lind');
  });

  it('past the cancellation deadline at sending time the reminder SMS carries no cancel link, but the salon’s phone', async () => {
    const today = freshToday();
    const tomorrow = addDays(today, 1);
    ctx.setNow(at(today, '09:00'));
    const s = await salon({ cancellationNoticeHours: 24 });
    const early = freshPhone();
    const late = freshPhone();
    const earlyCustomer = await createCustomer(ctx.deps.db, s.company.id, { phone: early.e164 });
    const lateCustomer = await createCustomer(ctx.deps.db, s.company.id, { phone: late.e164 });
    // 24 h before 19:00 tomorrow is 19:00 today: still ahead at 18:00. Before 10:00 tomorrow it has passed.
    await createBookingRow(ctx.deps.db, s.service, {
      date: tomorrow,
      startTime: '19:00',
      customerId: earlyCustomer.id,
      staffId: s.elin.id,
    });
    await createBookingRow(ctx.deps.db, s.service, {
      date: tomorrow,
      startTime: '10:00',
      customerId: lateCustomer.id,
      staffId: s.elin.id,
    });
    ctx.setNow(at(today, '18:00'));
    expect(await enqueueDueReminders(ctx.deps, ctx.deps.clock())).toBe(2);
    const [open] = await smsTo(early.e164);
    expect(open!.text).toContain('Avboka: ');
    expect(open!.text).toContain('/cancel-booking?token=');
    const [closed] = await smsTo(late.e164);
    expect(closed!.text).not.toContain('Avboka');
    expect(closed!.text).not.toContain('cancel-booking');
    expect(closed!.text).toContain('Förhinder? Ring 08-123 45 67.');
    expectOneSegment(closed!.text);
    const [closedMail] = await mailsTo(lateCustomer.email);
    expect(closedMail!.text).not.toContain('cancel-booking');
    expect(closedMail!.text).toContain('Bokningen kan inte längre avbokas eller ändras online.');
  });

  it('booked inside the deadline: the confirmation says it can no longer be cancelled online and gives the phone', async () => {
    const today = freshToday();
    ctx.setNow(at(today, '13:00'));
    const s = await salon({ cancellationNoticeHours: 24 });
    const { client, user } = await signedInClient(ctx);
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date: addDays(today, 1),
      startTime: '10:00',
      phone: '070-123 45 67',
    });
    expect(res.status).toBe(201);
    const [confirmation] = await mailsTo(user.email);
    expect(confirmation!.subject).toMatch(/^Bokningsbekräftelse/);
    expect(confirmation!.text).not.toContain('Avbokning senast');
    expect(confirmation!.text).not.toContain('Avboka din tid via länken');
    expect(confirmation!.text).toContain(
      'Bokningen kan inte längre avbokas eller ändras online. Behöver du avboka, ring Salong Karin & Co på 08-123 45 67.',
    );

    // Outside the deadline the link and the deadline are there, as before.
    const ahead = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date: addDays(today, 3),
      startTime: '10:00',
    });
    expect(ahead.status).toBe(201);
    const second = (await mailsTo(user.email))[1]!;
    expect(second.text).toContain('Avbokning senast');
    expect(second.text).toContain('Avboka din tid via länken');

    // The salon's notice: the phone as Swedes write it, the member and the price.
    const notice = (await mailsTo(s.company.email)).find((m) => m.subject.startsWith('Ny bokning'));
    expect(notice!.text).toContain('Telefon: 070-123 45 67');
    expect(notice!.text).toMatch(/Personal: (Elin Svensson|Maria Lind)/);
    expect(notice!.text).toMatch(/Pris: 450\skr/);
  });
});
