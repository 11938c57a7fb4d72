import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLogs, bookings, customers, feedback, outbox, user } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { deliverDueOnce } from '../../src/server/jobs/outbox-worker';
import { enqueueSms } from '../../src/server/sms/outbox';
import { normalizePhone } from '../../src/shared/phone';
import { applyRetention, retentionCutoff } from '../../src/server/jobs/retention';
import type { AdminCalendar } from '../../src/shared/schemas/admin-calendar';
import type { AdminCustomer, AdminCustomersList } from '../../src/shared/schemas/admin-customers';
import type { AdminDashboard } from '../../src/shared/schemas/admin-dashboard';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import type { DataExport } from '../../src/shared/schemas/privacy';
import {
  TEST_PASSWORD,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInClient,
  stockholmDate,
  signedInAdmin,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { WebhookReceiver } from '../support/webhook-receiver';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

const PORTS = { pglite: 3471, postgres: 3472 } as const;
const SECRET = `whsec_${Buffer.from('personal-data-test-secret-0123456789').toString('base64')}`;

/**
 * Every table's text, varchar and jsonb columns (information_schema) searched for each of `values`
 * (case-insensitive; jsonb as text). Returns `table.column: value` for every hit.
 */
async function findTraces(db: Database, values: string[]): Promise<string[]> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const columns = await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')`);
  const rows = rowsOf<{ table_name: string; column_name: string }>(columns);
  expect(rows.length).toBeGreaterThan(40);
  const hits: string[] = [];
  for (const { table_name, column_name } of rows) {
    for (const value of values) {
      const found = await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(${value.toLowerCase()} in lower(${sql.identifier(column_name)}::text)) > 0`,
      );
      const n = Number(rowsOf<{ n: number }>(found)[0]?.n ?? 0);
      if (n > 0) hits.push(`${table_name}.${column_name}: ${value}`);
    }
  }
  return hits;
}

/*
 * a customer can export their data and erase their account; the company's figures stay; the company can
 * anonymise a customer record; finished bookings are anonymised after RETENTION_MONTHS.
 */
describe.each(databaseKinds())('personal data on %s', (kind) => {
  const receiver = new WebhookReceiver(PORTS[kind]);
  let ctx: TestContext;
  beforeAll(async () => {
    await receiver.start();
    ctx = await createTestContext(kind, { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver.stop();
  });

  /** A company with notifications on, its signed-in admin and a 500 kr service. */
  async function company() {
    const email = `salong-${randomUUID().slice(0, 8)}@example.se`;
    const row = await createCompany(ctx.deps.db, { email });
    const service = await createService(ctx.deps.db, row.id, { name: 'Klippning', price: 500 });
    const { client: admin } = await signedInAdmin(ctx, row.id, email);
    return { company: row, service, admin };
  }

  /** A signed-in customer with a full profile; names and phone unique to this test. */
  async function customer() {
    const tag = randomUUID().slice(0, 6);
    const { client, user: created } = await signedInClient(ctx, `radera-${tag}@example.se`);
    const profile = {
      firstName: `Raderia${tag}`,
      lastName: `Personsson${tag}`,
      phone: `070-${tag.replace(/\D/g, '5').slice(0, 3)} 11 ${String(Math.floor(Math.random() * 90) + 10)}`,
    };
    const res = await client.request('PATCH', '/api/me/profile', { ...profile, age: 40, gender: 'other' });
    expect(res.status).toBe(200);
    return { client, email: created.email, id: created.id, ...profile };
  }

  async function figures(admin: TestClient) {
    const services = await admin.get<{ services: Pick<AdminService, 'bookingsCount' | 'revenue'>[] }>(
      '/api/admin/services',
    );
    const dashboard = await admin.get<AdminDashboard>('/api/admin/dashboard');
    const list = await admin.get<AdminCustomersList>('/api/admin/customers');
    expect([services.status, dashboard.status, list.status]).toEqual([200, 200, 200]);
    return {
      services: services.json.services.map((s: Record<string, unknown>) => [s.bookingsCount, s.revenue]),
      stats: dashboard.json.stats,
      customers: list.json.stats,
    };
  }

  it('exports the data as JSON and HTML, without the company notes, logged without the data', async () => {
    const x = await company();
    const c = await customer();
    const booked = await c.client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: x.company.id,
      serviceId: x.service.id,
      date: stockholmDate(3),
      startTime: '10:00',
      notes: 'Ta med <parfym>',
      phone: c.phone,
    });
    expect(booked.status).toBe(201);
    const [record] = await ctx.deps.db.select().from(customers).where(eq(customers.userId, c.id));
    expect(record).toBeDefined();
    const done = await createBookingRow(ctx.deps.db, x.service, {
      date: stockholmDate(-2),
      startTime: '09:00',
      status: 'completed',
      customerId: record!.id,
    });
    expect(
      (await c.client.post(`/api/bookings/${done.id}/feedback`, { rating: 5, comment: 'Toppen' })).status,
    ).toBe(201);
    const notes = await x.admin.request('PATCH', `/api/admin/customers/${record!.id}`, {
      adminNotes: 'Hemlig anteckning om kunden',
    });
    expect(notes.status).toBe(200);

    const res = await c.client.get<DataExport>('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tidvis-mina-uppgifter-.*\.json"$/,
    );
    const data = res.json;
    expect(data.profile).toMatchObject({
      email: c.email,
      firstName: c.firstName,
      phone: normalizePhone(c.phone),
      age: 40,
    });
    // SMS reminders are on for new accounts; booking messages by SMS only when chosen.
    expect(data.preferences).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      smsBookingMessages: false,
    });
    expect(data.bookings.map((b) => [b.company, b.service, b.status, b.notes])).toEqual([
      [x.company.name, 'Klippning', 'completed', null],
      [x.company.name, 'Klippning', 'booked', 'Ta med <parfym>'],
    ]);
    expect(data.feedback).toMatchObject([{ bookingId: done.id, rating: 5, comment: 'Toppen' }]);
    expect(data.companyRecords).toMatchObject([
      { company: x.company.name, email: c.email, hasCompanyNotes: true },
    ]);
    expect(res.text).not.toContain('Hemlig anteckning');
    expect(data.notice).toContain('anteckningar');

    const html = await c.client.get('/api/me/export?format=html');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.text).toContain('Ta med &#60;parfym&#62;');
    expect(html.text).toContain(c.lastName);
    expect(html.text).not.toContain('<script');
    expect((await c.client.get('/api/me/export?format=xml')).status).toBe(400);
    expect((await new TestClient(ctx).get('/api/me/export')).status).toBe(401);

    const logs = await ctx.deps.db
      .select()
      .from(bookingLogs)
      .where(eq(bookingLogs.type, 'customer_data_exported'));
    const mine = logs.filter((l) => (l.details as { user_id?: string }).user_id === c.id);
    expect(mine.map((l) => (l.details as { format: string }).format)).toEqual(['json', 'html']);
    expect(JSON.stringify(mine)).not.toContain(c.email);
  });

  it('deletes the account: future bookings cancelled the normal way, nothing personal left, figures unchanged', async () => {
    const x = await company();
    const y = await company();
    const c = await customer();
    const other = new TestClient(ctx);
    expect(
      (await other.post('/api/auth/sign-in/email', { email: c.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    // The future booking is at company Z (its figures change by that cancel); X and Y hold only history.
    const z = await company();
    const future = await c.client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: z.company.id,
      serviceId: z.service.id,
      date: stockholmDate(4),
      startTime: '11:00',
      notes: 'Privat meddelande',
      phone: c.phone,
    });
    expect(future.status).toBe(201);
    const record = await createCustomer(ctx.deps.db, x.company.id, {
      userId: c.id,
      email: c.email,
      name: `${c.firstName} ${c.lastName}`,
      phone: c.phone,
    });
    const fullName = `${c.firstName} ${c.lastName}`;
    const past = await createBookingRow(ctx.deps.db, x.service, {
      date: stockholmDate(-3),
      startTime: '09:00',
      status: 'completed',
      customerId: record.id,
      customerName: fullName,
      notes: 'Gammalt meddelande',
    });
    await createBookingRow(ctx.deps.db, x.service, {
      date: stockholmDate(-1),
      startTime: '09:00',
      status: 'cancelled',
      customerId: record.id,
      customerName: fullName,
    });
    expect(
      (await c.client.post(`/api/bookings/${past.id}/feedback`, { rating: 4, comment: 'Bra' })).status,
    ).toBe(201);
    // Company Y has a guest record (walk-in) with the same e-mail and phone.
    const guest = await createCustomer(ctx.deps.db, y.company.id, {
      email: c.email,
      name: fullName,
      phone: c.phone,
    });
    await createBookingRow(ctx.deps.db, y.service, {
      date: stockholmDate(-5),
      startTime: '13:00',
      status: 'completed',
      customerId: guest.id,
      customerName: fullName,
    });
    await c.client.post('/api/contact', {
      name: fullName,
      email: c.email,
      subject: 'Fråga',
      message: 'Hej, en fråga om min bokning.',
    });
    // A reminder SMS went to the phone (E.164) before: it must go too.
    const phone = normalizePhone(c.phone)!;
    await enqueueSms(ctx.deps.db, { to: phone, text: 'Påminnelse: Herrklippning i morgon 10:00.' });
    await deliverDueOnce(ctx.deps);
    const before = { x: await figures(x.admin), y: await figures(y.admin) };
    const feedbackBefore = (await ctx.deps.db.select().from(feedback)).length;

    // Confirmation is required and checked; a wrong password changes nothing.
    expect((await c.client.post('/api/me/account/delete', {})).status).toBe(400);
    const wrong = await c.client.post<ApiError>('/api/me/account/delete', { password: 'Fel-losen-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe('wrong_password');
    expect((await ctx.deps.db.select().from(user).where(eq(user.id, c.id))).length).toBe(1);

    const res = await c.client.post('/api/me/account/delete', { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true, cancelledBookings: 1 });

    // Signed out everywhere; the future booking cancelled with its log, company e-mail and webhook.
    expect((await c.client.get('/api/me/profile')).status).toBe(401);
    expect((await other.get('/api/me/profile')).status).toBe(401);
    const [cancelled] = await ctx.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, future.json.booking.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', customerName: 'Raderad kund', notes: null });
    const pending = await ctx.deps.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.some((m) => m.recipient === z.company.email && m.subject?.startsWith('Avbokning'))).toBe(
      true,
    );
    expect(pending.some((m) => m.recipient === c.email && m.subject === 'Ditt Tidvis-konto är raderat')).toBe(
      true,
    );
    expect(
      pending.some((m) => m.kind === 'webhook' && JSON.stringify(m.payload).includes('booking_cancelled')),
    ).toBe(true);
    expect(pending.every((m) => m.redactAfterDelivery)).toBe(true);

    await deliverDueOnce(ctx.deps);
    expect(receiver.received.some((h) => h.body.includes('booking_cancelled'))).toBe(true);
    expect(
      await findTraces(ctx.deps.db, [c.email, fullName, c.firstName, c.lastName, c.phone, phone]),
    ).toEqual([]);

    // The companies' figures add up as before; the records and bookings show no personal data; feedback stays.
    expect({ x: await figures(x.admin), y: await figures(y.admin) }).toEqual(before);
    expect((await ctx.deps.db.select().from(feedback)).length).toBe(feedbackBefore);
    const list = await x.admin.get<AdminCustomersList>('/api/admin/customers');
    expect(list.json.customers).toMatchObject([
      { name: 'Raderad kund', email: '', phone: null, adminNotes: null, anonymized: true, bookingsCount: 2 },
    ]);
    const calendar = await z.admin.get<AdminCalendar>(
      `/api/admin/calendar?from=${stockholmDate(0)}&to=${stockholmDate(6)}`,
    );
    expect(calendar.status).toBe(200);
    expect(calendar.json.bookings.map((b: { customerName: string }) => b.customerName)).toEqual([
      'Raderad kund',
    ]);
    const history = await x.admin.get<AdminCalendar>(
      `/api/admin/calendar?from=${stockholmDate(-3)}&to=${stockholmDate(0)}`,
    );
    expect(history.json.bookings.map((b: { customerName: string }) => b.customerName)).toEqual([
      'Raderad kund',
      'Raderad kund',
    ]);
    expect(JSON.stringify(history.json)).not.toContain(c.lastName);

    // The same e-mail can sign up again as a new person.
    const again = await new TestClient(ctx).post('/api/auth/sign-up/email', {
      email: c.email,
      password: TEST_PASSWORD,
      firstName: 'Ny',
      name: 'Ny',
    });
    expect(again.status).toBe(200);
    const [fresh] = await ctx.deps.db.select().from(user).where(eq(user.email, c.email));
    expect(fresh!.id).not.toBe(c.id);
  });

  it('deletes with an e-mailed 6-digit code (5 tries), and refuses a company admin with 409', async () => {
    const c = await customer();
    expect((await c.client.post('/api/me/account/delete', { code: '12345' })).status).toBe(400);
    expect(
      (await c.client.post<ApiError>('/api/me/account/delete', { code: '123456' })).json.error.code,
    ).toBe('wrong_code');
    expect((await c.client.post('/api/me/account/delete-code')).status).toBe(200);
    const [mail] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, c.email));
    const codes = (await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, c.email)))
      .map((m) => /radera ditt konto: (\d{6})/.exec(m.subject ?? '')?.[1])
      .filter(Boolean);
    expect(mail).toBeDefined();
    const code = codes.at(-1)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await c.client.post('/api/me/account/delete', { code: wrongCode });
    expect(wrong.status).toBe(400);
    const res = await c.client.post('/api/me/account/delete', { code });
    expect(res.status).toBe(200);
    expect((await ctx.deps.db.select().from(user).where(eq(user.id, c.id))).length).toBe(0);

    // Five wrong tries void the code.
    const d = await customer();
    await d.client.post('/api/me/account/delete-code');
    const [dMail] = (await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, d.email))).filter(
      (m) => m.subject?.includes('radera'),
    );
    const dCode = /(\d{6})/.exec(dMail!.subject!)![1]!;
    const other = dCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await d.client.post('/api/me/account/delete', { code: other });
    expect((await d.client.post<ApiError>('/api/me/account/delete', { code: dCode })).json.error.code).toBe(
      'wrong_code',
    );

    const x = await company();
    const refused = await x.admin.post<ApiError>('/api/me/account/delete', { password: TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/^Du administrerar ett företag/);
    expect((await x.admin.post('/api/me/account/delete', { password: 'Fel-losen-1' })).status).toBe(400);
  });

  it("lets an admin anonymise one of the company's customers, not another company's, not with future bookings", async () => {
    const x = await company();
    const y = await company();
    const guest = await createCustomer(ctx.deps.db, x.company.id, {
      name: 'Greta Gästsson',
      phone: '070-555 44 33',
      adminNotes: 'Vill ha kaffe',
    });
    const past = await createBookingRow(ctx.deps.db, x.service, {
      date: stockholmDate(-4),
      startTime: '08:00',
      status: 'completed',
      customerId: guest.id,
      customerName: 'Greta Gästsson',
      notes: 'Lång lugg',
    });
    const before = await figures(x.admin);
    expect((await y.admin.post(`/api/admin/customers/${guest.id}/anonymize`)).status).toBe(404);
    expect((await new TestClient(ctx).post(`/api/admin/customers/${guest.id}/anonymize`)).status).toBe(401);

    const res = await x.admin.post<{ customer: AdminCustomer }>(`/api/admin/customers/${guest.id}/anonymize`);
    expect(res.status).toBe(200);
    expect(res.json.customer).toMatchObject({
      name: 'Raderad kund',
      email: '',
      phone: null,
      adminNotes: null,
      anonymized: true,
      bookingsCount: 1,
    });
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(row).toMatchObject({ customerName: 'Raderad kund', notes: null, status: 'completed' });
    expect(await figures(x.admin)).toEqual(before);
    expect((await x.admin.post(`/api/admin/customers/${guest.id}/anonymize`)).status).toBe(409);
    expect(
      (await x.admin.request('PATCH', `/api/admin/customers/${guest.id}`, { name: 'Greta' })).status,
    ).toBe(409);
    expect(await findTraces(ctx.deps.db, ['Gästsson', '070-555 44 33', guest.email])).toEqual([]);

    const booked = await createCustomer(ctx.deps.db, x.company.id);
    await createBookingRow(ctx.deps.db, x.service, {
      date: stockholmDate(6),
      startTime: '08:00',
      customerId: booked.id,
    });
    const refused = await x.admin.post<ApiError>(`/api/admin/customers/${booked.id}/anonymize`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('has_future_bookings');
  });

  it('anonymises finished bookings older than RETENTION_MONTHS and old guest records, and keeps the rest', async () => {
    const x = await company();
    const now = new Date();
    const cutoff = retentionCutoff(now, 36);
    const old = await createCustomer(ctx.deps.db, x.company.id, {
      name: 'Olle Gammal',
      createdAt: new Date('2019-01-01'),
    });
    const oldBooking = await createBookingRow(ctx.deps.db, x.service, {
      date: '2020-03-02',
      startTime: '10:00',
      status: 'completed',
      customerId: old.id,
      customerName: 'Olle Gammal',
      notes: 'Gammal anteckning',
    });
    const recent = await createCustomer(ctx.deps.db, x.company.id, {
      name: 'Nina Ny',
      createdAt: new Date('2019-01-01'),
    });
    const recentBooking = await createBookingRow(ctx.deps.db, x.service, {
      date: stockholmDate(-30),
      startTime: '10:00',
      status: 'cancelled',
      customerId: recent.id,
      customerName: 'Nina Ny',
    });
    expect(cutoff < stockholmDate(-30)).toBe(true);

    const done = await applyRetention(ctx.deps, now, 36);
    expect(done.bookings).toBeGreaterThanOrEqual(1);
    const rows = await ctx.deps.db.select().from(bookings).where(eq(bookings.companyId, x.company.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(oldBooking.id)).toMatchObject({
      customerName: 'Raderad kund',
      notes: null,
      status: 'completed',
    });
    expect(byId.get(recentBooking.id)).toMatchObject({ customerName: 'Nina Ny' });
    const records = await ctx.deps.db.select().from(customers).where(eq(customers.companyId, x.company.id));
    expect(records.find((r) => r.id === old.id)).toMatchObject({ name: 'Raderad kund', email: '' });
    expect(records.find((r) => r.id === recent.id)).toMatchObject({ name: 'Nina Ny' });
    // A second pass finds nothing more to do.
    expect(await applyRetention(ctx.deps, now, 36)).toMatchObject({ bookings: 0, customers: 0 });
  });
});

describe('personal data rate limits under production settings', () => {
  it('limits exports per address', async () => {
    const prod = await createTestContext('pglite', { NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '1' });
    try {
      const { client } = await signedInClient(prod);
      const get = (ip: string) =>
        client.request<ApiError>('GET', '/api/me/export', undefined, { 'x-forwarded-for': ip });
      for (let i = 0; i < 10; i++) expect((await get('203.0.113.70')).status).toBe(200);
      const limited = await get('203.0.113.70');
      expect(limited.status).toBe(429);
      expect(limited.json.error.code).toBe('rate_limited');
      expect((await get('203.0.113.71')).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
