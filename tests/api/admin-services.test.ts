import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, services } from '../../src/server/db/schema';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import type { PublicService } from '../../src/shared/schemas/company';
import {
  createBookingRow,
  createCompany,
  createService,
  countRows,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** A service as the admin routes answer it. */
interface ServiceBody {
  service: AdminService;
}

/** `GET` and `PUT /order` of `/api/admin/services`: the company's services in display order. */
interface ServicesBody {
  services: AdminService[];
}

describe.each(databaseKinds())('admin services on %s', (kind) => {
  let ctx: TestContext;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let customer: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    company = await createCompany(ctx.deps.db);
    other = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
    otherAdmin = (await signedInAdmin(ctx, other.id, other.email)).client;
    customer = (await signedInClient(ctx)).client;
  });
  afterAll(() => ctx.close());

  const rowOf = async (id: string) =>
    (await ctx.deps.db.select().from(services).where(eq(services.id, id)))[0];

  it('guards every endpoint: 401 guest, 403 customer', async () => {
    const svc = await createService(ctx.deps.db, company.id);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/services'],
      ['POST', '/api/admin/services', { name: 'X', price: 1 }],
      ['PATCH', `/api/admin/services/${svc.id}`, { name: 'X', price: 1 }],
      ['POST', `/api/admin/services/${svc.id}/toggle`, { active: false }],
      ['DELETE', `/api/admin/services/${svc.id}`],
      ['PUT', '/api/admin/services/order', { items: [{ id: svc.id, displayOrder: 0 }] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await new TestClient(ctx).request(method, path, body)).status).toBe(401);
      expect((await customer.request(method, path, body)).status).toBe(403);
    }
    expect(await rowOf(svc.id)).toMatchObject({ name: 'Klippning', active: true });
  });

  it('creates with defaults, lists in display order with statistics, and publishes the change', async () => {
    const spy = vi.spyOn(ctx.deps.bus, 'publishBookingsChanged');
    const res = await admin.post<ServiceBody>('/api/admin/services', {
      name: '  Färgning ',
      description: '',
      price: '450,00',
    });
    expect(res.status).toBe(201);
    expect(res.json.service).toMatchObject({
      name: 'Färgning',
      description: null,
      price: 450,
      durationMinutes: 60,
      bufferMinutes: 0,
      active: true,
      bookingsCount: 0,
      revenue: 0,
      popularityTrend: 'neutral',
    });
    expect(spy).toHaveBeenCalledWith(company.id);
    spy.mockRestore();
    const bad = await admin.post<ServiceBody>('/api/admin/services', {
      name: 'Buffert',
      price: 100,
      bufferMinutes: 'abc',
    });
    expect(bad.json.service.bufferMinutes).toBe(0);

    const svc = await createService(ctx.deps.db, company.id, { name: 'Stat', price: 300, displayOrder: 50 });
    await createBookingRow(ctx.deps.db, svc, {
      date: stockholmDate(-1),
      startTime: '09:00',
      status: 'completed',
    });
    await createBookingRow(ctx.deps.db, svc, {
      date: stockholmDate(-2),
      startTime: '09:00',
      status: 'completed',
    });
    await createBookingRow(ctx.deps.db, svc, {
      date: stockholmDate(-3),
      startTime: '09:00',
      status: 'no_show',
    });
    await createBookingRow(ctx.deps.db, svc, {
      date: stockholmDate(-3),
      startTime: '11:00',
      status: 'cancelled',
    });
    await createBookingRow(ctx.deps.db, svc, {
      date: stockholmDate(-40),
      startTime: '09:00',
      status: 'completed',
    });
    const list = await admin.get<ServicesBody>('/api/admin/services');
    expect(list.status).toBe(200);
    const stat = list.json.services.find((s: { id: string }) => s.id === svc.id);
    expect(stat).toMatchObject({ bookingsCount: 3, revenue: 600, popularityTrend: 'up' });
    // The 30-day count leaves out what is ahead; `upcomingCount` says it ('0 bokningar' while two were
    // coming).
    expect(stat!.upcomingCount).toBe(0);
    await createBookingRow(ctx.deps.db, svc, { date: stockholmDate(2), startTime: '09:00' });
    await createBookingRow(ctx.deps.db, svc, { date: stockholmDate(9), startTime: '09:00' });
    await createBookingRow(ctx.deps.db, svc, {
      date: stockholmDate(4),
      startTime: '09:00',
      status: 'cancelled',
    });
    const later = (await admin.get<ServicesBody>('/api/admin/services')).json.services.find(
      (s: { id: string }) => s.id === svc.id,
    );
    expect(later).toMatchObject({ bookingsCount: 3, upcomingCount: 2, revenue: 600 });
    const orders = list.json.services.map((s: { displayOrder: number }) => s.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await otherAdmin.get<ServicesBody>('/api/admin/services')).json.services).toEqual([]);
  });

  it('rejects invalid bodies with Swedish messages and writes nothing', async () => {
    const before = await countRows(ctx.deps.db, services);
    const cases: [unknown, string][] = [
      [{ price: 100 }, 'Fyll i alla obligatoriska fält'],
      [{ name: '  ', price: 100 }, 'Fyll i alla obligatoriska fält'],
      [{ name: 'X' }, 'Fyll i alla obligatoriska fält'],
      [{ name: 'X', price: -1 }, 'Ange ett pris på 0 kr eller mer'],
      [{ name: 'X', price: 'gratis' }, 'Ange ett pris på 0 kr eller mer'],
      // Whole kronor only: '249,50' was accepted and shown as '250 kr'.
      [{ name: 'X', price: '249,50' }, 'Ange priset i hela kronor, utan ören'],
      [{ name: 'X', price: 249.5 }, 'Ange priset i hela kronor, utan ören'],
      [{ name: 'X', price: '0.01' }, 'Ange priset i hela kronor, utan ören'],
      [{ name: 'X', price: 10, durationMinutes: 2 }, 'Ange längd i hela minuter, 5–1440'],
      [{ name: 'X', price: 10, durationMinutes: 30.5 }, 'Ange längd i hela minuter, 5–1440'],
      [{ name: 'X', price: 10, durationMinutes: '' }, 'Fyll i alla obligatoriska fält'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post<ApiError>('/api/admin/services', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    expect((await admin.request('POST', '/api/admin/services', '{nope')).status).toBe(400);
    expect(await countRows(ctx.deps.db, services)).toBe(before);
  });

  it('updates and toggles only the own company’s services', async () => {
    const svc = await createService(ctx.deps.db, company.id, { name: 'Gammal' });
    const res = await admin.request<ServiceBody>('PATCH', `/api/admin/services/${svc.id}`, {
      name: 'Ny',
      description: 'Beskrivning',
      price: 350,
      durationMinutes: 45,
      bufferMinutes: 10,
    });
    expect(res.status).toBe(200);
    expect(res.json.service).toMatchObject({
      name: 'Ny',
      description: 'Beskrivning',
      price: 350,
      durationMinutes: 45,
      bufferMinutes: 10,
    });
    const invalid = await admin.request<ApiError>('PATCH', `/api/admin/services/${svc.id}`, {
      name: '',
      price: 1,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.message).toBe('Fyll i alla obligatoriska fält');
    const decimals = await admin.request<ApiError>('PATCH', `/api/admin/services/${svc.id}`, {
      name: 'Ny',
      price: '350,5',
    });
    expect(decimals.status).toBe(400);
    expect(decimals.json.error.message).toBe('Ange priset i hela kronor, utan ören');
    expect(await rowOf(svc.id)).toMatchObject({ price: 350 });

    const foreign = await otherAdmin.request('PATCH', `/api/admin/services/${svc.id}`, {
      name: 'Kapad',
      price: 1,
    });
    expect(foreign.status).toBe(404);
    expect((await otherAdmin.post(`/api/admin/services/${svc.id}/toggle`, { active: false })).status).toBe(
      404,
    );
    expect(
      (await admin.request('PATCH', '/api/admin/services/inte-ett-id', { name: 'X', price: 1 })).status,
    ).toBe(404);
    expect(await rowOf(svc.id)).toMatchObject({ name: 'Ny', active: true });

    expect((await admin.post(`/api/admin/services/${svc.id}/toggle`, { active: 'nej' })).status).toBe(400);
    const off = await admin.post<ServiceBody>(`/api/admin/services/${svc.id}/toggle`, { active: false });
    expect(off.status).toBe(200);
    expect(off.json.service.active).toBe(false);
    // An inactive service is not offered to customers.
    const page = await new TestClient(ctx).get<{ services: PublicService[] }>(
      `/api/companies/${company.slug}`,
    );
    expect(page.json.services.map((s: { id: string }) => s.id)).not.toContain(svc.id);
  });

  it('deletes, but not with future bookings (409) nor another company’s service (404)', async () => {
    const svc = await createService(ctx.deps.db, company.id, { name: 'Bokad' });
    const booking = await createBookingRow(ctx.deps.db, svc, { date: stockholmDate(3), startTime: '10:00' });
    const blocked = await admin.request<ApiError>('DELETE', `/api/admin/services/${svc.id}`);
    expect(blocked.status).toBe(409);
    expect(blocked.json.error.message).toBe('Kan inte radera tjänst som har framtida bokningar');
    expect(await rowOf(svc.id)).toBeDefined();
    expect((await otherAdmin.request('DELETE', `/api/admin/services/${svc.id}`)).status).toBe(404);

    const past = await createService(ctx.deps.db, company.id, { name: 'Förr' });
    await createBookingRow(ctx.deps.db, past, {
      date: stockholmDate(-3),
      startTime: '10:00',
      status: 'completed',
    });
    await createBookingRow(ctx.deps.db, past, {
      date: stockholmDate(5),
      startTime: '10:00',
      status: 'cancelled',
    });
    const ok = await admin.request('DELETE', `/api/admin/services/${past.id}`);
    expect(ok.status).toBe(200);
    expect(await rowOf(past.id)).toBeUndefined();
    expect((await admin.request('DELETE', `/api/admin/services/${past.id}`)).status).toBe(404);
    expect(booking.id).toBeTruthy();
  });

  it('reorders in one go and refuses foreign or malformed items without changing anything', async () => {
    const fresh = await createCompany(ctx.deps.db);
    const client = (await signedInAdmin(ctx, fresh.id, fresh.email)).client;
    const a = await createService(ctx.deps.db, fresh.id, { name: 'A', displayOrder: 0 });
    const b = await createService(ctx.deps.db, fresh.id, { name: 'B', displayOrder: 1 });
    const foreign = await createService(ctx.deps.db, other.id, { name: 'F', displayOrder: 7 });
    const names = async () =>
      (await client.get<ServicesBody>('/api/admin/services')).json.services.map(
        (s: { name: string }) => s.name,
      );

    const rejected = await client.request('PUT', '/api/admin/services/order', {
      items: [
        { id: b.id, displayOrder: 0 },
        { id: foreign.id, displayOrder: 1 },
      ],
    });
    expect(rejected.status).toBe(404);
    expect(await names()).toEqual(['A', 'B']);
    expect((await rowOf(foreign.id))?.displayOrder).toBe(7);

    for (const items of [
      [],
      [{ id: a.id, displayOrder: -1 }],
      [
        { id: a.id, displayOrder: 0 },
        { id: a.id, displayOrder: 1 },
      ],
      'x',
    ]) {
      const res = await client.request<ApiError>('PUT', '/api/admin/services/order', { items });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Ogiltig ordning');
    }
    expect(await names()).toEqual(['A', 'B']);

    const ok = await client.request('PUT', '/api/admin/services/order', {
      items: [
        { id: b.id, displayOrder: 0 },
        { id: a.id, displayOrder: 1 },
      ],
    });
    expect(ok.status).toBe(200);
    expect(await names()).toEqual(['B', 'A']);
    expect(
      (await customer.request('PUT', '/api/admin/services/order', { items: [{ id: a.id, displayOrder: 0 }] }))
        .status,
    ).toBe(403);
  });

  it('migration 0012 rounds prices with öre the way they were shown, and the database then refuses öre', async () => {
    const svc = await createService(ctx.deps.db, company.id, { name: 'Öre', price: 249 });
    const booking = await createBookingRow(ctx.deps.db, svc, { date: stockholmDate(-2), startTime: '09:00' });
    const whole = await createService(ctx.deps.db, company.id, { name: 'Hel', price: 300 });
    // The state before the migration: no constraint, prices with öre.
    await ctx.deps.db.execute(sql`alter table services drop constraint services_price_whole_check`);
    await ctx.deps.db.execute(sql`alter table bookings drop constraint bookings_service_price_whole_check`);
    await ctx.deps.db.update(services).set({ price: 249.5 }).where(eq(services.id, svc.id));
    await ctx.deps.db.update(bookings).set({ servicePrice: 99.49 }).where(eq(bookings.id, booking.id));

    const migration = await readFile(
      new URL('../../src/server/db/migrations/0012_whole_kronor.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await ctx.deps.db.execute(sql.raw(statement));
    }
    expect((await rowOf(svc.id))?.price).toBe(250);
    expect((await rowOf(whole.id))?.price).toBe(300);
    const [bookingRow] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow?.servicePrice).toBe(99);
    expect((await admin.get<ServicesBody>('/api/admin/services')).json.services).toContainEqual(
      expect.objectContaining({ id: svc.id, price: 250 }),
    );

    const refused = async (write: () => Promise<unknown>) => {
      const error = await write().then(
        () => undefined,
        (e: unknown) => e as { cause?: { code?: string } },
      );
      expect(error?.cause?.code).toBe('23514'); // check_violation
    };
    await refused(() => ctx.deps.db.update(services).set({ price: 10.5 }).where(eq(services.id, svc.id)));
    await refused(() =>
      ctx.deps.db.update(bookings).set({ servicePrice: 10.5 }).where(eq(bookings.id, booking.id)),
    );
  });
});
