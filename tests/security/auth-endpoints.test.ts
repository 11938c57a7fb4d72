import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCKED_MESSAGE,
  ACCOUNT_LOCK_CLIENT_TRIES,
  ACCOUNT_LOCK_MINUTES,
} from '../../src/server/auth/account-lock';
import { outbox, user } from '../../src/server/db/schema';
import { TEST_PASSWORD, createVerifiedUser, signedInClient } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/** An error answer of the auth endpoints: a code and the Swedish message. */
interface AuthError {
  code?: string;
  message: string;
}

/*
 * better-auth's own endpoints follow our rules (update-user gets our name and phone schemas,
 * a code sent to an unknown address signs no one up; sign-in and reset by code are off), and wrong
 * passwords lock sign-in for 15 minutes (per client first, then per account; see sign-in-lock.test.ts).
 */
describe.each(databaseKinds())('better-auth endpoints under our rules on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('update-user refuses a 1 MB name and a 5,000-character phone, and stores a valid phone in E.164', async () => {
    const { client, user: me } = await signedInClient(ctx);
    // A 1 MB body is refused at the door (64 KB body limit, tests/security/input-limits.test.ts), a long name
    // within it by our name rule.
    const hugeName = await client.request('POST', '/api/auth/update-user', { name: 'x'.repeat(1_000_000) });
    expect(hugeName.status).toBe(413);
    const longName = await client.request('POST', '/api/auth/update-user', { name: 'x'.repeat(5000) });
    expect(longName.status).toBe(400);
    const longPhone = await client.request<AuthError>('POST', '/api/auth/update-user', {
      phone: '1'.repeat(5000),
    });
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

  it('the e-mailed-code reset path is switched off: only the mailed link resets a password', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const res = await new TestClient(ctx).request('POST', '/api/auth/email-otp/reset-password', {
      email,
      otp: '123456',
      password: 'aaaaaaaa',
    });
    expect(res.status).toBe(404);
  });

  it('a sign-in code for an unknown address creates no account', async () => {
    const email = `okand-${Date.now()}@example.se`;
    const client = new TestClient(ctx);
    await client.request('POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const signIn = await client.request('POST', '/api/auth/sign-in/email-otp', { email, otp: '123456' });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(await ctx.deps.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('locks sign-in from a client after its wrong passwords, even with the right one, and opens again after 15 minutes', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const attempt = (password: string) =>
      new TestClient(ctx).request<AuthError>('POST', '/api/auth/sign-in/email', { email, password });
    for (let i = 0; i < ACCOUNT_LOCK_CLIENT_TRIES; i++) {
      expect((await attempt('Fel12345')).status).toBe(401);
    }
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe('ACCOUNT_LOCKED');
    expect(locked.json.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    expect(locked.headers.getSetCookie().some((c) => /session_token=/.test(c))).toBe(false);
    // One client's lock is not the account's: the owner is mailed only at the account-wide limit
    // (tests/security/sign-in-lock.test.ts).
    expect(
      await ctx.deps.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, email),
            eq(outbox.subject, 'Inloggningen till ditt konto är tillfälligt låst'),
          ),
        ),
    ).toEqual([]);

    // 15 minutes later the lock is over.
    ctx.advance(ACCOUNT_LOCK_MINUTES + 1);
    try {
      expect((await attempt(TEST_PASSWORD)).status).toBe(200);
      // A successful sign-in forgets the wrong ones: as many again are checked, not refused.
      for (let i = 0; i < ACCOUNT_LOCK_CLIENT_TRIES; i++) {
        expect((await attempt('Fel12345')).status).toBe(401);
      }
    } finally {
      ctx.advance(-(ACCOUNT_LOCK_MINUTES + 1));
    }
  });

  it('counts wrong passwords for unknown addresses alike, so a lock tells nothing, and mails no one', async () => {
    const email = `finns-inte-${Date.now()}@example.se`;
    for (let i = 0; i < ACCOUNT_LOCK_CLIENT_TRIES; i++) {
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
