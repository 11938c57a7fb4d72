import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { CROSS_ORIGIN_MESSAGE } from '../../src/server/security/same-origin';
import {
  TEST_PASSWORD,
  countRows,
  createCompany,
  createService,
  createVerifiedUser,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/* writes from other sites are refused, and session cookies carry the flags that keep them private. */

describe.each(databaseKinds())('cross-origin writes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('refuses a signed-in customer’s booking sent from another origin, and writes nothing', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const { client } = await signedInClient(ctx);
    const body = { companyId: company.id, serviceId: service.id, date: stockholmDate(3), startTime: '10:00' };

    const evil = await client.request<ApiError>('POST', '/api/bookings', body, {
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(evil.json.error).toEqual({ code: 'cross_origin', message: CROSS_ORIGIN_MESSAGE });
    const sneaky = await client.request('POST', '/api/bookings', body, {
      origin: '',
      'sec-fetch-site': 'cross-site',
    });
    expect(sneaky.status).toBe(403);
    expect(await countRows(ctx.deps.db, bookings)).toBe(0);

    const own = await client.request('POST', '/api/bookings', body);
    expect(own.status).toBe(201);
  });

  it('refuses cross-origin writes on every kind of endpoint, also multipart uploads and sign-in', async () => {
    const { client } = await signedInClient(ctx);
    const form = new FormData();
    form.set('file', new Blob([Buffer.from('x')], { type: 'image/png' }), 'logga.png');
    const upload = await ctx.app.request('/api/admin/settings/logo', {
      method: 'POST',
      body: form,
      headers: { origin: 'https://evil.example' },
    });
    expect(upload.status).toBe(403);
    for (const [method, path] of [
      ['POST', '/api/contact'],
      ['PATCH', '/api/me/profile'],
      ['DELETE', '/api/admin/services/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      const res = await client.request(method, path, {}, { origin: 'https://evil.example' });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const user = await createVerifiedUser(ctx.deps.db);
    const signIn = await new TestClient(ctx).request(
      'POST',
      '/api/auth/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const res = await new TestClient(ctx).request('GET', '/api/companies', undefined, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(200);
  });
});

describe.each(databaseKinds())('session cookie over https on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { APP_URL: 'https://tidvis.example' });
  });
  afterAll(() => ctx.close());

  it('is Secure, HttpOnly and SameSite=Lax when the app is served over https', async () => {
    const user = await createVerifiedUser(ctx.deps.db);
    const res = await new TestClient(ctx).request(
      'POST',
      '/api/auth/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://tidvis.example' },
    );
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => /session_token=/.test(c));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/^__Secure-/);
  });
});

/*
 * without APP_URL the app works at whatever address it is opened by (127.0.0.1, a phone on the same
 * network): a write whose Origin is the request's own scheme and host is accepted, sign-in included. With APP_URL
 * only it and TRUSTED_ORIGINS are.
 */
describe('origins follow the address the app is opened by', () => {
  const contexts: TestContext[] = [];
  afterAll(() => Promise.all(contexts.map((c) => c.close())));

  /** A sign-in as a browser at `origin` sends it, to the server at `host`. */
  const signInFrom = async (ctx: TestContext, host: string, origin: string) => {
    const user = await createVerifiedUser(ctx.deps.db);
    return ctx.app.request(`http://${host}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
  };

  it('without APP_URL accepts writes from the request’s own origin at any address, and no other', async () => {
    const ctx = await createTestContext('pglite');
    contexts.push(ctx);
    expect((await signInFrom(ctx, '127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await signInFrom(ctx, '192.168.1.20:3000', 'http://192.168.1.20:3000')).status).toBe(200);
    const other = await signInFrom(ctx, '127.0.0.1:3000', 'http://192.168.1.20:3000');
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(CROSS_ORIGIN_MESSAGE);
  });

  it('with APP_URL accepts only it and TRUSTED_ORIGINS, whatever the Host header says', async () => {
    const ctx = await createTestContext('pglite', {
      APP_URL: 'https://boka.tidvis.example',
      TRUSTED_ORIGINS: 'https://www.salong.example, https://partner.example/path',
    });
    contexts.push(ctx);
    expect((await signInFrom(ctx, 'boka.tidvis.example', 'https://boka.tidvis.example')).status).toBe(200);
    expect((await signInFrom(ctx, 'boka.tidvis.example', 'https://www.salong.example')).status).toBe(200);
    expect((await signInFrom(ctx, 'boka.tidvis.example', 'https://partner.example')).status).toBe(200);
    expect((await signInFrom(ctx, 'evil.example', 'http://evil.example')).status).toBe(403);
  });

  it('refuses a TRUSTED_ORIGINS entry that is not an origin', () => {
    expect(() => parseEnv({ TRUSTED_ORIGINS: 'inte en adress' })).toThrow(/not an origin/);
  });
});
