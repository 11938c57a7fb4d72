import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxAttempts, user } from '../../src/server/db/schema';
import { deliverDueSms } from '../../src/server/jobs/sms-delivery';
import { enqueueDueReminders } from '../../src/server/jobs/reminders';
import { enqueueSms } from '../../src/server/sms/outbox';
import { isSingleGsmSegment } from '../../src/server/sms/reminder-sms';
import { addDays, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  createVerifiedUser,
  freshTodays,
} from '../factories';
import { TestClient } from '../http';
import { Mock46elks } from '../support/mock-46elks';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

const smsRowsTo = (ctx: TestContext, to: string) =>
  ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), eq(outbox.recipient, to)));
const attemptsOf = (ctx: TestContext, id: number) =>
  ctx.deps.db
    .select()
    .from(outboxAttempts)
    .where(eq(outboxAttempts.outboxId, id))
    .orderBy(outboxAttempts.attempt);
/** A unique Swedish mobile number in E.164 per call. */
let nextNumber = 1_000_000;
const freshPhone = () => `+4670${nextNumber++}`;

describe.each(databaseKinds())('SMS through 46elks on %s', (kind) => {
  const elks = new Mock46elks();
  let ctx: TestContext;
  beforeAll(async () => {
    await elks.start();
    ctx = await createTestContext(kind, {
      SMS_API_URL: elks.url,
      SMS_API_USERNAME: 'u-elks',
      SMS_API_PASSWORD: 'hemligt',
      SMS_FROM: 'Tidvis',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await elks.stop();
  });

  it('2xx: sent, posted form-encoded with from, to, message and basic auth, one attempt recorded', async () => {
    const to = freshPhone();
    await enqueueSms(ctx.deps.db, { to, text: 'Påminnelse: tid i morgon kl 10:00' });
    expect(await deliverDueSms(ctx.deps)).toBe(1);
    const got = elks.received.filter((r) => r.form.to === to);
    expect(got).toHaveLength(1);
    expect(got[0]!.form).toEqual({ from: 'Tidvis', to, message: 'Påminnelse: tid i morgon kl 10:00' });
    expect(got[0]!.headers.authorization).toBe(`Basic ${Buffer.from('u-elks:hemligt').toString('base64')}`);
    expect(got[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const [row] = await smsRowsTo(ctx, to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await attemptsOf(ctx, row!.id)).toEqual([
      expect.objectContaining({ attempt: 1, ok: true, httpStatus: 200 }),
    ]);
  });

  it('4xx: failed at once, attempt recorded, never retried', async () => {
    const to = freshPhone();
    elks.respond = (r) => (r.form.to === to ? 403 : 200);
    try {
      await enqueueSms(ctx.deps.db, { to, text: 'Hej' });
      await deliverDueSms(ctx.deps);
      const [row] = await smsRowsTo(ctx, to);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.lastError).toMatch(/^HTTP 403/);
      expect(await attemptsOf(ctx, row!.id)).toEqual([
        expect.objectContaining({ attempt: 1, ok: false, httpStatus: 403 }),
      ]);
      // Even when it would be due again, a failed row is not sent.
      await ctx.deps.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 hour'` })
        .where(eq(outbox.id, row!.id));
      await deliverDueSms(ctx.deps);
      expect(elks.received.filter((r) => r.form.to === to)).toHaveLength(1);
    } finally {
      elks.respond = () => 200;
    }
  });

  it('5xx and timeouts: pending with the e-mail backoff, then sent on a later attempt', async () => {
    const down = freshPhone();
    const slow = freshPhone();
    elks.respond = (r) => (r.form.to === down ? 503 : r.form.to === slow ? 'hang' : 200);
    try {
      await enqueueSms(ctx.deps.db, { to: down, text: 'Hej' });
      await enqueueSms(ctx.deps.db, { to: slow, text: 'Hej' });
      const before = Date.now();
      await deliverDueSms(ctx.deps, { timeoutMs: 300 });
      const [downRow] = await smsRowsTo(ctx, down);
      const [slowRow] = await smsRowsTo(ctx, slow);
      expect(downRow).toMatchObject({ status: 'pending', attempts: 1 });
      expect(downRow!.lastError).toMatch(/^HTTP 503/);
      expect(slowRow).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timeout after 300 ms' });
      for (const row of [downRow!, slowRow!]) {
        // retryDelayMinutes(1): one minute after the failed attempt
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before + 50_000);
        expect(row.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 70_000);
      }

      elks.respond = () => 200;
      await ctx.deps.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(inArray(outbox.id, [downRow!.id, slowRow!.id]));
      await deliverDueSms(ctx.deps, { timeoutMs: 300 });
      for (const row of [downRow!, slowRow!]) {
        expect((await smsRowsTo(ctx, row.recipient))[0]).toMatchObject({ status: 'sent', attempts: 2 });
        expect(await attemptsOf(ctx, row.id)).toEqual([
          expect.objectContaining({ attempt: 1, ok: false }),
          expect.objectContaining({ attempt: 2, ok: true }),
        ]);
      }

      // After the last of 8 attempts a failing SMS is given up.
      const gone = freshPhone();
      elks.respond = (r) => (r.form.to === gone ? 500 : 200);
      await enqueueSms(ctx.deps.db, { to: gone, text: 'Hej' });
      await ctx.deps.db.update(outbox).set({ attempts: 7 }).where(eq(outbox.recipient, gone));
      await deliverDueSms(ctx.deps);
      expect((await smsRowsTo(ctx, gone))[0]).toMatchObject({ status: 'failed', attempts: 8 });
    } finally {
      elks.respond = () => 200;
    }
  });

  it('two workers racing deliver each SMS exactly once, with one attempt each', async () => {
    const numbers = Array.from({ length: 12 }, freshPhone);
    for (const to of numbers) await enqueueSms(ctx.deps.db, { to, text: 'Samtidigt' });
    const counts = await Promise.all([deliverDueSms(ctx.deps), deliverDueSms(ctx.deps)]);
    expect(counts[0]! + counts[1]!).toBe(numbers.length);
    for (const to of numbers) {
      expect(elks.received.filter((r) => r.form.to === to)).toHaveLength(1);
      const [row] = await smsRowsTo(ctx, to);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await attemptsOf(ctx, row!.id)).toHaveLength(1);
    }
  });

  it('refuses to enqueue a number that is not E.164', async () => {
    await expect(enqueueSms(ctx.deps.db, { to: '070-123 45 67', text: 'Hej' })).rejects.toThrow(/E\.164/);
  });
});

const freshToday = freshTodays('2031-03-03');
const at = zonedWallClockToInstant;

describe.each(databaseKinds())('reminder SMS and the dev SMS outbox on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext(kind)));
  afterAll(() => ctx.close());

  /** A company (SMS switch as given) with a booking tomorrow at 10:00 for a customer shaped by `options`. */
  async function bookingTomorrow(
    today: string,
    options: {
      smsReminders: boolean;
      userPhone?: string | null;
      customerPhone?: string | null;
      smsNotifications?: boolean;
      guest?: boolean;
      companyName?: string;
    },
  ) {
    const company = await createCompany(ctx.deps.db, {
      name: options.companyName ?? 'Salong Solros',
      smsReminders: options.smsReminders,
    });
    const service = await createService(ctx.deps.db, company.id);
    let userId: string | null = null;
    if (!options.guest) {
      const u = await createVerifiedUser(ctx.deps.db);
      userId = u.id;
      await ctx.deps.db
        .update(user)
        .set({
          phone: options.userPhone ?? null,
          ...(options.smsNotifications === undefined ? {} : { smsNotifications: options.smsNotifications }),
        })
        .where(eq(user.id, u.id));
    }
    const customer = await createCustomer(ctx.deps.db, company.id, {
      userId,
      phone: options.customerPhone ?? null,
    });
    return createBookingRow(ctx.deps.db, service, {
      date: addDays(today, 1),
      startTime: '10:00',
      customerId: customer.id,
    });
  }

  it('new accounts have SMS on by default (user.sms_notifications)', async () => {
    const u = await createVerifiedUser(ctx.deps.db);
    const [row] = await ctx.deps.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.smsNotifications).toBe(true);
  });

  it('sends the SMS with the e-mail when the switch is on, the account has a phone and SMS is not off', async () => {
    const today = freshToday();
    const phone = freshPhone();
    const booking = await bookingTomorrow(today, {
      smsReminders: true,
      userPhone: phone,
      customerPhone: freshPhone(),
    });
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:00'))).toBe(1);
    const rows = await smsRowsTo(ctx, phone);
    expect(rows).toHaveLength(1);
    const text = (rows[0]!.payload as { text: string }).text;
    expect(text).toMatch(/^Påminnelse: tid hos Salong Solros i morgon .+ kl 10:00\. Avboka: http/);
    expect(text).toContain(`/cancel-booking?token=${booking.cancelToken}`);
    expect(isSingleGsmSegment(text)).toBe(true);
    // Written with the reminder e-mail: the booking's reminder is recorded in the same transaction.
    expect(rows[0]!.status).toBe('pending');
  });

  it('uses the customer record’s phone when the account has none, and texts guests without an account', async () => {
    const today = freshToday();
    const recordPhone = freshPhone();
    const guestPhone = freshPhone();
    await bookingTomorrow(today, { smsReminders: true, userPhone: null, customerPhone: recordPhone });
    await bookingTomorrow(today, { smsReminders: true, guest: true, customerPhone: guestPhone });
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:00'))).toBe(2);
    expect(await smsRowsTo(ctx, recordPhone)).toHaveLength(1);
    expect(await smsRowsTo(ctx, guestPhone)).toHaveLength(1);
  });

  it('no SMS when the company switch is off, the customer turned SMS off, or there is no phone', async () => {
    const today = freshToday();
    const switchOff = freshPhone();
    const optedOut = freshPhone();
    await bookingTomorrow(today, { smsReminders: false, userPhone: switchOff });
    await bookingTomorrow(today, { smsReminders: true, userPhone: optedOut, smsNotifications: false });
    await bookingTomorrow(today, { smsReminders: true });
    const smsBefore = await ctx.deps.db.select().from(outbox).where(eq(outbox.kind, 'sms'));
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:00'))).toBe(3);
    expect(await smsRowsTo(ctx, switchOff)).toHaveLength(0);
    expect(await smsRowsTo(ctx, optedOut)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(outbox).where(eq(outbox.kind, 'sms'))).toHaveLength(
      smsBefore.length,
    );
  });

  it('a long company name still makes one GSM segment', async () => {
    const today = freshToday();
    const phone = freshPhone();
    await bookingTomorrow(today, {
      smsReminders: true,
      userPhone: phone,
      companyName:
        'Hårstudion Ängelholms Allra Bästa Frisörer & Skönhetsspecialister i Nordvästra Skåne AB ✂',
    });
    await enqueueDueReminders(ctx.deps, at(today, '18:00'));
    const [row] = await smsRowsTo(ctx, phone);
    expect(isSingleGsmSegment((row!.payload as { text: string }).text)).toBe(true);
  });

  it('without SMS credentials rows are kept; GET /api/dev/sms lists them, ?to= filters in any form', async () => {
    const phone = '+46701239876';
    await enqueueSms(ctx.deps.db, { to: phone, text: 'Hej från utvecklingsutkorgen' });
    await enqueueSms(ctx.deps.db, { to: freshPhone(), text: 'Någon annan' });
    await deliverDueSms(ctx.deps);
    expect((await smsRowsTo(ctx, phone))[0]).toMatchObject({ status: 'kept', attempts: 0 });

    const client = new TestClient(ctx);
    const all = await client.get('/api/dev/sms');
    expect(all.status).toBe(200);
    expect((all.json as unknown[]).length).toBeGreaterThanOrEqual(2);
    for (const to of [phone, '070-123 98 76', '+46 70 123 98 76']) {
      const res = await client.get(`/api/dev/sms?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual([
        {
          id: expect.any(Number),
          to: phone,
          text: 'Hej från utvecklingsutkorgen',
          status: 'kept',
          createdAt: expect.any(String),
        },
      ]);
    }
    // The e-mail dev outbox does not list SMS.
    const mail = await client.get(`/api/dev/mail?to=${encodeURIComponent(phone)}`);
    expect(mail.json).toEqual([]);
  });
});
