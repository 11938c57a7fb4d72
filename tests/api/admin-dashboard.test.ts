import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../src/server/db/schema';
import type { AdminBooking, AdminDashboard } from '../../src/shared/schemas/admin-dashboard';
import { monthRange } from '../../src/server/features/admin-dashboard/admin-dashboard.service';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../src/shared/dates';
import {
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
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;

describe('monthRange', () => {
  it('spans the calendar month, also over new year', () => {
    expect(monthRange('2026-05-14')).toEqual({ from: '2026-05-01', to: '2026-06-01' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});

describe.each(databaseKinds())('admin dashboard on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function admin() {
    const company = await createCompany(ctx.deps.db);
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    return { company, client };
  }

  it('401 for guests, 403 for a plain customer', async () => {
    expect((await new TestClient(ctx).get('/api/admin/dashboard')).status).toBe(401);
    const { client } = await signedInClient(ctx);
    const res = await client.get<ApiError>('/api/admin/dashboard');
    expect(res.status).toBe(403);
    expect(res.json.error.message).toMatch(/^Du måste vara admin/);
  });

  it('an empty company: zeros, no next booking, no latest', async () => {
    const { client } = await admin();
    const res = await client.get<AdminDashboard>('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      nextBooking: null,
      stats: {
        bookingsThisMonth: 0,
        cancelledThisMonth: 0,
        noShowsThisMonth: 0,
        earnedThisMonth: 0,
        bookedThisMonth: 0,
        noShowRate: null,
        activeCustomers: 0,
      },
      latestBookings: [],
      staffStats: null,
    });
  });

  it('counts this Stockholm month, earned of completed, customers with a visit, next and latest bookings', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id, { price: 450 });
    const today = todayInZone(new Date());
    const { from, to } = monthRange(today);
    const a = await createCustomer(db, company.id, { name: 'Anna A' });
    const b = await createCustomer(db, company.id, { name: 'Bertil B' });
    const c = await createCustomer(db, company.id, { name: 'Cecilia C' });
    const old = await createCustomer(db, company.id, { name: 'Gammal G' });
    // This month: first day and last day.
    await createBookingRow(db, service, {
      date: from,
      startTime: '09:00',
      customerId: a.id,
      status: 'completed',
    });
    await createBookingRow(db, service, {
      date: from,
      startTime: '11:00',
      customerId: b.id,
      status: 'cancelled',
    });
    await createBookingRow(db, service, {
      date: from,
      startTime: '13:00',
      customerId: c.id,
      status: 'no_show',
      servicePrice: 999,
    });
    const lastDay = addDays(to, -1);
    await createBookingRow(db, service, {
      date: lastDay,
      startTime: '15:00',
      customerId: a.id,
      status: 'completed',
      servicePrice: 300,
    });
    // Outside this month.
    await createBookingRow(db, service, {
      date: to,
      startTime: '09:00',
      customerId: a.id,
      status: 'completed',
    });
    // 200 days ago: not an active customer.
    await createBookingRow(db, service, {
      date: stockholmDate(-200),
      startTime: '09:00',
      customerId: old.id,
      status: 'completed',
    });
    // Next booking: the soonest booked one from tomorrow on (a cancelled one before it does not count).
    await createBookingRow(db, service, {
      date: stockholmDate(40),
      startTime: '08:00',
      customerId: b.id,
      status: 'cancelled',
    });
    const next = await createBookingRow(db, service, {
      date: stockholmDate(40),
      startTime: '10:00',
      customerId: b.id,
    });
    await createBookingRow(db, service, { date: stockholmDate(41), startTime: '09:00', customerId: c.id });
    // Another company's booking counts nowhere.
    const other = await createCompany(db);
    const otherService = await createService(db, other.id);
    await createBookingRow(db, otherService, { date: from, startTime: '09:00' });

    const res = await client.get<AdminDashboard>('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const body = res.json as AdminDashboard;
    // Not cancelled: two completed and the no-show. Earned: the completed ones only. Active: Anna's visit on the
    // first (the last day's 'completed' row may lie ahead of today, and is then no visit yet; she counts once).
    expect(body.stats).toEqual({
      bookingsThisMonth: 3,
      cancelledThisMonth: 1,
      noShowsThisMonth: 1,
      earnedThisMonth: 750,
      bookedThisMonth: 0,
      noShowRate: 1 / 3,
      activeCustomers: 1,
    });
    expect(body.nextBooking).toEqual({
      id: next.id,
      serviceName: service.name,
      customerId: b.id,
      customerName: 'Gäst Kund',
      startDate: stockholmDate(40),
      startTime: '10:00',
      endTime: '11:00',
      status: 'booked',
      servicePrice: 450,
      servicePriceFrom: false,
      staffName: null,
      createdAt: next.createdAt.toISOString(),
    });
    expect(body.latestBookings).toHaveLength(9);
    expect(body.latestBookings[0]?.startDate).toBe(stockholmDate(41)); // made last
    expect(body.latestBookings.every((bk) => /^\d{2}:\d{2}$/.test(bk.startTime))).toBe(true);
    // Ordered by when each was made, which the list shows beside the appointment.
    const made = body.latestBookings.map((bk) => bk.createdAt);
    expect(made.every((iso) => !Number.isNaN(Date.parse(iso)) && iso.endsWith('Z'))).toBe(true);
    expect(made).toEqual([...made].sort().reverse());
  });

  it('lists at most ten latest bookings', async () => {
    const { company, client } = await admin();
    const service = await createService(ctx.deps.db, company.id);
    for (let i = 0; i < 12; i++)
      await createBookingRow(ctx.deps.db, service, {
        date: stockholmDate(-i - 1),
        startTime: '09:00',
        status: 'completed',
      });
    const res = await client.get<AdminDashboard>('/api/admin/dashboard');
    expect(res.json.latestBookings).toHaveLength(10);
  });

  it("per staff member: this month's bookings and earnings (completed); none without an active member", async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id, { price: 300 });
    const { from, to } = monthRange(todayInZone(new Date()));
    const [anna, bo, vilande] = await db
      .insert(staff)
      .values([
        { companyId: company.id, name: 'Anna', displayOrder: 1, active: false },
        { companyId: company.id, name: 'Bo', displayOrder: 0, active: false },
        { companyId: company.id, name: 'Vilande', displayOrder: 2, active: false },
      ])
      .returning();
    if (!anna || !bo || !vilande) throw new Error('staff insert failed');
    const row = (
      date: string,
      startTime: string,
      staffId: string,
      status: 'booked' | 'completed' | 'cancelled' | 'no_show',
    ) => createBookingRow(db, service, { date, startTime, staffId, status });
    await row(from, '09:00', anna.id, 'completed');
    await row(from, '10:00', anna.id, 'booked');
    await row(from, '11:00', anna.id, 'cancelled');
    await row(from, '12:00', anna.id, 'no_show');
    await row(addDays(from, 1), '09:00', bo.id, 'booked');
    await row(to, '09:00', bo.id, 'booked'); // next month
    // No active member: the company is not staffed, no per-member figures.
    expect((await client.get<AdminDashboard>('/api/admin/dashboard')).json.staffStats).toBeNull();

    await db.update(staff).set({ active: true }).where(eq(staff.companyId, company.id));
    await db.update(staff).set({ active: false }).where(eq(staff.id, vilande.id));
    const res = await client.get<AdminDashboard>('/api/admin/dashboard');
    expect(res.json.staffStats).toEqual({
      month: from.slice(0, 7),
      members: [
        { staffId: bo.id, name: 'Bo', photoUrl: null, active: true, bookings: 1, revenue: 0 },
        { staffId: anna.id, name: 'Anna', photoUrl: null, active: true, bookings: 3, revenue: 300 },
      ],
    });
    // 'Senaste bokningarna' says who performs each booking.
    const names = new Map(
      (res.json.latestBookings as AdminBooking[]).map((b) => [b.startTime, b.staffName] as const),
    );
    expect(names.get('11:00')).toBe('Anna');
  });

  /** Runs `body` with the app's clock at Stockholm `date` `time`, then lets it run from real time again. */
  async function at(date: string, time: string, body: () => Promise<void>) {
    ctx.setNow(zonedWallClockToInstant(date, time));
    try {
      await body();
    } finally {
      ctx.setNow(new Date());
    }
  }

  it('earned is completed visits, booked is what is still coming; cancelled ones count in neither', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id, { price: 100 });
    const row = (
      date: string,
      status: 'booked' | 'completed' | 'cancelled' | 'no_show',
      servicePrice: number,
    ) => createBookingRow(db, service, { date, startTime: '10:00', status, servicePrice });
    await row('2026-03-02', 'completed', 500);
    await row('2026-03-03', 'completed', 250);
    await row('2026-03-05', 'no_show', 200);
    await row('2026-03-20', 'booked', 300);
    await row('2026-03-21', 'cancelled', 700);
    await row('2026-04-01', 'booked', 900); // next month
    await row('2026-02-28', 'completed', 900); // last month
    await at('2026-03-15', '12:00', async () => {
      const { stats } = (await client.get<AdminDashboard>('/api/admin/dashboard')).json;
      expect(stats).toMatchObject({
        bookingsThisMonth: 4,
        cancelledThisMonth: 1,
        noShowsThisMonth: 1,
        earnedThisMonth: 750,
        bookedThisMonth: 300,
        noShowRate: 1 / 3,
      });
    });
  });

  it('an active customer had a visit in the last 90 days: a future booking or a no-show is not one', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id);
    const visit = await createCustomer(db, company.id, { name: 'Besökt' });
    const future = await createCustomer(db, company.id, { name: 'Framtida' });
    const missed = await createCustomer(db, company.id, { name: 'Uteblev' });
    const longAgo = await createCustomer(db, company.id, { name: 'Länge sedan' });
    const b = (date: string, customerId: string, status: 'booked' | 'completed' | 'no_show') =>
      createBookingRow(db, service, { date, startTime: '10:00', customerId, status });
    await b('2026-03-10', visit.id, 'completed');
    await b('2027-07-01', future.id, 'booked');
    await b('2026-03-11', missed.id, 'no_show');
    await b('2025-12-16', longAgo.id, 'completed'); // 90 days before 2026-03-16: the 91st day counting today
    await at('2026-03-16', '12:00', async () => {
      const { stats } = (await client.get<AdminDashboard>('/api/admin/dashboard')).json;
      expect(stats.activeCustomers).toBe(1);
    });
    await b('2025-12-17', longAgo.id, 'completed'); // the 90th day, today counted as the first
    await at('2026-03-16', '12:00', async () => {
      const { stats } = (await client.get<AdminDashboard>('/api/admin/dashboard')).json;
      expect(stats.activeCustomers).toBe(2);
    });
  });

  it("'Nästa bokning' is the first booking that has not started; one in the chair is not next", async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id, { durationMinutes: 60 });
    await createBookingRow(db, service, { date: '2026-03-16', startTime: '09:30' }); // started 09:30, ends 10:30
    const later = await createBookingRow(db, service, { date: '2026-03-16', startTime: '11:00' });
    await at('2026-03-16', '10:00', async () => {
      const { nextBooking } = (await client.get<AdminDashboard>('/api/admin/dashboard')).json;
      expect(nextBooking?.id).toBe(later.id);
    });
  });

  it("another company's admin sees only their own numbers", async () => {
    const first = await admin();
    const service = await createService(ctx.deps.db, first.company.id);
    await createBookingRow(ctx.deps.db, service, { date: stockholmDate(3), startTime: '09:00' });
    const second = await admin();
    const res = await second.client.get<AdminDashboard>('/api/admin/dashboard');
    expect(res.json.nextBooking).toBeNull();
    expect(res.json.latestBookings).toEqual([]);
  });
});
