import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../src/server/db/schema';
import { BOOKINGS_CSV_HEADERS } from '../../src/server/features/admin-reports/bookings-csv';
import { ADMIN_REPORT_ERRORS, type AdminReport } from '../../src/shared/schemas/admin-reports';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  signedInClient,
} from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { parseCsv } from '../support/csv';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;

describe.each(databaseKinds())('admin reports on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function admin() {
    const company = await createCompany(ctx.deps.db);
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    return { company, client };
  }

  /** The CSV answer as bytes (a Response's text() drops the BOM) and as text. */
  async function csv(client: TestClient, query: string) {
    const res = await ctx.app.request(`/api/admin/reports/bookings.csv${query}`, {
      headers: { cookie: client.cookieHeader(), origin: 'http://localhost:3000' },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  /** A company with two members and a month of bookings (March 2026), plus February and April around it. */
  async function salon() {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const cut = await createService(db, company.id, { name: 'Klippning', price: 500 });
    const colour = await createService(db, company.id, { name: 'Färg; "slingor"', price: 1200 });
    const [elin, maria] = await db
      .insert(staff)
      .values([
        { companyId: company.id, name: 'Elin Svensson', displayOrder: 0 },
        { companyId: company.id, name: 'Maria Lind', displayOrder: 1 },
      ])
      .returning();
    if (!elin || !maria) throw new Error('staff insert failed');
    const regular = await createCustomer(db, company.id, { name: 'Återkommande Rut' });
    const newbie = await createCustomer(db, company.id, { name: 'Ny Nils' });
    const onlyCancelledBefore = await createCustomer(db, company.id, { name: 'Avbokade Anna' });
    // Before the period: Rut visited; Anna only cancelled (so she is still new in March).
    await createBookingRow(db, cut, {
      date: '2026-02-10',
      startTime: '10:00',
      customerId: regular.id,
      status: 'completed',
      staffId: elin.id,
    });
    await createBookingRow(db, cut, {
      date: '2026-02-11',
      startTime: '10:00',
      customerId: onlyCancelledBefore.id,
      status: 'cancelled',
      staffId: elin.id,
    });
    // March.
    await createBookingRow(db, cut, {
      date: '2026-03-02',
      startTime: '09:00',
      customerId: regular.id,
      status: 'completed',
      staffId: elin.id,
      customerName: '=Rut, "R"',
    });
    await createBookingRow(db, colour, {
      date: '2026-03-02',
      startTime: '13:00',
      customerId: newbie.id,
      status: 'completed',
      staffId: maria.id,
    });
    await createBookingRow(db, cut, {
      date: '2026-03-04',
      startTime: '09:00',
      customerId: newbie.id,
      status: 'no_show',
      staffId: elin.id,
    });
    await createBookingRow(db, cut, {
      date: '2026-03-05',
      startTime: '09:00',
      customerId: onlyCancelledBefore.id,
      status: 'completed',
      servicePrice: 450,
    });
    await createBookingRow(db, colour, {
      date: '2026-03-20',
      startTime: '15:30',
      customerId: regular.id,
      status: 'booked',
      staffId: maria.id,
    });
    await createBookingRow(db, cut, {
      date: '2026-03-21',
      startTime: '09:00',
      customerId: newbie.id,
      status: 'cancelled',
      staffId: maria.id,
    });
    await createBookingRow(db, cut, {
      date: '2026-03-31',
      startTime: '17:00',
      customerId: regular.id,
      status: 'completed',
      staffId: elin.id,
    });
    // After.
    await createBookingRow(db, cut, {
      date: '2026-04-01',
      startTime: '09:00',
      customerId: regular.id,
      status: 'completed',
      staffId: elin.id,
    });
    return { company, client, elin, maria };
  }

  it('401 for guests, 403 for a customer, on the report and the CSV', async () => {
    const guest = new TestClient(ctx);
    expect((await guest.get('/api/admin/reports')).status).toBe(401);
    expect((await guest.get('/api/admin/reports/bookings.csv')).status).toBe(401);
    const { client } = await signedInClient(ctx);
    expect((await client.get('/api/admin/reports')).status).toBe(403);
    expect((await client.get('/api/admin/reports/bookings.csv')).status).toBe(403);
  });

  it('a period: earned per day, per member and service, statuses, no-show rate, new and returning', async () => {
    const { client, elin, maria } = await salon();
    const res = await client.get<AdminReport>('/api/admin/reports?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    const r = res.json;
    expect(r.from).toBe('2026-03-01');
    expect(r.to).toBe('2026-03-31');
    expect(r.earned).toBe(500 + 1200 + 450 + 500);
    expect(r.booked).toBe(1200);
    expect(r.earnedPerDay).toHaveLength(31);
    expect(r.earnedPerDay[0]).toEqual({ date: '2026-03-01', earned: 0 });
    expect(r.earnedPerDay[1]).toEqual({ date: '2026-03-02', earned: 1700 });
    expect(r.earnedPerDay[4]).toEqual({ date: '2026-03-05', earned: 450 });
    expect(r.earnedPerDay[30]).toEqual({ date: '2026-03-31', earned: 500 });
    expect(r.perStaff).toEqual([
      { staffId: elin.id, name: 'Elin Svensson', bookings: 3, earned: 1000 },
      { staffId: maria.id, name: 'Maria Lind', bookings: 2, earned: 1200 },
      { staffId: null, name: null, bookings: 1, earned: 450 },
    ]);
    expect(r.perService).toEqual([
      { serviceName: 'Klippning', bookings: 4, earned: 1450 },
      { serviceName: 'Färg; "slingor"', bookings: 2, earned: 1200 },
    ]);
    expect(r.byStatus).toEqual({ booked: 1, completed: 4, cancelled: 1, no_show: 1, pending_payment: 0 });
    expect(r.noShowRate).toBe(1 / 5);
    expect(r.customers).toEqual({ total: 3, new: 2, returning: 1 });
  });

  it('without a period: this Stockholm month of the server clock', async () => {
    const { client } = await salon();
    ctx.setNow(zonedWallClockToInstant('2026-03-15', '12:00'));
    try {
      const r = (await client.get<AdminReport>('/api/admin/reports')).json;
      expect([r.from, r.to]).toEqual(['2026-03-01', '2026-03-31']);
      expect(r.byStatus.completed).toBe(4);
    } finally {
      ctx.setNow(new Date());
    }
  });

  it('a bad period is 400 with a Swedish message, never 500', async () => {
    const { client } = await admin();
    const cases: [string, string][] = [
      ['?from=2026-03-10&to=2026-03-01', ADMIN_REPORT_ERRORS.rangeOrder],
      ['?from=2025-01-01&to=2026-01-02', ADMIN_REPORT_ERRORS.rangeTooLong],
      ['?from=2026-03-01', ADMIN_REPORT_ERRORS.bothDates],
      ['?from=2026-02-30&to=2026-03-01', 'Ogiltigt datum'],
      ['?from=1.3.2026&to=2026-03-01', 'Ange datum som ÅÅÅÅ-MM-DD'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/reports', '/api/admin/reports/bookings.csv']) {
        const res = await client.get<ApiError>(`${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(res.json.error.message).toBe(message);
      }
    }
    // 366 days (a leap year's worth) is allowed.
    expect((await client.get('/api/admin/reports?from=2028-01-01&to=2028-12-31')).status).toBe(200);
  });

  it('CSV: BOM, semicolons, Swedish headers, kronor, dates and times, quoting; only the period and company', async () => {
    const { client } = await salon();
    const other = await admin();
    const otherService = await createService(ctx.deps.db, other.company.id, { name: 'Annans tjänst' });
    await createBookingRow(ctx.deps.db, otherService, { date: '2026-03-10', startTime: '10:00' });

    const { res, bytes, text } = await csv(client, '?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="bokningar-2026-03-01-2026-03-31.csv"',
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...BOOKINGS_CSV_HEADERS]);
    expect(rows[0]?.[0]).toBe('Datum');
    const body = rows.slice(1);
    expect(body).toHaveLength(7); // every status, March only, this company only
    expect(body.map((r) => r[0])).toEqual([
      '2026-03-02',
      '2026-03-02',
      '2026-03-04',
      '2026-03-05',
      '2026-03-20',
      '2026-03-21',
      '2026-03-31',
    ]);
    expect(text).not.toContain('Annans tjänst');
    const [first, second, , noStaff, coming, cancelled] = body;
    // Datum;Starttid;Sluttid;Tjänst;Personal;Kund;Status;Pris (kr);Intäkt (kr);Bokad via;Boknings-id
    expect(first?.slice(0, 10)).toEqual([
      '2026-03-02',
      '09:00',
      '10:00',
      'Klippning',
      'Elin Svensson',
      '\'=Rut, "R"', // a formula-looking name stays text
      'Genomförd',
      '500',
      '500',
      'Tidvis',
    ]);
    expect(second?.slice(3, 9)).toEqual([
      'Färg; "slingor"',
      'Maria Lind',
      'Gäst Kund',
      'Genomförd',
      '1200',
      '1200',
    ]);
    expect(noStaff?.slice(4, 9)).toEqual(['', 'Gäst Kund', 'Genomförd', '450', '450']);
    expect(coming?.slice(1, 9)).toEqual([
      '15:30',
      '16:30',
      'Färg; "slingor"',
      'Maria Lind',
      'Gäst Kund',
      'Bokad',
      '1200',
      '0',
    ]);
    expect(cancelled?.slice(6, 9)).toEqual(['Avbokad', '500', '0']);
    // The raw text quotes exactly the fields that need it.
    expect(text).toContain(';"Färg; ""slingor""";');
  });

  it("another company's admin gets only their own (empty) report and CSV", async () => {
    await salon();
    const { client } = await admin();
    const r = (await client.get<AdminReport>('/api/admin/reports?from=2026-03-01&to=2026-03-31')).json;
    expect(r.earned).toBe(0);
    expect(r.perStaff).toEqual([]);
    expect(r.customers).toEqual({ total: 0, new: 0, returning: 0 });
    const { text } = await csv(client, '?from=2026-03-01&to=2026-03-31');
    expect(parseCsv(text.slice(1))).toHaveLength(1); // the header only
  });
});
