import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companies, user } from '../../src/server/db/schema';
import type { CompanySettings } from '../../src/shared/schemas/admin-settings';
import type { BusinessRegistrationResult } from '../../src/shared/schemas/business-registration';
import type { CompanySearchResult, PublicCompany } from '../../src/shared/schemas/company';
import { countRows, createCompany, createService, signedInAdmin } from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  contactName: 'Karin Lund',
  companyName: `Salong Karin ${randomUUID().slice(0, 6)}`,
  email,
  phone: '08-555 123 45',
  description: 'Frisör på Söder.',
  categories: ['frisor'],
  street: 'Götgatan 12',
  postcode: '118 46',
  city: 'Stockholm',
  password: 'Hemligt123',
  confirmPassword: 'Hemligt123',
  acceptTerms: true,
  ...overrides,
});

/** Street, postcode and city at registration and in Settings › Företag, and search by the city alone. */
describe.each(databaseKinds())('structured address on %s', (kind) => {
  let ctx: TestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const search = async (query: string) => {
    const res = await guest().get<CompanySearchResult>(`/api/companies?${query}`);
    expect(res.status).toBe(200);
    return res.json;
  };

  it.each([
    [{ postcode: '1184' }, 'postcode', 'Ange postnumret med fem siffror, t.ex. 118 46'],
    [{ postcode: '018 46' }, 'postcode', 'Ange postnumret med fem siffror, t.ex. 118 46'],
    [{ city: '118 46 Stockholm' }, 'city', 'Ange orten utan siffror, t.ex. Stockholm'],
    [{ street: 'Götgatan 12, 118 46 Stockholm' }, 'street', 'Skriv postnummer och ort i sina egna fält'],
    [{ city: '' }, 'city', 'Ange ort'],
  ])(
    'registration refuses %o with 400 and a Swedish message, writing nothing',
    async (overrides, _f, message) => {
      const before = [await countRows(ctx.deps.db, user), await countRows(ctx.deps.db, companies)];
      const res = await guest().post<ApiError>(
        '/api/business-registrations',
        registration(`fel-${randomUUID().slice(0, 6)}@example.se`, overrides),
      );
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'invalid_input', message });
      expect([await countRows(ctx.deps.db, user), await countRows(ctx.deps.db, companies)]).toEqual(before);
    },
  );

  it('registers the three parts, and once approved the salon is found under Frisör + Stockholm', async () => {
    const email = `karin-${randomUUID().slice(0, 6)}@example.se`;
    const res = await guest().post<BusinessRegistrationResult>(
      '/api/business-registrations',
      registration(email, { street: ' Götgatan  12 ', postcode: '11846', city: ' Stockholm' }),
    );
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, res.json.company.id));
    expect(row).toMatchObject({
      street: 'Götgatan 12',
      postcode: '11846',
      city: 'Stockholm',
      location: 'Götgatan 12, 118 46 Stockholm',
    });

    await ctx.deps.db.update(companies).set({ status: 'active' }).where(eq(companies.id, row!.id));
    await createService(ctx.deps.db, row!.id, { name: 'Damklippning' });
    await ctx.deps.bus.publishCatalogChanged(row!.id);
    const found = await search('kategori=frisor&stad=stockholm');
    expect(found.companies.map((c) => c.slug)).toContain(row!.slug);
    expect(found.companies.find((c) => c.slug === row!.slug)!.location).toBe('Götgatan 12, 118 46 Stockholm');
    // The city chip is the city alone, never '118 46 Stockholm'.
    expect(found.cities.find((c) => c.slug === 'stockholm')).toMatchObject({ name: 'Stockholm' });
    expect(found.cities.some((c) => /\d/.test(c.name))).toBe(false);
    expect((await search('q=fris%C3%B6r+stockholm')).companies.map((c) => c.slug)).toContain(row!.slug);

    const page = await guest().get<{ company: PublicCompany }>(`/api/companies/${row!.slug}`);
    expect(page.json.company).toMatchObject({
      location: 'Götgatan 12, 118 46 Stockholm',
      street: 'Götgatan 12',
      postcode: '11846',
      city: 'Stockholm',
    });
  });

  it('Settings › Företag saves the parts, refuses a bad postcode changing nothing, and search follows the city', async () => {
    const company = await createCompany(ctx.deps.db, {
      street: 'Testgatan 1',
      postcode: '11122',
      city: 'Stockholm',
    });
    await createService(ctx.deps.db, company.id);
    const { client: admin } = await signedInAdmin(ctx, company.id);
    const details = { name: company.name, email: company.email, phone: '' };
    const patch = <T>(address: Record<string, unknown>) =>
      admin.request<T>('PATCH', '/api/admin/settings/company', { ...details, ...address });

    const bad = await patch<ApiError>({ street: 'Storgatan 3', postcode: '903 2', city: 'Umeå' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Ange postnumret med fem siffror, t.ex. 118 46');
    const noCity = await patch<ApiError>({ street: 'Storgatan 3', postcode: '903 26', city: ' ' });
    expect(noCity.status).toBe(400);
    expect(noCity.json.error.message).toBe('Ange ort');
    const [unchanged] = await ctx.deps.db.select().from(companies).where(eq(companies.id, company.id));
    expect(unchanged!.location).toBe('Testgatan 1, 111 22 Stockholm');

    const saved = await patch<{ company: CompanySettings }>({
      street: 'Storgatan 3',
      postcode: '903 26',
      city: 'Umeå',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.company).toMatchObject({
      street: 'Storgatan 3',
      postcode: '90326',
      city: 'Umeå',
      location: 'Storgatan 3, 903 26 Umeå',
    });
    expect((await search('stad=umea')).companies.map((c) => c.slug)).toEqual([company.slug]);
    expect((await search('stad=stockholm')).companies.map((c) => c.slug)).not.toContain(company.slug);

    // Without any address field (an older client) the address stays; empty fields clear it.
    const kept = await patch<{ company: CompanySettings }>({});
    expect(kept.json.company.location).toBe('Storgatan 3, 903 26 Umeå');
    const cleared = await patch<{ company: CompanySettings }>({ street: '', postcode: '', city: '' });
    expect(cleared.json.company).toMatchObject({ street: null, postcode: null, city: null, location: null });
  });
});
