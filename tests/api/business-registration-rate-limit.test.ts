import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { companies, outbox } from '../../src/server/db/schema';
import { countRows } from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

const RATE_LIMITED = 'För många försök. Vänta en stund och försök igen.';

const form = (email: string) => ({
  contactName: 'Karin Lind',
  companyName: 'Frisör Spam',
  email,
  phone: '08-555 123 45',
  description: 'Klipper.',
  categories: ['frisor'],
  password: 'Hemligt123',
  confirmPassword: 'Hemligt123',
  acceptTerms: true,
});

const register = (ctx: Pick<TestContext, 'app'>, address: string, body: unknown) =>
  new TestClient(ctx as TestContext).request<ApiError>('POST', '/api/business-registrations', body, {
    'x-forwarded-for': address,
  });

describe.each(databaseKinds())('business registration rate limit (production settings) on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => ctx.close());

  it('allows 5 registrations per client address in 10 minutes, then answers 429 without mailing', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 5; i++) {
      expect((await register(ctx, address, form(`spam${i}@example.se`))).status).toBe(201);
    }
    const mails = await countRows(ctx.deps.db, outbox);
    const companiesBefore = await countRows(ctx.deps.db, companies);

    const refused = await register(ctx, address, form('spam5@example.se'));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: 'rate_limited', message: RATE_LIMITED } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows(ctx.deps.db, outbox)).toBe(mails);
    expect(await countRows(ctx.deps.db, companies)).toBe(companiesBefore);

    expect((await register(ctx, '203.0.113.21', form('annan@example.se'))).status).toBe(201);
  });

  it('counts invalid attempts too, and in the database, so another server process refuses as well', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < 5; i++) expect((await register(ctx, address, { email: 'x' })).status).toBe(400);
    // A second app on the same database stands in for another server process behind the load balancer.
    const otherProcess = { app: createApp({ ...ctx.deps }) };
    const refused = await register(otherProcess, address, form('process@example.se'));
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(RATE_LIMITED);
  });
});

describe('business registration rate limit (NODE_ENV=test)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx.close());

  it('is off, so the other API tests may register freely', async () => {
    for (let i = 0; i < 7; i++)
      expect((await register(ctx, '203.0.113.40', { email: 'x' })).status).toBe(400);
  });
});
