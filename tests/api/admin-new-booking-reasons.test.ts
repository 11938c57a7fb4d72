import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingLogs,
  bookings,
  outbox,
  staff,
  staffAbsences,
  staffServices,
} from '../../src/server/db/schema';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { WeeklySchedule } from '../../src/shared/schedule';
import type { AdminCalendarBooking, SlotCheck } from '../../src/shared/schemas/admin-calendar';
import {
  countRows,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { apiErrorSchema, TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
type Refusal = ApiError & { error: SlotCheck };
interface BookingAnswer {
  booking: AdminCalendarBooking;
}

const BASE = '/api/admin/calendar';
const day = (enabled: boolean, start = '09:00', end = '12:00') => ({
  enabled,
  intervals: enabled ? [{ start, end }] : [],
});
const MORNINGS: WeeklySchedule = {
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true),
  saturday: day(true),
  sunday: day(true),
};
const CLOSED: WeeklySchedule = Object.fromEntries(
  Object.keys(MORNINGS).map((k) => [k, day(false)]),
) as unknown as WeeklySchedule;

describe.each(databaseKinds())("admin 'Ny bokning' says why, and 'Boka ändå' on %s", (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.setNow(new Date()));

  async function adminSetup(overrides: Parameters<typeof createCompany>[1] = {}) {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Salong Karin', ...overrides });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', price: 400 });
    const { client } = await signedInAdmin(ctx, company.id, email);
    return { company, service, admin: client };
  }

  async function addStaff(
    companyId: string,
    name: string,
    serviceId: string,
    weeklySchedule?: WeeklySchedule,
  ) {
    const [member] = await ctx.deps.db
      .insert(staff)
      .values({ companyId, name, displayOrder: 0, weeklySchedule })
      .returning();
    if (!member) throw new Error('staff insert failed');
    await ctx.deps.db.insert(staffServices).values({ companyId, staffId: member.id, serviceId });
    return member;
  }

  /** `GET /bookings/check` with `body`'s time as its query (a customer's part left out). */
  const check = (client: TestClient, body: Record<string, unknown>) =>
    client.get<SlotCheck>(
      `${BASE}/bookings/check?${new URLSearchParams(
        Object.entries(body).flatMap(([k, v]) =>
          ['serviceId', 'staffId', 'date', 'startTime'].includes(k) && typeof v === 'string' ? [[k, v]] : [],
        ),
      )}`,
    );
  const logOf = async (bookingId: string) =>
    (await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, bookingId)))[0];

  it('answers each reason with its code and Swedish message, in the check (200) and the booking (409)', async () => {
    const { service, admin } = await adminSetup();
    const date = stockholmDate(3);
    await createBookingRow(ctx.deps.db, service, { date, startTime: '13:00', customerName: 'Maria Lind' });
    const cases = [
      [date, '13:30', 'slot_clash', 'Krockar med Maria Lind 13:00', false],
      [date, '16:30', 'slot_after_closing', 'Efter stängning', true],
      [date, '07:00', 'slot_outside_opening_hours', 'Utanför öppettiderna', false],
      [date, '10:10', 'slot_off_grid', 'Mellan schemats starttider (var 30:e minut)', true],
      [stockholmDate(-1), '10:00', 'slot_past_day', 'Passerad tid: dagen har redan varit', false],
    ] as const;
    const before = await countRows(ctx.deps.db, bookings);
    for (const [d, startTime, code, message, overridable] of cases) {
      const checked = await check(admin, {
        serviceId: service.id,
        date: d,
        startTime,
      });
      expect(checked.status, `${d} ${startTime}`).toBe(200);
      expect(checked.json).toMatchObject({ free: false, overridable });
      expect(checked.json.reasons[0]).toEqual({ code, message, overridable });
      const res = await admin.post<Refusal>(`${BASE}/bookings`, {
        customer: { name: 'X' },
        serviceId: service.id,
        date: d,
        startTime,
      });
      expect(res.status, `${d} ${startTime}`).toBe(409);
      expect(res.json.error.code).toBe(code);
      expect(res.json.error.message).toBe(message);
    }
    expect(await countRows(ctx.deps.db, bookings)).toBe(before);
    // The nearest free times of the day beside the clash (12:30 would run into 13:00).
    const near = await check(admin, { serviceId: service.id, date, startTime: '13:30' });
    expect(near.json.suggestions).toEqual(['12:00', '14:00', '14:30']);
    const free = await check(admin, {
      serviceId: service.id,
      date,
      startTime: '14:00',
    });
    expect(free.json).toMatchObject({ free: true, reasons: [] });
  });

  it("a closed day is 'Stängt' and cannot be overridden", async () => {
    const { service, admin } = await adminSetup({ weeklySchedule: CLOSED });
    const res = await admin.post<Refusal>(`${BASE}/bookings`, {
      customer: { name: 'X' },
      serviceId: service.id,
      date: stockholmDate(2),
      startTime: '10:00',
      override: true,
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'slot_closed', message: 'Stängt', overridable: false });
  });

  it("outside a member's hours: 'Utanför Elins arbetstid', booked with 'Boka ändå' and logged", async () => {
    const { company, service, admin } = await adminSetup();
    const elin = await addStaff(company.id, 'Elin Svensson', service.id, MORNINGS);
    const date = stockholmDate(4);
    const body = {
      customer: { name: 'Per Olsson' },
      serviceId: service.id,
      staffId: elin.id,
      date,
      startTime: '14:00',
    };
    const refused = await admin.post<Refusal>(`${BASE}/bookings`, body);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'slot_outside_staff_hours',
      message: 'Utanför Elins arbetstid',
      overridable: true,
      staffId: elin.id,
    });
    // Elin's free mornings are suggested, nearest first.
    expect(refused.json.error.suggestions).toEqual(['10:00', '10:30', '11:00']);
    // Running past her shift's end (12:00, the salon is open) is outside her hours too.
    const late = await check(admin, { ...body, startTime: '11:30' });
    expect(late.json.reasons.map((r) => r.code)).toEqual(['slot_outside_staff_hours']);

    const booked = await admin.post<BookingAnswer>(`${BASE}/bookings`, { ...body, override: true });
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ startTime: '14:00', staffId: elin.id, status: 'booked' });
    expect((await logOf(booked.json.booking.id))?.details).toMatchObject({
      triggered_by: 'admin',
      override: ['slot_outside_staff_hours'],
    });

    // Never over another booking of the same member, override or not.
    const clash = await admin.post<Refusal>(`${BASE}/bookings`, {
      ...body,
      startTime: '14:30',
      override: true,
    });
    expect(clash.status).toBe(409);
    expect(clash.json.error).toMatchObject({ code: 'slot_clash', message: 'Krockar med Per Olsson 14:00' });
    // Nor on an absence.
    await ctx.deps.db.insert(staffAbsences).values({
      companyId: company.id,
      staffId: elin.id,
      kind: 'sick',
      startTime: zonedWallClockToInstant(date, '09:00'),
      endTime: zonedWallClockToInstant(date, '10:00'),
    });
    const absent = await admin.post<Refusal>(`${BASE}/bookings`, {
      ...body,
      startTime: '09:00',
      override: true,
    });
    expect(absent.status).toBe(409);
    expect(absent.json.error).toMatchObject({ code: 'slot_staff_absent', message: 'Elin är frånvarande' });
  });

  it("a walk-in already in the chair: 'Passerad tid' today is overridable, a past day is not", async () => {
    const { service, admin } = await adminSetup();
    const today = stockholmDate(0);
    ctx.setNow(zonedWallClockToInstant(today, '13:33'));
    const body = { customer: { name: 'Walk In' }, serviceId: service.id, date: today, startTime: '13:15' };
    const refused = await admin.post<Refusal>(`${BASE}/bookings`, body);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('slot_past_time');
    expect(refused.json.error.message).toBe('Passerad tid');
    expect(refused.json.error.reasons.map((r) => r.code)).toEqual(['slot_past_time', 'slot_off_grid']);
    expect(refused.json.error.suggestions).toEqual(['14:00', '14:30', '15:00']);
    const booked = await admin.post<BookingAnswer>(`${BASE}/bookings`, { ...body, override: true });
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ startDate: today, startTime: '13:15', endTime: '14:15' });
    expect((await logOf(booked.json.booking.id))?.details).toMatchObject({
      override: ['slot_past_time', 'slot_off_grid'],
    });

    const yesterday = await admin.post<Refusal>(`${BASE}/bookings`, {
      ...body,
      date: stockholmDate(-1),
      override: true,
    });
    expect(yesterday.status).toBe(409);
    expect(yesterday.json.error.code).toBe('slot_past_day');
  });

  it('the override is the admin endpoint only: guests 401, customers 403; nothing written', async () => {
    const { service } = await adminSetup();
    const { client: customer } = await signedInClient(ctx);
    const before = await countRows(ctx.deps.db, bookings);
    const body = {
      customer: { name: 'X' },
      serviceId: service.id,
      date: stockholmDate(2),
      startTime: '16:30',
      override: true,
    };
    expect((await customer.post(`${BASE}/bookings`, body)).status).toBe(403);
    expect((await check(customer, body)).status).toBe(403);
    expect(await countRows(ctx.deps.db, bookings)).toBe(before);
  });

  it("a move without 'Meddela kunden' sends the customer nothing and says so in the log", async () => {
    const { company, service, admin } = await adminSetup();
    const customer = await createCustomer(ctx.deps.db, company.id, { name: 'Tyst Kund' });
    const booking = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(3),
      startTime: '10:00',
      customerId: customer.id,
    });
    const res = await admin.post<BookingAnswer>(`${BASE}/bookings/${booking.id}/move`, {
      date: stockholmDate(3),
      startTime: '11:00',
      notifyCustomer: false,
    });
    expect(res.status).toBe(200);
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, customer.email)));
    expect(mails).toHaveLength(0);
    expect((await logOf(booking.id))?.details).toMatchObject({
      new_start_time: '11:00',
      customer_notified: false,
    });
    // Moved back with the customer told: one 'Ändrad bokning'.
    await admin.post(`${BASE}/bookings/${booking.id}/move`, { date: stockholmDate(3), startTime: '10:00' });
    const after = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, customer.email)));
    expect(after.map((m) => m.subject?.includes('Ändrad bokning'))).toEqual([true]);
  });

  it("'Ångra' may put a booking back outside the member's hours with override; never onto a clash", async () => {
    const { company, service, admin } = await adminSetup();
    const elin = await addStaff(company.id, 'Elin Svensson', service.id, MORNINGS);
    const date = stockholmDate(5);
    const booking = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '10:00',
      staffId: elin.id,
    });
    await createBookingRow(ctx.deps.db, service, { date, startTime: '11:00', staffId: elin.id });
    const move = (body: object) =>
      admin.post<Refusal>(`${BASE}/bookings/${booking.id}/move`, { date, ...body });
    expect((await move({ startTime: '15:00' })).status).toBe(409);
    const moved = await move({ startTime: '15:00', override: true });
    expect(moved.status).toBe(200);
    expect((await move({ startTime: '11:30', override: true })).json.error).toMatchObject({
      code: 'slot_clash',
    });
  });
});
