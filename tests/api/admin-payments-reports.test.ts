import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, type bookings } from '../../src/server/db/schema';
import { BOOKINGS_CSV_HEADERS } from '../../src/server/features/admin-reports/bookings-csv';
import type { AdminCalendar, AdminCalendarBooking } from '../../src/shared/schemas/admin-calendar';
import type { CustomerHistory } from '../../src/shared/schemas/admin-customers';
import type { AdminReport } from '../../src/shared/schemas/admin-reports';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  stockholmDate,
} from '../factories';
import type { TestClient } from '../http';
import { parseCsv } from '../support/csv';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * Paying online in the admin's figures (issue 36, docs/decisions/047): 'Rapporter' and its CSV, the calendar's
 * booking details and the customer card. The payments are written straight into the payments table (the booking
 * flow with payment is the payments feature's, tested in payments.test.ts).
 */

type BookingRow = typeof bookings.$inferSelect;

/** 14:02 in Stockholm on 1 March 2027 (UTC+1). */
const PAID_AT = new Date('2027-03-01T13:02:00.000Z');

describe.each(databaseKinds())('admin payments: reports, calendar and customer card on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A paid (unless told) dev payment of `booking` of `amount` kronor. */
  async function pay(
    booking: BookingRow,
    values: { kind: 'deposit' | 'prepay'; amount: number } & Partial<typeof payments.$inferInsert>,
  ) {
    const status = values.status ?? 'paid';
    const [row] = await ctx.deps.db
      .insert(payments)
      .values({
        bookingId: booking.id,
        companyId: booking.companyId,
        provider: 'dev',
        method: status === 'paid' ? 'card' : null,
        paidAt: status === 'paid' ? PAID_AT : null,
        expiresAt: new Date(PAID_AT.getTime() + 15 * 60_000),
        ...values,
        status,
      })
      .returning();
    if (!row) throw new Error('payment insert failed');
    return row;
  }

  /** A company whose March 2027 has every kind of payment, and its admin. */
  async function salon() {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    const colour = await createService(db, company.id, { name: 'Färgning', price: 1000 });
    const karin = await createCustomer(db, company.id, { name: 'Karin Berg' });
    const at = (date: string, startTime: string, values: Partial<typeof bookings.$inferInsert> = {}) =>
      createBookingRow(db, colour, { date, startTime, ...values });
    // 1: completed, a 300 kr deposit paid by card: 700 kr was paid in the salon.
    const deposit = await at('2027-03-02', '09:00', { status: 'completed', customerId: karin.id });
    await pay(deposit, { kind: 'deposit', amount: 300 });
    // 2: booked and prepaid in full by Swish.
    const prepaid = await at('2027-03-03', '09:00');
    await pay(prepaid, { kind: 'prepay', amount: 1000, method: 'swish' });
    // 3: cancelled in time, the deposit refunded.
    const refunded = await at('2027-03-04', '09:00', { status: 'cancelled', customerId: karin.id });
    const refundedPayment = await pay(refunded, { kind: 'deposit', amount: 300, refundedAmount: 300 });
    await db.insert(refunds).values({
      paymentId: refundedPayment.id,
      amount: 300,
      reason: 'customer_cancel',
      status: 'succeeded',
      completedAt: PAID_AT,
    });
    // 4: a no-show: the deposit is kept.
    const kept = await at('2027-03-05', '09:00', { status: 'no_show', customerId: karin.id });
    await pay(kept, { kind: 'deposit', amount: 300 });
    // 5: booked, paid on site.
    const onSite = await at('2027-03-06', '09:00');
    // 6: a time held while the customer pays: no money yet.
    const held = await at('2027-03-07', '09:00', {
      status: 'pending_payment',
      paymentExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
    await pay(held, { kind: 'deposit', amount: 300, status: 'pending' });
    // 7: cancelled after a failed payment.
    const failed = await at('2027-03-08', '09:00', { status: 'cancelled' });
    await pay(failed, { kind: 'prepay', amount: 1000, status: 'failed' });
    // 8: cancelled by the salon, its prepayment's refund on its way.
    const refunding = await at('2027-03-09', '09:00', { status: 'cancelled' });
    const refundingPayment = await pay(refunding, { kind: 'prepay', amount: 1000 });
    await db
      .insert(refunds)
      .values({ paymentId: refundingPayment.id, amount: 1000, reason: 'company_cancel', status: 'pending' });
    // Outside the period, and another company's payment inside it: neither counts.
    await pay(await at('2027-04-01', '09:00'), { kind: 'prepay', amount: 1000 });
    const other = await createCompany(db);
    const otherService = await createService(db, other.id, { price: 5000 });
    await pay(await createBookingRow(db, otherService, { date: '2027-03-02', startTime: '10:00' }), {
      kind: 'prepay',
      amount: 5000,
    });
    return { company, client, karin, deposit, prepaid, refunded, kept, onSite, held, failed, refunding };
  }

  async function csvRows(client: TestClient, query: string) {
    const res = await ctx.app.request(`/api/admin/reports/bookings.csv${query}`, {
      headers: { cookie: client.cookieHeader(), origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array(await res.arrayBuffer()),
    );
    return parseCsv(text.slice(1));
  }

  it('the report: paid online, refunded and what is left to pay on site; a held time is no money', async () => {
    const { client } = await salon();
    const res = await client.get<AdminReport>('/api/admin/reports?from=2027-03-01&to=2027-03-31');
    expect(res.status).toBe(200);
    const r = res.json;
    // Paid: 300 + 1000 + 300 (refunded) + 300 (kept) + 1000 (refund on its way); not the pending or failed ones.
    expect(r.paidOnline).toBe(2900);
    // Refunded so far: the refund on its way is not yet.
    expect(r.refunded).toBe(300);
    // Booked and completed: 1000 − 300, 1000 − 1000 and 1000 paid on site.
    expect(r.dueOnSite).toBe(1700);
    expect(r.byStatus).toEqual({ booked: 2, completed: 1, cancelled: 3, no_show: 1, pending_payment: 1 });
    expect(r.earned).toBe(1000);
    expect(r.booked).toBe(2000);
    // The held booking has no member and counts once among the bookings not cancelled.
    expect(r.perStaff).toEqual([{ staffId: null, name: null, bookings: 5, earned: 1000 }]);
  });

  it('the CSV: Betalt online (kr), Återbetalt (kr) and Betalningssätt for every booking', async () => {
    const { client } = await salon();
    const rows = await csvRows(client, '?from=2027-03-01&to=2027-03-31');
    expect(rows[0]?.slice(-3)).toEqual(['Betalt online (kr)', 'Återbetalt (kr)', 'Betalningssätt']);
    expect(rows[0]).toEqual([...BOOKINGS_CSV_HEADERS]);
    const body = rows.slice(1);
    expect(body.map((row) => [row[0], row[6], ...row.slice(-3)])).toEqual([
      ['2027-03-02', 'Genomförd', '300', '0', 'Kort (handpenning)'],
      ['2027-03-03', 'Bokad', '1000', '0', 'Swish'],
      ['2027-03-04', 'Avbokad', '300', '300', 'Kort (handpenning)'],
      ['2027-03-05', 'Utebliven', '300', '0', 'Kort (handpenning)'],
      ['2027-03-06', 'Bokad', '0', '0', 'På plats'],
      ['2027-03-07', 'Väntar på betalning', '0', '0', ''],
      ['2027-03-08', 'Avbokad', '0', '0', ''],
      ['2027-03-09', 'Avbokad', '1000', '0', 'Kort'],
    ]);
  });

  it("the calendar's bookings carry their payment, and the customer card its visits' and the total", async () => {
    const { client, karin, deposit, refunded, kept, onSite, held, refunding } = await salon();
    const calendar = await client.get<AdminCalendar>('/api/admin/calendar?from=2027-03-01&to=2027-03-10');
    expect(calendar.status).toBe(200);
    const byId = new Map(calendar.json.bookings.map((b) => [b.id, b]));
    expect(byId.get(deposit.id)?.payment).toEqual({
      kind: 'deposit',
      status: 'paid',
      amount: 300,
      refundedAmount: 0,
      refundPending: false,
      method: 'card',
      paidAt: PAID_AT.toISOString(),
    });
    expect(byId.get(refunded.id)?.payment).toMatchObject({ refundedAmount: 300, refundPending: false });
    expect(byId.get(refunding.id)?.payment).toMatchObject({ refundedAmount: 0, refundPending: true });
    expect(byId.get(held.id)).toMatchObject({ status: 'pending_payment', payment: { status: 'pending' } });
    expect(byId.get(onSite.id)?.payment).toBeNull();

    const history = await client.get<CustomerHistory>(`/api/admin/customers/${karin.id}/bookings`);
    expect(history.status).toBe(200);
    const visits = [...history.json.upcoming, ...history.json.past];
    expect(new Map(visits.map((v) => [v.id, v.payment?.amount ?? null]))).toEqual(
      new Map([
        [deposit.id, 300],
        [refunded.id, 300],
        [kept.id, 300],
      ]),
    );
    // 300 + 300 − 300 refunded + 300 kept.
    expect(history.json.paidOnline).toBe(600);
  });

  it("the salon's cancel answers the booking with its refund on its way", async () => {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    const service = await createService(db, company.id, { price: 800 });
    const booking = await createBookingRow(db, service, { date: stockholmDate(10), startTime: '10:00' });
    await pay(booking, { kind: 'prepay', amount: 800 });
    const res = await client.post<{ booking: AdminCalendarBooking }>(
      `/api/admin/calendar/bookings/${booking.id}/cancel`,
    );
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({
      status: 'cancelled',
      payment: { status: 'paid', amount: 800, refundedAmount: 0, refundPending: true },
    });
  });
});
