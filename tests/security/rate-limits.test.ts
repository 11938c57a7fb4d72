import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createVerifiedUser } from '../factories';
import { TestClient } from '../http';
import { createTestContext, type TestContext } from '../test-db';

/*
 * Issue 6 §2: password guessing is slowed down per client address with production settings (the limiter is off
 * under NODE_ENV=test so the rest of the suite can sign in freely). The 6-digit code's own limit (it dies after 5
 * wrong tries) is in tests/api/auth.test.ts.
 */
describe('login rate limit (production settings)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('answers 429 after 3 sign-in attempts in 10 s from one address, even with the right password; others pass', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const client = new TestClient(ctx);
    const attempt = (password: string, ip = '203.0.113.20') =>
      client.request('POST', '/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect((await attempt('Fel12345')).status).toBe(401);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-retry-after')).toMatch(/^\d+$/);
    expect((await attempt(TEST_PASSWORD, '203.0.113.21')).status).toBe(200);
  });
});
