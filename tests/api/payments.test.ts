import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, outbox, payments, refunds } from '../../src/server/db/schema';
import { releaseDueHolds } from '../../src/server/jobs/payment-holds';
import { deliverDueOnce } from '../../src/server/jobs/outbox-worker';
import type { CreatedBooking, CustomerBooking, MyBookings } from '../../src/shared/schemas/booking';
import type { PublicService } from '../../src/shared/schemas/company';
import { PAYMENT_ERRORS } from '../../src/shared/schemas/payments';
import { createCompany, createService, signedInAdmin, signedInClient, stockholmDate } from '../factories';
import type { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

/*
 * Paying online with the dev payment provider (issue 36, docs/decisions/047): a booking of a service with a deposit
 * holds its time as 'pending_payment', becomes booked when paid, frees its time when the hold ends or the payment
 * fails, and its money goes back by the cancellation policy.
 */
describe.each(databaseKinds())('paying online on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A company taking payments (dev) with Färgning (120 min, 1 250 kr, 300 kr deposit) and Klippning on site. */
  async function salon(overrides: { cancellationNoticeHours?: number } = {}) {
    const db = ctx.deps.db;
    const company = await createCompany(db, {
      orgNumber: '556677-8899',
      paymentsEnabled: true,
      stripeAccountId: `dev_${crypto.randomUUID()}`,
      cancellationNoticeHours: overrides.cancellationNoticeHours ?? 24,
    });
    const colour = await createService(db, company.id, {
      name: 'Färgning',
      durationMinutes: 120,
      price: 1250,
      paymentMode: 'deposit',
      depositKind: 'fixed',
      depositValue: 300,
    });
    const cut = await createService(db, company.id, { name: 'Klippning', durationMinutes: 60, price: 500 });
    return { company, colour, cut };
  }

  const book = (client: TestClient, companyId: string, serviceId: string, date: string, startTime: string) =>
    client.post<CreatedBooking>('/api/bookings', { companyId, serviceId, date, startTime });
  const paymentOf = async (bookingId: string) =>
    (
      await ctx.deps.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.createdAt))
    )[0]!;
  const statusOf = async (bookingId: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.s;
  const mailsTo = async (email: string) =>
    (
      await ctx.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, email)))
    ).map(
      // Amounts are written with a no-break space ('300 kr'); compared here with a plain one.
      (r) => r.subject?.replace(/\u00a0/g, ' '),
    );
  const logTypes = async (bookingId: string) =>
    (
      await ctx.deps.db
        .select()
        .from(bookingLogs)
        .where(eq(bookingLogs.bookingId, bookingId))
        .orderBy(asc(bookingLogs.id))
    ).map((r) => r.type);
  const devPay = (client: TestClient, paymentId: string, method = 'swish') =>
    client.post<{ returnUrl: string }>(`/api/dev/payments/${paymentId}/pay`, { method });

  it('the company page shows the deposit; a service paid on site stays as it was', async () => {
    const { company, colour, cut } = await salon();
    const { client } = await signedInClient(ctx);
    const page = await client.get<{ services: PublicService[] }>(`/api/companies/${company.slug}`);
    const byId = new Map(page.json.services.map((s) => [s.id, s.payment]));
    expect(byId.get(colour.id)).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 300 });
    expect(byId.get(cut.id)).toEqual({ mode: 'on_site', depositKind: null, depositValue: null });
  });

  it('a company that has not connected payments books as before, even for a service with a deposit', async () => {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const colour = await createService(db, company.id, { paymentMode: 'prepay' });
    const { client } = await signedInClient(ctx);
    const page = await client.get<{ services: PublicService[] }>(`/api/companies/${company.slug}`);
    expect(page.json.services[0]!.payment.mode).toBe('on_site');
    const res = await book(client, company.id, colour.id, stockholmDate(5), '10:00');
    expect(res.status).toBe(201);
    expect(res.json.booking.status).toBe('booked');
    expect(res.json.payment).toBeUndefined();
    expect(res.json.booking.payment).toBeNull();
  });

  it('a deposit holds the time, the paid payment books it with a confirmation and a receipt', async () => {
    const { company, colour } = await salon();
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(7);
    const res = await book(client, company.id, colour.id, date, '10:00');
    expect(res.status).toBe(201);
    expect(res.json.booking.status).toBe('pending_payment');
    expect(res.json.booking.payment).toMatchObject({ kind: 'deposit', status: 'pending', amount: 300 });
    const payment = await paymentOf(res.json.booking.id);
    expect(res.json.payment!.url).toMatch(new RegExp(`/dev/payment/${payment.id}$`));
    expect(new Date(res.json.payment!.expiresAt).getTime() - ctx.deps.clock().getTime()).toBeCloseTo(
      15 * 60_000,
      -4,
    );
    // Held: nobody is told yet, and the time is not offered to anyone else.
    expect(await mailsTo(user.email)).toEqual([]);
    const other = await signedInClient(ctx);
    const taken = await book(other.client, company.id, colour.id, date, '10:00');
    expect(taken.status).toBe(409);
    // The salon's 'Ny bokning' names the held time as a clash instead of failing on the database's refusal.
    const admin = await signedInAdmin(ctx, company.id);
    const checked = await admin.client.get<{ free: boolean; reasons: { code: string; message: string }[] }>(
      `/api/admin/calendar/bookings/check?${new URLSearchParams({ serviceId: colour.id, date, startTime: '10:00' })}`,
    );
    expect(checked.status).toBe(200);
    expect(checked.json.free).toBe(false);
    expect(checked.json.reasons[0]).toMatchObject({
      code: 'slot_clash',
      message: expect.stringMatching(/^Krockar med .+ 10:00$/),
    });

    const paid = await devPay(client, payment.id);
    expect(paid.status).toBe(200);
    expect(paid.json.returnUrl).toMatch(new RegExp(`/payment/${res.json.booking.id}$`));
    const after = await client.get<{ booking: CustomerBooking }>(`/api/bookings/${res.json.booking.id}`);
    expect(after.json.booking.status).toBe('booked');
    expect(after.json.booking.payment).toMatchObject({
      status: 'paid',
      amount: 300,
      method: 'swish',
      refundedAmount: 0,
    });
    const subjects = await mailsTo(user.email);
    expect(subjects.some((s) => s?.startsWith('Bokningsbekräftelse'))).toBe(true);
    expect(subjects).toContain(`Kvitto från ${company.name}: 300 kr`);
    const [receiptRow] = (
      await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email))
    ).filter((r) => r.subject?.startsWith('Kvitto'));
    const receipt = { text: emailContentOf(receiptRow!.payload).text.replace(/\u00a0/g, ' ') };
    expect(receipt.text).toContain('556677-8899');
    expect(receipt.text).toContain('Varav moms (25 %): 60,00 kr');
    expect(receipt.text).toContain('Att betala på plats: 950 kr');
    expect(receipt.text).toContain('Swish');
    expect(await logTypes(res.json.booking.id)).toEqual(['booking_held', 'booking_paid']);
    // A repeated 'paid' changes nothing.
    expect((await devPay(client, payment.id)).status).toBe(409);
  });

  it('two customers race for one time: one holds it, the other is refused; the holder does not pay and the other gets it', async () => {
    const { company, colour } = await salon();
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const date = stockholmDate(14);
    const [ra, rb] = await Promise.all([
      book(a.client, company.id, colour.id, date, '10:00'),
      book(b.client, company.id, colour.id, date, '10:30'),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
    const [winner, loser, time] = ra.status === 201 ? [ra, b, '10:30'] : [rb, a, '10:00'];
    expect(winner.json.booking.status).toBe('pending_payment');
    // The holder leaves without paying: after the hold the other customer holds, pays and gets the time.
    ctx.advance(16);
    const later = await book(loser.client, company.id, colour.id, date, time);
    expect(later.status).toBe(201);
    expect((await devPay(loser.client, (await paymentOf(later.json.booking.id)).id)).status).toBe(200);
    expect(await statusOf(later.json.booking.id)).toBe('booked');
    expect(await statusOf(winner.json.booking.id)).toBe('cancelled');
    ctx.advance(-16);
  });

  it('a failed payment frees the time at once; the customer can book it again', async () => {
    const { company, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const date = stockholmDate(8);
    const res = await book(client, company.id, colour.id, date, '13:00');
    const payment = await paymentOf(res.json.booking.id);
    const failed = await client.post(`/api/dev/payments/${payment.id}/fail`, {});
    expect(failed.status).toBe(200);
    expect(await statusOf(res.json.booking.id)).toBe('cancelled');
    expect((await paymentOf(res.json.booking.id)).status).toBe('failed');
    expect(await logTypes(res.json.booking.id)).toEqual(['booking_held', 'booking_hold_released']);
    // Never a booking the customer made: not in Mina bokningar (the return page still reads it).
    const mine = await client.get<MyBookings>('/api/bookings/mine');
    const listed = [...mine.json.upcoming, ...mine.json.previous, ...mine.json.recent].map((b) => b.id);
    expect(listed).not.toContain(res.json.booking.id);
    expect((await client.get(`/api/bookings/${res.json.booking.id}`)).status).toBe(200);
    const again = await book(client, company.id, colour.id, date, '13:00');
    expect(again.status).toBe(201);
    expect(again.json.booking.status).toBe('pending_payment');
  });

  it('an unpaid hold frees its time after 15 minutes; a late payment is refunded when the time was taken', async () => {
    const { company, colour } = await salon();
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const date = stockholmDate(9);
    const held = await book(a.client, company.id, colour.id, date, '09:00');
    const heldPayment = await paymentOf(held.json.booking.id);
    expect((await book(b.client, company.id, colour.id, date, '09:00')).status).toBe(409);

    ctx.advance(14);
    expect(await releaseDueHolds(ctx.deps, ctx.deps.clock())).toBe(0);
    ctx.advance(2);
    // The next booking frees ended holds itself, before the job has run.
    const second = await book(b.client, company.id, colour.id, date, '09:00');
    expect(second.status).toBe(201);
    expect(await statusOf(held.json.booking.id)).toBe('cancelled');
    expect((await paymentOf(held.json.booking.id)).status).toBe('expired');
    const secondPayment = await paymentOf(second.json.booking.id);
    expect((await devPay(b.client, secondPayment.id)).status).toBe(200);

    // A's money arrives after all (Stripe's own page lives longer than the hold): refunded in full.
    const { applyPaymentUpdate } = await import('../../src/server/features/payments');
    await applyPaymentUpdate(ctx.deps, 'dev', 'evt_late', 'dev.paid', {
      type: 'paid',
      checkoutId: `dev_${heldPayment.id}`,
      paymentIntentId: `dev_${heldPayment.id}`,
      accountId: null,
    });
    expect(await statusOf(held.json.booking.id)).toBe('cancelled');
    await deliverDueOnce(ctx.deps);
    const [late] = await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, heldPayment.id));
    expect(late).toMatchObject({ reason: 'late_payment', amount: 300, status: 'succeeded' });
    expect((await paymentOf(held.json.booking.id)).refundedAmount).toBe(300);
    ctx.advance(-16);
  });

  it('a late payment is refunded even when the time is still free: the hold had ended', async () => {
    const { company, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const held = await book(client, company.id, colour.id, stockholmDate(10), '14:00');
    const payment = await paymentOf(held.json.booking.id);
    ctx.advance(16);
    expect(await releaseDueHolds(ctx.deps, ctx.deps.clock())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(held.json.booking.id)).toBe('cancelled');
    const { applyPaymentUpdate } = await import('../../src/server/features/payments');
    await applyPaymentUpdate(ctx.deps, 'dev', null, 'dev.paid', {
      type: 'paid',
      checkoutId: `dev_${payment.id}`,
      paymentIntentId: null,
      accountId: null,
    });
    expect(await statusOf(held.json.booking.id)).toBe('cancelled');
    expect(await logTypes(held.json.booking.id)).toEqual([
      'booking_held',
      'booking_hold_released',
      'refund_requested',
    ]);
    await deliverDueOnce(ctx.deps);
    expect(await paymentOf(held.json.booking.id)).toMatchObject({ status: 'paid', refundedAmount: 300 });
    ctx.advance(-16);
  });

  it('leaving the payment page releases the hold; the cancel link of a held booking is not a refund', async () => {
    const { company, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const held = await book(client, company.id, colour.id, stockholmDate(11), '11:00');
    const res = await client.post<{ booking: CustomerBooking }>(
      `/api/bookings/${held.json.booking.id}/cancel`,
      {},
    );
    expect(res.status).toBe(200);
    expect(res.json.booking.status).toBe('cancelled');
    expect(res.json.booking.payment).toMatchObject({
      status: 'expired',
      refundedAmount: 0,
      refundPending: false,
    });
    expect(await logTypes(held.json.booking.id)).toEqual(['booking_held', 'booking_hold_released']);
  });

  it("the customer's cancel before the deadline refunds the deposit; the salon's cancel refunds in full", async () => {
    const { company, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const held = await book(client, company.id, colour.id, stockholmDate(12), '10:00');
    await devPay(client, (await paymentOf(held.json.booking.id)).id);
    const cancelled = await client.post<{ booking: CustomerBooking }>(
      `/api/bookings/${held.json.booking.id}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.booking.payment).toMatchObject({
      status: 'paid',
      refundPending: true,
      refundedAmount: 0,
    });
    // The cancellation e-mail says the money comes back.
    const cancelMail = (await ctx.deps.db.select().from(outbox).where(eq(outbox.kind, 'email'))).find(
      (r) => r.subject?.startsWith('Avbokad:') && emailContentOf(r.payload).text.includes('Du får tillbaka'),
    );
    expect(emailContentOf(cancelMail!.payload).text.replace(/\u00a0/g, ' ')).toContain(
      'Du får tillbaka 300 kr som du betalade online.',
    );
    await deliverDueOnce(ctx.deps);
    const after = await client.get<{ booking: CustomerBooking }>(`/api/bookings/${held.json.booking.id}`);
    expect(after.json.booking.payment).toMatchObject({ refundPending: false, refundedAmount: 300 });
    expect(await logTypes(held.json.booking.id)).toEqual([
      'booking_held',
      'booking_paid',
      'booking_cancelled',
      'refund_requested',
      'refund_completed',
    ]);
    // A second delivery pass does not refund twice.
    await deliverDueOnce(ctx.deps);
    expect(
      await ctx.deps.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, (await paymentOf(held.json.booking.id)).id)),
    ).toHaveLength(1);

    // The salon's own cancel refunds in full, also inside the customer's deadline.
    const prepaid = await createService(ctx.deps.db, company.id, {
      name: 'Paket',
      price: 900,
      paymentMode: 'prepay',
    });
    const soon = await book(client, company.id, prepaid.id, stockholmDate(1), '09:00');
    expect(soon.json.booking.payment).toMatchObject({ kind: 'prepay', amount: 900 });
    await devPay(client, (await paymentOf(soon.json.booking.id)).id);
    const admin = await signedInAdmin(ctx, company.id);
    const byCompany = await admin.client.post(
      `/api/admin/calendar/bookings/${soon.json.booking.id}/cancel`,
      {},
    );
    expect(byCompany.status).toBe(200);
    await deliverDueOnce(ctx.deps);
    const [full] = await ctx.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await paymentOf(soon.json.booking.id)).id));
    expect(full).toMatchObject({ reason: 'company_cancel', amount: 900, status: 'succeeded' });
  });

  it('inside the deadline the customer cannot cancel online and the deposit is kept; a no-show keeps it too', async () => {
    const { company, colour } = await salon({ cancellationNoticeHours: 48 });
    const { client } = await signedInClient(ctx);
    // Tomorrow is inside 48 hours: the flow says so before paying, and a cancel is refused.
    const held = await book(client, company.id, colour.id, stockholmDate(1), '15:00');
    expect(held.status).toBe(201);
    await devPay(client, (await paymentOf(held.json.booking.id)).id);
    const refused = await client.post(`/api/bookings/${held.json.booking.id}/cancel`, {});
    expect(refused.status).toBe(409);
    // The customer does not come: the salon marks a no-show and keeps the deposit.
    ctx.advance(2 * 24 * 60);
    const admin = await signedInAdmin(ctx, company.id);
    const noShow = await admin.client.post(
      `/api/admin/calendar/bookings/${held.json.booking.id}/no-show`,
      {},
    );
    expect(noShow.status).toBe(200);
    ctx.advance(-2 * 24 * 60);
    const after = await client.get<{ booking: CustomerBooking }>(`/api/bookings/${held.json.booking.id}`);
    expect(after.json.booking).toMatchObject({
      status: 'no_show',
      payment: { status: 'paid', refundedAmount: 0 },
    });
    expect(
      await ctx.deps.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, (await paymentOf(held.json.booking.id)).id)),
    ).toHaveLength(0);
  });

  it('bad input: an unknown dev payment is 404, a guest is 401, someone else cannot pay it', async () => {
    const { company, colour } = await salon();
    const { client } = await signedInClient(ctx);
    const held = await book(client, company.id, colour.id, stockholmDate(13), '10:00');
    const payment = await paymentOf(held.json.booking.id);
    const stranger = await signedInClient(ctx);
    const other = await stranger.client.post(`/api/dev/payments/${payment.id}/pay`, { method: 'card' });
    expect(other.status).toBe(404);
    expect((other.json as { error: { message: string } }).error.message).toBe(PAYMENT_ERRORS.notFound);
    expect((await client.post('/api/dev/payments/not-a-uuid/pay', {})).status).toBe(404);
    expect((await client.post(`/api/dev/payments/${payment.id}/pay`, { method: 'bitcoin' })).status).toBe(
      400,
    );
    expect(await statusOf(held.json.booking.id)).toBe('pending_payment');
  });
});
