import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox, services } from '../../src/server/db/schema';
import { formatPrice } from '../../src/shared/money';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import type { PublicService } from '../../src/shared/schemas/company';
import {
  countRows,
  createCompany,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Services' categories and 'från' prices (docs/decisions/043, migration 0029): the admin routes take and validate
 * them, the database refuses what the routes would, and the company page's payload carries them.
 */
describe.each(databaseKinds())('service categories and från-prices on %s', (kind) => {
  let ctx: TestContext;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    company = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
  });
  afterAll(() => ctx.close());

  const rowOf = async (id: string) =>
    (await ctx.deps.db.select().from(services).where(eq(services.id, id)))[0];

  it('creates and updates with a trimmed category and priceFrom; blank or absent is no category', async () => {
    const created = await admin.post<{ service: AdminService }>('/api/admin/services', {
      name: 'Damklippning',
      price: 650,
      category: '  Klippning ',
      priceFrom: true,
    });
    expect(created.status).toBe(201);
    expect(created.json.service).toMatchObject({
      name: 'Damklippning',
      category: 'Klippning',
      priceFrom: true,
    });
    const id = created.json.service.id;
    expect(await rowOf(id)).toMatchObject({ category: 'Klippning', priceFrom: true });

    const plain = await admin.post<{ service: AdminService }>('/api/admin/services', {
      name: 'Tvätt',
      price: 100,
    });
    expect(plain.status).toBe(201);
    expect(plain.json.service).toMatchObject({ category: null, priceFrom: false });

    const forty = 'K'.repeat(40);
    const edited = await admin.request<{ service: AdminService }>('PATCH', `/api/admin/services/${id}`, {
      name: 'Damklippning',
      price: 650,
      category: forty,
      priceFrom: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.service).toMatchObject({ category: forty, priceFrom: false });

    const blank = await admin.request<{ service: AdminService }>('PATCH', `/api/admin/services/${id}`, {
      name: 'Damklippning',
      price: 650,
      category: '   ',
      priceFrom: true,
    });
    expect(blank.status).toBe(200);
    expect(blank.json.service).toMatchObject({ category: null, priceFrom: true });
    expect(await rowOf(id)).toMatchObject({ category: null, priceFrom: true });
  });

  it('refuses a category over 40 characters and a priceFrom that is no boolean, writing nothing', async () => {
    const svc = await createService(ctx.deps.db, company.id, { name: 'Färgning', category: 'Färg' });
    const before = await countRows(ctx.deps.db, services);
    const cases: [unknown, string][] = [
      [{ name: 'X', price: 10, category: 'K'.repeat(41) }, 'Kategorin får vara högst 40 tecken'],
      // Trimmed first: 40 letters with spaces around are fine, 41 letters are not.
      [{ name: 'X', price: 10, category: ` ${'K'.repeat(41)} ` }, 'Kategorin får vara högst 40 tecken'],
      [{ name: 'X', price: 10, category: 12 }, 'Ange kategorin som text'],
      [{ name: 'X', price: 10, priceFrom: 'ja' }, 'Ange om priset är ett från-pris'],
    ];
    for (const [body, message] of cases) {
      const created = await admin.post<ApiError>('/api/admin/services', body);
      expect(created.status, JSON.stringify(body)).toBe(400);
      expect(created.json.error.message).toBe(message);
      const edited = await admin.request<ApiError>('PATCH', `/api/admin/services/${svc.id}`, body);
      expect(edited.status, JSON.stringify(body)).toBe(400);
      expect(edited.json.error.message).toBe(message);
    }
    expect(await countRows(ctx.deps.db, services)).toBe(before);
    expect(await rowOf(svc.id)).toMatchObject({ name: 'Färgning', category: 'Färg', priceFrom: false });
  });

  it('the database refuses an empty, untrimmed or over-long category (services_category_check)', async () => {
    const svc = await createService(ctx.deps.db, company.id, { name: 'Slingor' });
    for (const category of ['', ' Färg', 'Färg ', 'K'.repeat(41)]) {
      const error = await ctx.deps.db
        .update(services)
        .set({ category })
        .where(eq(services.id, svc.id))
        .then(
          () => undefined,
          (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
        );
      expect(error?.cause?.code, JSON.stringify(category)).toBe('23514'); // check_violation
    }
    expect(await rowOf(svc.id)).toMatchObject({ category: null });
  });

  it('the company page carries each active service’s category and priceFrom, in display order', async () => {
    const shop = await createCompany(ctx.deps.db);
    await createService(ctx.deps.db, shop.id, {
      name: 'Klipp',
      price: 650,
      displayOrder: 0,
      category: 'Klippning',
      priceFrom: true,
    });
    await createService(ctx.deps.db, shop.id, {
      name: 'Färg',
      price: 900,
      displayOrder: 1,
      category: 'Färg',
    });
    await createService(ctx.deps.db, shop.id, { name: 'Övrigt', price: 100, displayOrder: 2 });
    const page = await new TestClient(ctx).get<{ services: PublicService[] }>(`/api/companies/${shop.slug}`);
    expect(page.status).toBe(200);
    expect(
      page.json.services.map(({ name, price, category, priceFrom }: PublicService) => ({
        name,
        price,
        category,
        priceFrom,
      })),
    ).toEqual([
      { name: 'Klipp', price: 650, category: 'Klippning', priceFrom: true },
      { name: 'Färg', price: 900, category: 'Färg', priceFrom: false },
      { name: 'Övrigt', price: 100, category: null, priceFrom: false },
    ]);
  });

  it("keeps a från-price on the booking: the confirmation says 'från 650 kr', a plain price stays plain", async () => {
    const shop = await createCompany(ctx.deps.db);
    const from = await createService(ctx.deps.db, shop.id, { name: 'Färgning', price: 650, priceFrom: true });
    const plain = await createService(ctx.deps.db, shop.id, { name: 'Tvätt', price: 150 });
    const { client, user } = await signedInClient(ctx);
    const date = stockholmDate(9);
    for (const [service, startTime] of [
      [from, '10:00'],
      [plain, '13:00'],
    ] as const) {
      const res = await client.post<{ booking: { id: string } }>('/api/bookings', {
        companyId: shop.id,
        serviceId: service.id,
        date,
        startTime,
      });
      expect(res.status).toBe(201);
      const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, res.json.booking.id));
      expect(row!.servicePriceFrom).toBe(service.priceFrom);
    }
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, user.email)));
    const texts = mails.map((m) => emailContentOf(m.payload).text);
    expect(texts).toHaveLength(2);
    const about = (name: string) => texts.find((t) => t.includes(name))!;
    expect(about('Färgning')).toContain(`Pris: från ${formatPrice(650)} (betalas på plats)`);
    expect(about('Tvätt')).toContain(`Pris: ${formatPrice(150)} (betalas på plats)`);
    expect(about('Tvätt')).not.toContain('från');
  });
});
