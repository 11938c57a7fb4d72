import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createVerifiedUser } from '../factories';
import { TestClient } from '../http';
import { createTestContext, type TestContext } from '../test-db';

/*
 * password guessing is slowed down per client address with production settings (the limiter is off
 * under NODE_ENV=test so the rest of the suite can sign in freely). The 6-digit code's own limit (it dies after 5
 * wrong tries) is in tests/api/auth.test.ts.
 */
describe('login rate limit (production settings)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // As behind one reverse proxy, so X-Forwarded-For's last entry tells the clients apart.
    ctx = await createTestContext('pglite', { NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '1' });
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

describe('client address for rate limits', () => {
  const contexts: TestContext[] = [];
  afterAll(() => Promise.all(contexts.map((c) => c.close())));

  const guessFromAddresses = async (trustedProxyHops: string, forwardedFor: string[]) => {
    const ctx = await createTestContext('pglite', {
      NODE_ENV: 'production',
      TRUSTED_PROXY_HOPS: trustedProxyHops,
    });
    contexts.push(ctx);
    const { email } = await createVerifiedUser(ctx.deps.db);
    const client = new TestClient(ctx);
    const statuses: number[] = [];
    for (const header of forwardedFor) {
      const res = await client.request(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'Fel12345' },
        { 'x-forwarded-for': header },
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For without a trusted proxy: a new address per attempt does not escape the limit', async () => {
    const statuses = await guessFromAddresses('0', [
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
      '198.51.100.4',
    ]);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("behind one proxy, keys on the address the proxy appended, not on the client's forged entries", async () => {
    const statuses = await guessFromAddresses(
      '1',
      ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map(
        (forged) => `${forged}, 203.0.113.40`,
      ),
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
