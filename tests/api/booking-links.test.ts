import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookingVerifications, bookings, outbox } from '../../src/server/db/schema';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import {
  BOOKING_LINK_ERRORS,
  type BookingLinkPreview,
  type VerifiedBooking,
} from '../../src/shared/schemas/booking-links';
import {
  countRows,
  createBookingRow,
  createCompany,
  createService,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

type ApiError = z.infer<typeof apiErrorSchema>;
/** An error answer whose code the test reads as a string. */
type CodedError = { error: { code: string; message: string } };
/** The cancel link's preview and the cancellation's answer: the booking as the link shows it. */
interface LinkBooking {
  booking: BookingLinkPreview;
}

const WEBHOOK_URL = 'http://127.0.0.1:9/webhooks';
const INVALID_LINK = { error: { code: 'not_found', message: BOOKING_LINK_ERRORS.invalidLink } };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('booking links (cancel and verify from the e-mail) on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      WEBHOOK_URL,
      WEBHOOK_SECRET: 'whsec_dGlkdmlzLXRlc3Qtc2VjcmV0LTEyMzQ=',
    });
  });
  afterAll(() => ctx.close());

  /** A company with a service, a customer who booked it through the API, and the links of the confirmation mail. */
  async function bookThroughApi(days: number, startTime: string) {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(days);
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date,
      startTime,
    });
    expect(res.status).toBe(201);
    const booking = res.json.booking as CustomerBooking;
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(outbox.id);
    const { text, html } = emailContentOf(mail!.payload);
    const cancelToken = /\/cancel-booking\?token=([\w-]+)/.exec(text)?.[1];
    const verifyToken = /\/verify-booking\?token=([\w-]+)/.exec(text)?.[1];
    expect(html).toContain('Bekräfta att du kommer');
    expect(cancelToken).toBeTruthy();
    expect(verifyToken).toBeTruthy();
    return {
      company,
      service,
      client,
      user,
      date,
      booking,
      cancelToken: cancelToken!,
      verifyToken: verifyToken!,
    };
  }

  it('GET cancel: previews the booking without sign-in; 404 for unknown or malformed tokens, 400 without one', async () => {
    const b = await bookThroughApi(8, '10:00');
    const guest = new TestClient(ctx);
    const res = await guest.get<LinkBooking>(`/api/booking-links/cancel?token=${b.cancelToken}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      booking: {
        id: b.booking.id,
        serviceId: b.service.id,
        serviceName: b.service.name,
        companyName: b.company.name,
        companySlug: b.company.slug,
        companyLocation: b.company.location,
        startDate: b.date,
        startTime: '10:00',
        endTime: b.booking.endTime,
        status: 'booked',
        cancellable: true,
        cancellationDeadline: null,
        policyMessage: null,
      },
    });
    for (const token of [randomUUID(), 'nope', "1'--"]) {
      const bad = await guest.get<ApiError>(`/api/booking-links/cancel?token=${encodeURIComponent(token)}`);
      expect(bad.status).toBe(404);
      expect(bad.json).toEqual(INVALID_LINK);
    }
    const missing = await guest.get<ApiError>('/api/booking-links/cancel');
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('invalid_input');
  });

  it('POST cancel: cancels once with log, e-mail, webhook and announcement; the second time 409', async () => {
    const b = await bookThroughApi(9, '11:00');
    const guest = new TestClient(ctx);
    const changed = new Promise<string>((resolve) => {
      const off = ctx.deps.bus.subscribe(b.company.id, () => {
        off();
        resolve('changed');
      });
    });
    const outboxBefore = await countRows(ctx.deps.db, outbox);

    const res = await guest.post<LinkBooking>('/api/booking-links/cancel', { token: b.cancelToken });
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({ id: b.booking.id, status: 'cancelled', cancellable: false });
    await expect(
      Promise.race([changed, new Promise((r) => setTimeout(() => r('timeout'), 5000))]),
    ).resolves.toBe('changed');

    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, b.booking.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const logs = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(and(eq(bookingLogs.bookingId, b.booking.id), eq(bookingLogs.type, 'booking_cancelled')));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.details).toMatchObject({
      customer_id: row!.customerId,
      start_date: b.date,
      triggered_by: 'customer',
    });

    // The customer's e-mail, the webhook and (notification on by default) the company's e-mail.
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore + 3);
    const companyMails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, b.company.email))
      .orderBy(outbox.id);
    expect(companyMails.at(-1)!.subject).toContain('Avbokning');
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, b.user.email))
      .orderBy(outbox.id);
    const cancelMail = mails.at(-1)!;
    expect(cancelMail.subject).toContain('Avbokad');
    expect(emailContentOf(cancelMail.payload).text).toContain('avbokad');
    const [webhook] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'webhook'),
          eq(outbox.subject, 'booking_cancelled'),
          eq(outbox.orderingKey, b.booking.id),
        ),
      );
    expect(webhook!.recipient).toBe(WEBHOOK_URL);
    expect(webhook!.payload).toMatchObject({
      event: 'booking_cancelled',
      triggered_by: 'customer',
      booking: { id: b.booking.id, company_id: b.company.id, start_date: b.date, start_time: '11:00' },
    });

    const again = await guest.post<ApiError>('/api/booking-links/cancel', { token: b.cancelToken });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: { code: 'already_cancelled', message: 'Bokningen är redan avbokad' },
    });
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore + 3);
    expect(
      (await guest.get<LinkBooking>(`/api/booking-links/cancel?token=${b.cancelToken}`)).json.booking.status,
    ).toBe('cancelled');

    // The slot is free again.
    const other = await signedInClient(ctx);
    const rebook = await other.client.post('/api/bookings', {
      companyId: b.company.id,
      serviceId: b.service.id,
      date: b.date,
      startTime: '11:00',
    });
    expect(rebook.status).toBe(201);
  });

  it('POST cancel: 404 for a wrong token, 409 for a started or completed booking; nothing is written', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const started = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-1),
      startTime: '09:00',
    });
    const completed = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-2),
      startTime: '09:00',
      status: 'completed',
    });
    const guest = new TestClient(ctx);
    const logsBefore = await countRows(ctx.deps.db, bookingLogs);
    const outboxBefore = await countRows(ctx.deps.db, outbox);

    for (const token of [randomUUID(), 'nope']) {
      const res = await guest.post<ApiError>('/api/booking-links/cancel', { token });
      expect(res.status).toBe(404);
      expect(res.json).toEqual(INVALID_LINK);
    }
    const res = await guest.post<ApiError>('/api/booking-links/cancel', { token: started.cancelToken });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: { code: 'booking_started', message: BOOKING_LINK_ERRORS.started } });
    expect(
      (await guest.get<LinkBooking>(`/api/booking-links/cancel?token=${started.cancelToken}`)).json.booking,
    ).toMatchObject({
      status: 'booked',
      cancellable: false,
    });
    const done = await guest.post<ApiError>('/api/booking-links/cancel', { token: completed.cancelToken });
    expect(done.status).toBe(409);
    expect(done.json.error.code).toBe('not_cancellable');
    const empty = await guest.post('/api/booking-links/cancel', {});
    expect(empty.status).toBe(400);

    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, started.id));
    expect(row!.status).toBe('booked');
    expect(await countRows(ctx.deps.db, bookingLogs)).toBe(logsBefore);
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);
  });

  it('verify: stores only the hash, expires at the start or after 7 days; works once, then token_used', async () => {
    const b = await bookThroughApi(3, '12:00');
    const [stored] = await ctx.deps.db
      .select()
      .from(bookingVerifications)
      .where(eq(bookingVerifications.bookingId, b.booking.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(b.verifyToken).digest('hex'));
    expect(stored!.tokenHash).not.toContain(b.verifyToken);
    expect(stored!.expiresAt.getTime()).toBe(zonedWallClockToInstant(b.date, '12:00').getTime());
    const far = await bookThroughApi(20, '12:00');
    const [farStored] = await ctx.deps.db
      .select()
      .from(bookingVerifications)
      .where(eq(bookingVerifications.bookingId, far.booking.id));
    const ttl = farStored!.expiresAt.getTime() - farStored!.createdAt.getTime();
    expect(Math.abs(ttl - 7 * DAY_MS)).toBeLessThan(60_000);

    const guest = new TestClient(ctx);
    const res = await guest.post<VerifiedBooking>('/api/booking-links/verify', { token: b.verifyToken });
    expect(res.status).toBe(200);
    // what the confirmation page shows — service, time, company and address.
    expect(res.json).toMatchObject({
      bookingId: b.booking.id,
      booking: {
        id: b.booking.id,
        serviceName: b.service.name,
        companyName: b.company.name,
        companySlug: b.company.slug,
        companyLocation: b.company.location,
        startDate: b.date,
        status: 'booked',
      },
    });
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, b.booking.id));
    expect(row!.customerConfirmedAt).toBeInstanceOf(Date);
    const [used] = await ctx.deps.db
      .select()
      .from(bookingVerifications)
      .where(eq(bookingVerifications.bookingId, b.booking.id));
    expect(used!.usedAt).toBeInstanceOf(Date);

    const again = await guest.post<ApiError>('/api/booking-links/verify', { token: b.verifyToken });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: { code: 'token_used', message: BOOKING_LINK_ERRORS.tokenUsed } });
    expect(again.json.error.code).toContain('used');
  });

  it('verify: expired -> token_expired, cancelled booking -> slot_no_longer_available, unknown -> 404', async () => {
    const guest = new TestClient(ctx);
    const expired = await bookThroughApi(4, '13:00');
    await ctx.deps.db
      .update(bookingVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookingVerifications.bookingId, expired.booking.id));
    const res = await guest.post<ApiError>('/api/booking-links/verify', { token: expired.verifyToken });
    expect(res.status).toBe(410);
    expect(res.json).toEqual({ error: { code: 'token_expired', message: BOOKING_LINK_ERRORS.tokenExpired } });
    expect(res.json.error.code).toContain('expired');

    const cancelled = await bookThroughApi(5, '13:00');
    expect((await cancelled.client.post(`/api/bookings/${cancelled.booking.id}/cancel`)).status).toBe(200);
    const gone = await guest.post<CodedError>('/api/booking-links/verify', { token: cancelled.verifyToken });
    expect(gone.status).toBe(409);
    expect(gone.json).toEqual({
      error: { code: 'slot_no_longer_available', message: BOOKING_LINK_ERRORS.bookingCancelled },
    });
    expect(gone.json.error.code.replace(/_/g, ' ')).toContain('no longer available');

    for (const token of ['x'.repeat(43), randomUUID()]) {
      const unknown = await guest.post<ApiError>('/api/booking-links/verify', { token });
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual(INVALID_LINK);
    }
    expect((await guest.post('/api/booking-links/verify', { token: '' })).status).toBe(400);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, expired.booking.id));
    expect(row!.customerConfirmedAt).toBeNull();
  });
});
