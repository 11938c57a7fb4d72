import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedSlots, bookingLogs, bookings, outbox } from '../../src/server/db/schema';
import { sqlState } from '../../src/server/errors';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import {
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendar,
  type AdminCalendarBooking,
  type CalendarBlock,
  type CoveredBooking,
} from '../../src/shared/schemas/admin-calendar';
import type { AdminDashboard } from '../../src/shared/schemas/admin-dashboard';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import { END_AFTER_START_MESSAGE } from '../../src/shared/schedule';
import {
  countRows,
  createBlockedPeriod,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

type ApiError = z.infer<typeof apiErrorSchema>;
/** An admin calendar action's answer: the booking as it now is. */
interface BookingAnswer {
  booking: AdminCalendarBooking;
}

const BASE = '/api/admin/calendar';
const WEBHOOK_URL = 'http://127.0.0.1:9/tidvis-hooks';

describe.each(databaseKinds())('admin calendar on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      WEBHOOK_URL,
      WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
  });
  afterAll(() => ctx.close());

  /** A company, a 60-minute service and its signed-in admin. */
  async function adminSetup() {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Kalendersalongen' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Färgning', price: 800 });
    const { client } = await signedInAdmin(ctx, company.id, email);
    return { company, service, admin: client };
  }

  const statusOf = async (id: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

  it('401 for guests and 403 for customers on every endpoint', async () => {
    const { service } = await adminSetup();
    const booking = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(3),
      startTime: '10:00',
    });
    const guest = new TestClient(ctx);
    const { client: customer } = await signedInClient(ctx);
    const id = booking.id;
    for (const [client, status] of [
      [guest, 401],
      [customer, 403],
    ] as const) {
      const answers = [
        await client.get(`${BASE}?from=${stockholmDate(0)}&to=${stockholmDate(6)}`),
        await client.get(`${BASE}/events`),
        await client.post(`${BASE}/bookings/${id}/cancel`),
        await client.post(`${BASE}/bookings/${id}/no-show`),
        await client.post(`${BASE}/bookings/${id}/restore`),
        await client.post(`${BASE}/blocks`, { date: stockholmDate(3), startTime: '09:00', endTime: '10:00' }),
        await client.request('DELETE', `${BASE}/blocks/${randomUUID()}`),
      ];
      for (const res of answers) expect(res.status).toBe(status);
    }
    expect(await statusOf(id)).toBe('booked');
    expect(await countRows(ctx.deps.db, blockedSlots)).toBe(0);
  });

  it("marks a 'från' price on the calendar's booking and the dashboard's", async () => {
    const { company, admin } = await adminSetup();
    const colour = await createService(ctx.deps.db, company.id, {
      name: 'Slingor',
      price: 950,
      priceFrom: true,
    });
    const booking = await createBookingRow(ctx.deps.db, colour, {
      date: stockholmDate(2),
      startTime: '10:00',
    });
    const calendar = (
      await admin.get<AdminCalendar>(`${BASE}?from=${stockholmDate(0)}&to=${stockholmDate(6)}`)
    ).json as AdminCalendar;
    expect(calendar.bookings.map((b) => [b.id, b.servicePrice, b.servicePriceFrom])).toEqual([
      [booking.id, 950, true],
    ]);
    const dashboard = (await admin.get<AdminDashboard>('/api/admin/dashboard')).json as AdminDashboard;
    expect(dashboard.nextBooking).toMatchObject({
      id: booking.id,
      servicePrice: 950,
      servicePriceFrom: true,
    });
    expect(dashboard.latestBookings.map((b) => [b.id, b.servicePriceFrom])).toEqual([[booking.id, true]]);
  });

  it('GET lists only the own company: bookings of every status in range, overlapping blocks, settings', async () => {
    const { company, service, admin } = await adminSetup();
    const other = await adminSetup();
    const customer = await createCustomer(ctx.deps.db, company.id, {
      name: 'Lisa Lind',
      phone: '070-1234567',
    });
    const d = stockholmDate(4);
    const a = await createBookingRow(ctx.deps.db, service, {
      date: d,
      startTime: '10:00',
      customerId: customer.id,
      customerName: 'Lisa Lind',
      notes: 'Allergisk',
    });
    await createBookingRow(ctx.deps.db, service, { date: d, startTime: '12:00', status: 'cancelled' });
    await createBookingRow(ctx.deps.db, service, { date: stockholmDate(20), startTime: '12:00' }); // outside range
    await createBookingRow(ctx.deps.db, other.service, { date: d, startTime: '10:00' });
    await createBlockedPeriod(ctx.deps.db, company.id, d, '14:00', '15:00');
    await createBlockedPeriod(ctx.deps.db, other.company.id, d, '14:00', '15:00');

    const res = await admin.get<AdminCalendar>(`${BASE}?from=${stockholmDate(0)}&to=${stockholmDate(6)}`);
    expect(res.status).toBe(200);
    const body = res.json as AdminCalendar;
    expect(body.company.slotIntervalMinutes).toBe(30);
    expect(body.company.weeklySchedule.monday).toEqual({
      enabled: true,
      intervals: [{ start: '09:00', end: '17:00' }],
    });
    expect(body.bookings.map((b) => [b.startTime, b.status])).toEqual([
      ['10:00', 'booked'],
      ['12:00', 'cancelled'],
    ]);
    expect(body.bookings[0]).toEqual<AdminCalendarBooking>({
      id: a.id,
      customerId: customer.id,
      customerName: 'Lisa Lind',
      customerEmail: customer.email,
      customerPhone: '070-1234567',
      serviceId: service.id,
      serviceName: 'Färgning',
      servicePrice: 800,
      servicePriceFrom: false,
      services: [{ id: service.id, name: 'Färgning', durationMinutes: 60, price: 800, priceFrom: false }],
      startDate: d,
      startTime: '10:00',
      endTime: '11:00',
      status: 'booked',
      notes: 'Allergisk',
      staffId: null,
      staffName: null,
      source: 'web',
      processingAfterMinutes: 0,
      processingMinutes: 0,
      payment: null,
    });
    expect(body.staff).toEqual([]);
    expect(body.absences).toEqual([]);
    expect(body.blocks).toHaveLength(1);
    expect(body.blocks[0]).toMatchObject({
      start: zonedWallClockToInstant(d, '14:00').toISOString(),
      end: zonedWallClockToInstant(d, '15:00').toISOString(),
      reason: 'Test',
    });
  });

  it("GET names the bookings' new customers (created within 30 days) and returning ones (2 or more bookings)", async () => {
    const { company, service, admin } = await adminSetup();
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const fresh = await createCustomer(ctx.deps.db, company.id, { createdAt: daysAgo(3) });
    const loyal = await createCustomer(ctx.deps.db, company.id, { createdAt: daysAgo(200) });
    const freshAndBack = await createCustomer(ctx.deps.db, company.id, { createdAt: daysAgo(29) });
    const oneTimer = await createCustomer(ctx.deps.db, company.id, { createdAt: daysAgo(31) });
    await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(1),
      startTime: '09:00',
      customerId: fresh.id,
    });
    // The returning customer's earlier booking lies outside the range and was cancelled: it still counts.
    await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-40),
      startTime: '09:00',
      customerId: loyal.id,
      status: 'cancelled',
    });
    await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(2),
      startTime: '10:00',
      customerId: loyal.id,
    });
    for (const [day, time] of [
      [2, '12:00'],
      [3, '12:00'],
    ] as const)
      await createBookingRow(ctx.deps.db, service, {
        date: stockholmDate(day),
        startTime: time,
        customerId: freshAndBack.id,
      });
    await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(4),
      startTime: '09:00',
      customerId: oneTimer.id,
    });

    const res = await admin.get<AdminCalendar>(`${BASE}?from=${stockholmDate(0)}&to=${stockholmDate(6)}`);
    expect(res.status).toBe(200);
    const body = res.json as AdminCalendar;
    expect(body.bookings).toHaveLength(5);
    expect([...body.customers.new].sort()).toEqual([fresh.id, freshAndBack.id].sort());
    expect([...body.customers.returning].sort()).toEqual([loyal.id, freshAndBack.id].sort());
  });

  it('GET 400 in Swedish for bad ranges', async () => {
    const { admin } = await adminSetup();
    const cases: [string, string][] = [
      ['', 'Ange datum som ÅÅÅÅ-MM-DD'],
      ['?from=2026-01-10&to=2026-01-09', ADMIN_CALENDAR_ERRORS.rangeOrder],
      ['?from=2026-01-01&to=2026-02-12', ADMIN_CALENDAR_ERRORS.rangeTooLong],
      ['?from=2026-02-30&to=2026-03-01', 'Ogiltigt datum'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get<ApiError>(`${BASE}${query}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'invalid_input', message });
    }
    expect((await admin.get(`${BASE}?from=2026-01-01&to=2026-02-11`)).status).toBe(200); // exactly 42 days
  });

  it('cancel writes status, log, e-mail and webhook in one transaction, then 409 on a second try', async () => {
    const { company, service, admin } = await adminSetup();
    const customer = await createCustomer(ctx.deps.db, company.id, { name: 'Nils Nord' });
    const booking = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(5),
      startTime: '13:00',
      customerId: customer.id,
      customerName: 'Nils Nord',
    });
    const mailsBefore = await countRows(ctx.deps.db, outbox);

    const res = await admin.post<BookingAnswer>(`${BASE}/bookings/${booking.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      startTime: '13:00',
      endTime: '14:00',
    });
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('cancelled');
    expect(row?.cancelledAt).toBeInstanceOf(Date);

    const logs = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'booking_cancelled',
      companyId: company.id,
      details: {
        customer_id: customer.id,
        service_name: 'Färgning',
        start_date: stockholmDate(5),
        start_time: '13:00',
        customer_name: 'Nils Nord',
        triggered_by: 'admin',
      },
    });

    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 2);
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, customer.email)));
    expect(mail?.subject).toMatch(/^Avbokad av Kalendersalongen: Färgning/);
    expect(emailContentOf(mail?.payload).text).toContain('Kalendersalongen har tyvärr avbokat din bokning');
    const [hook] = await ctx.deps.db.select().from(outbox).where(eq(outbox.kind, 'webhook'));
    expect(hook).toMatchObject({
      recipient: WEBHOOK_URL,
      subject: 'booking_cancelled',
      orderingKey: booking.id,
      status: 'pending',
    });
    expect(hook?.payload).toEqual({
      event: 'booking_cancelled',
      triggered_by: 'admin',
      cancelled_at: row?.cancelledAt?.toISOString(),
      booking: {
        id: booking.id,
        company_id: company.id,
        service_id: service.id,
        service_name: 'Färgning',
        customer_id: customer.id,
        customer_name: 'Nils Nord',
        start_date: stockholmDate(5),
        start_time: '13:00',
        end_time: '14:00',
        staff: null, // a company without staff
        services: [{ id: service.id, name: 'Färgning', duration: 60, price: 800, price_from: false }],
        payment: null, // paid on site (docs/decisions/047)
      },
    });

    const again = await admin.post<ApiError>(`${BASE}/bookings/${booking.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'wrong_status', message: 'Bokning kunde inte avbokas' });
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 2);
    expect(
      await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id)),
    ).toHaveLength(1);
  });

  it("another company's booking or block is 404 and stays unchanged; malformed ids are 404", async () => {
    const { admin } = await adminSetup();
    const other = await adminSetup();
    const booking = await createBookingRow(ctx.deps.db, other.service, {
      date: stockholmDate(3),
      startTime: '10:00',
    });
    const noShow = await createBookingRow(ctx.deps.db, other.service, {
      date: stockholmDate(3),
      startTime: '12:00',
      status: 'no_show',
    });
    await createBlockedPeriod(ctx.deps.db, other.company.id, stockholmDate(3), '15:00', '16:00');
    const [block] = await ctx.deps.db
      .select()
      .from(blockedSlots)
      .where(eq(blockedSlots.companyId, other.company.id));
    const outboxBefore = await countRows(ctx.deps.db, outbox);
    const answers = [
      await admin.post<ApiError>(`${BASE}/bookings/${booking.id}/cancel`),
      await admin.post<ApiError>(`${BASE}/bookings/${booking.id}/no-show`),
      await admin.post<ApiError>(`${BASE}/bookings/${noShow.id}/restore`),
      await admin.post<ApiError>(`${BASE}/bookings/inte-ett-id/cancel`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not_found', message: ADMIN_CALENDAR_ERRORS.bookingNotFound });
    }
    for (const path of [`${BASE}/blocks/${block!.id}`, `${BASE}/blocks/inte-ett-id`]) {
      const res = await admin.request<ApiError>('DELETE', path);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(ADMIN_CALENDAR_ERRORS.blockNotFound);
    }
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await statusOf(noShow.id)).toBe('no_show');
    expect(await ctx.deps.db.select().from(blockedSlots).where(eq(blockedSlots.id, block!.id))).toHaveLength(
      1,
    );
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);
  });

  it('no-show and restore: booked -> no_show -> completed (its end has passed), logged; wrong status is 409', async () => {
    const { service, admin } = await adminSetup();
    const booking = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-1),
      startTime: '10:00',
    });
    const outboxBefore = await countRows(ctx.deps.db, outbox);

    const restoreEarly = await admin.post<ApiError>(`${BASE}/bookings/${booking.id}/restore`);
    expect(restoreEarly.status).toBe(409);
    expect(restoreEarly.json.error).toEqual({
      code: 'wrong_status',
      message: ADMIN_CALENDAR_ERRORS.notRestorable,
    });

    const noShow = await admin.post<BookingAnswer>(`${BASE}/bookings/${booking.id}/no-show`);
    expect(noShow.status).toBe(200);
    expect(noShow.json.booking.status).toBe('no_show');
    const twice = await admin.post<ApiError>(`${BASE}/bookings/${booking.id}/no-show`);
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe('Bokning kunde inte markeras som utebliven');
    const cancel = await admin.post(`${BASE}/bookings/${booking.id}/cancel`);
    expect(cancel.status).toBe(409);

    const restore = await admin.post<BookingAnswer>(`${BASE}/bookings/${booking.id}/restore`);
    expect(restore.status).toBe(200);
    expect(restore.json.booking.status).toBe('completed'); // yesterday's visit is over
    const logs = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(logs.map((l) => l.type).sort()).toEqual(['booking_no_show', 'booking_restored']);
    expect(logs.every((l) => (l.details as { triggered_by: string }).triggered_by === 'admin')).toBe(true);
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore); // no e-mail or webhook for these

    // Over a week ago: a completed visit can be marked 'Utebliven' only within 7 days of its start.
    const completed = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-9),
      startTime: '10:00',
      status: 'completed',
    });
    for (const action of ['cancel', 'no-show', 'restore']) {
      expect((await admin.post(`${BASE}/bookings/${completed.id}/${action}`)).status).toBe(409);
    }
    expect(await statusOf(completed.id)).toBe('completed');
  });

  it('a no-show keeps its time taken: nothing can be booked over it, and restore finds it free', async () => {
    // before, a future booking could be marked no-show and its time booked by someone else.
    const { service, admin } = await adminSetup();
    const d = stockholmDate(-1);
    const booking = await createBookingRow(ctx.deps.db, service, { date: d, startTime: '10:00' });
    expect((await admin.post(`${BASE}/bookings/${booking.id}/no-show`)).status).toBe(200);
    const overlapping = await createBookingRow(ctx.deps.db, service, { date: d, startTime: '10:30' }).catch(
      (err: unknown) => err,
    );
    expect(sqlState(overlapping)).toBe('23P01'); // bookings_no_overlap covers no-shows

    const res = await admin.post(`${BASE}/bookings/${booking.id}/restore`);
    expect(res.status).toBe(200);
    expect(await statusOf(booking.id)).toBe('completed');
    const logs = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(logs.map((l) => l.type).sort()).toEqual(['booking_no_show', 'booking_restored']);
  });

  it('blocks: 400 in Swedish for bad bodies, 201 stores instants, the customer calendar stops offering them, delete 204', async () => {
    const { company, service, admin } = await adminSetup();
    const d = stockholmDate(8);
    const bad: [unknown, string][] = [
      [{ date: d, startTime: '12:00', endTime: '11:00' }, END_AFTER_START_MESSAGE],
      [{ date: d, startTime: '12:00', endTime: '12:00' }, END_AFTER_START_MESSAGE],
      [{ date: 'i morgon', startTime: '12:00', endTime: '13:00' }, 'Ange datum som ÅÅÅÅ-MM-DD'],
      [{ date: d, startTime: '25:00', endTime: '26:00' }, 'Ange tid som HH:MM'],
      [
        { date: d, startTime: '12:00', endTime: '13:00', reason: 'x'.repeat(201) },
        ADMIN_CALENDAR_ERRORS.reasonTooLong,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post<ApiError>(`${BASE}/blocks`, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'invalid_input', message });
    }
    expect((await admin.post(`${BASE}/blocks`, 'inte json')).status).toBe(400);
    expect(
      await ctx.deps.db.select().from(blockedSlots).where(eq(blockedSlots.companyId, company.id)),
    ).toHaveLength(0);

    const offered = async () => {
      const res = await new TestClient(ctx).get<WeekAvailability>(
        `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=${d}`,
      );
      expect(res.status).toBe(200);
      const day = (res.json.days as { date: string; slots: { startTime: string }[] }[]).find(
        (x) => x.date === d,
      );
      return day!.slots.map((s) => s.startTime);
    };
    expect(await offered()).toContain('12:00');

    const created = await admin.post<{ block: CalendarBlock; cancelledBookings: CoveredBooking[] }>(
      `${BASE}/blocks`,
      {
        date: d,
        startTime: '11:30',
        endTime: '13:00',
        reason: '  Lunch  ',
      },
    );
    expect(created.status).toBe(201);
    expect(created.json.block).toMatchObject({
      start: zonedWallClockToInstant(d, '11:30').toISOString(),
      end: zonedWallClockToInstant(d, '13:00').toISOString(),
      reason: 'Lunch',
    });
    const times = await offered();
    for (const t of ['11:00', '11:30', '12:00', '12:30']) expect(times).not.toContain(t); // 60-min service
    expect(times).toContain('10:30');
    expect(times).toContain('13:00');

    const del = await admin.request('DELETE', `${BASE}/blocks/${created.json.block.id}`);
    expect(del.status).toBe(204);
    expect(await offered()).toContain('12:00');
    expect((await admin.request('DELETE', `${BASE}/blocks/${created.json.block.id}`)).status).toBe(404);
  });

  it('events stream greets with ready and announces changes of the own company', async () => {
    const { company, admin } = await adminSetup();
    const controller = new AbortController();
    const res = await ctx.app.request(`${BASE}/events`, {
      headers: { cookie: admin.cookieHeader() },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil('event: ready');
    await ctx.deps.bus.publishBookingsChanged(company.id);
    await readUntil('event: bookings-changed');
    expect(text).toContain(`data: ${company.id}`);
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});
