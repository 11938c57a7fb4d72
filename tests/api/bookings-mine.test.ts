import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, outbox } from '../../src/server/db/schema';
import { formatSwedishDate } from '../../src/server/mail/booking-emails';
import { BOOKING_ERRORS, type CustomerBooking, type MyBookings } from '../../src/shared/schemas/booking';
import {
  countRows,
  createBookingRow,
  createCompany,
  createCustomer,
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
const NOT_CANCELLABLE = { error: { code: 'not_cancellable', message: BOOKING_ERRORS.notCancellable } };

describe.each(databaseKinds())('my bookings, GET and cancel on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function setup() {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    return { company, service };
  }

  /** Books through the API and returns the booking. */
  async function book(
    client: TestClient,
    s: Awaited<ReturnType<typeof setup>>,
    date: string,
    startTime: string,
  ) {
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date,
      startTime,
    });
    expect(res.status).toBe(201);
    return res.json.booking as CustomerBooking;
  }

  it('401 for guests on every endpoint', async () => {
    const guest = new TestClient(ctx);
    const id = randomUUID();
    for (const res of [
      await guest.get<ApiError>('/api/bookings/mine'),
      await guest.get<ApiError>(`/api/bookings/${id}`),
      await guest.post<ApiError>(`/api/bookings/${id}/cancel`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
  });

  it('lists only own bookings: upcoming soonest first, previous = cancelled', async () => {
    const s1 = await setup();
    const s2 = await setup();
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const later = await book(a.client, s2, stockholmDate(9), '09:00');
    const sooner = await book(a.client, s1, stockholmDate(8), '14:00');
    const soonest = await book(a.client, s1, stockholmDate(8), '10:00');
    const toCancel = await book(a.client, s1, stockholmDate(12), '10:00');
    expect((await a.client.post(`/api/bookings/${toCancel.id}/cancel`)).status).toBe(200);
    // B's own booking at the same company, and a guest's booking with A's e-mail at another company (not linked).
    const bBooking = await book(b.client, s1, stockholmDate(8), '12:00');
    const s3 = await setup();
    const unlinked = await createCustomer(ctx.deps.db, s3.company.id, { email: a.user.email });
    await createBookingRow(ctx.deps.db, s3.service, {
      date: stockholmDate(8),
      startTime: '09:00',
      customerId: unlinked.id,
    });

    const mineA = await a.client.get<MyBookings>('/api/bookings/mine');
    expect(mineA.status).toBe(200);
    expect(mineA.json.upcoming.map((x: CustomerBooking) => x.id)).toEqual([soonest.id, sooner.id, later.id]);
    expect(mineA.json.previous.map((x: CustomerBooking) => x.id)).toEqual([toCancel.id]);
    expect(mineA.json.previous[0]).toMatchObject({
      status: 'cancelled',
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(mineA.json.upcoming[0]).toEqual({ ...soonest });

    const mineB = await b.client.get<MyBookings>('/api/bookings/mine');
    expect(mineB.json).toEqual({ upcoming: [bBooking], previous: [], recent: [bBooking] });

    const fresh = await signedInClient(ctx);
    expect((await fresh.client.get<MyBookings>('/api/bookings/mine')).json).toEqual({
      upcoming: [],
      previous: [],
      recent: [],
    });
  });

  it('past booked bookings are not upcoming but previous; previous holds at most 20, latest first', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const first = await book(client, s, stockholmDate(7), '09:00');
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, first.id));
    // Ended, but the completion job has not run: it is shown under 'Tidigare', not lost from both lists.
    const pastBooked = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-3),
      startTime: '09:00',
      customerId: row!.customerId,
    });
    for (let i = 1; i <= 22; i++) {
      await createBookingRow(ctx.deps.db, s.service, {
        date: stockholmDate(-i),
        startTime: '11:00',
        customerId: row!.customerId,
        status: 'cancelled',
      });
    }
    const mine = await client.get<MyBookings>('/api/bookings/mine');
    expect(mine.json.upcoming.map((x: CustomerBooking) => x.id)).toEqual([first.id]);
    expect(mine.json.previous).toHaveLength(20);
    const expected = Array.from({ length: 19 }, (_, i) => `${stockholmDate(-(i + 1))} 11:00`);
    expected.splice(3, 0, `${stockholmDate(-3)} 09:00`);
    expect(mine.json.previous.map((x: CustomerBooking) => `${x.startDate} ${x.startTime}`)).toEqual(expected);
    expect(mine.json.previous[3]).toMatchObject({ id: pastBooked.id, status: 'booked' });
  });

  it('recent: the three most recently made bookings of any status, newest first (dashboard)', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const first = await book(client, s, stockholmDate(8), '09:00');
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, first.id));
    const completed = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-5),
      startTime: '10:00',
      customerId: row!.customerId,
      status: 'completed',
    });
    const second = await book(client, s, stockholmDate(9), '13:00');
    const third = await book(client, s, stockholmDate(10), '13:00');
    const mine = await client.get<MyBookings>('/api/bookings/mine');
    expect(mine.json.recent.map((x: CustomerBooking) => x.id)).toEqual([third.id, second.id, completed.id]);
    expect(mine.json.recent[2]!.status).toBe('completed');
    const other = await signedInClient(ctx);
    expect((await other.client.get<MyBookings>('/api/bookings/mine')).json.recent).toEqual([]);
  });

  it("GET /api/bookings/:id: the owner's booking in any status; 404 for others, unknown and malformed ids", async () => {
    const s = await setup();
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const booking = await book(a.client, s, stockholmDate(10), '09:00');

    const own = await a.client.get<{ booking: CustomerBooking }>(`/api/bookings/${booking.id}`);
    expect(own.status).toBe(200);
    expect(own.json).toEqual({ booking });

    for (const path of [
      `/api/bookings/${booking.id}`,
      `/api/bookings/${randomUUID()}`,
      '/api/bookings/not-a-uuid',
      "/api/bookings/1'--",
    ]) {
      const res = await b.client.get<ApiError>(path);
      expect(res.status).toBe(404);
      expect(res.json).toEqual(NOT_FOUND);
    }
  });

  it('cancels: status, cancelled_at, log row, e-mail, announces; second cancel 409; slot free again', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(11);
    const booking = await book(client, s, date, '09:00');
    const mailsBefore = await countRows(ctx.deps.db, outbox);
    const changed = new Promise<string>((resolve) => {
      const off = ctx.deps.bus.subscribe(s.company.id, () => {
        off();
        resolve('changed');
      });
    });

    const res = await client.post<{ booking: CustomerBooking }>(`/api/bookings/${booking.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ booking: { ...booking, status: 'cancelled' } });
    await expect(
      Promise.race([changed, new Promise((r) => setTimeout(() => r('timeout'), 5000))]),
    ).resolves.toBe('changed');

    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const logs = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(and(eq(bookingLogs.bookingId, booking.id), eq(bookingLogs.type, 'booking_cancelled')));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.details).toEqual({
      customer_id: row!.customerId,
      service_name: 'Klippning',
      start_date: date,
      start_time: '09:00',
      customer_name: 'Test Kund',
      triggered_by: 'customer',
    });
    // The customer's e-mail and (notification on by default) the company's 'Avbokning'.
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 2);
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(outbox.id)
      .offset(1);
    expect(mail!.subject).toContain('Avbokad');
    const payload = emailContentOf(mail!.payload);
    expect(payload.text).toContain('avbokad');
    expect(payload.text).toContain(formatSwedishDate(date));
    expect(payload.text).toContain('09:00');

    const again = await client.post<ApiError>(`/api/bookings/${booking.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.json).toEqual(NOT_CANCELLABLE);
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 2);

    // The slot is free again for someone else.
    const other = await signedInClient(ctx);
    await book(other.client, s, date, '09:00');
  });

  it("cancel of another's or an unknown booking is 404 and changes nothing", async () => {
    const s = await setup();
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const booking = await book(a.client, s, stockholmDate(12), '09:00');
    const logsBefore = await countRows(ctx.deps.db, bookingLogs);
    const mailsBefore = await countRows(ctx.deps.db, outbox);
    for (const id of [booking.id, randomUUID(), 'nope']) {
      const res = await b.client.post<ApiError>(`/api/bookings/${id}/cancel`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual(NOT_FOUND);
    }
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('booked');
    expect(row!.cancelledAt).toBeNull();
    expect(await countRows(ctx.deps.db, bookingLogs)).toBe(logsBefore);
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore);
  });

  it('past, completed and no-show bookings are not cancellable (409)', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const own = await book(client, s, stockholmDate(13), '09:00');
    const [ownRow] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, own.id));
    const customerId = ownRow!.customerId;
    const past = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-1),
      startTime: '10:00',
      customerId,
    });
    const done = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(14),
      startTime: '10:00',
      customerId,
      status: 'completed',
    });
    const noShow = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(15),
      startTime: '10:00',
      customerId,
      status: 'no_show',
    });
    for (const id of [past.id, done.id, noShow.id]) {
      const res = await client.post<ApiError>(`/api/bookings/${id}/cancel`);
      expect(res.status).toBe(409);
      expect(res.json).toEqual(NOT_CANCELLABLE);
    }
    const rows = await ctx.deps.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.customerId, customerId));
    expect(rows.map((r) => r.status).sort()).toEqual(['booked', 'booked', 'completed', 'no_show']);
  });

  it('two concurrent cancels: one 200, one 409, one log row', async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const booking = await book(client, s, stockholmDate(16), '09:00');
    const results = await Promise.all([
      client.post(`/api/bookings/${booking.id}/cancel`),
      client.post(`/api/bookings/${booking.id}/cancel`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const logs = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(and(eq(bookingLogs.bookingId, booking.id), eq(bookingLogs.type, 'booking_cancelled')));
    expect(logs).toHaveLength(1);
  });
});
