import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED_MESSAGE, ACCOUNT_LOCK_FAILURES } from '../../src/server/auth/account-lock';
import { outbox, rateLimit, user } from '../../src/server/db/schema';
import { addressKey } from '../../src/server/security/address-key';
import { TEST_PASSWORD, createVerifiedUser, signedInClient } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * Issue 14 §4 and §8: better-auth's own endpoints follow our rules (update-user gets our name and phone schemas,
 * the e-mailed-code reset our password rules, a code sent to an unknown address signs no one up), and wrong
 * passwords lock an account for 15 minutes after 10 in a row, whichever addresses they come from.
 */
describe.each(databaseKinds())('better-auth endpoints under our rules on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('update-user refuses a 1 MB name and a 5,000-character phone, and stores a valid phone in E.164', async () => {
    const { client, user: me } = await signedInClient(ctx);
    const longName = await client.request('POST', '/api/auth/update-user', { name: 'x'.repeat(1_000_000) });
    expect(longName.status).toBe(400);
    const longPhone = await client.request('POST', '/api/auth/update-user', { phone: '1'.repeat(5000) });
    expect(longPhone.status).toBe(400);
    expect(longPhone.json.message).toBe('Ange ett giltigt telefonnummer');
    const ok = await client.request('POST', '/api/auth/update-user', {
      name: 'Ny Namnsson',
      phone: '070-123 45 67',
    });
    expect(ok.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(user).where(eq(user.id, me.id));
    expect(row?.name).toBe('Ny Namnsson');
    expect(row?.phone).toBe('+46701234567');
  });

  it('the e-mailed-code reset path refuses a weak password, like the link reset', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const res = await new TestClient(ctx).request('POST', '/api/auth/email-otp/reset-password', {
      email,
      otp: '123456',
      password: 'aaaaaaaa',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Lösenordet måste/);
  });

  it('a sign-in code for an unknown address creates no account', async () => {
    const email = `okand-${Date.now()}@example.se`;
    const client = new TestClient(ctx);
    await client.request('POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const signIn = await client.request('POST', '/api/auth/sign-in/email-otp', { email, otp: '123456' });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(await ctx.deps.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('locks an account after 10 wrong passwords from any address, mails its owner once, and opens again after 15 minutes', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const attempt = (password: string, ip: string) =>
      new TestClient(ctx).request(
        'POST',
        '/api/auth/sign-in/email',
        { email, password },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      expect((await attempt('Fel12345', `198.51.100.${i}`)).status).toBe(401);
    }
    const locked = await attempt(TEST_PASSWORD, '198.51.100.200');
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(locked.headers.getSetCookie().some((c) => /session_token=/.test(c))).toBe(false);
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.recipient, email),
          eq(outbox.subject, 'Inloggningen till ditt konto är tillfälligt låst'),
        ),
      );
    expect(mails).toHaveLength(1);

    // 15 minutes later the lock is over.
    await ctx.deps.db
      .update(rateLimit)
      .set({ lastRequest: sql`${rateLimit.lastRequest} - ${15 * 60_000 + 1}` })
      .where(eq(rateLimit.key, addressKey('login-account', email)));
    expect((await attempt(TEST_PASSWORD, '198.51.100.201')).status).toBe(200);
    // A successful sign-in forgets the wrong ones.
    expect(
      await ctx.deps.db
        .select()
        .from(rateLimit)
        .where(eq(rateLimit.key, addressKey('login-account', email))),
    ).toEqual([]);
  });

  it('counts wrong passwords for unknown addresses alike, so a lock tells nothing, and mails no one', async () => {
    const email = `finns-inte-${Date.now()}@example.se`;
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      const res = await new TestClient(ctx).request('POST', '/api/auth/sign-in/email', {
        email,
        password: 'Fel12345',
      });
      expect(res.status).toBe(401);
    }
    const res = await new TestClient(ctx).request('POST', '/api/auth/sign-in/email', {
      email,
      password: 'Fel12345',
    });
    expect(res.status).toBe(429);
    expect(await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });
});
