import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createService, signedInAdmin, signedInClient } from '../factories';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import { TestClient, secondProcess } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

type Card = { slug: string; name: string; location: string | null; avatarUrl: string | null };

const search = async (client: TestClient, q: string) => {
  const res = await client.get<{ companies: Card[] }>(`/api/companies?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.json.companies as Card[];
};
const slugsOf = (cards: Card[]) => cards.map((c) => c.slug);

/*
 * company search is cached per server process (cached-search.ts) and emptied by every catalogue change,
 * so a change made through the API shows in the very next search.
 */
describe.each(databaseKinds())('cached company search follows catalogue changes on %s', (kind) => {
  let ctx: TestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('follows a service created, renamed, switched off and on, reordered and deleted', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id, { name: 'Zebraklipp' });
    const admin = (await signedInAdmin(ctx, company.id, company.email)).client;
    expect(slugsOf(await search(guest(), 'zebraklipp'))).toEqual([company.slug]);
    expect(slugsOf(await search(guest(), 'okapimassage'))).toEqual([]);

    const renamed = await admin.request('PATCH', `/api/admin/services/${service.id}`, {
      name: 'Giraffklipp',
      price: 500,
    });
    expect(renamed.status).toBe(200);
    expect(slugsOf(await search(guest(), 'zebraklipp'))).toEqual([]);
    expect(slugsOf(await search(guest(), 'giraffklipp'))).toEqual([company.slug]);

    expect((await admin.post(`/api/admin/services/${service.id}/toggle`, { active: false })).status).toBe(
      200,
    );
    expect(slugsOf(await search(guest(), 'giraffklipp'))).toEqual([]);
    expect((await admin.post(`/api/admin/services/${service.id}/toggle`, { active: true })).status).toBe(200);
    expect(slugsOf(await search(guest(), 'giraffklipp'))).toEqual([company.slug]);

    const created = await admin.post<{ service: AdminService }>('/api/admin/services', {
      name: 'Okapimassage',
      price: 300,
    });
    expect(created.status).toBe(201);
    expect(slugsOf(await search(guest(), 'okapimassage'))).toEqual([company.slug]);

    const spy = vi.spyOn(ctx.deps.bus, 'publishCatalogChanged');
    const order = [
      { id: created.json.service.id, displayOrder: 0 },
      { id: service.id, displayOrder: 1 },
    ];
    expect((await admin.request('PUT', '/api/admin/services/order', { items: order })).status).toBe(200);
    expect(spy).toHaveBeenCalledWith(company.id);
    spy.mockRestore();

    expect((await admin.request('DELETE', `/api/admin/services/${created.json.service.id}`)).status).toBe(
      200,
    );
    expect(slugsOf(await search(guest(), 'okapimassage'))).toEqual([]);
  });

  it('follows the company’s name, location and logo', async () => {
    const company = await createCompany(ctx.deps.db, { avatarUrl: 'https://example.se/logga.png' });
    const admin = (await signedInAdmin(ctx, company.id, company.email)).client;
    expect(await search(guest(), company.name)).toEqual([
      expect.objectContaining({ avatarUrl: 'https://example.se/logga.png' }),
    ]);
    expect(await search(guest(), 'lodjur')).toEqual([]);
    expect(await search(guest(), 'kiruna')).toEqual([]);

    const saved = await admin.request('PATCH', '/api/admin/settings/company', {
      name: 'Lodjurets Salong',
      email: company.email,
      street: 'Storgatan 1',
      postcode: '981 31',
      city: 'Kiruna',
    });
    expect(saved.status).toBe(200);
    expect(await search(guest(), company.name)).toEqual([]);
    expect(await search(guest(), 'lodjur')).toEqual([
      expect.objectContaining({
        slug: company.slug,
        name: 'Lodjurets Salong',
        location: 'Storgatan 1, 981 31 Kiruna',
      }),
    ]);
    expect(slugsOf(await search(guest(), 'kiruna'))).toEqual([company.slug]);

    expect((await admin.request('DELETE', '/api/admin/settings/logo')).status).toBe(200);
    expect(await search(guest(), 'lodjur')).toEqual([expect.objectContaining({ avatarUrl: null })]);
  });

  it('follows a suspension and an approval by the platform operator', async () => {
    const company = await createCompany(ctx.deps.db, { name: 'Tapirens Frisör' });
    const operator = (await signedInClient(ctx, 'drift@tidvis.se')).client;
    expect(slugsOf(await search(guest(), 'tapiren'))).toEqual([company.slug]);
    expect((await operator.post(`/api/platform/companies/${company.id}/suspend`)).status).toBe(200);
    expect(slugsOf(await search(guest(), 'tapiren'))).toEqual([]);
    expect((await operator.post(`/api/platform/companies/${company.id}/approve`)).status).toBe(200);
    expect(slugsOf(await search(guest(), 'tapiren'))).toEqual([company.slug]);
  });

  it('keeps catalogue and booking announcements apart on the bus', async () => {
    const catalogue: (string | null)[] = [];
    const anyBookings: (string | null)[] = [];
    const calendarOfC: string[] = [];
    const stops = [
      ctx.deps.bus.subscribeCatalog((id) => catalogue.push(id)),
      ctx.deps.bus.subscribeAll((id) => anyBookings.push(id)),
      ctx.deps.bus.subscribe('company-c', () => calendarOfC.push('company-c')),
    ];
    try {
      await ctx.deps.bus.publishBookingsChanged('company-b');
      await ctx.deps.bus.publishCatalogChanged('company-c');
      await expect.poll(() => catalogue.includes('company-c')).toBe(true);
      await expect.poll(() => anyBookings.includes('company-b')).toBe(true);
      // Give both NOTIFYs time to come back before checking that neither reached the other kind of listener.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(catalogue).not.toContain('company-b');
      expect(anyBookings).not.toContain('company-c');
      expect(calendarOfC).toEqual([]);
    } finally {
      stops.forEach((stop) => stop());
    }
  });
});

/* Two server processes on one PostgreSQL: a catalogue change made through one reaches the other's cache by NOTIFY. */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'cached company search across server processes on postgres',
  () => {
    let ctx: TestContext;
    let other: TestClient;
    let closeOther: () => Promise<void>;
    beforeAll(async () => {
      ctx = await createTestContext('postgres');
      ({ client: other, close: closeOther } = await secondProcess(ctx));
    });
    afterAll(async () => {
      await closeOther();
      await ctx.close();
    });

    it('drops the other process’s cached results when a service is renamed or the company suspended', async () => {
      const company = await createCompany(ctx.deps.db);
      const service = await createService(ctx.deps.db, company.id, { name: 'Bäverklipp' });
      const admin = (await signedInAdmin(ctx, company.id, company.email)).client;
      const operator = (await signedInClient(ctx, 'drift@tidvis.se')).client;
      expect(slugsOf(await search(other, 'baverklipp'))).toEqual([company.slug]);
      expect(slugsOf(await search(other, 'uttergrooming'))).toEqual([]);

      const renamed = await admin.request('PATCH', `/api/admin/services/${service.id}`, {
        name: 'Uttergrooming',
        price: 500,
      });
      expect(renamed.status).toBe(200);
      await expect
        .poll(async () => slugsOf(await search(other, 'uttergrooming')), { timeout: 5_000, interval: 50 })
        .toEqual([company.slug]);
      expect(slugsOf(await search(other, 'baverklipp'))).toEqual([]);

      expect((await operator.post(`/api/platform/companies/${company.id}/suspend`)).status).toBe(200);
      await expect
        .poll(async () => slugsOf(await search(other, 'uttergrooming')), { timeout: 5_000, interval: 50 })
        .toEqual([]);
    });
  },
);
