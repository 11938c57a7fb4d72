import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, customers, outbox } from '../../src/server/db/schema';
import { formatSwedishDate } from '../../src/server/mail/booking-emails';
import { formatPrice } from '../../src/shared/money';
import { BOOKING_ERRORS, type CustomerBooking } from '../../src/shared/schemas/booking';
import {
  countRows,
  createBlockedPeriod,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** `POST /api/bookings` 201. */
interface BookingCreated {
  booking: CustomerBooking;
}

type Company = Awaited<ReturnType<typeof createCompany>>;
type Service = Awaited<ReturnType<typeof createService>>;

const body = (
  company: Company,
  service: Service,
  date: string,
  startTime: string,
  extra: Record<string, unknown> = {},
) => ({
  companyId: company.id,
  serviceId: service.id,
  date,
  startTime,
  ...extra,
});

describe.each(databaseKinds())('POST /api/bookings on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const counts = async () => ({
    bookings: await countRows(ctx.deps.db, bookings),
    outbox: await countRows(ctx.deps.db, outbox),
    customers: await countRows(ctx.deps.db, customers),
    logs: await countRows(ctx.deps.db, bookingLogs),
  });

  /** A fresh active company (open 09–17 every day) with a 60-minute, 500 kr service. */
  async function setup(companyOverrides = {}, serviceOverrides = {}) {
    const company = await createCompany(ctx.deps.db, companyOverrides);
    const service = await createService(ctx.deps.db, company.id, serviceOverrides);
    return { company, service };
  }

  it('books a free slot: 201, end = start + duration, log row, confirmation e-mail with cancel link', async () => {
    const { company, service } = await setup({
      name: 'Salong <b>&</b> Co',
      street: 'Storgatan 1',
      postcode: '90326',
      city: 'Umeå',
    });
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(10);
    const changed = new Promise<string>((resolve) => {
      const off = ctx.deps.bus.subscribe(company.id, () => {
        off();
        resolve('changed');
      });
    });

    const res = await client.post<BookingCreated>(
      '/api/bookings',
      body(company, service, date, '10:00', { notes: '  Hej!  ', phone: '070-111 22 33' }),
    );
    expect(res.status).toBe(201);
    const booking = res.json.booking;
    expect(booking).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      companySlug: company.slug,
      companyLocation: 'Storgatan 1, 903 26 Umeå',
      companyEmail: company.email,
      serviceId: service.id,
      serviceName: 'Klippning',
      servicePrice: 500,
      customerName: 'Test Kund',
      startDate: date,
      startTime: '10:00',
      endTime: '11:00',
      status: 'booked',
      notes: 'Hej!',
    });
    expect(typeof booking.createdAt).toBe('string');
    expect(Object.keys(booking)).not.toContain('cancelToken');

    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      startTime: '10:00:00',
      endTime: '11:00:00',
      bufferMinutes: 0,
      source: 'web',
      status: 'booked',
    });
    const [customer] = await ctx.deps.db.select().from(customers).where(eq(customers.id, row!.customerId));
    expect(customer).toMatchObject({
      userId: user.id,
      companyId: company.id,
      email: user.email,
      phone: '+46701112233', // stored in E.164
      firstName: 'Test',
    });

    const logs = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: 'booking_created', companyId: company.id });
    expect(logs[0]!.details).toMatchObject({
      customer_id: customer!.id,
      service_name: 'Klippning',
      start_date: date,
      start_time: '10:00',
    });

    const mails = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const payload = emailContentOf(mail.payload);
    const link = `http://localhost:3000/cancel-booking?token=${row!.cancelToken}`;
    expect(mail.subject).toContain('Klippning');
    expect(payload.text).toContain(link);
    expect(payload.html).toContain(`href="${link}"`);
    expect(payload.text).toContain(formatSwedishDate(date));
    expect(payload.text).toContain('10:00');
    expect(payload.text).toContain(formatPrice(500));
    expect(payload.text).toContain('Storgatan 1, 903 26 Umeå');
    expect(payload.text).toContain(company.email);
    expect(payload.text).toContain('Salong <b>&</b> Co');
    expect(payload.html).not.toContain('<b>&</b>');
    expect(payload.html).toContain('Salong &#60;b&#62;&#38;&#60;/b&#62; Co');

    await expect(
      Promise.race([changed, new Promise((r) => setTimeout(() => r('timeout'), 5000))]),
    ).resolves.toBe('changed');
  });

  it('formats e-mail dates the Swedish way', () => {
    expect(formatSwedishDate('2025-11-24')).toBe('mån 24 nov 2025');
    expect(formatSwedishDate('2026-03-02')).toBe('mån 2 mar 2026'); // the pages' one format (src/shared/dates.ts)
  });

  it('re-uses the customer record on a second booking and attaches a guest record with the same e-mail', async () => {
    const { company, service } = await setup();
    const { client, user } = await signedInClient(ctx);
    const guest = await createCustomer(ctx.deps.db, company.id, {
      email: user.email.toUpperCase(),
      name: 'Gäst',
    });

    const first = await client.post<BookingCreated>(
      '/api/bookings',
      body(company, service, stockholmDate(11), '09:00'),
    );
    expect(first.status).toBe(201);
    expect(first.json.booking.customerName).toBe('Test Kund');
    const second = await client.post('/api/bookings', body(company, service, stockholmDate(12), '09:00'));
    expect(second.status).toBe(201);

    const rows = await ctx.deps.db.select().from(customers).where(eq(customers.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: guest.id, userId: user.id });
    const booked = await ctx.deps.db.select().from(bookings).where(eq(bookings.companyId, company.id));
    expect(booked.map((b) => b.customerId)).toEqual([guest.id, guest.id]);
  });

  it('creates one customer record per company and re-uses it', async () => {
    const a = await setup();
    const b = await setup();
    const { client, user } = await signedInClient(ctx);
    for (const [setupOf, time] of [
      [a, '09:00'],
      [a, '11:00'],
      [b, '09:00'],
    ] as const) {
      expect(
        (await client.post('/api/bookings', body(setupOf.company, setupOf.service, stockholmDate(13), time)))
          .status,
      ).toBe(201);
    }
    const rows = await ctx.deps.db.select().from(customers).where(eq(customers.userId, user.id));
    expect(rows.map((r) => r.companyId).sort()).toEqual([a.company.id, b.company.id].sort());
  });

  it('401 for a guest, nothing written', async () => {
    const { company, service } = await setup();
    const before = await counts();
    const res = await new TestClient(ctx).post(
      '/api/bookings',
      body(company, service, stockholmDate(10), '10:00'),
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: { code: 'unauthorized', message: 'Du måste logga in.' } });
    // Sign-in is checked before the body: a guest with a malformed body is 401 too.
    const malformed = await new TestClient(ctx).post('/api/bookings', '{"companyId":');
    expect(malformed.status).toBe(401);
    // The bookings guard does not leak onto other routes.
    expect((await new TestClient(ctx).get(`/api/companies/${company.slug}`)).status).toBe(200);
    expect((await new TestClient(ctx).get('/api/dev/mail')).status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  describe('400 for malformed input, with a Swedish message and nothing written', () => {
    const cases: [string, (b: Record<string, unknown>) => unknown, string][] = [
      ['bad company uuid', (b) => ({ ...b, companyId: 'abc' }), 'Ogiltigt företag'],
      ['bad service uuid', (b) => ({ ...b, serviceId: '1234' }), 'Ogiltig tjänst'],
      ['non-existing date 2026-02-30', (b) => ({ ...b, date: '2026-02-30' }), 'Ogiltigt datum'],
      ['date not YYYY-MM-DD', (b) => ({ ...b, date: '1/2/2030' }), 'Ange datum som ÅÅÅÅ-MM-DD'],
      ['time 25:00', (b) => ({ ...b, startTime: '25:00' }), 'Ange tid som HH:MM'],
      ['time 9:00', (b) => ({ ...b, startTime: '9:00' }), 'Ange tid som HH:MM'],
      [
        'notes over 500 characters',
        (b) => ({ ...b, notes: 'x'.repeat(501) }),
        'Meddelandet får vara högst 500 tecken',
      ],
      ['missing date', ({ date: _date, ...rest }) => rest, ''],
      ['missing startTime', ({ startTime: _t, ...rest }) => rest, ''],
      ['missing companyId', ({ companyId: _c, ...rest }) => rest, ''],
      ['empty object', () => ({}), ''],
      ['not JSON', () => '{"companyId": ', ''],
      ['a JSON array', () => [], ''],
    ];
    it.each(cases)('%s', async (_name, mutate, message) => {
      const { company, service } = await setup();
      const { client } = await signedInClient(ctx);
      const before = await counts();
      const res = await client.post<ApiError>(
        '/api/bookings',
        mutate(body(company, service, stockholmDate(10), '10:00')),
      );
      expect(res.status).toBe(400);
      expect(res.json.error.code).toMatch(/^(invalid_input|http_error)$/);
      if (message) expect(res.json.error.message).toBe(message);
      // Swedish, not zod's or Hono's English defaults.
      expect(res.json.error.message).toMatch(/[åäöÅÄÖ]|Ogiltig|Ange/);
      expect(res.json.error.message).not.toMatch(/invalid|expected|required|malformed/i);
      expect(await counts()).toEqual(before);
    });

    it('notes of exactly 500 characters are accepted', async () => {
      const { company, service } = await setup();
      const { client } = await signedInClient(ctx);
      const res = await client.post(
        '/api/bookings',
        body(company, service, stockholmDate(10), '10:00', { notes: 'x'.repeat(500) }),
      );
      expect(res.status).toBe(201);
    });
  });

  describe('404 / 403 for what cannot be booked, nothing written', () => {
    it.each([
      ['unknown company', 404, 'not_found', 'Företag hittades inte'],
      ['unknown service', 404, 'not_found', BOOKING_ERRORS.serviceNotFound],
      ['inactive service', 404, 'not_found', BOOKING_ERRORS.serviceNotFound],
      ['service of another company', 404, 'not_found', BOOKING_ERRORS.serviceNotFound],
      ['pending company', 403, 'company_not_open', 'Företaget tar inte emot bokningar ännu.'],
      ['suspended company', 403, 'company_not_open', 'Företaget tar inte emot bokningar ännu.'],
    ] as const)('%s -> %i %s', async (name, status, code, message) => {
      const status0 =
        name === 'pending company' ? 'pending' : name === 'suspended company' ? 'suspended' : 'active';
      const { company, service } = await setup({ status: status0 }, { active: name !== 'inactive service' });
      const other = await setup();
      const payload = body(company, service, stockholmDate(10), '10:00');
      if (name === 'unknown company') payload.companyId = randomUUID();
      if (name === 'unknown service') payload.serviceId = randomUUID();
      if (name === 'service of another company') payload.serviceId = other.service.id;
      const { client } = await signedInClient(ctx);
      const before = await counts();
      const res = await client.post('/api/bookings', payload);
      expect(res.status).toBe(status);
      expect(res.json).toEqual({ error: { code, message } });
      expect(await counts()).toEqual(before);
    });
  });

  describe('409 slot_no_longer_available when the engine does not offer the start', () => {
    const expectTaken = async (res: {
      status: number;
      json: { error: { code: string; message: string } };
    }) => {
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        error: { code: 'slot_no_longer_available', message: BOOKING_ERRORS.slotTaken },
      });
    };

    it('taken slot and overlapping starts; neighbours stay bookable; nothing written on 409', async () => {
      const { company, service } = await setup();
      const date = stockholmDate(14);
      await createBookingRow(ctx.deps.db, service, { date, startTime: '10:00' });
      const { client } = await signedInClient(ctx);
      const before = await counts();
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '10:00')));
      // A 60-minute service at 09:30 would run into the 10:00 booking (the spec's defect we do not copy).
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '09:30')));
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '10:30')));
      expect(await counts()).toEqual(before);
      expect((await client.post('/api/bookings', body(company, service, date, '09:00'))).status).toBe(201);
      expect((await client.post('/api/bookings', body(company, service, date, '11:00'))).status).toBe(201);
    });

    it('cancelled bookings do not block', async () => {
      const { company, service } = await setup();
      const date = stockholmDate(14);
      await createBookingRow(ctx.deps.db, service, { date, startTime: '10:00', status: 'cancelled' });
      const { client } = await signedInClient(ctx);
      expect((await client.post('/api/bookings', body(company, service, date, '10:00'))).status).toBe(201);
    });

    it('blocked period', async () => {
      const { company, service } = await setup();
      const date = stockholmDate(15);
      await createBlockedPeriod(ctx.deps.db, company.id, date, '13:00', '14:00');
      const { client } = await signedInClient(ctx);
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '13:00')));
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '13:30')));
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '12:30')));
      expect((await client.post('/api/bookings', body(company, service, date, '12:00'))).status).toBe(201);
      expect((await client.post('/api/bookings', body(company, service, date, '14:00'))).status).toBe(201);
    });

    it('past date and time', async () => {
      const { company, service } = await setup();
      const { client } = await signedInClient(ctx);
      await expectTaken(
        await client.post('/api/bookings', body(company, service, stockholmDate(-1), '10:00')),
      );
      await expectTaken(
        await client.post('/api/bookings', body(company, service, stockholmDate(-400), '10:00')),
      );
      await expectTaken(await client.post('/api/bookings', body(company, service, '2000-01-03', '10:00')));
    });

    it('off the grid, outside hours, or running past closing', async () => {
      const { company, service } = await setup();
      const date = stockholmDate(16);
      const { client } = await signedInClient(ctx);
      for (const time of ['09:10', '09:45', '08:30', '00:00', '17:00', '18:00', '16:30', '23:30']) {
        await expectTaken(await client.post('/api/bookings', body(company, service, date, time)));
      }
      // 16:00 + 60 min ends exactly at closing time.
      expect((await client.post('/api/bookings', body(company, service, date, '16:00'))).status).toBe(201);
    });

    it('closed weekday', async () => {
      const closed = { enabled: false, intervals: [{ start: '09:00', end: '17:00' }] };
      const schedule = Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          closed,
        ]),
      );
      const { company, service } = await setup({ weeklySchedule: schedule });
      const { client } = await signedInClient(ctx);
      await expectTaken(
        await client.post('/api/bookings', body(company, service, stockholmDate(17), '10:00')),
      );
    });

    it("respects the service's buffer and stores it on the booking", async () => {
      const { company, service } = await setup({}, { durationMinutes: 60, bufferMinutes: 30 });
      const date = stockholmDate(18);
      const a = await signedInClient(ctx);
      const b = await signedInClient(ctx);
      const first = await a.client.post<BookingCreated>(
        '/api/bookings',
        body(company, service, date, '10:00'),
      );
      expect(first.status).toBe(201);
      expect(first.json.booking.endTime).toBe('11:00');
      const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, first.json.booking.id));
      expect(row!.bufferMinutes).toBe(30);
      // 10:00–11:00 + 30 min buffer keeps 11:00 free of new starts; 09:00 + 60 + 30 would run into 10:00.
      await expectTaken(await b.client.post('/api/bookings', body(company, service, date, '11:00')));
      await expectTaken(await b.client.post('/api/bookings', body(company, service, date, '09:00')));
      expect((await b.client.post('/api/bookings', body(company, service, date, '11:30'))).status).toBe(201);
      expect((await b.client.post('/api/bookings', body(company, service, date, '15:30'))).status).toBe(201);
      // 16:00 + 60 + 30 would end after closing.
      await expectTaken(await b.client.post('/api/bookings', body(company, service, date, '16:00')));
    });

    it("falls back to the company's default buffer", async () => {
      const { company, service } = await setup({ defaultBufferMinutes: 15 }, { bufferMinutes: null });
      const date = stockholmDate(19);
      const { client } = await signedInClient(ctx);
      const first = await client.post<BookingCreated>('/api/bookings', body(company, service, date, '10:00'));
      expect(first.status).toBe(201);
      const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, first.json.booking.id));
      expect(row!.bufferMinutes).toBe(15);
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '11:00')));
      expect((await client.post('/api/bookings', body(company, service, date, '11:30'))).status).toBe(201);
    });

    it('an existing booking with a buffer blocks the following start', async () => {
      const { company, service } = await setup();
      const date = stockholmDate(20);
      await createBookingRow(ctx.deps.db, service, { date, startTime: '10:00', bufferMinutes: 30 });
      const { client } = await signedInClient(ctx);
      await expectTaken(await client.post('/api/bookings', body(company, service, date, '11:00')));
      expect((await client.post('/api/bookings', body(company, service, date, '11:30'))).status).toBe(201);
    });
  });

  describe('409 daily_limit', () => {
    it('5 booked bookings on one date across companies succeed, the 6th is refused; other dates are fine', async () => {
      const companies = [await setup(), await setup(), await setup(), await setup()];
      const { client, user } = await signedInClient(ctx);
      const date = stockholmDate(21);
      const plan: [number, string][] = [
        [0, '09:00'],
        [0, '11:00'],
        [1, '09:00'],
        [2, '09:00'],
        [2, '13:00'],
      ];
      for (const [i, time] of plan) {
        const s = companies[i]!;
        expect((await client.post('/api/bookings', body(s.company, s.service, date, time))).status).toBe(201);
      }
      const before = await counts();
      const sixth = await client.post(
        '/api/bookings',
        body(companies[3]!.company, companies[3]!.service, date, '09:00'),
      );
      expect(sixth.status).toBe(409);
      expect(sixth.json).toEqual({ error: { code: 'daily_limit', message: BOOKING_ERRORS.dailyLimit } });
      expect(await counts()).toEqual(before);
      // Another date is fine, and so is another person on the same date.
      expect(
        (
          await client.post(
            '/api/bookings',
            body(companies[3]!.company, companies[3]!.service, stockholmDate(22), '09:00'),
          )
        ).status,
      ).toBe(201);
      const other = await signedInClient(ctx);
      expect(
        (
          await other.client.post(
            '/api/bookings',
            body(companies[3]!.company, companies[3]!.service, date, '09:00'),
          )
        ).status,
      ).toBe(201);

      // Cancelling one frees a place for that date.
      const [one] = await ctx.deps.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(and(eq(customers.userId, user.id), eq(bookings.startDate, date)))
        .limit(1);
      expect((await client.post(`/api/bookings/${one!.id}/cancel`)).status).toBe(200);
      expect(
        (
          await client.post(
            '/api/bookings',
            body(companies[3]!.company, companies[3]!.service, date, '11:00'),
          )
        ).status,
      ).toBe(201);
    });

    it('parallel bookings of one user at 6 companies on one date: exactly 5 succeed', async () => {
      const all = await Promise.all(Array.from({ length: 6 }, () => setup()));
      const { client, user } = await signedInClient(ctx);
      const date = stockholmDate(23);
      const results = await Promise.all(
        all.map((s) => client.post<ApiError>('/api/bookings', body(s.company, s.service, date, '10:00'))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409]);
      expect(results.find((r) => r.status === 409)!.json.error.code).toBe('daily_limit');
      const rows = await ctx.deps.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(
          and(eq(customers.userId, user.id), eq(bookings.startDate, date), eq(bookings.status, 'booked')),
        );
      expect(rows).toHaveLength(5);
    });
  });
});
