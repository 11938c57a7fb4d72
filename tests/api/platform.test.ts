import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCompaniesCommand } from '../../src/server/cli/companies-command';
import { companies, outbox } from '../../src/server/db/schema';
import type { CompanySearchResult } from '../../src/shared/schemas/company';
import type { PlatformCompany } from '../../src/shared/schemas/platform';
import {
  countRows,
  createCompany,
  createVerifiedUser,
  makeAdmin,
  signedInAdmin,
  signedInClient,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** What these tests read of `GET /api/me` (me.routes.ts). */
interface Me {
  isPlatformAdmin: boolean;
}

const OPERATOR = 'Drift@Tidvis.se';

describe.each(databaseKinds())('platform company approval on %s', (kind) => {
  let ctx: TestContext;
  let operator: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { PLATFORM_ADMIN_EMAILS: `annan@tidvis.se, ${OPERATOR}` });
    operator = (await signedInClient(ctx, 'drift@tidvis.se')).client;
  });
  afterAll(() => ctx.close());

  const approvalMails = (email: string) =>
    ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'email')));
  const searchSlugs = async (q: string) =>
    (
      (await new TestClient(ctx).get<CompanySearchResult>(`/api/companies?q=${q}`)).json.companies as {
        slug: string;
      }[]
    ).map((c) => c.slug);

  it.each(['GET /api/platform/companies', 'POST approve', 'POST suspend'])(
    '%s: guest 401, customer and company admin 403',
    async (route) => {
      const target = await createCompany(ctx.deps.db, { status: 'pending' });
      const call = (client: TestClient) =>
        route.startsWith('GET')
          ? client.get<ApiError>('/api/platform/companies')
          : client.post<ApiError>(
              `/api/platform/companies/${target.id}/${route.endsWith('approve') ? 'approve' : 'suspend'}`,
            );
      expect((await call(new TestClient(ctx))).status).toBe(401);
      const customer = (await signedInClient(ctx)).client;
      const denied = await call(customer);
      expect(denied.status).toBe(403);
      expect(denied.json.error.code).toBe('forbidden');
      const ownCompany = await createCompany(ctx.deps.db);
      const admin = (await signedInAdmin(ctx, ownCompany.id, ownCompany.email)).client;
      expect((await call(admin)).status).toBe(403);
      const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, target.id));
      expect(row?.status).toBe('pending');
    },
  );

  it('tells /api/me who is an operator', async () => {
    expect((await operator.get<Me>('/api/me')).json.isPlatformAdmin).toBe(true);
    expect((await new TestClient(ctx).get<Me>('/api/me')).json.isPlatformAdmin).toBe(false);
    expect((await (await signedInClient(ctx)).client.get<Me>('/api/me')).json.isPlatformAdmin).toBe(false);
  });

  it('lists pending, active and suspended companies with admin e-mail, status and dates', async () => {
    const pending = await createCompany(ctx.deps.db, {
      status: 'pending',
      email: 'vantar@example.se',
      description: 'Klippning och färg i lugn miljö.',
    });
    await createCompany(ctx.deps.db, { status: 'suspended' });
    const res = await operator.get<{ companies: PlatformCompany[] }>('/api/platform/companies');
    expect(res.status).toBe(200);
    const list = res.json.companies as { id: string; status: string }[];
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(['pending', 'active', 'suspended']));
    expect(list.find((c) => c.id === pending.id)).toMatchObject({
      email: 'vantar@example.se',
      // What the operator decides on.
      description: 'Klippning och färg i lugn miljö.',
      status: 'pending',
      adminVerified: false,
      approvedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("says an admin has confirmed their e-mail from the company's members, not from its contact address", async () => {
    // A confirmed user who merely has the contact address is no admin (decision 009).
    const lookalike = await createVerifiedUser(ctx.deps.db, 'kontakt@granne.se');
    const byAddress = await createCompany(ctx.deps.db, { status: 'pending', email: lookalike.email });
    // A member with another address, confirmed.
    const member = await createVerifiedUser(ctx.deps.db, 'agaren@annan-adress.se');
    const byMember = await createCompany(ctx.deps.db, {
      status: 'pending',
      email: 'info@firma-med-agare.se',
    });
    await makeAdmin(ctx.deps.db, member.id, byMember.id);
    const list = (await operator.get<{ companies: PlatformCompany[] }>('/api/platform/companies')).json
      .companies as {
      id: string;
      adminVerified: boolean;
    }[];
    expect(list.find((c) => c.id === byAddress.id)?.adminVerified).toBe(false);
    expect(list.find((c) => c.id === byMember.id)?.adminVerified).toBe(true);
  });

  it('approves a pending company: active, approved_at, visible in search, approval e-mail enqueued once', async () => {
    const company = await createCompany(ctx.deps.db, {
      status: 'pending',
      name: 'Godkänd Ateljé',
      slug: 'godkand-atelje',
      email: 'Agare@Atelje.se',
    });
    expect(await searchSlugs('atelje')).toEqual([]);
    const res = await operator.post<{ company: PlatformCompany }>(
      `/api/platform/companies/${company.id}/approve`,
    );
    expect(res.status).toBe(200);
    expect(res.json.company).toMatchObject({
      id: company.id,
      status: 'active',
      approvedAt: expect.any(String),
    });
    expect(await searchSlugs('atelje')).toEqual(['godkand-atelje']);
    expect((await new TestClient(ctx).get('/api/companies/godkand-atelje')).status).toBe(200);

    const mails = await approvalMails('agare@atelje.se');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Godkänd Ateljé är godkänt på Tidvis');
    const payload = mails[0]?.payload as { text: string; html: string };
    expect(payload.text).toContain('http://localhost:3000/admin/login');
    expect(payload.html).toContain('href="http://localhost:3000/admin/login"');

    expect((await operator.post(`/api/platform/companies/${company.id}/approve`)).status).toBe(200);
    expect(await approvalMails('agare@atelje.se')).toHaveLength(1);
  });

  it('suspends an active company: gone from search, booking page not open', async () => {
    const company = await createCompany(ctx.deps.db, { name: 'Pausad Salong', slug: 'pausad-salong' });
    expect(await searchSlugs('pausad')).toEqual(['pausad-salong']);
    const res = await operator.post<{ company: PlatformCompany }>(
      `/api/platform/companies/${company.id}/suspend`,
    );
    expect(res.status).toBe(200);
    expect(res.json.company.status).toBe('suspended');
    expect(await searchSlugs('pausad')).toEqual([]);
    expect((await new TestClient(ctx).get<ApiError>('/api/companies/pausad-salong')).json.error.code).toBe(
      'company_not_open',
    );
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const unknown = await operator.post<ApiError>(
      '/api/platform/companies/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Företag hittades inte');
    expect((await operator.post('/api/platform/companies/inte-ett-id/suspend')).status).toBe(400);
  });

  it('CLI: approves and suspends by e-mail (case-insensitive), lists, and fails clearly on unknown e-mail', async () => {
    const company = await createCompany(ctx.deps.db, {
      status: 'pending',
      email: 'cli@salong.se',
      name: 'CLI Salong',
    });
    const approved = await runCompaniesCommand(ctx.deps, ['approve', 'CLI@Salong.se']);
    expect(approved.code).toBe(0);
    expect(approved.output).toMatch(/^CLI Salong \(cli@salong\.se\) är nu godkänt/);
    expect(await approvalMails('cli@salong.se')).toHaveLength(1);

    const list = await runCompaniesCommand(ctx.deps, ['list']);
    expect(list.code).toBe(0);
    expect(list.output).toMatch(/aktivt\s+cli@salong\.se/);

    expect((await runCompaniesCommand(ctx.deps, ['suspend', 'cli@salong.se'])).code).toBe(0);
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.status).toBe('suspended');

    const before = await countRows(ctx.deps.db, outbox);
    const unknown = await runCompaniesCommand(ctx.deps, ['approve', 'finns.inte@example.se']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Inget företag med e-postadressen finns.inte@example.se');
    expect(await countRows(ctx.deps.db, outbox)).toBe(before);
    expect((await runCompaniesCommand(ctx.deps, ['approve'])).code).toBe(2);
    expect((await runCompaniesCommand(ctx.deps, [])).output).toContain(
      'npm run companies -- approve <e-post>',
    );
  });
});
