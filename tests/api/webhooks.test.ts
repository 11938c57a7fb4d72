import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { bookings, outbox, outboxAttempts } from '../../src/server/db/schema';
import { closeDeps, createDeps } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { deliverDueOnce } from '../../src/server/jobs/outbox-worker';
import { webhookRetryDelayMs } from '../../src/server/webhooks/backoff';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import { createCompany, createService, signedInAdmin, signedInClient, stockholmDate } from '../factories';
import { WebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver';
import { createPostgresDatabase, createTestContext, databaseKinds, type TestContext } from '../test-db';

const METRICS_TOKEN = 'scrape-token-for-the-tests-0123456789';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const PORTS = { pglite: 3417, postgres: 3418 } as const;
const MINUTE = 60_000;
const DATE = stockholmDate(4);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The signature is HMAC-SHA256 of "id.timestamp.body" with our secret (Standard Webhooks), whatever the clock. */
function expectSigned(hook: ReceivedWebhook) {
  const id = String(hook.headers['webhook-id']);
  const timestamp = new Date(Number(hook.headers['webhook-timestamp']) * 1000);
  expect(hook.headers['content-type']).toBe('application/json');
  expect(hook.headers['webhook-signature']).toBe(new Webhook(SECRET).sign(id, timestamp, hook.body));
}

describe.each(databaseKinds())('webhooks on %s', (kind) => {
  const receiver = new WebhookReceiver(PORTS[kind]);
  let ctx: TestContext;
  beforeAll(async () => {
    await receiver.start();
    ctx = await createTestContext(kind, {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      METRICS_TOKEN: METRICS_TOKEN,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver.stop();
  });
  beforeEach(() => {
    receiver.respond = () => 200;
  });

  const deliver = (now = new Date(), on: TestContext = ctx) => deliverDueOnce(on.deps, { now });

  /** A company with a 45-minute 450 kr service, its signed-in admin and a signed-in customer. */
  async function setup(on: TestContext = ctx) {
    const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(on.deps.db, { email: adminEmail });
    const service = await createService(on.deps.db, company.id, {
      name: 'Klippning',
      price: 450,
      durationMinutes: 45,
    });
    const admin = (await signedInAdmin(on, company.id, adminEmail)).client;
    const { client: customer, user } = await signedInClient(on);
    const book = async (startTime = '10:00', extra: Record<string, unknown> = {}) => {
      const res = await customer.post<{ booking: CustomerBooking }>('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date: DATE,
        startTime,
        ...extra,
      });
      expect(res.status).toBe(201);
      return res.json.booking as CustomerBooking;
    };
    const cancelAsCustomer = async (id: string) =>
      expect((await customer.post(`/api/bookings/${id}/cancel`)).status).toBe(200);
    const cancelAsAdmin = async (id: string) =>
      expect((await admin.post(`/api/admin/calendar/bookings/${id}/cancel`)).status).toBe(200);
    return { company, service, user, customer, book, cancelAsCustomer, cancelAsAdmin };
  }

  /** The outbox row of a booking's event and its recorded attempts, oldest first. */
  async function outboxOf(bookingId: string, event: string, on: TestContext = ctx) {
    const [row] = await on.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderingKey, bookingId), eq(outbox.subject, event)));
    if (!row) throw new Error(`no ${event} row for ${bookingId}`);
    const attempts = await on.deps.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, row.id))
      .orderBy(asc(outboxAttempts.attempt));
    return {
      row,
      attempts: attempts.map(({ attempt, ok, httpStatus, error }) => ({ attempt, ok, httpStatus, error })),
    };
  }

  it('a booking and its cancellation arrive as ny-bokning then booking_cancelled, with the spec fields, signed', async () => {
    const s = await setup();
    const booking = await s.book('10:00', { notes: 'Kort i nacken, tack', phone: '070-123 45 67' });
    await s.cancelAsCustomer(booking.id);

    await deliver();

    const hooks = receiver.forBooking(booking.id);
    expect(hooks.map((h) => h.json.event)).toEqual(['ny-bokning', 'booking_cancelled']);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(hooks[0]!.json).toEqual({
      event: 'ny-bokning',
      timestamp: row!.createdAt.toISOString(),
      booking: {
        id: booking.id,
        customer_name: 'Test Kund',
        customer_email: s.user.email,
        customer_phone: '+46701234567', // stored and sent in E.164
        service_name: 'Klippning',
        service_duration: 45,
        service_price: 450,
        appointment_date: DATE,
        appointment_time: '10:00',
        notes: 'Kort i nacken, tack',
        company_id: s.company.id,
        source: 'web',
        staff: null, // a company without staff
        // The visit's services (docs/decisions/046): one here.
        services: [{ id: s.service.id, name: 'Klippning', duration: 45, price: 450, price_from: false }],
        payment: null, // paid on site (docs/decisions/047)
      },
    });
    expect(hooks[1]!.json).toEqual({
      event: 'booking_cancelled',
      triggered_by: 'customer',
      cancelled_at: row!.cancelledAt!.toISOString(),
      booking: {
        id: booking.id,
        company_id: s.company.id,
        service_id: s.service.id,
        service_name: 'Klippning',
        customer_id: row!.customerId,
        customer_name: 'Test Kund',
        start_date: DATE,
        start_time: '10:00',
        end_time: '10:45',
        staff: null,
        services: [{ id: s.service.id, name: 'Klippning', duration: 45, price: 450, price_from: false }],
        payment: null,
      },
    });
    for (const hook of hooks) {
      expectSigned(hook);
      expect(new Webhook(SECRET).verify(hook.body, hook.headers as Record<string, string>)).toEqual(
        hook.json,
      );
    }
    const created = await outboxOf(booking.id, 'ny-bokning');
    expect(hooks[0]!.headers['webhook-id']).toBe(created.row.messageId);
    expect(hooks[1]!.headers['webhook-id']).not.toBe(created.row.messageId);
    expect(created.row).toMatchObject({ status: 'sent', attempts: 1, recipient: receiver.url });
    expect(created.attempts).toEqual([{ attempt: 1, ok: true, httpStatus: 200, error: null }]);
  });

  it("a customer's move arrives as booking_rescheduled with the new and the previous time", async () => {
    const s = await setup();
    const booking = await s.book('12:00');
    const moved = await s.customer.request('PATCH', `/api/bookings/${booking.id}`, {
      date: DATE,
      startTime: '13:00',
    });
    expect(moved.status).toBe(200);

    await deliver();

    const hooks = receiver.forBooking(booking.id);
    expect(hooks.map((h) => h.json.event)).toEqual(['ny-bokning', 'booking_rescheduled']);
    expect(hooks[1]!.json).toMatchObject({
      event: 'booking_rescheduled',
      triggered_by: 'customer',
      booking: { id: booking.id, start_date: DATE, start_time: '13:00', end_time: '13:45', staff: null },
      previous: { start_date: DATE, start_time: '12:00', end_time: '12:45' },
    });
    expectSigned(hooks[1]!);
  });

  it('a receiver failing the first 3 attempts gets every event in order, same webhook-id; other bookings pass', async () => {
    const a = await setup();
    const b = await setup();
    const first = await a.book('11:00');
    await a.cancelAsAdmin(first.id);
    const second = await b.book('11:00');
    let failures = 0;
    receiver.respond = (h) =>
      h.json.booking.id === first.id && h.json.event === 'ny-bokning' && failures++ < 3 ? 500 : 200;
    const events = () => receiver.forBooking(first.id).map((h) => `${h.json.event} ${h.status}`);

    const t0 = new Date();
    await deliver(t0);
    expect(receiver.deliveredFor(second.id)).toEqual(['ny-bokning']);
    expect(events()).toEqual(['ny-bokning 500']); // the cancel waits behind it
    await deliver(later(t0, 30_000)); // the retry is not due yet
    expect(events()).toHaveLength(1);
    await deliver(later(t0, MINUTE));
    await deliver(later(t0, 6 * MINUTE));
    expect(events()).toEqual(['ny-bokning 500', 'ny-bokning 500', 'ny-bokning 500']);
    await deliver(later(t0, 36 * MINUTE));
    expect(events()).toEqual([
      'ny-bokning 500',
      'ny-bokning 500',
      'ny-bokning 500',
      'ny-bokning 200',
      'booking_cancelled 200',
    ]);

    const created = await outboxOf(first.id, 'ny-bokning');
    const tries = receiver.forBooking(first.id).filter((h) => h.json.event === 'ny-bokning');
    expect(new Set(tries.map((h) => h.headers['webhook-id']))).toEqual(new Set([created.row.messageId]));
    expect(
      tries.map((h) => Number(h.headers['webhook-timestamp']) - Math.floor(t0.getTime() / 1000)),
    ).toEqual([0, 60, 360, 2160]);
    tries.forEach(expectSigned);
    expect(receiver.forBooking(first.id)[4]!.json).toMatchObject({ triggered_by: 'admin' });
    expect(created.row).toMatchObject({ status: 'sent', attempts: 4 });
    expect(created.attempts).toEqual([
      { attempt: 1, ok: false, httpStatus: 500, error: 'HTTP 500' },
      { attempt: 2, ok: false, httpStatus: 500, error: 'HTTP 500' },
      { attempt: 3, ok: false, httpStatus: 500, error: 'HTTP 500' },
      { attempt: 4, ok: true, httpStatus: 200, error: null },
    ]);
    expect((await outboxOf(first.id, 'booking_cancelled')).attempts).toEqual([
      { attempt: 1, ok: true, httpStatus: 200, error: null },
    ]);
  });

  it('a receiver that is down (connection refused) for a while gets everything, in order, once it is back', async () => {
    await receiver.stop();
    const s = await setup();
    const one = await s.book('12:00');
    const two = await s.book('14:00');
    await s.cancelAsCustomer(one.id);
    const metrics = await (
      await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toContain('tidvis_outbox_backlog{kind="webhook"} 3');

    const t0 = new Date();
    try {
      await deliver(t0);
      await deliver(later(t0, MINUTE));
    } finally {
      await receiver.start();
    }
    expect(receiver.forBooking(one.id)).toEqual([]);
    await deliver(later(t0, 6 * MINUTE));

    expect(receiver.deliveredFor(one.id)).toEqual(['ny-bokning', 'booking_cancelled']);
    expect(receiver.deliveredFor(two.id)).toEqual(['ny-bokning']);
    const created = await outboxOf(one.id, 'ny-bokning');
    expect(created.attempts.map(({ ok, httpStatus }) => ({ ok, httpStatus }))).toEqual([
      { ok: false, httpStatus: null },
      { ok: false, httpStatus: null },
      { ok: true, httpStatus: 200 },
    ]);
    expect(created.attempts[0]!.error).toMatch(/ECONNREFUSED/);
    expect((await outboxOf(one.id, 'booking_cancelled')).attempts).toHaveLength(1);
    expect(
      await (
        await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text(),
    ).toContain('tidvis_outbox_backlog{kind="webhook"} 0');
  });

  it('after 8 failed attempts over more than 24 h the webhook is failed; the booking stays', async () => {
    const s = await setup();
    const booking = await s.book('15:00');
    receiver.respond = (h) => (h.json.booking.id === booking.id ? 503 : 200);

    let now = new Date();
    for (let attempt = 1; attempt <= 8; attempt++) {
      await deliver(now);
      now = later(now, webhookRetryDelayMs(attempt) ?? 0);
    }
    await deliver(later(now, 48 * 60 * MINUTE));

    const tries = receiver.forBooking(booking.id);
    expect(tries.map((h) => h.status)).toEqual(Array(8).fill(503));
    const seconds = tries.map((h) => Number(h.headers['webhook-timestamp']));
    expect(seconds.at(-1)! - seconds[0]!).toBeGreaterThanOrEqual(24 * 3600);
    const created = await outboxOf(booking.id, 'ny-bokning');
    expect(created.row).toMatchObject({ status: 'failed', attempts: 8, lastError: 'HTTP 503' });
    expect(created.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(created.attempts.every((a) => !a.ok && a.httpStatus === 503)).toBe(true);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('booked');
  });

  it('two workers racing deliver each webhook exactly once', async () => {
    const s = await setup();
    const created = [await s.book('09:00'), await s.book('13:00'), await s.book('16:00')];
    await s.cancelAsCustomer(created[0]!.id);

    const now = new Date();
    await Promise.all([deliver(now), deliver(now), deliver(now)]);

    const ids = created.flatMap((b) => receiver.forBooking(b.id).map((h) => h.headers['webhook-id']));
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(receiver.deliveredFor(created[0]!.id)).toEqual(['ny-bokning', 'booking_cancelled']);
  });

  it('a crash between commit and delivery loses nothing: another process delivers after the restart', async () => {
    const dataDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'tidvis-webhooks-')) : 'memory://';
    const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const env = parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: pgDb?.url,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const open = async (): Promise<TestContext> => {
      const deps = await createDeps(env, { dataDir });
      return { deps, app: createApp(deps), close: () => closeDeps(deps) };
    };
    try {
      const before = await open();
      const s = await setup(before);
      const one = await s.book('10:00');
      const two = await s.book('12:00');
      await s.cancelAsCustomer(one.id);
      await before.close(); // the process dies before its worker ran

      expect(receiver.forBooking(one.id)).toEqual([]);
      const after = await open();
      try {
        expect((await deliver(new Date(), after)).webhooks).toBe(3);
      } finally {
        await after.close();
      }
      expect(receiver.deliveredFor(one.id)).toEqual(['ny-bokning', 'booking_cancelled']);
      expect(receiver.deliveredFor(two.id)).toEqual(['ny-bokning']);
      receiver.forBooking(one.id).forEach(expectSigned);
    } finally {
      await pgDb?.drop();
      if (kind === 'pglite') await rm(dataDir, { recursive: true, force: true });
    }
  });
});
