import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, customers } from '../../src/server/db/schema';
import type { AdminCalendar } from '../../src/shared/schemas/admin-calendar';
import {
  ADMIN_CUSTOMER_ERRORS,
  type AdminCustomer,
  type AdminCustomersList,
} from '../../src/shared/schemas/admin-customers';
import type { AdminDashboard } from '../../src/shared/schemas/admin-dashboard';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

const e = ADMIN_CUSTOMER_ERRORS;

describe.each(databaseKinds())('admin customers on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function admin() {
    const company = await createCompany(ctx.deps.db);
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    return { company, client };
  }
  const row = async (id: string) =>
    (await ctx.deps.db.select().from(customers).where(eq(customers.id, id)))[0];

  it('401 for guests, 403 for a plain customer, on both endpoints', async () => {
    const guest = new TestClient(ctx);
    const { client } = await signedInClient(ctx);
    const id = randomUUID();
    for (const c of [guest, client]) {
      const list = await c.get('/api/admin/customers');
      const patch = await c.request('PATCH', `/api/admin/customers/${id}`, { isFlagged: true });
      const status = c === guest ? 401 : 403;
      expect([list.status, patch.status]).toEqual([status, status]);
    }
  });

  it('lists own customers newest first with booking facts and stats', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id);
    const old = await createCustomer(db, company.id, {
      name: 'Gamla Greta',
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const anna = await createCustomer(db, company.id, { name: 'Anna Svensson', phone: '070-123 45 67' });
    await createBookingRow(db, service, {
      date: stockholmDate(-20),
      startTime: '09:00',
      customerId: anna.id,
      status: 'completed',
    });
    await createBookingRow(db, service, { date: stockholmDate(5), startTime: '09:00', customerId: anna.id });
    await createBookingRow(db, service, {
      date: stockholmDate(-3),
      startTime: '09:00',
      customerId: old.id,
      status: 'cancelled',
    });
    const other = await createCompany(db);
    await createCustomer(db, other.id, { name: 'Annan Anna' });

    const res = await client.get<AdminCustomersList>('/api/admin/customers');
    expect(res.status).toBe(200);
    expect(res.json.stats).toEqual({ total: 2, newLast30Days: 1 });
    const list = res.json.customers as AdminCustomer[];
    expect(list.map((c) => c.name)).toEqual(['Anna Svensson', 'Gamla Greta']);
    expect(list[0]).toMatchObject({
      id: anna.id,
      phone: '070-123 45 67',
      isFlagged: false,
      adminNotes: null,
      bookingsCount: 2,
      lastBooking: stockholmDate(5),
      hasActiveBooking: true,
    });
    expect(list[1]).toMatchObject({
      bookingsCount: 1,
      lastBooking: stockholmDate(-3),
      hasActiveBooking: false,
    });
  });

  it('searches name, e-mail and phone, ignoring case and accents; stats stay whole', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    await createCustomer(db, company.id, {
      name: 'Åsa Öberg',
      email: 'asa@example.se',
      phone: '08-555 12 34',
    });
    await createCustomer(db, company.id, { name: 'Bo Ek', email: 'bo.ek@firma.se' });
    await createCustomer(db, company.id, { name: '100% Kund_x', email: 'x@example.se' });
    const names = async (q: string) => {
      const res = await client.get<AdminCustomersList>(`/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.json.stats.total).toBe(3);
      return (res.json.customers as AdminCustomer[]).map((c) => c.name);
    };
    expect(await names('asa oberg')).toEqual(['Åsa Öberg']);
    expect(await names('anna')).toEqual([]);
    expect(await names('ÖBERG')).toEqual(['Åsa Öberg']);
    expect(await names('asa')).toEqual(['Åsa Öberg']);
    expect(await names('FIRMA')).toEqual(['Bo Ek']);
    expect(await names('5551234')).toEqual(['Åsa Öberg']);
    expect(await names('%')).toEqual(['100% Kund_x']);
    expect(await names('_')).toEqual(['100% Kund_x']);
    expect(await names('   ')).toHaveLength(3);
    const long = await client.get<ApiError>(`/api/admin/customers?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.json.error.message).toBe(e.queryTooLong);
  });

  it('pages 50 at a time, newest first, each customer once; the focused customer first; bad offsets 400', async () => {
    const { company, client } = await admin();
    const start = Date.now() - 200 * 60_000;
    await ctx.deps.db.insert(customers).values(
      Array.from({ length: 120 }, (_, i) => ({
        companyId: company.id,
        name: `Kund ${String(i).padStart(3, '0')}`,
        email: `kund-${i}-${randomUUID().slice(0, 6)}@example.se`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    type Page = { matching: number; customers: AdminCustomer[]; nextOffset: number | null };
    const page = async (query: string) => {
      const res = await client.get(`/api/admin/customers?${query}`);
      expect(res.status).toBe(200);
      return res.json as Page;
    };

    const pages = [await page('offset=0'), await page('offset=50'), await page('offset=100')];
    expect(pages.map((p) => [p.customers.length, p.nextOffset, p.matching])).toEqual([
      [50, 50, 120],
      [50, 100, 120],
      [20, null, 120],
    ]);
    const names = pages.flatMap((p) => p.customers.map((c) => c.name));
    expect(names).toEqual(Array.from({ length: 120 }, (_, i) => `Kund ${String(119 - i).padStart(3, '0')}`));

    const searched = await page(`q=${encodeURIComponent('kund 0')}`);
    expect([searched.matching, searched.customers.length, searched.nextOffset]).toEqual([100, 50, 50]);

    // The oldest customer, linked from the calendar, comes first and is not repeated on a later page.
    const oldest = pages[2]!.customers.at(-1)!;
    const focused = [
      await page(`focus=${oldest.id}`),
      await page(`focus=${oldest.id}&offset=50`),
      await page(`focus=${oldest.id}&offset=100`),
    ];
    expect(focused[0]!.customers[0]!.id).toBe(oldest.id);
    const focusedIds = focused.flatMap((p) => p.customers.map((c) => c.id));
    expect(new Set(focusedIds).size).toBe(120);
    expect(focusedIds).toHaveLength(120);
    expect(focused[2]!.nextOffset).toBeNull();
    // Another company's customer, or no UUID, as focus: ignored.
    const stranger = await createCustomer(ctx.deps.db, (await createCompany(ctx.deps.db)).id);
    for (const focus of [stranger.id, 'inte-ett-id']) {
      const p = await page(`focus=${focus}`);
      expect(p.customers[0]!.name).toBe('Kund 119');
      expect(p.customers.map((c) => c.id)).not.toContain(stranger.id);
    }

    for (const offset of ['-1', '1.5', 'abc', '100001']) {
      const res = await client.get<ApiError>(`/api/admin/customers?offset=${offset}`);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(e.offsetInvalid);
    }
  });

  it('PATCH trims, clears empty phone and notes, flags and unflags', async () => {
    const { company, client } = await admin();
    const c = await createCustomer(ctx.deps.db, company.id, { name: 'Anna', phone: '0701', adminNotes: 'x' });
    let res = await client.request<{ customer: AdminCustomer }>('PATCH', `/api/admin/customers/${c.id}`, {
      name: '  Anna Svensson ',
      phone: '  ',
      adminNotes: '  Föredrar morgontider  ',
      isFlagged: true,
    });
    expect(res.status).toBe(200);
    expect(res.json.customer).toMatchObject({
      id: c.id,
      name: 'Anna Svensson',
      phone: null,
      adminNotes: 'Föredrar morgontider',
      isFlagged: true,
    });
    expect(await row(c.id)).toMatchObject({
      name: 'Anna Svensson',
      phone: null,
      adminNotes: 'Föredrar morgontider',
      isFlagged: true,
    });

    res = await client.request<{ customer: AdminCustomer }>('PATCH', `/api/admin/customers/${c.id}`, {
      isFlagged: false,
      adminNotes: '',
      phone: '070-111 22 33',
    });
    expect(res.status).toBe(200);
    expect(await row(c.id)).toMatchObject({
      name: 'Anna Svensson',
      phone: '+46701112233', // stored in E.164
      adminNotes: null,
      isFlagged: false,
    });
  });

  it('PATCH of the name renames the customer in the dashboard and the calendar, not the anonymised bookings', async () => {
    const { company, client } = await admin();
    const db = ctx.deps.db;
    const service = await createService(db, company.id);
    const c = await createCustomer(db, company.id, { name: 'Anna Svenson' });
    const other = await createCustomer(db, company.id, { name: 'Bo Ek' });
    const upcoming = stockholmDate(2);
    await createBookingRow(db, service, {
      date: upcoming,
      startTime: '10:00',
      customerId: c.id,
      customerName: 'Anna Svenson',
    });
    const erased = await createBookingRow(db, service, {
      date: stockholmDate(-400),
      startTime: '10:00',
      customerId: c.id,
      customerName: 'Raderad kund',
      status: 'completed',
      anonymizedAt: new Date(),
    });
    await createBookingRow(db, service, {
      date: upcoming,
      startTime: '12:00',
      customerId: other.id,
      customerName: 'Bo Ek',
    });
    const spy = vi.spyOn(ctx.deps.bus, 'publishBookingsChanged');

    const res = await client.request('PATCH', `/api/admin/customers/${c.id}`, { name: 'Anna Svensson' });
    expect(res.status).toBe(200);
    expect(spy).toHaveBeenCalledWith(company.id); // open calendars refetch
    spy.mockRestore();

    const dashboard = (await client.get<AdminDashboard>('/api/admin/dashboard')).json;
    const latestNames = dashboard.latestBookings.map((b: { customerName: string }) => b.customerName);
    expect(latestNames).toContain('Anna Svensson');
    expect(latestNames).toContain('Bo Ek');
    expect(latestNames).not.toContain('Anna Svenson');
    const calendar = await client.get<AdminCalendar>(`/api/admin/calendar?from=${upcoming}&to=${upcoming}`);
    expect(calendar.status).toBe(200);
    const names = calendar.json.bookings.map((b: { customerName: string }) => b.customerName).sort();
    expect(names).toEqual(['Anna Svensson', 'Bo Ek']);
    // Anonymised bookings stay without a name.
    const [erasedRow] = await db.select().from(bookings).where(eq(bookings.id, erased.id));
    expect(erasedRow?.customerName).toBe('Raderad kund');

    // Changing only the notes announces nothing.
    const quiet = vi.spyOn(ctx.deps.bus, 'publishBookingsChanged');
    await client.request('PATCH', `/api/admin/customers/${c.id}`, { adminNotes: 'Ny anteckning' });
    expect(quiet).not.toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('PATCH rejects bad bodies with Swedish messages and changes nothing', async () => {
    const { company, client } = await admin();
    const c = await createCustomer(ctx.deps.db, company.id, {
      name: 'Bo',
      phone: '0701',
      adminNotes: 'orörd',
    });
    const before = await row(c.id);
    for (const [body, message] of [
      [{ name: '   ' }, e.nameRequired],
      [{ name: 'x'.repeat(101) }, e.nameTooLong],
      [{ adminNotes: 'x'.repeat(1001) }, e.notesTooLong],
      [{ phone: 'ring mig' }, e.phoneInvalid],
      [{ phone: '070-1' }, e.phoneInvalid],
      [{ isFlagged: 'ja' }, e.flagInvalid],
      [{ name: 'Ny', isFlagged: 'ja' }, e.flagInvalid],
    ] as const) {
      const res = await client.request<ApiError>('PATCH', `/api/admin/customers/${c.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    const malformed = await client.request('PATCH', `/api/admin/customers/${c.id}`, '{nope');
    expect(malformed.status).toBe(400);
    expect(await row(c.id)).toEqual(before);
  });

  it("404 for another company's customer and unknown ids, nothing changed", async () => {
    const { client } = await admin();
    const other = await createCompany(ctx.deps.db);
    const theirs = await createCustomer(ctx.deps.db, other.id, { name: 'Deras' });
    for (const id of [theirs.id, randomUUID(), 'inte-ett-id']) {
      const res = await client.request<ApiError>('PATCH', `/api/admin/customers/${id}`, {
        isFlagged: true,
        name: 'Kapad',
      });
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not_found', message: e.notFound });
    }
    expect(await row(theirs.id)).toMatchObject({ name: 'Deras', isFlagged: false });
    const list = await client.get<AdminCustomersList>('/api/admin/customers');
    expect(list.json.customers).toEqual([]);
  });
});
