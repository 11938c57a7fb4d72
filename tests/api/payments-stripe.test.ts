import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, companies, payments, refunds } from '../../src/server/db/schema';
import { deliverDueOnce } from '../../src/server/jobs/outbox-worker';
import type { CreatedBooking } from '../../src/shared/schemas/booking';
import { PAYMENT_ERRORS, type AdminPaymentSettings } from '../../src/shared/schemas/payments';
import { createCompany, createService, signedInAdmin, signedInClient, stockholmDate } from '../factories';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * Stripe Connect through the official SDK against a local mock of the few endpoints Tidvis calls (the SDK's host
 * and port come from STRIPE_API_URL), with webhooks signed the way Stripe signs them (issue 36, decision 047).
 */

const WEBHOOK_SECRET = 'whsec_testsecret';
const ACCOUNT = 'acct_1TidvisTest';

interface Call {
  method: string;
  path: string;
  form: URLSearchParams;
  account: string | undefined;
  idempotencyKey: string | undefined;
}

/** The mock: records each call and answers as Stripe would for the calls Tidvis makes. */
function stripeMock() {
  const calls: Call[] = [];
  const state = { chargesEnabled: false, checkoutDown: false, sessions: 0, refundStatus: 'succeeded' };
  const body = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return new URLSearchParams(text);
  };
  const server: Server = createServer((req, res) => {
    void body(req).then((form) => {
      const url = new URL(req.url ?? '/', 'http://mock');
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        account: req.headers['stripe-account'] as string | undefined,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_mock' });
        res.end(JSON.stringify(json));
      };
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /v1/accounts')
        return send(200, { id: ACCOUNT, object: 'account', charges_enabled: false });
      if (route === `GET /v1/accounts/${ACCOUNT}`)
        return send(200, { id: ACCOUNT, object: 'account', charges_enabled: state.chargesEnabled });
      if (route === 'POST /v1/account_links')
        return send(200, { object: 'account_link', url: 'https://connect.stripe.test/setup/abc' });
      if (route === 'POST /v1/checkout/sessions') {
        if (state.checkoutDown) return send(500, { error: { type: 'api_error', message: 'down' } });
        state.sessions += 1;
        return send(200, {
          id: `cs_test_${state.sessions}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/cs_test_${state.sessions}`,
        });
      }
      if (route.startsWith('GET /v1/payment_intents/'))
        return send(200, {
          id: url.pathname.split('/').pop(),
          object: 'payment_intent',
          payment_method: { id: 'pm_1', object: 'payment_method', type: 'klarna' },
        });
      if (route === 'POST /v1/refunds')
        return send(200, { id: `re_${calls.length}`, object: 'refund', status: state.refundStatus });
      return send(404, { error: { type: 'invalid_request_error', message: `no mock for ${route}` } });
    });
  });
  return { server, calls, state };
}

describe.each(databaseKinds())('Stripe Connect payments on %s', (kind) => {
  let ctx: ClockedTestContext;
  const mock = stripeMock();
  const stripe = new Stripe('sk_test_unused');
  beforeAll(async () => {
    await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
    const port = (mock.server.address() as AddressInfo).port;
    ctx = await createTestContext(kind, {
      STRIPE_SECRET_KEY: 'sk_test_tidvis',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      PLATFORM_FEE_PERCENT: '5',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => mock.server.close(resolve));
  });

  let eventCount = 0;
  /** POSTs a Stripe event of `type` about `object` (on the connected account), signed as Stripe signs it. */
  async function deliver(
    type: string,
    object: Record<string, unknown>,
    id = `evt_${++eventCount}_${kind}`,
    secret = WEBHOOK_SECRET,
    account = ACCOUNT,
  ) {
    const payload = JSON.stringify({ id, object: 'event', type, account, data: { object } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const res = await ctx.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: res.status, json: (await res.json()) as unknown };
  }

  async function connectedSalon() {
    const account = `acct_${crypto.randomUUID().replaceAll('-', '')}`;
    const company = await createCompany(ctx.deps.db, { stripeAccountId: account, paymentsEnabled: true });
    const colour = await createService(ctx.deps.db, company.id, {
      name: 'Färgning',
      price: 1250,
      paymentMode: 'deposit',
      depositKind: 'percent',
      depositValue: 20,
    });
    return { company, colour, account };
  }
  const statusOf = async (id: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
  const paymentOf = async (bookingId: string) =>
    (await ctx.deps.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;

  it("connects the company's own account, and Stripe's account.updated switches payments on", async () => {
    const company = await createCompany(ctx.deps.db);
    const admin = await signedInAdmin(ctx, company.id);
    const before = await admin.client.get<{ settings: AdminPaymentSettings }>('/api/admin/payments');
    expect(before.json.settings).toMatchObject({
      provider: 'stripe',
      connected: false,
      paymentsEnabled: false,
      platformFeePercent: 5,
    });
    const connect = await admin.client.post<{ url: string }>('/api/admin/payments/connect', {});
    expect(connect.status).toBe(200);
    expect(connect.json.url).toBe('https://connect.stripe.test/setup/abc');
    const created = mock.calls.find((c) => c.path === '/v1/accounts')!;
    expect(created.form.get('type')).toBe('standard');
    expect(created.form.get('country')).toBe('SE');
    const link = mock.calls.find((c) => c.path === '/v1/account_links')!;
    expect(link.form.get('return_url')).toMatch(/\/admin\/settings\?betalningar=klar$/);
    const mid = await admin.client.get<{ settings: AdminPaymentSettings }>('/api/admin/payments');
    expect(mid.json.settings).toMatchObject({ connected: true, paymentsEnabled: false });

    expect(
      (await deliver('account.updated', { id: ACCOUNT, object: 'account', charges_enabled: true })).status,
    ).toBe(200);
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.paymentsEnabled).toBe(true);
    // Staff of the company and other users may not see or change it.
    const stranger = await signedInClient(ctx);
    expect((await stranger.client.post('/api/admin/payments/connect', {})).status).toBe(403);
  });

  it('opens a Checkout Session on the connected account in öre with the platform fee, and books on the signed event', async () => {
    const { company, colour, account } = await connectedSalon();
    const { client } = await signedInClient(ctx);
    const res = await client.post<CreatedBooking>('/api/bookings', {
      companyId: company.id,
      serviceId: colour.id,
      date: stockholmDate(6),
      startTime: '10:00',
    });
    expect(res.status).toBe(201);
    expect(res.json.booking.status).toBe('pending_payment');
    expect(res.json.payment!.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const session = mock.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    const payment = await paymentOf(res.json.booking.id);
    expect(session.account).toBe(account);
    expect(session.idempotencyKey).toBe(`checkout-${payment.id}`);
    expect(session.form.get('currency')).toBe('sek');
    // 20 % of 1 250 kr = 250 kr = 25 000 öre; the platform's 5 % = 1 250 öre.
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('25000');
    expect(session.form.get('payment_intent_data[application_fee_amount]')).toBe('1250');
    expect(session.form.get('metadata[payment_id]')).toBe(payment.id);
    expect(payment.checkoutId).toMatch(/^cs_test_/);

    const cs = {
      id: payment.checkoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_123',
    };
    // A forged event is refused and changes nothing.
    expect((await deliver('checkout.session.completed', cs, 'evt_forged', 'whsec_wrong')).status).toBe(400);
    expect(await statusOf(res.json.booking.id)).toBe('pending_payment');

    const first = await deliver(
      'checkout.session.completed',
      cs,
      `evt_paid_${kind}`,
      WEBHOOK_SECRET,
      account,
    );
    expect(first.status).toBe(200);
    expect(await statusOf(res.json.booking.id)).toBe('booked');
    expect(await paymentOf(res.json.booking.id)).toMatchObject({
      status: 'paid',
      method: 'klarna',
      paymentIntentId: 'pi_123',
    });
    // The same event again, and a late 'expired' of the same session, change nothing.
    expect(
      (await deliver('checkout.session.completed', cs, `evt_paid_${kind}`, WEBHOOK_SECRET, account)).status,
    ).toBe(200);
    expect((await deliver('checkout.session.expired', { ...cs, payment_status: 'unpaid' })).status).toBe(200);
    expect(await statusOf(res.json.booking.id)).toBe('booked');
    const paidLogs = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(and(eq(bookingLogs.bookingId, res.json.booking.id), eq(bookingLogs.type, 'booking_paid')));
    expect(paidLogs).toHaveLength(1);

    // The customer cancels in time: the refund goes to Stripe on the connected account, idempotent by its id.
    const cancel = await client.post(`/api/bookings/${res.json.booking.id}/cancel`, {});
    expect(cancel.status).toBe(200);
    mock.state.refundStatus = 'pending';
    await deliverDueOnce(ctx.deps);
    const refundCall = mock.calls.filter((c) => c.path === '/v1/refunds').at(-1)!;
    expect(refundCall.account).toBe(account);
    expect(refundCall.form.get('payment_intent')).toBe('pi_123');
    expect(refundCall.form.get('amount')).toBe('25000');
    const [refund] = await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ status: 'pending', amount: 250 });
    expect(refundCall.idempotencyKey).toBe(`refund-${refund!.id}`);
    // Stripe finishes it later.
    await deliver('refund.updated', { id: refund!.providerRefundId, object: 'refund', status: 'succeeded' });
    expect(await paymentOf(res.json.booking.id)).toMatchObject({ refundedAmount: 250 });
    mock.state.refundStatus = 'succeeded';
  });

  it('an asynchronous payment that fails releases the hold; an unknown session is ignored', async () => {
    const { company, colour } = await connectedSalon();
    const { client } = await signedInClient(ctx);
    const res = await client.post<CreatedBooking>('/api/bookings', {
      companyId: company.id,
      serviceId: colour.id,
      date: stockholmDate(6),
      startTime: '13:00',
    });
    const payment = await paymentOf(res.json.booking.id);
    const cs = { id: payment.checkoutId, object: 'checkout.session', payment_status: 'unpaid' };
    // Completed but not paid yet (a delayed method): still held.
    await deliver('checkout.session.completed', cs);
    expect(await statusOf(res.json.booking.id)).toBe('pending_payment');
    await deliver('checkout.session.async_payment_failed', cs);
    expect(await statusOf(res.json.booking.id)).toBe('cancelled');
    expect(
      (await deliver('checkout.session.completed', { ...cs, id: 'cs_unknown', payment_status: 'paid' }))
        .status,
    ).toBe(200);
  });

  it('when Stripe cannot open the checkout the customer gets 503 and the time is free again', async () => {
    const { company, colour } = await connectedSalon();
    const { client } = await signedInClient(ctx);
    mock.state.checkoutDown = true;
    const body = { companyId: company.id, serviceId: colour.id, date: stockholmDate(6), startTime: '15:00' };
    const res = await client.post<{ error: { code: string; message: string } }>('/api/bookings', body);
    mock.state.checkoutDown = false;
    expect(res.status).toBe(503);
    expect(res.json.error).toEqual({
      code: 'payment_provider_unavailable',
      message: PAYMENT_ERRORS.providerUnavailable,
    });
    const again = await client.post<CreatedBooking>('/api/bookings', body);
    expect(again.status).toBe(201);
  });
});
