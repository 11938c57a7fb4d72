import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingServices, bookings, outbox } from '../../src/server/db/schema';
import { serviceFigures } from '../../src/server/features/admin-reports/report-figures.queries';
import type { NewBookingWebhook } from '../../src/server/webhooks/payloads';
import {
  BOOKING_ERRORS,
  VISIT_ERRORS,
  type BookingSlots,
  type CustomerBooking,
  type MyBookings,
  type WeekAvailability,
} from '../../src/shared/schemas/booking';
import type { AdminCalendarBooking } from '../../src/shared/schemas/admin-calendar';
import { STAFF_NOT_FOUND_MESSAGE } from '../../src/shared/schemas/staff';
import {
  createBookingRow,
  createCompany,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * A visit of several services (docs/decisions/046): booked as one booking, offered only where the whole sequence
 * fits one member who performs every service.
 */

interface BookingCreated {
  booking: CustomerBooking;
}

describe.each(databaseKinds())('a visit of several services on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Webhooks are only queued (the receiver is never reached: the outbox worker does not run here).
    ctx = await createTestContext(kind, {
      WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    });
  });
  afterAll(() => ctx.close());

  /** A company open 09–17 with Damklippning (60 min, 650 kr, 10 min buffer) and Färgning (90 min, 1 000 kr, 15). */
  async function salon() {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const cut = await createService(db, company.id, {
      name: 'Damklippning',
      durationMinutes: 60,
      price: 650,
      bufferMinutes: 10,
    });
    const colour = await createService(db, company.id, {
      name: 'Färgning',
      durationMinutes: 90,
      price: 1000,
      priceFrom: true,
      bufferMinutes: 15,
    });
    return { company, cut, colour };
  }

  const week = async (client: TestClient, slug: string, query: string) =>
    client.get<WeekAvailability>(`/api/companies/${slug}/availability?${query}`);
  const startsOn = (w: WeekAvailability, date: string) =>
    w.days.find((d) => d.date === date)?.slots.map((s) => s.startTime) ?? [];

  it('books two services as one visit: one row, the whole length, names joined, prices summed', async () => {
    const { company, cut, colour } = await salon();
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(10);
    const res = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '10:00',
    });
    expect(res.status).toBe(201);
    const booking = res.json.booking;
    // 60 + 10 (Damklippning's buffer) + 90 = 160 minutes; Färgning's 15 minutes follow as the booking's buffer.
    expect(booking).toMatchObject({
      serviceId: cut.id,
      serviceName: 'Damklippning + Färgning',
      servicePrice: 1650,
      startTime: '10:00',
      endTime: '12:40',
    });
    expect(booking.services).toEqual([
      { id: cut.id, name: 'Damklippning', durationMinutes: 60, price: 650, priceFrom: false },
      { id: colour.id, name: 'Färgning', durationMinutes: 90, price: 1000, priceFrom: true },
    ]);
    const rows = await ctx.deps.db.select().from(bookings).where(eq(bookings.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bufferMinutes: 15, servicePriceFrom: true, processingMinutes: 0 });
    const parts = await ctx.deps.db
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, booking.id))
      .orderBy(asc(bookingServices.position));
    expect(parts.map((p) => [p.position, p.serviceId, p.durationMinutes, p.bufferMinutes, p.price])).toEqual([
      [0, cut.id, 60, 10, 650],
      [1, colour.id, 90, 15, 1000],
    ]);

    // The webhook: `services` in order, the old fields the first service's.
    const [hook] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), eq(outbox.orderingKey, booking.id)));
    const payload = hook!.payload as NewBookingWebhook;
    expect(payload.booking).toMatchObject({
      service_name: 'Damklippning',
      service_duration: 60,
      service_price: 650,
    });
    expect(payload.booking.services.map((s) => [s.id, s.name, s.duration, s.price])).toEqual([
      [cut.id, 'Damklippning', 60, 650],
      [colour.id, 'Färgning', 90, 1000],
    ]);
    // One confirmation e-mail for the visit, naming both services.
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, user.email)));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).toContain('Damklippning + Färgning');

    // Mina bokningar: one card with both services.
    const mine = await client.get<MyBookings>('/api/bookings/mine');
    const card = mine.json.upcoming.find((b) => b.id === booking.id)!;
    expect(card.services.map((s) => s.name)).toEqual(['Damklippning', 'Färgning']);
    expect(card.endTime).toBe('12:40');

    // A booking of one service lists its one service.
    const single = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceId: cut.id,
      date,
      startTime: '14:00',
    });
    expect(single.status).toBe(201);
    expect(single.json.booking.services).toEqual([
      { id: cut.id, name: 'Damklippning', durationMinutes: 60, price: 650, priceFrom: false },
    ]);
  });

  it('offers only the starts where the whole visit fits, and refuses the others', async () => {
    const { company, cut, colour } = await salon();
    const date = stockholmDate(11);
    await createBookingRow(ctx.deps.db, cut, { date, startTime: '13:00' });
    const { client } = await signedInClient(ctx);
    const visit = await week(client, company.slug, `serviceIds=${cut.id},${colour.id}&week=${date}`);
    expect(visit.status).toBe(200);
    const starts = startsOn(visit.json, date);
    // 10:00 + 160 min + 15 min buffer = 12:55, clear of 13:00; 10:30 would run to 13:25.
    expect(starts).toContain('10:00');
    expect(starts).not.toContain('10:30');
    expect(starts).not.toContain('12:00');
    const slot = visit.json.days.find((d) => d.date === date)!.slots.find((s) => s.startTime === '10:00')!;
    expect(slot.endTime).toBe('12:40');
    // The visit's length comes with the week, buffer included: the booking page shows it.
    expect(visit.json.visitMinutes).toBe(160);
    // The same gap is offered for the first service alone.
    const one = await week(client, company.slug, `serviceId=${cut.id}&week=${date}`);
    expect(startsOn(one.json, date)).toContain('10:30');
    expect(one.json.visitMinutes).toBe(cut.durationMinutes);

    const refused = await client.post('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '10:30',
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: { message: BOOKING_ERRORS.slotTaken } });
  });

  it('with staff: only a member who performs every service is offered and picked', async () => {
    const { company, cut, colour } = await salon();
    const db = ctx.deps.db;
    const only = await makeStaff(db, company.id, { name: 'Ada', serviceIds: [cut.id], displayOrder: 0 });
    const both = await makeStaff(db, company.id, {
      name: 'Bea',
      serviceIds: [cut.id, colour.id],
      displayOrder: 1,
    });
    const date = stockholmDate(12);
    const { client } = await signedInClient(ctx);
    const visit = await week(client, company.slug, `serviceIds=${cut.id},${colour.id}&week=${date}`);
    const day = visit.json.days.find((d) => d.date === date)!;
    expect(day.slots.length).toBeGreaterThan(0);
    for (const slot of day.slots) expect(slot.staffIds).toEqual([both.id]);

    const named = await week(
      client,
      company.slug,
      `serviceIds=${cut.id},${colour.id}&week=${date}&staffId=${only.id}`,
    );
    expect(named.status).toBe(404);
    expect(named.json).toMatchObject({ error: { message: STAFF_NOT_FOUND_MESSAGE } });

    const booked = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '09:00',
    });
    expect(booked.status).toBe(201);
    expect(booked.json.booking.staff?.id).toBe(both.id);
    const refused = await client.post('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '13:00',
      staffId: only.id,
    });
    expect(refused.status).toBe(404);

    // Nobody performing both: no starts at all (a staffed company is not one without staff).
    const other = await salon();
    await makeStaff(db, other.company.id, { serviceIds: [other.cut.id] });
    await makeStaff(db, other.company.id, { serviceIds: [other.colour.id] });
    const none = await week(
      client,
      other.company.slug,
      `serviceIds=${other.cut.id},${other.colour.id}&week=${date}`,
    );
    expect(none.status).toBe(200);
    expect(none.json.days.every((d) => d.slots.length === 0)).toBe(true);
    // Without a free start the week still says how long the visit is.
    expect(none.json.visitMinutes).toBe(160);
  });

  it('bad input: unknown service 404, repeats, more than 4, both or neither 400', async () => {
    const { company, cut, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(13);
    const post = (extra: Record<string, unknown>) =>
      client.post('/api/bookings', { companyId: company.id, date, startTime: '10:00', ...extra });

    const unknown = await post({ serviceIds: [cut.id, randomUUID()] });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: { message: BOOKING_ERRORS.serviceNotFound } });
    const elsewhere = await salon();
    expect((await post({ serviceIds: [cut.id, elsewhere.colour.id] })).status).toBe(404);

    const repeated = await post({ serviceIds: [cut.id, cut.id] });
    expect(repeated.status).toBe(400);
    expect(repeated.text).toContain(VISIT_ERRORS.repeated);
    const five = await post({ serviceIds: Array.from({ length: 5 }, () => randomUUID()) });
    expect(five.status).toBe(400);
    expect(five.text).toContain(VISIT_ERRORS.tooMany);
    expect((await post({ serviceIds: [] })).status).toBe(400);
    expect((await post({ serviceId: cut.id, serviceIds: [colour.id] })).status).toBe(400);
    expect((await post({})).status).toBe(400);

    const base = `/api/companies/${company.slug}/availability?week=${date}`;
    expect((await client.get(`${base}&serviceIds=${cut.id},${cut.id}`)).status).toBe(400);
    expect((await client.get(`${base}&serviceIds=${cut.id},nej`)).status).toBe(400);
    expect((await client.get(`${base}&serviceId=${cut.id}&serviceIds=${colour.id}`)).status).toBe(400);
    expect((await client.get(`${base}&serviceIds=${cut.id},${randomUUID()}`)).status).toBe(404);
    expect(await ctx.deps.db.select().from(bookings).where(eq(bookings.companyId, company.id))).toEqual([]);
  });

  it('moving a visit keeps its length; its slots need the whole visit free', async () => {
    const { company, cut, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(14);
    const made = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '09:00',
    });
    expect(made.status).toBe(201);
    const id = made.json.booking.id;
    const other = stockholmDate(15);
    await createBookingRow(ctx.deps.db, cut, { date: other, startTime: '13:00' });
    const slots = await client.get<BookingSlots>(`/api/bookings/${id}/slots?date=${other}`);
    expect(slots.status).toBe(200);
    expect(slots.json.slots).toContain('10:00');
    expect(slots.json.slots).not.toContain('10:30');

    const moved = await client.request('PATCH', `/api/bookings/${id}`, { date: other, startTime: '10:00' });
    expect(moved.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      startDate: other,
      startTime: '10:00:00',
      endTime: '12:40:00',
      bufferMinutes: 15,
    });
    const refused = await client.request('PATCH', `/api/bookings/${id}`, { date: other, startTime: '10:30' });
    expect(refused.status).toBe(409);
  });

  it("the admin calendar shows one visit with its services; 'Flytta' keeps its length", async () => {
    const { company, cut, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(18);
    const made = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '09:00',
    });
    expect(made.status).toBe(201);
    const { client: admin } = await signedInAdmin(ctx, company.id);
    const calendar = await admin.get<{ bookings: AdminCalendarBooking[] }>(
      `/api/admin/calendar?from=${date}&to=${date}`,
    );
    expect(calendar.status).toBe(200);
    expect(calendar.json.bookings).toHaveLength(1);
    expect(calendar.json.bookings[0]).toMatchObject({
      serviceName: 'Damklippning + Färgning',
      startTime: '09:00',
      endTime: '11:40',
    });
    expect(calendar.json.bookings[0]!.services?.map((s) => s.name)).toEqual(['Damklippning', 'Färgning']);

    await createBookingRow(ctx.deps.db, cut, { date, startTime: '15:00' });
    // 12:30 + 160 min runs into 15:00's booking: refused; 12:00 + 160 + 15 min buffer ends 14:55 and fits.
    const refused = await admin.post(`/api/admin/calendar/bookings/${made.json.booking.id}/move`, {
      date,
      startTime: '12:30',
    });
    expect(refused.status).toBe(409);
    const moved = await admin.post<{ booking: AdminCalendarBooking }>(
      `/api/admin/calendar/bookings/${made.json.booking.id}/move`,
      { date, startTime: '12:00' },
    );
    expect(moved.status).toBe(200);
    expect(moved.json.booking).toMatchObject({ startTime: '12:00', endTime: '14:40' });
  });

  it('a visit is one entry in the daily limit of 5', async () => {
    const { company, cut, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(16);
    const visit = await client.post('/api/bookings', {
      companyId: company.id,
      serviceIds: [cut.id, colour.id],
      date,
      startTime: '09:00',
    });
    expect(visit.status).toBe(201);
    const fringe = await createService(ctx.deps.db, company.id, { name: 'Lugg', durationMinutes: 30 });
    for (const startTime of ['12:00', '12:30', '13:00', '13:30']) {
      const res = await client.post('/api/bookings', {
        companyId: company.id,
        serviceId: fringe.id,
        date,
        startTime,
      });
      expect(res.status).toBe(201);
    }
    const sixth = await client.post('/api/bookings', {
      companyId: company.id,
      serviceId: fringe.id,
      date,
      startTime: '14:00',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.json).toMatchObject({ error: { message: BOOKING_ERRORS.dailyLimit } });
  });

  it('revenue per service counts each service of a visit with its own price', async () => {
    const { company, cut, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(17);
    const visit = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceIds: [colour.id, cut.id],
      date,
      startTime: '09:00',
    });
    expect(visit.status).toBe(201);
    expect(visit.json.booking.serviceName).toBe('Färgning + Damklippning');
    const single = await client.post<BookingCreated>('/api/bookings', {
      companyId: company.id,
      serviceId: cut.id,
      date,
      startTime: '14:00',
    });
    expect(single.status).toBe(201);
    await ctx.deps.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.companyId, company.id));
    const figures = await serviceFigures(ctx.deps.db, company.id, date, date);
    expect(figures).toEqual([
      { serviceName: 'Damklippning', bookings: 2, earned: 1300 },
      { serviceName: 'Färgning', bookings: 1, earned: 1000 },
    ]);
  });
});
