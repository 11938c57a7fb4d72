import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingLogs,
  bookings,
  customers,
  outbox,
  staff,
  staffAbsences,
  staffServices,
} from '../../src/server/db/schema';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import {
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendar,
  type AdminCalendarBooking,
} from '../../src/shared/schemas/admin-calendar';
import { STAFF_NOT_FOUND_MESSAGE } from '../../src/shared/schemas/staff';
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
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
/** A calendar booking action's answer: the booking as it now is. */
interface BookingAnswer {
  booking: AdminCalendarBooking;
}

const BASE = '/api/admin/calendar';
const WEBHOOK_URL = 'http://127.0.0.1:9/tidvis-hooks';

describe.each(databaseKinds())("admin calendar: 'Ny bokning' and 'Flytta' on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      WEBHOOK_URL,
      WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
  });
  afterAll(() => ctx.close());

  async function adminSetup() {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Salong Test' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', price: 400 });
    const { client } = await signedInAdmin(ctx, company.id, email);
    return { company, service, admin: client };
  }

  async function addStaff(companyId: string, name: string, order: number, serviceIds: string[]) {
    const [member] = await ctx.deps.db
      .insert(staff)
      .values({ companyId, name, displayOrder: order })
      .returning();
    if (!member) throw new Error('staff insert failed');
    for (const serviceId of serviceIds) {
      await ctx.deps.db.insert(staffServices).values({ companyId, staffId: member.id, serviceId });
    }
    return member;
  }

  const rowOf = async (id: string) =>
    (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const mailsTo = (to: string) =>
    ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, to)));
  const webhooks = (bookingId: string) =>
    ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), eq(outbox.orderingKey, bookingId)));

  it('401 for guests and 403 for customers; nothing written', async () => {
    const { service } = await adminSetup();
    const body = {
      customer: { name: 'Ny Kund' },
      serviceId: service.id,
      date: stockholmDate(3),
      startTime: '10:00',
    };
    const { client: customer } = await signedInClient(ctx);
    const before = await countRows(ctx.deps.db, bookings);
    for (const [client, status] of [
      [new TestClient(ctx), 401],
      [customer, 403],
    ] as const) {
      expect((await client.post(`${BASE}/bookings`, body)).status).toBe(status);
      expect(
        (
          await client.post(`${BASE}/bookings/${randomUUID()}/move`, {
            date: stockholmDate(3),
            startTime: '11:00',
          })
        ).status,
      ).toBe(status);
    }
    expect(await countRows(ctx.deps.db, bookings)).toBe(before);
  });

  it('creates a booking for a new customer: source admin, customer in scope, e-mail, log, webhook', async () => {
    const { company, service, admin } = await adminSetup();
    const date = stockholmDate(4);
    const res = await admin.post<BookingAnswer>(`${BASE}/bookings`, {
      customer: { name: 'Eva Ek', phone: '070-123 45 67', email: 'Eva.Ek@Example.se' },
      serviceId: service.id,
      date,
      startTime: '10:00',
      notes: 'Ringde in',
    });
    expect(res.status).toBe(201);
    const booking = res.json.booking;
    expect(booking).toMatchObject({
      customerName: 'Eva Ek',
      customerEmail: 'eva.ek@example.se',
      customerPhone: '+46701234567',
      serviceName: 'Klippning',
      startDate: date,
      startTime: '10:00',
      endTime: '11:00',
      status: 'booked',
      notes: 'Ringde in',
      staffId: null,
    });
    const row = await rowOf(booking.id);
    expect(row?.source).toBe('admin');
    const [customer] = await ctx.deps.db.select().from(customers).where(eq(customers.id, booking.customerId));
    expect(customer).toMatchObject({ companyId: company.id, userId: null, name: 'Eva Ek' });
    const mails = await mailsTo('eva.ek@example.se');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Klippning');
    const [log] = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(log?.type).toBe('booking_created');
    expect(log?.details).toMatchObject({ triggered_by: 'admin', source: 'admin' });
    expect((await webhooks(booking.id)).map((w) => w.subject)).toEqual(['ny-bokning']);

    // The same e-mail again books as the same record under the same name (case and spacing aside); under another
    // name it is refused with the existing record to offer (docs/decisions/029), and no second record is made.
    const again = await admin.post<BookingAnswer>(`${BASE}/bookings`, {
      customer: { name: 'eva  ek', email: 'eva.ek@example.se' },
      serviceId: service.id,
      date,
      startTime: '12:00',
    });
    expect(again.status).toBe(201);
    expect(again.json.booking.customerId).toBe(booking.customerId);
    const other = await admin.post<ApiError>(`${BASE}/bookings`, {
      customer: { name: 'Eva', email: 'eva.ek@example.se' },
      serviceId: service.id,
      date,
      startTime: '14:00',
    });
    expect([other.status, other.json.error.code]).toEqual([409, 'customer_exists']);
    expect(other.json.error).toMatchObject({ customer: { id: booking.customerId } });
  });

  it('customers without e-mail: two of them, no e-mail sent; existing customer by id', async () => {
    const { company, service, admin } = await adminSetup();
    const date = stockholmDate(5);
    const mailsBefore = await countRows(ctx.deps.db, outbox);
    for (const [name, time] of [
      ['Utan Post', '09:00'],
      ['Också Utan', '10:00'],
    ] as const) {
      const res = await admin.post(`${BASE}/bookings`, {
        customer: { name, phone: '', email: '' },
        serviceId: service.id,
        date,
        startTime: time,
      });
      expect(res.status).toBe(201);
    }
    // Only the webhooks were written.
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 2);
    const existing = await createCustomer(ctx.deps.db, company.id, { name: 'Stamkund' });
    const res = await admin.post<BookingAnswer>(`${BASE}/bookings`, {
      customerId: existing.id,
      serviceId: service.id,
      date,
      startTime: '11:00',
    });
    expect(res.status).toBe(201);
    expect(res.json.booking.customerName).toBe('Stamkund');
    expect(await mailsTo(existing.email)).toHaveLength(1);
  });

  it('validation and scope: 400 for bad input, 404 for another company’s customer or service', async () => {
    const { service, admin } = await adminSetup();
    const other = await adminSetup();
    const stranger = await createCustomer(ctx.deps.db, other.company.id);
    const date = stockholmDate(3);
    const base = { serviceId: service.id, date, startTime: '10:00' };
    const before = await countRows(ctx.deps.db, bookings);
    const bad = [
      base,
      { ...base, customerId: stranger.id, customer: { name: 'X' } },
      { ...base, customer: { name: '' } },
      { ...base, customer: { name: 'X', phone: 'abc' } },
      { ...base, customer: { name: 'X', email: 'inte-en-adress' } },
      { ...base, customer: { name: 'X' }, startTime: '25:00' },
    ];
    for (const body of bad) expect((await admin.post(`${BASE}/bookings`, body)).status).toBe(400);
    const phone = await admin.post<ApiError>(`${BASE}/bookings`, {
      ...base,
      customer: { name: 'X', phone: 'abc' },
    });
    expect(phone.json.error.message).toBe('Ange ett giltigt telefonnummer');
    const foreignCustomer = await admin.post<ApiError>(`${BASE}/bookings`, {
      ...base,
      customerId: stranger.id,
    });
    expect(foreignCustomer.status).toBe(404);
    expect(foreignCustomer.json.error.message).toBe(ADMIN_CALENDAR_ERRORS.customerNotFound);
    const foreignService = await admin.post(`${BASE}/bookings`, {
      ...base,
      serviceId: other.service.id,
      customer: { name: 'X' },
    });
    expect(foreignService.status).toBe(404);
    expect(await countRows(ctx.deps.db, bookings)).toBe(before);
  });

  it('the rules of a booking: overlap with buffers, outside hours, off the grid, past', async () => {
    const { service, admin } = await adminSetup();
    const date = stockholmDate(3);
    await createBookingRow(ctx.deps.db, service, { date, startTime: '10:00' });
    const attempt = <T = BookingAnswer>(d: string, startTime: string) =>
      admin.post<T>(`${BASE}/bookings`, {
        customer: { name: 'X' },
        serviceId: service.id,
        date: d,
        startTime,
      });
    // Each refusal says why (tests/api/admin-new-booking-reasons.test.ts covers the words and 'Boka ändå').
    for (const [d, t, code] of [
      [date, '10:30', 'slot_clash'],
      [date, '16:30', 'slot_after_closing'],
      [date, '07:00', 'slot_outside_opening_hours'],
      [date, '11:10', 'slot_off_grid'],
      [stockholmDate(-1), '10:00', 'slot_past_day'],
    ] as const) {
      const res = await attempt<ApiError>(d, t);
      expect(res.status, `${d} ${t}`).toBe(409);
      expect(res.json.error.code).toBe(code);
    }
    expect((await attempt(date, '11:00')).status).toBe(201);
  });

  it('staff: Valfri assigns free members in turn, a named member must perform the service; GET shows staff', async () => {
    const { company, service, admin } = await adminSetup();
    const anna = await addStaff(company.id, 'Anna', 0, [service.id]);
    const bo = await addStaff(company.id, 'Bo', 1, [service.id]);
    const cia = await addStaff(company.id, 'Cia', 2, []);
    const date = stockholmDate(6);
    await ctx.deps.db.insert(staffAbsences).values({
      companyId: company.id,
      staffId: bo.id,
      kind: 'sick',
      startTime: zonedWallClockToInstant(date, '14:00'),
      endTime: zonedWallClockToInstant(date, '17:00'),
    });
    const book = <T = BookingAnswer>(startTime: string, staffId?: string | null) =>
      admin.post<T>(`${BASE}/bookings`, {
        customer: { name: 'Kund' },
        serviceId: service.id,
        staffId,
        date,
        startTime,
      });
    const first = await book('10:00');
    const second = await book('10:00', null);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const assigned = [first, second].map((r) => r.json.booking.staffId);
    expect(new Set(assigned)).toEqual(new Set([anna.id, bo.id]));
    // The webhook and the log row name the member the server assigned.
    const firstBooking = first.json.booking;
    const [hook] = await webhooks(firstBooking.id);
    expect((hook?.payload as { booking: { staff: unknown } }).booking.staff).toEqual({
      id: firstBooking.staffId,
      name: firstBooking.staffName,
    });
    const [log] = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(eq(bookingLogs.bookingId, firstBooking.id));
    expect(log?.details).toMatchObject({ staff_id: firstBooking.staffId, triggered_by: 'admin' });
    expect((await book('10:00')).status).toBe(409);
    const named = await book<ApiError>('14:00', cia.id);
    expect(named.status).toBe(404);
    expect(named.json.error.message).toBe(STAFF_NOT_FOUND_MESSAGE);
    // Bo is sick from 14:00: a booking then goes to Anna; a second one finds nobody.
    const afternoon = await book('14:00');
    expect(afternoon.json.booking.staffId).toBe(anna.id);
    expect((await book('14:00', bo.id)).status).toBe(409);

    const res = await admin.get<AdminCalendar>(`${BASE}?from=${date}&to=${date}`);
    const body = res.json as AdminCalendar;
    expect(body.staff.map((s) => [s.name, s.active, s.displayOrder])).toEqual([
      ['Anna', true, 0],
      ['Bo', true, 1],
      ['Cia', true, 2],
    ]);
    expect(body.absences).toHaveLength(1);
    expect(body.absences[0]).toMatchObject({ staffId: bo.id, kind: 'sick' });
    const byName = Object.fromEntries(body.bookings.map((b) => [`${b.startTime} ${b.staffName}`, b.staffId]));
    expect(byName['10:00 Anna']).toBe(anna.id);
    expect(byName['10:00 Bo']).toBe(bo.id);
  });

  it('moves a booking: new time, customer e-mailed, log row, webhook; same rules; scope', async () => {
    const { company, service, admin } = await adminSetup();
    const other = await adminSetup();
    const date = stockholmDate(3);
    const customer = await createCustomer(ctx.deps.db, company.id, { name: 'Flyttad Kund' });
    const booking = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '10:00',
      customerId: customer.id,
      customerName: 'Flyttad Kund',
    });
    await createBookingRow(ctx.deps.db, service, { date, startTime: '13:00' });
    const move = <T = BookingAnswer>(id: string, body: object, client = admin) =>
      client.post<T>(`${BASE}/bookings/${id}/move`, body);

    expect((await move(booking.id, { date, startTime: '12:30' })).status).toBe(409); // overlaps 13:00
    expect((await move(booking.id, { date, startTime: '17:00' })).status).toBe(409); // after hours
    expect((await move(booking.id, { date: 'igår', startTime: '10:00' })).status).toBe(400);
    expect((await move(booking.id, { date, startTime: '11:00' }, other.admin)).status).toBe(404);
    expect((await move('inte-ett-id', { date, startTime: '11:00' })).status).toBe(404);
    expect((await rowOf(booking.id))?.startTime).toBe('10:00:00');

    const newDate = stockholmDate(4);
    const res = await move(booking.id, { date: newDate, startTime: '15:00' });
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({
      startDate: newDate,
      startTime: '15:00',
      endTime: '16:00',
    });
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Ändrad bokning');
    const logs = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(logs.map((l) => l.type)).toEqual(['booking_rescheduled']);
    expect(logs[0]?.details).toMatchObject({
      old_start_time: '10:00',
      new_start_time: '15:00',
      new_start_date: newDate,
      triggered_by: 'admin',
    });
    const hooks = await webhooks(booking.id);
    expect(hooks.map((w) => w.subject)).toEqual(['booking_rescheduled']);
    expect(hooks[0]?.payload).toMatchObject({
      triggered_by: 'admin',
      previous: { start_date: date, start_time: '10:00' },
    });

    // Only booked bookings that have not started.
    const cancelled = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '15:00',
      status: 'cancelled',
    });
    const past = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-2),
      startTime: '10:00',
    });
    for (const id of [cancelled.id, past.id]) {
      const refused = await move<ApiError>(id, { date: stockholmDate(5), startTime: '10:00' });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toBe(ADMIN_CALENDAR_ERRORS.notMovable);
    }
  });

  it('moves a booking to another staff member, keeps the member when none is given', async () => {
    const { company, service, admin } = await adminSetup();
    const anna = await addStaff(company.id, 'Anna', 0, [service.id]);
    const bo = await addStaff(company.id, 'Bo', 1, [service.id]);
    const date = stockholmDate(3);
    const booking = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '10:00',
      staffId: anna.id,
    });
    await createBookingRow(ctx.deps.db, service, { date, startTime: '12:00', staffId: bo.id });
    // Bo is busy at 12:00, Anna is not.
    expect(
      (await admin.post(`${BASE}/bookings/${booking.id}/move`, { date, startTime: '12:00', staffId: bo.id }))
        .status,
    ).toBe(409);
    const kept = await admin.post<BookingAnswer>(`${BASE}/bookings/${booking.id}/move`, {
      date,
      startTime: '12:00',
    });
    expect(kept.status).toBe(200);
    expect(kept.json.booking).toMatchObject({
      staffId: anna.id,
      staffName: 'Anna',
    });
    const toBo = await admin.post(`${BASE}/bookings/${booking.id}/move`, {
      date,
      startTime: '10:00',
      staffId: bo.id,
    });
    expect(toBo.status).toBe(200);
    expect((await rowOf(booking.id))?.staffId).toBe(bo.id);
    const moves = (await webhooks(booking.id)).filter((w) => w.subject === 'booking_rescheduled');
    expect((moves.at(-1)?.payload as { booking: { staff: unknown } }).booking.staff).toEqual({
      id: bo.id,
      name: 'Bo',
    });
  });
});
