import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, outbox, services } from '../../src/server/db/schema';
import { formatSwedishDate } from '../../src/server/mail/booking-emails';
import { addDays, weekStart } from '../../src/shared/dates';
import {
  BOOKING_ERRORS,
  RESCHEDULE_ERRORS,
  type AvailabilityDay,
  type BookingSlots,
  type CustomerBooking,
  type MyBookings,
  type WeekAvailability,
} from '../../src/shared/schemas/booking';
import {
  countRows,
  createBlockedPeriod,
  createBookingRow,
  createCompany,
  createService,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

type ApiError = z.infer<typeof apiErrorSchema>;

const NOT_FOUND = { error: { code: 'not_found', message: BOOKING_ERRORS.notFound } };
const SLOT_TAKEN = { error: { code: 'slot_no_longer_available', message: BOOKING_ERRORS.slotTaken } };
const NOT_EDITABLE = { error: { code: 'not_editable', message: RESCHEDULE_ERRORS.notEditable } };

describe.each(databaseKinds())('edit booking: slots and PATCH on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function setup(serviceOverrides: Partial<typeof services.$inferInsert> = {}) {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id, serviceOverrides);
    return { company, service };
  }
  type Setup = Awaited<ReturnType<typeof setup>>;

  async function book(client: TestClient, s: Setup, date: string, startTime: string) {
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date,
      startTime,
    });
    expect(res.status).toBe(201);
    return res.json.booking as CustomerBooking;
  }
  const patch = <T = { booking: CustomerBooking }>(client: TestClient, id: string, body: unknown) =>
    client.request<T>('PATCH', `/api/bookings/${id}`, body);
  const slots = async (client: TestClient, id: string, date: string) =>
    (await client.get<BookingSlots>(`/api/bookings/${id}/slots?date=${date}`)).json.slots as string[];
  /** The booking calendar's offered starts of `date` (public availability endpoint). */
  async function offered(s: Setup, date: string): Promise<string[]> {
    const res = await new TestClient(ctx).get<WeekAvailability>(
      `/api/companies/${s.company.slug}/availability?serviceId=${s.service.id}&week=${weekStart(date)}`,
    );
    const day = (res.json.days as AvailabilityDay[]).find((d) => d.date === date);
    return day!.slots.map((x) => x.startTime);
  }
  const snapshot = async (id: string) => ({
    row: (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0],
    logs: await countRows(ctx.deps.db, bookingLogs),
    mails: await countRows(ctx.deps.db, outbox),
  });

  it('401 for guests', async () => {
    const guest = new TestClient(ctx);
    const id = randomUUID();
    for (const res of [
      await guest.get<ApiError>(`/api/bookings/${id}/slots?date=${stockholmDate(3)}`),
      await patch<ApiError>(guest, id, { date: stockholmDate(3), startTime: '10:00' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
  });

  it('moves the booking: new time, log row, e-mail, announce; old slot offered again, new one not', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const [from, to] = [stockholmDate(10), stockholmDate(11)];
    const booking = await book(client, s, from, '10:00');
    expect(await slots(client, booking.id, to)).toContain('13:00');
    const mailsBefore = await countRows(ctx.deps.db, outbox);
    const changed = new Promise<string>((resolve) => {
      const off = ctx.deps.bus.subscribe(s.company.id, () => {
        off();
        resolve('changed');
      });
    });

    const res = await patch(client, booking.id, { date: to, startTime: '13:00' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      booking: { ...booking, startDate: to, startTime: '13:00', endTime: '14:00' },
    });
    await expect(
      Promise.race([changed, new Promise((r) => setTimeout(() => r('timeout'), 5000))]),
    ).resolves.toBe('changed');
    expect((await client.get<MyBookings>('/api/bookings/mine')).json.upcoming).toEqual([res.json.booking]);
    expect(await offered(s, from)).toContain('10:00');
    expect(await offered(s, to)).not.toContain('13:00');

    const [log] = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(and(eq(bookingLogs.bookingId, booking.id), eq(bookingLogs.type, 'booking_rescheduled')));
    expect(log!.details).toMatchObject({
      old_start_date: from,
      old_start_time: '10:00',
      old_end_time: '11:00',
      new_start_date: to,
      new_start_time: '13:00',
      new_end_time: '14:00',
      triggered_by: 'customer',
    });
    // The customer's e-mail and (notification on by default) the company's 'Ändrad bokning'.
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 2);
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(outbox.id);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(`Ändrad bokning: Klippning ${formatSwedishDate(to)} kl. 13:00`);
    const { text, html } = emailContentOf(mail.payload);
    expect(text).toContain(`Ny tid: ${formatSwedishDate(to)} kl. 13:00–14:00`);
    expect(text).toContain(`Tidigare tid: ${formatSwedishDate(from)} kl. 10:00–11:00`);
    expect(text).toContain(s.company.email!);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(text).toContain(`/cancel-booking?token=${row!.cancelToken}`);
    expect(html).toContain('Din bokning har ändrats');
  });

  it('moves 30 minutes later over its own old time; slots ignore the booking itself', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(12);
    const booking = await book(client, s, date, '10:00');
    const free = await slots(client, booking.id, date);
    expect(free).toEqual(expect.arrayContaining(['09:00', '09:30', '10:00', '10:30']));
    expect(await offered(s, date)).not.toContain('10:30');
    const res = await patch(client, booking.id, { date, startTime: '10:30' });
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({ startDate: date, startTime: '10:30', endTime: '11:30' });
    expect(await offered(s, date)).not.toContain('10:00');
    expect(await offered(s, date)).toContain('09:30');
  });

  it("another customer's booking is 404 for GET, slots and PATCH; malformed ids too", async () => {
    const s = await setup();
    const owner = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const date = stockholmDate(13);
    const booking = await book(owner.client, s, date, '10:00');
    for (const id of [booking.id, 'inte-ett-id', randomUUID()]) {
      for (const res of [
        await other.client.get<ApiError>(`/api/bookings/${id}`),
        await other.client.get<ApiError>(`/api/bookings/${id}/slots?date=${date}`),
        await patch<ApiError>(other.client, id, { date, startTime: '14:00' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.json).toEqual(NOT_FOUND);
      }
    }
    expect((await snapshot(booking.id)).row).toMatchObject({ startDate: date, startTime: '10:00:00' });
  });

  it('bad body or date is 400 with a Swedish message', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const booking = await book(client, s, stockholmDate(14), '10:00');
    const cases: [unknown, string][] = [
      [{ startTime: '10:00' }, 'Ange datum som ÅÅÅÅ-MM-DD'],
      [{ date: '2031-02-30', startTime: '10:00' }, 'Ogiltigt datum'],
      [{ date: stockholmDate(15), startTime: '25:00' }, 'Ange tid som HH:MM'],
      [{ date: stockholmDate(15) }, 'Ange tid som HH:MM'],
    ];
    for (const [body, message] of cases) {
      const res = await patch<ApiError>(client, booking.id, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: { code: 'invalid_input', message } });
    }
    for (const query of ['', '?date=imorgon', '?date=2031-13-01']) {
      const res = await client.get<ApiError>(`/api/bookings/${booking.id}/slots${query}`);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid_input');
    }
  });

  it('a start that is not offered is 409 and changes nothing (hours, taken, blocked, off-grid, past)', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(15);
    const booking = await book(client, s, date, '10:00');
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '13:00' });
    await createBlockedPeriod(ctx.deps.db, s.company.id, date, '15:00', '16:00');
    const before = await snapshot(booking.id);
    const free = await slots(client, booking.id, date);
    expect(free).not.toContain('12:30');
    expect(free).not.toContain('15:00');
    expect(await slots(client, booking.id, stockholmDate(-1))).toEqual([]);
    for (const [d, time] of [
      [date, '07:00'],
      [date, '16:30'],
      [date, '12:30'],
      [date, '13:00'],
      [date, '14:30'],
      [date, '10:15'],
      [stockholmDate(-1), '10:00'],
    ] as const) {
      const res = await patch<ApiError>(client, booking.id, { date: d, startTime: time });
      expect(res.status, `${d} ${time}`).toBe(409);
      expect(res.json).toEqual(SLOT_TAKEN);
    }
    expect(await snapshot(booking.id)).toEqual(before);
  });

  it('a cancelled or started booking is 409 not_editable', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const booking = await book(client, s, stockholmDate(16), '10:00');
    const [own] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const started = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-2),
      startTime: '10:00',
      customerId: own!.customerId,
    });
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    for (const id of [booking.id, started.id]) {
      const before = await snapshot(id);
      for (const res of [
        await client.get<ApiError>(`/api/bookings/${id}/slots?date=${stockholmDate(17)}`),
        await patch<ApiError>(client, id, { date: stockholmDate(17), startTime: '10:00' }),
      ]) {
        expect(res.status).toBe(409);
        expect(res.json).toEqual(NOT_EDITABLE);
      }
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it('daily limit: at most 5 booked per day on the new date, the moved booking not counted twice', async () => {
    const s = await setup({ durationMinutes: 30 });
    const { client } = await signedInClient(ctx);
    const full = stockholmDate(18);
    for (const time of ['09:00', '10:00', '11:00', '12:00']) await book(client, s, full, time);
    const fifth = await book(client, s, full, '13:00');
    const elsewhere = await book(client, s, stockholmDate(19), '09:00');
    const before = await snapshot(elsewhere.id);
    const res = await patch<ApiError>(client, elsewhere.id, { date: full, startTime: '15:00' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: { code: 'daily_limit', message: BOOKING_ERRORS.dailyLimit } });
    expect(await snapshot(elsewhere.id)).toEqual(before);
    const sameDay = await patch(client, fifth.id, { date: full, startTime: '15:00' });
    expect(sameDay.status).toBe(200);
    expect(sameDay.json.booking).toMatchObject({ startTime: '15:00', endTime: '15:30' });
  });

  it('two moves racing for one free slot: one 200, one 409, no overlap', async () => {
    const s = await setup();
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const date = stockholmDate(20);
    const first = await book(a.client, s, date, '09:00');
    const second = await book(b.client, s, date, '12:00');
    const results = await Promise.all([
      patch(a.client, first.id, { date, startTime: '15:00' }),
      patch(b.client, second.id, { date, startTime: '15:00' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json).toEqual(SLOT_TAKEN);
    const rows = await ctx.deps.db
      .select({ start: bookings.startTime })
      .from(bookings)
      .where(and(eq(bookings.companyId, s.company.id), eq(bookings.status, 'booked')));
    const unmoved = results[0]!.status === 200 ? '12:00:00' : '09:00:00';
    expect(rows.map((r) => r.start).sort()).toEqual([unmoved, '15:00:00'].sort());
  });

  it("keeps the service's current duration, or the booking's own length when the service was deleted", async () => {
    const s = await setup({ durationMinutes: 90 });
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(21);
    const booking = await book(client, s, date, '09:00');
    await ctx.deps.db.delete(services).where(eq(services.id, s.service.id));
    expect(await slots(client, booking.id, date)).toContain('15:30');
    expect(await slots(client, booking.id, date)).not.toContain('16:00');
    const res = await patch(client, booking.id, { date: addDays(date, 1), startTime: '14:00' });
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({ serviceId: null, startTime: '14:00', endTime: '15:30' });
  });
});
