import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE } from '../../src/server/auth/guards';
import { user as userTable } from '../../src/server/db/schema';
import { createCompany, makeAdmin, signedInClient } from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** Endpoints that must exist whatever else the admin slices add. */
const REQUIRED = ['GET /api/admin/dashboard', 'GET /api/admin/customers', 'PATCH /api/admin/customers/:id'];

/**
 * Every admin endpoint the app serves, read from the Hono route table (so endpoints added by any admin slice are
 * covered automatically): `METHOD /api/admin/...` with `:params`.
 */
function adminEndpoints(ctx: TestContext): string[] {
  const found = new Set<string>();
  for (const route of ctx.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/admin/')) continue;
    found.add(`${route.method} ${route.path.replace(/\/$/, '')}`);
  }
  return [...found].sort();
}

describe.each(databaseKinds())('admin access on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const call = (client: TestClient, endpoint: string) => {
    const [method = 'GET', path = ''] = endpoint.split(' ');
    const url = path.replace(/:[A-Za-z]+/g, randomUUID());
    return client.request<ApiError>(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
  };

  it('knows the admin endpoints', () => {
    const endpoints = adminEndpoints(ctx);
    for (const required of REQUIRED) expect(endpoints).toContain(required);
  });

  it('answers 401 to guests on every admin endpoint', async () => {
    const guest = new TestClient(ctx);
    for (const endpoint of adminEndpoints(ctx)) {
      const res = await call(guest, endpoint);
      expect(res.status, endpoint).toBe(401);
      expect(res.json.error.code, endpoint).toBe('unauthorized');
    }
  });

  it('answers 403 to a plain customer on every admin endpoint', async () => {
    const { client } = await signedInClient(ctx);
    for (const endpoint of adminEndpoints(ctx)) {
      const res = await call(client, endpoint);
      expect(res.status, endpoint).toBe(403);
      expect(res.json.error, endpoint).toEqual({ code: 'forbidden', message: ADMIN_REQUIRED_MESSAGE });
    }
  });

  it('answers 401/403 to a member whose e-mail is not verified', async () => {
    const company = await createCompany(ctx.deps.db);
    const { client, user } = await signedInClient(ctx);
    // Sign in first, then make the user the company's member while marking the user unverified.
    await makeAdmin(ctx.deps.db, user.id, company.id);
    expect((await client.get('/api/admin/dashboard')).status).toBe(200);
    await ctx.deps.db.update(userTable).set({ emailVerified: false }).where(eq(userTable.id, user.id));
    // A change made straight in the database reaches the session cache through the trigger's NOTIFY, which
    // PostgreSQL delivers to the listener a moment after the commit (decision 013): refused within a second.
    await expect
      .poll(async () => (await client.get('/api/admin/dashboard')).status, { timeout: 1000, interval: 50 })
      .toBeOneOf([401, 403]);
  });
});
