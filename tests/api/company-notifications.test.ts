import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers } from '../../src/server/db/schema';
import { baseUrl } from '../../src/server/env';
import { formatSwedishDate } from '../../src/server/mail/booking-emails';
import { formatPrice } from '../../src/shared/money';
import { formatPhone } from '../../src/shared/phone';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import { createCompany, createService, signedInAdmin, signedInClient, stockholmDate } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

const NOTES = 'Allergisk mot <parfym> & "spray"\nKommer med barnvagn';
const NOTES_HTML = 'Allergisk mot &#60;parfym&#62; &#38; &#34;spray&#34;';
const PHONE = '070-123 45 67';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/*
 * with 'E-postnotiser vid nya bokningar' on, the company's contact address is e-mailed about every new
 * booking, every change of time and every cancellation by the customer (in the app or through the e-mailed link);
 * with it off, about none. The customer's confirmation carries their message. And the admin calendar can find a
 * booking's date by id for the deep link /admin/calendar?booking=<id>.
 */
describe.each(databaseKinds())('company e-mail notifications on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A company (its admin signed in, e-mail notification on unless switched off here) with a 60-minute service. */
  async function setup(emailNotifications = true) {
    const email = `salong-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Notissalongen' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Färgning', price: 800 });
    const { client: admin } = await signedInAdmin(ctx, company.id, email);
    if (!emailNotifications) {
      const res = await admin.request('PATCH', '/api/admin/settings/notifications', {
        emailNotifications: false,
        smsReminders: false,
      });
      expect(res.status).toBe(200);
    }
    return { company, service, admin };
  }
  type Setup = Awaited<ReturnType<typeof setup>>;

  async function book(client: TestClient, s: Setup, date: string, startTime: string) {
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date,
      startTime,
      notes: NOTES,
      phone: PHONE,
    });
    expect(res.status).toBe(201);
    return res.json.booking as CustomerBooking;
  }

  /** The dev outbox of `to`, oldest first. */
  async function mailsTo(to: string): Promise<DevMail[]> {
    const res = await new TestClient(ctx).get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return (res.json as DevMail[]).reverse();
  }

  /** The phone the customer's record at the company has (what the notice shows). */
  async function storedPhone(bookingId: string) {
    const [row] = await ctx.deps.db
      .select({ phone: customers.phone })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(eq(bookings.id, bookingId));
    return row!.phone!;
  }

  /** What every notice says about the customer, the service, the message and where the booking is. */
  function expectCustomerDetails(mail: DevMail, booking: CustomerBooking, email: string, phone: string) {
    expect(mail.text).toContain('Kund: Test Kund');
    // Stored in E.164, shown as Swedes write it ('070-123 45 67').
    expect(mail.text).toContain(`Telefon: ${formatPhone(phone)}`);
    expect(mail.text).not.toContain(phone);
    expect(mail.text).toContain(`E-post: ${email}`);
    expect(mail.text).toContain('Tjänst: Färgning');
    expect(mail.text).toContain(`Meddelande från kunden:\n${NOTES}`);
    const link = `${baseUrl(ctx.deps.env)}/admin/calendar?booking=${booking.id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(NOTES_HTML);
    expect(mail.html).not.toContain('<parfym>');
    expect(mail.html).toContain(email);
  }

  it('a new booking: the company gets "Ny bokning" with the customer, time, message and calendar link; the customer\'s confirmation carries the message', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(5);
    const booking = await book(client, s, date, '10:00');

    const [notice, ...more] = await mailsTo(s.company.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe(`Ny bokning: Färgning ${formatSwedishDate(date)} kl. 10:00 – Test Kund`);
    expect(notice!.text).toContain(`Datum: ${formatSwedishDate(date)}`);
    expect(notice!.text).toContain('Tid: 10:00–11:00');
    expect(notice!.text).toContain(`Pris: ${formatPrice(800)}`);
    expect(notice!.html).toContain('Ny bokning');
    expectCustomerDetails(notice!, booking, user.email, await storedPhone(booking.id));
    expect(await storedPhone(booking.id)).toBeTruthy();

    const [confirmation] = await mailsTo(user.email);
    expect(confirmation!.subject).toContain('Bokningsbekräftelse');
    expect(confirmation!.text).toContain(`Ditt meddelande till företaget:\n${NOTES}`);
    expect(confirmation!.html).toContain(NOTES_HTML);
    expect(confirmation!.html).not.toContain('<parfym>');
  });

  it('a change of time by the customer: "Ändrad bokning" with the new and the old time', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const [from, to] = [stockholmDate(6), stockholmDate(7)];
    const booking = await book(client, s, from, '10:00');

    const res = await client.request('PATCH', `/api/bookings/${booking.id}`, {
      date: to,
      startTime: '13:00',
    });
    expect(res.status).toBe(200);

    const mails = await mailsTo(s.company.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Ny bokning: Färgning ${formatSwedishDate(from)} kl. 10:00 – Test Kund`,
      `Ändrad bokning: Färgning ${formatSwedishDate(to)} kl. 13:00 – Test Kund`,
    ]);
    const notice = mails[1]!;
    expect(notice.text).toContain(`Ny tid: ${formatSwedishDate(to)} kl. 13:00–14:00`);
    expect(notice.text).toContain(`Tidigare tid: ${formatSwedishDate(from)} kl. 10:00–11:00`);
    expectCustomerDetails(notice, booking, user.email, await storedPhone(booking.id));

    // Moving to the time it already has changes nothing and tells no one.
    const same = await client.request('PATCH', `/api/bookings/${booking.id}`, {
      date: to,
      startTime: '13:00',
    });
    expect(same.status).toBe(200);
    expect(await mailsTo(s.company.email)).toHaveLength(2);
  });

  it('a cancel by the customer in the app: "Avbokning"; a refused second cancel sends nothing', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(8);
    const booking = await book(client, s, date, '11:00');

    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(409);

    const mails = await mailsTo(s.company.email);
    expect(mails).toHaveLength(2);
    const notice = mails[1]!;
    expect(notice.subject).toBe(`Avbokning: Färgning ${formatSwedishDate(date)} kl. 11:00 – Test Kund`);
    expect(notice.text).toContain('har avbokat sin tid');
    expect(notice.text).toContain(`Datum: ${formatSwedishDate(date)}`);
    expect(notice.text).toContain('Tid: 11:00–12:00');
    expectCustomerDetails(notice, booking, user.email, await storedPhone(booking.id));
  });

  it('a cancel through the e-mailed link: "Avbokning" to the company as well', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(9);
    const booking = await book(client, s, date, '14:00');
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));

    const res = await new TestClient(ctx).post('/api/booking-links/cancel', { token: row!.cancelToken });
    expect(res.status).toBe(200);

    const mails = await mailsTo(s.company.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Avbokning: Färgning ${formatSwedishDate(date)} kl. 14:00 – Test Kund`);
    expectCustomerDetails(mails[1]!, booking, user.email, await storedPhone(booking.id));
  });

  it('with the switch off the company gets none of the four, while the customer still gets theirs', async () => {
    const s = await setup(false);
    const { client, user } = await signedInClient(ctx);
    const first = await book(client, s, stockholmDate(5), '09:00');
    const moved = await client.request('PATCH', `/api/bookings/${first.id}`, {
      date: stockholmDate(6),
      startTime: '09:00',
    });
    expect(moved.status).toBe(200);
    expect((await client.post(`/api/bookings/${first.id}/cancel`)).status).toBe(200);
    const second = await book(client, s, stockholmDate(7), '09:00');
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(
      (await new TestClient(ctx).post('/api/booking-links/cancel', { token: row!.cancelToken })).status,
    ).toBe(200);

    expect(await mailsTo(s.company.email)).toEqual([]);
    expect((await mailsTo(user.email)).map((m) => m.subject.split(':')[0])).toEqual([
      'Bokningsbekräftelse',
      'Ändrad bokning',
      'Avbokad',
      'Bokningsbekräftelse',
      'Avbokad',
    ]);
  });

  it("GET /api/admin/calendar/bookings/:id: the booking's date for its own admin; 404 alike for another company's, unknown and malformed ids", async () => {
    const s = await setup();
    const other = await setup();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(10);
    const booking = await book(client, s, date, '12:00');
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);

    const res = await s.admin.get(`/api/admin/calendar/bookings/${booking.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ booking: { id: booking.id, startDate: date } });

    const notFound = { error: { code: 'not_found', message: 'Bokningen kunde inte hittas' } };
    for (const id of [booking.id, randomUUID(), 'inte-ett-id']) {
      const refused = await other.admin.get(`/api/admin/calendar/bookings/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(notFound);
    }
    expect((await s.admin.get(`/api/admin/calendar/bookings/${randomUUID()}`)).json).toEqual(notFound);
    expect((await new TestClient(ctx).get(`/api/admin/calendar/bookings/${booking.id}`)).status).toBe(401);
    expect((await client.get(`/api/admin/calendar/bookings/${booking.id}`)).status).toBe(403);
  });
});
