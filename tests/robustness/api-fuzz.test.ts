import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingRow,
  createCompany,
  createService,
  makeAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * every API endpoint, read from the app's route table, gets random path parameters, query strings and
 * bodies (JSON of any shape, and text that is not JSON) from guests, customers, company admins and the platform
 * operator. Whatever arrives, the answer is never a 5xx. Endpoints added later are covered automatically.
 */

const RUNS_PER_ROUTE = 12;
/** Fixed so CI is repeatable; set FC_SEED to explore other inputs. */
const SEED = Number(process.env.FC_SEED ?? 20261120);

/** `METHOD /api/...` of every API route; better-auth's catch-all and the never-ending event streams excepted. */
function apiRoutes(ctx: TestContext): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of ctx.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.startsWith('/api/auth/'))
      continue;
    if (route.path.endsWith('/events')) continue;
    seen.set(`${route.method} ${route.path}`, {
      method: route.method,
      path: route.path.replace(/\/$/, '') || '/',
    });
  }
  return [...seen.values()];
}

describe.each(databaseKinds())('random input never gets a 5xx on %s', (kind) => {
  let ctx: TestContext;
  const clients: Record<string, TestClient> = {};
  const knownIds: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const booking = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(3),
      startTime: '10:00',
    });
    knownIds.push(company.id, service.id, booking.id, booking.customerId, company.slug);
    clients.guest = new TestClient(ctx);
    clients.customer = (await signedInClient(ctx)).client;
    const admin = await signedInClient(ctx);
    await makeAdmin(ctx.deps.db, admin.user.id, company.id);
    clients.admin = admin.client;
    clients.operator = (await signedInClient(ctx, 'drift@tidvis.se')).client;
  });
  afterAll(() => ctx.close());

  const segment = () =>
    fc.oneof(
      fc.constantFrom(...knownIds),
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('..', '%00', 'null', '-1', '0', '1e309', "' or 1=1 --", '<script>'),
    );
  const query = fc.dictionary(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
    {
      maxKeys: 4,
    },
  );
  const body = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.object().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
  );

  it('answers every route for every role with a status below 500', async () => {
    const routes = apiRoutes(ctx);
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      for (const [role, client] of Object.entries(clients)) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment(), { minLength: 4, maxLength: 4 }),
            query,
            body,
            async (params, q, raw) => {
              let i = 0;
              const url = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++ % params.length]!));
              const search = new URLSearchParams(Object.entries(q)).toString();
              const res = await client.request(
                method,
                `${url}${search ? `?${search}` : ''}`,
                method === 'GET' ? undefined : raw,
                {
                  'content-type': 'application/json',
                },
              );
              expect(
                res.status,
                `${role} ${method} ${url}?${search} ${raw.slice(0, 80)} -> ${res.text.slice(0, 200)}`,
              ).toBeLessThan(500);
            },
          ),
          { numRuns: RUNS_PER_ROUTE, seed: SEED },
        );
      }
    }
  }, 300_000);

  /*
   * the input classes that broke before, on every route and for every role: NUL and other control
   * characters, the years 0000 and 9999, a local time the clocks skip (last Sunday of March), and 1 MB strings.
   */
  it('answers control characters, impossible years, skipped local times and 1 MB strings with a status below 500', async () => {
    const textKeys = [
      'name',
      'firstName',
      'lastName',
      'email',
      'phone',
      'notes',
      'message',
      'subject',
      'reason',
      'q',
      'password',
      'newPassword',
      'currentPassword',
      'otp',
      'token',
      'image',
    ];
    const dateKeys = ['date', 'week', 'from', 'to'];
    const megabyte = 'å'.repeat(512 * 1024);
    const payloads: Record<string, string>[] = [
      Object.fromEntries(textKeys.map((k) => [k, 'a\u0000b'])),
      Object.fromEntries(textKeys.map((k) => [k, 'a\u001bb\u007f'])),
      // a lone surrogate (not well-formed Unicode), which PostgreSQL refused in queued e-mails.
      Object.fromEntries(textKeys.map((k) => [k, 'a\ud800b'])),
      Object.fromEntries(textKeys.map((k) => [k, '\udfff'])),
      { ...Object.fromEntries(dateKeys.map((k) => [k, '0000-01-01'])), startTime: '10:00', endTime: '11:00' },
      { ...Object.fromEntries(dateKeys.map((k) => [k, '9999-12-31'])), startTime: '10:00', endTime: '11:00' },
      { ...Object.fromEntries(dateKeys.map((k) => [k, '2027-02-30'])), startTime: '10:00', endTime: '11:00' },
      { ...Object.fromEntries(dateKeys.map((k) => [k, '2027-03-28'])), startTime: '02:00', endTime: '03:00' },
      { ...Object.fromEntries(dateKeys.map((k) => [k, '2027-03-28'])), startTime: '02:30', endTime: '02:45' },
      { name: megabyte, notes: megabyte, phone: megabyte, password: megabyte, email: megabyte },
    ];
    // better-auth's endpoints are not in the route table (one catch-all): the ones it serves, by hand.
    const authRoutes = [
      'sign-up/email',
      'sign-in/email',
      'sign-in/email-otp',
      'email-otp/verify-email',
      'email-otp/send-verification-otp',
      'email-otp/reset-password',
      'request-password-reset',
      'reset-password',
      'change-password',
      'update-user',
      'sign-out',
    ].map((path) => ({ method: 'POST', path: `/api/auth/${path}` }));
    const routes = [...apiRoutes(ctx), ...authRoutes, { method: 'GET', path: '/api/auth/get-session' }];
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(knownIds[0]!));
      for (const [role, client] of Object.entries(clients)) {
        for (const payload of payloads) {
          const small = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, v.slice(0, 2000)]));
          const search = new URLSearchParams(small).toString();
          const res = await client.request(
            method,
            method === 'GET' ? `${url}?${search}` : url,
            method === 'GET' ? undefined : JSON.stringify(payload),
            { 'content-type': 'application/json' },
          );
          expect(
            res.status,
            `${role} ${method} ${url} ${JSON.stringify(small).slice(0, 120)} -> ${res.text.slice(0, 200)}`,
          ).toBeLessThan(500);
        }
      }
    }
  }, 600_000);
  /*
   * bodies that are JSON but no object (`null`, an array, a string, a number), and bodies over the
   * 64 KB limit, on every route for every role, better-auth's included: 400 and 413, never a 5xx.
   */
  it('answers non-object JSON bodies with 400 and oversize bodies with 413 on every route', async () => {
    const authRoutes = [
      'sign-up/email',
      'sign-in/email',
      'email-otp/verify-email',
      'email-otp/send-verification-otp',
      'request-password-reset',
      'reset-password',
      'change-password',
      'update-user',
    ].map((path) => ({ method: 'POST', path: `/api/auth/${path}` }));
    const routes = [...apiRoutes(ctx).filter((r) => r.method !== 'GET'), ...authRoutes];
    const oversize = JSON.stringify({ name: 'x'.repeat(64 * 1024), notes: 'y' });
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(knownIds[0]!));
      for (const [role, client] of Object.entries(clients)) {
        for (const raw of ['null', '[]', '[{"name":"a"}]', '"text"', '0', 'false']) {
          const res = await client.request(method, url, raw, { 'content-type': 'application/json' });
          // The door refuses it before any route, guard or session check.
          expect(res.status, `${role} ${method} ${url} ${raw} -> ${res.text.slice(0, 200)}`).toBe(400);
        }
        const big = await client.request(method, url, oversize, { 'content-type': 'application/json' });
        expect(big.status, `${role} ${method} ${url} oversize -> ${big.text.slice(0, 200)}`).toBe(413);
      }
    }
  }, 300_000);
});
