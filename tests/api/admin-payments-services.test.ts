import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companies, services } from '../../src/server/db/schema';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import type { CompanySettings } from '../../src/shared/schemas/admin-settings';
import {
  DEPOSIT_KIND_MESSAGE,
  DEPOSIT_VALUE_MESSAGE,
  ORG_NUMBER_MESSAGE,
  PAYMENT_MODE_MESSAGE,
  type AdminPaymentSettings,
} from '../../src/shared/schemas/payments';
import {
  countRows,
  createCompany,
  createService,
  makeStaff,
  makeStaffAccount,
  signedInAdmin,
  signedInClient,
} from '../factories';
import type { apiErrorSchema, TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * Paying online, the admin's side (issue 36, docs/decisions/047): a service's payment rule ('Betalning' in the
 * service form) and the company's organisation number (Settings › Företag), both validated by the server with the
 * Swedish messages of shared/schemas/payments.ts.
 */

type ApiError = z.infer<typeof apiErrorSchema>;
interface ServiceBody {
  service: AdminService;
}
interface SettingsBody {
  company: CompanySettings;
}

describe.each(databaseKinds())('admin payments: services and organisation number on %s', (kind) => {
  let ctx: TestContext;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    company = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
  });
  afterAll(() => ctx.close());

  const columnsOf = async (id: string) => {
    const [row] = await ctx.deps.db
      .select({ mode: services.paymentMode, kind: services.depositKind, value: services.depositValue })
      .from(services)
      .where(eq(services.id, id));
    return row;
  };

  it('creates a service paid on site unless told, with a deposit in kronor or per cent, or prepaid', async () => {
    const plain = await admin.post<ServiceBody>('/api/admin/services', { name: 'Klippning', price: 650 });
    expect(plain.status).toBe(201);
    expect(plain.json.service.payment).toEqual({ mode: 'on_site', depositKind: null, depositValue: null });

    const fixed = await admin.post<ServiceBody>('/api/admin/services', {
      name: 'Färgning',
      price: 1200,
      paymentMode: 'deposit',
      depositKind: 'fixed',
      depositValue: '300',
    });
    expect(fixed.status).toBe(201);
    expect(fixed.json.service.payment).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 300 });
    expect(await columnsOf(fixed.json.service.id)).toEqual({ mode: 'deposit', kind: 'fixed', value: 300 });

    const percent = await admin.post<ServiceBody>('/api/admin/services', {
      name: 'Slingor',
      price: 900,
      paymentMode: 'deposit',
      depositKind: 'percent',
      depositValue: 30,
    });
    expect(percent.json.service.payment).toEqual({
      mode: 'deposit',
      depositKind: 'percent',
      depositValue: 30,
    });

    // Prepaid: a deposit's kind and value sent along (a form's hidden fields) are not kept.
    const prepay = await admin.post<ServiceBody>('/api/admin/services', {
      name: 'Permanent',
      price: 1500,
      paymentMode: 'prepay',
      depositKind: 'fixed',
      depositValue: 'inte ett tal',
    });
    expect(prepay.status).toBe(201);
    expect(prepay.json.service.payment).toEqual({ mode: 'prepay', depositKind: null, depositValue: null });
    expect(await columnsOf(prepay.json.service.id)).toEqual({ mode: 'prepay', kind: null, value: null });

    const list = (await admin.get<{ services: AdminService[] }>('/api/admin/services')).json.services;
    expect(list.find((s) => s.id === percent.json.service.id)?.payment.depositValue).toBe(30);
  });

  it('refuses a bad payment rule with 400 and the Swedish message, writing nothing', async () => {
    const before = await countRows(ctx.deps.db, services);
    const base = { name: 'X', price: 500 };
    const cases: [Record<string, unknown>, string][] = [
      [{ paymentMode: 'kort' }, PAYMENT_MODE_MESSAGE],
      [{ paymentMode: null }, PAYMENT_MODE_MESSAGE],
      [{ depositKind: 'fixed', depositValue: 100 }, PAYMENT_MODE_MESSAGE],
      [{ paymentMode: 'deposit' }, DEPOSIT_KIND_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'kronor', depositValue: 100 }, DEPOSIT_KIND_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'fixed' }, DEPOSIT_VALUE_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'fixed', depositValue: '' }, DEPOSIT_VALUE_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'fixed', depositValue: 0 }, DEPOSIT_VALUE_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'fixed', depositValue: 99.5 }, DEPOSIT_VALUE_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'fixed', depositValue: 'tre' }, DEPOSIT_VALUE_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'fixed', depositValue: 100_001 }, DEPOSIT_VALUE_MESSAGE],
      [{ paymentMode: 'deposit', depositKind: 'percent', depositValue: 101 }, DEPOSIT_VALUE_MESSAGE],
    ];
    for (const [fields, message] of cases) {
      const res = await admin.post<ApiError>('/api/admin/services', { ...base, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json.error.message, JSON.stringify(fields)).toBe(message);
      expect(res.json.error.code).toBe('invalid_input');
    }
    expect(await countRows(ctx.deps.db, services)).toBe(before);
  });

  it('PATCH without payment fields keeps the rule; with them it changes, and a bad one changes nothing', async () => {
    const svc = await createService(ctx.deps.db, company.id, {
      name: 'Balayage',
      price: 2000,
      paymentMode: 'deposit',
      depositKind: 'percent',
      depositValue: 25,
    });
    const path = `/api/admin/services/${svc.id}`;
    const kept = await admin.request<ServiceBody>('PATCH', path, { name: 'Balayage lång', price: 2400 });
    expect(kept.status).toBe(200);
    expect(kept.json.service).toMatchObject({
      name: 'Balayage lång',
      price: 2400,
      payment: { mode: 'deposit', depositKind: 'percent', depositValue: 25 },
    });

    const bad = await admin.request<ApiError>('PATCH', path, {
      name: 'Balayage',
      price: 2400,
      paymentMode: 'deposit',
      depositKind: 'percent',
      depositValue: 150,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(DEPOSIT_VALUE_MESSAGE);
    expect(await columnsOf(svc.id)).toEqual({ mode: 'deposit', kind: 'percent', value: 25 });

    const fixed = await admin.request<ServiceBody>('PATCH', path, {
      name: 'Balayage',
      price: 2400,
      paymentMode: 'deposit',
      depositKind: 'fixed',
      depositValue: 500,
    });
    expect(fixed.json.service.payment).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 500 });

    const onSite = await admin.request<ServiceBody>('PATCH', path, {
      name: 'Balayage',
      price: 2400,
      paymentMode: 'on_site',
    });
    expect(onSite.json.service.payment).toEqual({ mode: 'on_site', depositKind: null, depositValue: null });
    expect(await columnsOf(svc.id)).toEqual({ mode: 'on_site', kind: null, value: null });

    // Another company's admin cannot set the rule of this service.
    const other = await createCompany(ctx.deps.db);
    const otherAdmin = (await signedInAdmin(ctx, other.id, other.email)).client;
    const foreign = await otherAdmin.request('PATCH', path, { name: 'X', price: 1, paymentMode: 'prepay' });
    expect(foreign.status).toBe(404);
    expect((await columnsOf(svc.id))?.mode).toBe('on_site');
  });

  it('organisation number: saved as NNNNNN-NNNN, kept when not sent, cleared when empty, 400 when malformed', async () => {
    const path = '/api/admin/settings/company';
    const base = { name: company.name, email: company.email };
    const saved = await admin.request<SettingsBody>('PATCH', path, { ...base, orgNumber: '5566778899' });
    expect(saved.status).toBe(200);
    expect(saved.json.company.orgNumber).toBe('556677-8899');
    expect((await admin.get<SettingsBody>('/api/admin/settings')).json.company.orgNumber).toBe('556677-8899');

    const kept = await admin.request<SettingsBody>('PATCH', path, { ...base, phone: '' });
    expect(kept.json.company.orgNumber).toBe('556677-8899');

    for (const orgNumber of ['55667788', '556677-889A', '5566-778899-1', 12]) {
      const res = await admin.request<ApiError>('PATCH', path, { ...base, orgNumber });
      expect(res.status, String(orgNumber)).toBe(400);
      expect(res.json.error.message).toBe(ORG_NUMBER_MESSAGE);
    }
    const [row] = await ctx.deps.db
      .select({ orgNumber: companies.orgNumber })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.orgNumber).toBe('556677-8899');

    // 'Betalningar' shows it too (the receipts' number).
    const settings = await admin.get<{ settings: AdminPaymentSettings }>('/api/admin/payments');
    expect(settings.status).toBe(200);
    expect(settings.json.settings.orgNumber).toBe('556677-8899');

    const cleared = await admin.request<SettingsBody>('PATCH', path, { ...base, orgNumber: ' ' });
    expect(cleared.status).toBe(200);
    expect(cleared.json.company.orgNumber).toBeNull();
  });

  it("'Betalningar' is the company admins': a staff account and a customer are refused", async () => {
    const member = await makeStaff(ctx.deps.db, company.id, { name: 'Sofia Lind' });
    const staffAccount = await signedInClient(ctx);
    await makeStaffAccount(ctx.deps.db, staffAccount.user.id, company.id, member.id);
    const customer = (await signedInClient(ctx)).client;
    for (const client of [staffAccount.client, customer]) {
      expect((await client.get('/api/admin/payments')).status).toBe(403);
      expect((await client.post('/api/admin/payments/connect')).status).toBe(403);
      expect(
        (await client.request('PATCH', '/api/admin/settings/company', { name: 'X', email: company.email }))
          .status,
      ).toBe(403);
    }
  });
});
