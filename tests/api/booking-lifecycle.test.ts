import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, outbox } from '../../src/server/db/schema';
import { completeDueBookings } from '../../src/server/jobs/completions';
import { addDays, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendar,
  type AdminCalendarBooking,
} from '../../src/shared/schemas/admin-calendar';
import type { AdminCustomersList } from '../../src/shared/schemas/admin-customers';
import type { AdminDashboard } from '../../src/shared/schemas/admin-dashboard';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import {
  BOOKING_ERROR_CODES,
  type CustomerBooking,
  type MyBookings,
  type WeekAvailability,
} from '../../src/shared/schemas/booking';
import type { HistoryEntry } from '../../src/shared/schemas/profile';
import {
  countRows,
  createBookingRow,
  createCompany,
  createService,
  signedInClient,
  stockholmDate,
  signedInAdmin,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** A booking as the admin calendar's routes answer it. */
interface AdminBookingBody {
  booking: AdminCalendarBooking;
}

/** `POST /api/dev/clock` (dev-clock.routes.ts): the clock's new time and how many bookings it completed. */
interface ClockAnswer {
  now: string;
  completed: number;
}

/*
 * a booking's life after it is made. Every booking here is made through the API; the app's clock
 * (deps.clock) is then moved to let time pass, and the completion job is run as main.ts runs it every minute.
 */

const CAL = '/api/admin/calendar';
const at = (date: string, time: string) => zonedWallClockToInstant(date, time);

describe.each(databaseKinds())('booking lifecycle on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterEach(() => ctx.setNow(new Date()));
  afterAll(() => ctx.close());

  /** A company (open every day 09–17), a 60-minute 500 kr service, its signed-in admin and a signed-in customer. */
  async function setup() {
    const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email: adminEmail });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', price: 500 });
    const { client: admin } = await signedInAdmin(ctx, company.id, adminEmail);
    const { client: customer } = await signedInClient(ctx);
    /** Books `date` `startTime` as `client` (the customer unless given); returns the answer. */
    const book = <T = { booking: CustomerBooking }>(
      date: string,
      startTime: string,
      client: TestClient = customer,
    ) => client.post<T>('/api/bookings', { companyId: company.id, serviceId: service.id, date, startTime });
    return { company, service, admin, customer, book };
  }

  const rowOf = async (id: string) =>
    (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const logsOf = async (id: string) =>
    (await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, id))).map((l) => ({
      type: l.type,
      details: l.details as Record<string, unknown>,
    }));

  it('no-show: 409 in Swedish before the start, nothing changed; accepted from the start on', async () => {
    const s = await setup();
    const d = stockholmDate(2);
    const made = await s.book(d, '10:00');
    expect(made.status).toBe(201);
    const id = made.json.booking.id as string;

    const early = await s.admin.post<ApiError>(`${CAL}/bookings/${id}/no-show`);
    expect(early.status).toBe(409);
    expect(early.json.error).toEqual({
      code: 'not_started',
      message: ADMIN_CALENDAR_ERRORS.noShowBeforeStart,
    });
    expect(early.json.error.message).toBe('Bokningen kan markeras som utebliven först när den har börjat');
    ctx.setNow(at(d, '09:59'));
    expect((await s.admin.post(`${CAL}/bookings/${id}/no-show`)).status).toBe(409);
    expect((await rowOf(id)).status).toBe('booked');
    expect((await logsOf(id)).map((l) => l.type)).toEqual(['booking_created']);

    ctx.setNow(at(d, '10:00'));
    const res = await s.admin.post<AdminBookingBody>(`${CAL}/bookings/${id}/no-show`);
    expect(res.status).toBe(200);
    expect(res.json.booking.status).toBe('no_show');
    expect((await logsOf(id)).map((l) => l.type)).toEqual(['booking_created', 'booking_no_show']);
    // The calendar tells the popover the server's time, by which it offers no-show now.
    const calendar = (await s.admin.get<AdminCalendar>(`${CAL}?from=${d}&to=${d}`)).json;
    expect(Math.abs(Date.parse(calendar.now) - at(d, '10:00').getTime())).toBeLessThan(60_000);
  });

  it("a no-show keeps its slot: another customer's booking of that time is 409 and the calendar does not offer it", async () => {
    const s = await setup();
    const d = stockholmDate(2);
    const id = (await s.book(d, '10:00')).json.booking.id as string; // 10:00–11:00
    ctx.setNow(at(d, '10:05'));
    expect((await s.admin.post(`${CAL}/bookings/${id}/no-show`)).status).toBe(200);

    const { client: other } = await signedInClient(ctx);
    const taken = await s.book<ApiError>(d, '10:30', other);
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe(BOOKING_ERROR_CODES.slotTaken);
    const week = await other.get<WeekAvailability>(
      `/api/companies/${s.company.slug}/availability?serviceId=${s.service.id}&week=${d}`,
    );
    const day = (week.json.days as { date: string; slots: { startTime: string }[] }[]).find(
      (x) => x.date === d,
    )!;
    expect(day.slots.map((x) => x.startTime)).not.toContain('10:30');
    expect(day.slots.map((x) => x.startTime)).toContain('11:00');
    expect((await s.book(d, '11:00', other)).status).toBe(201);
    expect((await rowOf(id)).status).toBe('no_show');
  });

  it('restore: to booked before the end, to completed once the end has passed; both logged', async () => {
    const s = await setup();
    const d = stockholmDate(3);
    const id = (await s.book(d, '13:00')).json.booking.id as string; // 13:00–14:00
    ctx.setNow(at(d, '13:10'));
    expect((await s.admin.post(`${CAL}/bookings/${id}/no-show`)).status).toBe(200);
    const toBooked = await s.admin.post<AdminBookingBody>(`${CAL}/bookings/${id}/restore`);
    expect(toBooked.status).toBe(200);
    expect(toBooked.json.booking.status).toBe('booked');

    expect((await s.admin.post(`${CAL}/bookings/${id}/no-show`)).status).toBe(200);
    ctx.setNow(at(d, '14:00'));
    const toCompleted = await s.admin.post<AdminBookingBody>(`${CAL}/bookings/${id}/restore`);
    expect(toCompleted.status).toBe(200);
    expect(toCompleted.json.booking.status).toBe('completed');
    expect((await rowOf(id)).status).toBe('completed');
    const restored = (await logsOf(id)).filter((l) => l.type === 'booking_restored');
    expect(restored.map((l) => [l.details.restored_to, l.details.triggered_by])).toEqual([
      ['booked', 'admin'],
      ['completed', 'admin'],
    ]);
    // Completed is final for cancel and restore; 'Utebliven' stays possible for 7 days after the start
    // (front-desk-absences.test.ts), and is refused after.
    for (const action of ['cancel', 'restore']) {
      expect((await s.admin.post<ApiError>(`${CAL}/bookings/${id}/${action}`)).json.error.code).toBe(
        'wrong_status',
      );
    }
    ctx.setNow(at(addDays(d, 8), '13:00'));
    expect((await s.admin.post<ApiError>(`${CAL}/bookings/${id}/no-show`)).json.error.code).toBe(
      'no_show_too_late',
    );
    expect((await rowOf(id)).status).toBe('completed');
  });

  it('the salon cancels only before the start: afterwards 409 in Swedish, and nothing is written', async () => {
    const s = await setup();
    const d = stockholmDate(2);
    const first = (await s.book(d, '10:00')).json.booking.id as string;
    const second = (await s.book(d, '15:00')).json.booking.id as string;
    ctx.setNow(at(d, '10:00'));
    const outboxBefore = await countRows(ctx.deps.db, outbox);
    const late = await s.admin.post<ApiError>(`${CAL}/bookings/${first}/cancel`);
    expect(late.status).toBe(409);
    expect(late.json.error).toEqual({
      code: 'booking_started',
      message: ADMIN_CALENDAR_ERRORS.cancelAfterStart,
    });
    expect(late.json.error.message).toBe('Bokningen har redan börjat och kan inte avbokas');
    expect((await rowOf(first)).status).toBe('booked');
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);
    expect((await logsOf(first)).map((l) => l.type)).toEqual(['booking_created']);

    const inTime = await s.admin.post<AdminBookingBody>(`${CAL}/bookings/${second}/cancel`);
    expect(inTime.status).toBe(200);
    expect(inTime.json.booking.status).toBe('cancelled');
  });

  it('a booking made in the app completes after its end and shows so everywhere', async () => {
    const s = await setup();
    const d = stockholmDate(2);
    const id = (await s.book(d, '10:00')).json.booking.id as string; // 10:00–11:00, 500 kr
    const mine = async () => (await s.customer.get<MyBookings>('/api/bookings/mine')).json;
    const ids = (list: CustomerBooking[]) => list.map((b) => b.id);

    // In progress: still upcoming (it does not vanish from both lists), and the job leaves it alone.
    ctx.setNow(at(d, '10:30'));
    await completeDueBookings(ctx.deps, ctx.deps.clock());
    expect((await rowOf(id)).status).toBe('booked');
    expect(ids((await mine()).upcoming)).toEqual([id]);
    expect(ids((await mine()).previous)).toEqual([]);

    // Ended, job not run yet: listed under 'Tidigare', still booked.
    ctx.setNow(at(d, '11:00'));
    expect(ids((await mine()).upcoming)).toEqual([]);
    expect((await mine()).previous.map((b) => [b.id, b.status])).toEqual([[id, 'booked']]);
    const early = await s.customer.post<ApiError>(`/api/bookings/${id}/feedback`, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('not_completed');

    // Bookings of other tests in this file that have ended by this clock are completed too.
    expect(await completeDueBookings(ctx.deps, ctx.deps.clock())).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).status).toBe('completed');
    expect(await logsOf(id)).toContainEqual({
      type: 'booking_completed',
      details: {
        customer_id: (await rowOf(id)).customerId,
        service_name: 'Klippning',
        start_date: d,
        start_time: '10:00',
        customer_name: expect.any(String),
        triggered_by: 'system',
      },
    });

    // The customer: 'Tidigare' (Klar), 'Senaste aktivitet', booking history with feedback.
    const after = await mine();
    expect(after.upcoming).toEqual([]);
    expect(after.previous.map((b) => [b.id, b.status])).toEqual([[id, 'completed']]);
    expect(after.recent.map((b) => [b.id, b.status])).toEqual([[id, 'completed']]);
    const history = (await s.customer.get<{ history: HistoryEntry[] }>('/api/me/history')).json
      .history as HistoryEntry[];
    expect(history.map((h) => [h.id, h.status, h.canGiveFeedback])).toEqual([[id, 'completed', true]]);
    const feedback = await s.customer.post(`/api/bookings/${id}/feedback`, { rating: 5, comment: 'Toppen' });
    expect(feedback.status).toBe(201);
    const historyAfter = (await s.customer.get<{ history: HistoryEntry[] }>('/api/me/history')).json
      .history as HistoryEntry[];
    expect(historyAfter[0]).toMatchObject({ id, canGiveFeedback: false, feedback: { rating: 5 } });

    // The salon: calendar status ('Genomförd' filter), dashboard, customer card, service statistics.
    const calendar = (await s.admin.get<AdminCalendar>(`${CAL}?from=${d}&to=${d}`)).json;
    expect(calendar.bookings.map((b) => [b.id, b.status])).toEqual([[id, 'completed']]);
    const dashboard = (await s.admin.get<AdminDashboard>('/api/admin/dashboard')).json;
    expect(dashboard.nextBooking).toBeNull();
    expect(dashboard.stats.earnedThisMonth).toBe(500); // completed: earned
    expect(dashboard.stats.bookedThisMonth).toBe(0);
    expect(dashboard.stats.bookingsThisMonth).toBe(1);
    expect(dashboard.latestBookings.map((b) => [b.id, b.status])).toEqual([[id, 'completed']]);
    const customers = (await s.admin.get<AdminCustomersList>('/api/admin/customers')).json;
    expect(customers.customers.map((c) => [c.bookingsCount, c.hasActiveBooking])).toEqual([[1, false]]);
    const services = (await s.admin.get<{ services: AdminService[] }>('/api/admin/services')).json
      .services as AdminService[];
    expect(services.map((x) => [x.bookingsCount, x.revenue])).toEqual([[1, 500]]);
  });

  it('the job completes each booking once and logs once, run twice or as two concurrent passes', async () => {
    const s = await setup();
    const yesterday = stockholmDate(-1);
    const past = await Promise.all(
      ['09:00', '11:00', '13:00'].map((t) =>
        createBookingRow(ctx.deps.db, s.service, { date: yesterday, startTime: t }),
      ),
    );
    const cancelled = await createBookingRow(ctx.deps.db, s.service, {
      date: yesterday,
      startTime: '15:00',
      status: 'cancelled',
    });
    const future = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(1),
      startTime: '10:00',
    });

    const counts = await Promise.all([
      completeDueBookings(ctx.deps, ctx.deps.clock()),
      completeDueBookings(ctx.deps, ctx.deps.clock()),
    ]);
    // Other tests' ended bookings may be completed here too; ours exactly once between the two passes.
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(3);
    expect(await completeDueBookings(ctx.deps, ctx.deps.clock())).toBe(0);
    for (const row of past) {
      expect((await rowOf(row.id)).status).toBe('completed');
      expect((await logsOf(row.id)).filter((l) => l.type === 'booking_completed')).toHaveLength(1);
    }
    expect((await rowOf(cancelled.id)).status).toBe('cancelled');
    expect((await rowOf(future.id)).status).toBe('booked');
    const completedLogs = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(and(eq(bookingLogs.companyId, s.company.id), eq(bookingLogs.type, 'booking_completed')));
    expect(completedLogs).toHaveLength(3);
  });

  it('POST /api/dev/clock moves the clock and runs a completion pass; 400 for a bad body', async () => {
    const s = await setup();
    const d = stockholmDate(2);
    const id = (await s.book(d, '16:00')).json.booking.id as string;
    const guest = new TestClient(ctx);
    for (const body of [{}, { advanceMinutes: 'x' }, { advanceMinutes: 1.5 }, { now: 'i morgon' }]) {
      const bad = await guest.post<ApiError>('/api/dev/clock', body);
      expect(bad.status).toBe(400);
      expect(bad.json.error.code).toBe('invalid_input');
    }
    const moved = await guest.post<ClockAnswer>('/api/dev/clock', { now: at(d, '16:30').toISOString() });
    expect(moved.status).toBe(200);
    expect((await rowOf(id)).status).toBe('booked');
    expect(Math.abs(Date.parse(moved.json.now) - at(d, '16:30').getTime())).toBeLessThan(60_000);
    const advanced = await guest.post<ClockAnswer>('/api/dev/clock', { advanceMinutes: 31 });
    expect(advanced.status).toBe(200);
    expect(advanced.json.completed).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).status).toBe('completed');
    expect(Math.abs(Date.parse(advanced.json.now) - at(d, '17:01').getTime())).toBeLessThan(60_000);
  });
});

describe('POST /api/dev/clock outside test processes', () => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('is 404 and does not move the clock', async () => {
    const before = ctx.deps.clock().getTime();
    const res = await new TestClient(ctx).post('/api/dev/clock', { advanceMinutes: 600 });
    expect(res.status).toBe(404);
    expect(Math.abs(ctx.deps.clock().getTime() - before)).toBeLessThan(60_000);
  });
});
