import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers, user } from '../../src/server/db/schema';
import { PHONE_INVALID_MESSAGE } from '../../src/shared/phone';
import {
  createCompany,
  createCustomer,
  createService,
  signedInClient,
  stockholmDate,
  signedInAdmin,
} from '../factories';
import type { z } from 'zod';
import type { AdminCustomer } from '../../src/shared/schemas/admin-customers';
import type { Profile } from '../../src/shared/schemas/profile';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
/** An error answer of the auth endpoints: a code and the Swedish message. */
interface AuthError {
  code?: string;
  message: string;
}

/** The two ways people write the same number, and its E.164 form. */
const FORMS = ['070-123 45 67', '+46 70 123 45 67'] as const;
const E164 = '+46701234567';
const JUNK = ['ring mig', '070-1', '+46', '0701234567890123'];

describe.each(databaseKinds())('phone numbers in E.164 on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext(kind)));
  afterAll(() => ctx.close());

  const userRow = async (email: string) =>
    (await ctx.deps.db.select().from(user).where(eq(user.email, email)))[0];

  it('sign-up stores E.164 and refuses junk with 400', async () => {
    for (const phone of FORMS) {
      const email = `ny-${randomUUID().slice(0, 8)}@example.se`;
      const res = await new TestClient(ctx).post('/api/auth/sign-up/email', {
        email,
        password: 'Hemligt123',
        name: 'Maja Berg',
        firstName: 'Maja',
        phone,
      });
      expect(res.status, phone).toBe(200);
      expect((await userRow(email))?.phone).toBe(E164);
    }
    for (const phone of JUNK) {
      const email = `ny-${randomUUID().slice(0, 8)}@example.se`;
      const res = await new TestClient(ctx).post<AuthError>('/api/auth/sign-up/email', {
        email,
        password: 'Hemligt123',
        name: 'Maja',
        firstName: 'Maja',
        phone,
      });
      expect(res.status, phone).toBe(400);
      expect(res.json.message, phone).toBe(PHONE_INVALID_MESSAGE);
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it('profile: both forms stored as E.164, empty clears, junk 400 and nothing changed', async () => {
    const { client, user: u } = await signedInClient(ctx);
    for (const phone of FORMS) {
      const res = await client.request<{ profile: Profile }>('PATCH', '/api/me/profile', {
        firstName: 'Lisa',
        phone,
      });
      expect(res.status, phone).toBe(200);
      expect(res.json.profile.phone).toBe(E164);
      expect((await userRow(u.email))?.phone).toBe(E164);
    }
    for (const phone of JUNK) {
      const res = await client.request<ApiError>('PATCH', '/api/me/profile', { firstName: 'Lisa', phone });
      expect(res.status, phone).toBe(400);
      expect(res.json.error.message).toBe(PHONE_INVALID_MESSAGE);
    }
    expect((await userRow(u.email))?.phone).toBe(E164);
    const cleared = await client.request<{ profile: Profile }>('PATCH', '/api/me/profile', {
      firstName: 'Lisa',
      phone: '',
    });
    expect(cleared.json.profile.phone).toBeNull();
  });

  it('booking form: the customer record gets E.164; junk is 400 and books nothing', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const date = stockholmDate(12);
    for (const [i, phone] of FORMS.entries()) {
      const { client, user: u } = await signedInClient(ctx);
      const res = await client.post('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date,
        startTime: `1${i}:00`,
        phone,
      });
      expect(res.status, phone).toBe(201);
      const [record] = await ctx.deps.db.select().from(customers).where(eq(customers.userId, u.id));
      expect(record?.phone).toBe(E164);
    }
    const { client } = await signedInClient(ctx);
    for (const phone of JUNK) {
      const res = await client.post<ApiError>('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date,
        startTime: '14:00',
        phone,
      });
      expect(res.status, phone).toBe(400);
      expect(res.json.error.message).toBe(PHONE_INVALID_MESSAGE);
    }
  });

  it('admin customer edit and company settings store E.164 and refuse junk', async () => {
    const company = await createCompany(ctx.deps.db, { phone: '+4681234567' });
    const { client } = await signedInAdmin(ctx, company.id, company.email);
    const c = await createCustomer(ctx.deps.db, company.id, { name: 'Bo' });
    const customerPhone = async () =>
      (await ctx.deps.db.select().from(customers).where(eq(customers.id, c.id)))[0]?.phone;
    const companyPhone = async () =>
      (await ctx.deps.db.select().from(companies).where(eq(companies.id, company.id)))[0]?.phone;
    for (const phone of FORMS) {
      await ctx.deps.db.update(customers).set({ phone: null }).where(eq(customers.id, c.id));
      const res = await client.request<{ customer: AdminCustomer }>('PATCH', `/api/admin/customers/${c.id}`, {
        phone,
      });
      expect(res.status, phone).toBe(200);
      expect(res.json.customer.phone).toBe(E164);
      expect(await customerPhone()).toBe(E164);

      await ctx.deps.db.update(companies).set({ phone: null }).where(eq(companies.id, company.id));
      const settings = await client.request('PATCH', '/api/admin/settings/company', {
        name: company.name,
        email: company.email,
        phone,
      });
      expect(settings.status, phone).toBe(200);
      expect(await companyPhone()).toBe(E164);
    }
    for (const phone of JUNK) {
      const res = await client.request<ApiError>('PATCH', `/api/admin/customers/${c.id}`, { phone });
      expect(res.status, phone).toBe(400);
      expect(res.json.error.message).toBe(PHONE_INVALID_MESSAGE);
      const settings = await client.request<ApiError>('PATCH', '/api/admin/settings/company', {
        name: company.name,
        email: company.email,
        phone,
      });
      expect(settings.status, phone).toBe(400);
      expect(settings.json.error.message).toBe(PHONE_INVALID_MESSAGE);
    }
    expect(await customerPhone()).toBe(E164);
    expect(await companyPhone()).toBe(E164);
  });

  it('business registration stores E.164 on the company and its admin; junk is 400', async () => {
    for (const phone of [...FORMS, ...JUNK]) {
      const email = `firma-${randomUUID().slice(0, 8)}@example.se`;
      // Only an error answer's body is read (the 201 is checked in the database).
      const res = await new TestClient(ctx).post<ApiError>('/api/business-registrations', {
        contactName: 'Karin Lind',
        companyName: 'Barberaren på Söder',
        email,
        phone,
        description: 'Klassisk barberare.',
        categories: ['barberare'],
        password: 'Hemligt123',
        confirmPassword: 'Hemligt123',
        acceptTerms: true,
      });
      const [company] = await ctx.deps.db.select().from(companies).where(eq(companies.email, email));
      if ((FORMS as readonly string[]).includes(phone)) {
        expect(res.status, phone).toBe(201);
        expect(company?.phone).toBe(E164);
        expect((await userRow(email))?.phone).toBe(E164);
      } else {
        expect(res.status, phone).toBe(400);
        expect(res.json.error.message).toBe(PHONE_INVALID_MESSAGE);
        expect(company).toBeUndefined();
      }
    }
  });
});
