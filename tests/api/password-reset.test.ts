import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, session, verification } from '../../src/server/db/schema';
import { countRows, signedInClient, TEST_PASSWORD } from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext, type TestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
/** An error answer of the auth endpoints: a code, the Swedish message and, on a cooldown, the seconds to wait. */
interface AuthError {
  code?: string;
  message: string;
  retryAfter?: number;
}
/** The reset request's answer, the same whether or not the address has an account. */
interface ResetRequested {
  status: boolean;
  message: string;
}
/** `GET /api/password-reset/status`: whether the link's token still resets. */
interface ResetStatus {
  valid: boolean;
}
/** `GET /api/me` as these tests read it: the signed-in user's e-mail, or null for a guest. */
interface Me {
  user: { email: string } | null;
}
/** `GET /api/me` of a client the test has signed in. */
interface SignedInMe extends Me {
  user: { email: string };
}

const NEW_PASSWORD = 'NyttLosen42';

/** The token of the newest reset link mailed to `email` (outbox), or null when none was sent. */
async function mailedToken(ctx: TestContext, email: string): Promise<string | null> {
  const [mail] = await ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.subject, 'Återställ ditt lösenord')))
    .orderBy(desc(outbox.id));
  if (!mail) return null;
  const text = (mail.payload as { text: string }).text;
  const token = /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

/** How many reset e-mails went to `email`. */
async function resetMailCount(ctx: TestContext, email: string): Promise<number> {
  const rows = await ctx.deps.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.subject, 'Återställ ditt lösenord')));
  return rows.length;
}

describe.each(databaseKinds())('forgot and reset password on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('answers a known and an unknown e-mail alike, and mails a link only to the known one', async () => {
    const { user } = await signedInClient(ctx, 'glomsk@example.se');
    const mailsBefore = await countRows(ctx.deps.db, outbox);
    const known = await new TestClient(ctx).post<ResetRequested>('/api/auth/request-password-reset', {
      email: user.email,
    });
    const unknown = await new TestClient(ctx).post<ResetRequested>('/api/auth/request-password-reset', {
      email: 'finns.inte@example.se',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(await countRows(ctx.deps.db, outbox)).toBe(mailsBefore + 1);
    expect(await mailedToken(ctx, 'finns.inte@example.se')).toBeNull();
    const [mail] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect((mail?.payload as { text: string }).text).toContain('http://localhost:3000/reset-password?token=');
    expect((mail?.payload as { html: string }).html).toContain('Välj nytt lösenord');
  });

  it('rejects a malformed e-mail with the form message', async () => {
    const res = await new TestClient(ctx).post<AuthError>('/api/auth/request-password-reset', {
      email: 'inte-en-adress',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Ange en giltig e-postadress');
  });

  it('resets once with the mailed token: old password and sessions stop working, the new one works', async () => {
    const { client, user } = await signedInClient(ctx, 'aterstall@example.se');
    expect((await client.get<SignedInMe>('/api/me')).json.user.email).toBe(user.email);
    await new TestClient(ctx).post('/api/auth/request-password-reset', { email: user.email });
    const token = await mailedToken(ctx, user.email);
    expect(token).toBeTruthy();

    const status = await new TestClient(ctx).get<ResetStatus>(`/api/password-reset/status?token=${token}`);
    expect(status.json).toEqual({ valid: true });

    const weak = await new TestClient(ctx).post<AuthError>('/api/auth/reset-password', {
      token,
      newPassword: 'svagt',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe('Lösenordet måste vara minst 8 tecken långt');
    const noDigit = await new TestClient(ctx).post<AuthError>('/api/auth/reset-password', {
      token,
      newPassword: 'Hemligheter',
    });
    expect(noDigit.json.message).toBe('Lösenordet måste innehålla minst en siffra');

    const reset = await new TestClient(ctx).post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    const second = await new TestClient(ctx).post<AuthError>('/api/auth/reset-password', {
      token,
      newPassword: 'AnnatLosen99',
    });
    expect(second.status).toBe(400);
    expect(second.json.code).toBe('INVALID_TOKEN');
    expect(
      (await new TestClient(ctx).get<ResetStatus>(`/api/password-reset/status?token=${token}`)).json,
    ).toEqual({
      valid: false,
    });

    expect((await client.get<Me>('/api/me')).json.user).toBeNull();
    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(0);
    const old = await new TestClient(ctx).post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = new TestClient(ctx);
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email: user.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await fresh.get<SignedInMe>('/api/me')).json.user.email).toBe(user.email);
  });

  it('refuses an expired link and an unknown token', async () => {
    const { user } = await signedInClient(ctx, 'sen@example.se');
    await new TestClient(ctx).post('/api/auth/request-password-reset', { email: user.email });
    const token = await mailedToken(ctx, user.email);
    const [row] = await ctx.deps.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `reset-password:${token}`));
    const minutesLeft = row ? (row.expiresAt.getTime() - Date.now()) / 60_000 : 0;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    await ctx.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    expect(
      (await new TestClient(ctx).get<ResetStatus>(`/api/password-reset/status?token=${token}`)).json,
    ).toEqual({
      valid: false,
    });
    const expired = await new TestClient(ctx).post<AuthError>('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.json.code).toBe('INVALID_TOKEN');
    const unknown = await new TestClient(ctx).post('/api/auth/reset-password', {
      token: 'pahittad',
      newPassword: NEW_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect(
      (
        await new TestClient(ctx).post('/api/auth/sign-in/email', {
          email: user.email,
          password: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it('mails one link per address a minute: a second request, from any client, is 429 with the wait and sends nothing', async () => {
    const { user } = await signedInClient(ctx, 'otalig@example.se');
    const unknown = 'okand.otalig@example.se';
    const ask = (email: string) =>
      new TestClient(ctx).post<AuthError>('/api/auth/request-password-reset', { email });
    expect((await ask(user.email)).status).toBe(200);
    expect((await ask(unknown)).status).toBe(200);
    expect(await resetMailCount(ctx, user.email)).toBe(1);

    ctx.advance(0.5);
    const again = await ask(user.email);
    const againUnknown = await ask(unknown);
    expect(again.status).toBe(429);
    expect(again.json.code).toBe('PASSWORD_RESET_COOLDOWN');
    expect(again.json.retryAfter).toBeGreaterThan(25);
    expect(again.json.retryAfter).toBeLessThanOrEqual(30);
    expect(again.headers.get('retry-after')).toBe(String(again.json.retryAfter));
    expect(again.json.message).toBe(`Vänta ${again.json.retryAfter} s innan du begär en ny länk.`);
    // The same answer for an address without an account: the wait tells nothing about who has one.
    expect(againUnknown.status).toBe(again.status);
    expect(againUnknown.json).toEqual(again.json);
    // The code-by-mail reset paths are switched off: no screen uses them.
    const byCode = await new TestClient(ctx).post('/api/auth/email-otp/request-password-reset', {
      email: user.email,
    });
    expect(byCode.status).toBe(404);
    expect(await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email))).toHaveLength(1);

    ctx.advance(0.5);
    expect((await ask(user.email)).status).toBe(200);
    expect(await resetMailCount(ctx, user.email)).toBe(2);
    ctx.advance(-1);
  });

  it('answers the status check without a token with 400', async () => {
    const res = await new TestClient(ctx).get<ApiError>('/api/password-reset/status');
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Ogiltig länk');
  });
});

describe('password reset rate limit (production settings)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => ctx.close());

  it('allows 3 reset requests a minute per client address, then answers 429', async () => {
    const client = new TestClient(ctx);
    // A new e-mail address each time: one address may ask only once a minute anyway.
    const ask = (n: number) =>
      client.request(
        'POST',
        '/api/auth/request-password-reset',
        { email: `spam${n}@example.se` },
        { 'x-forwarded-for': '203.0.113.7' },
      );
    for (let i = 0; i < 3; i++) expect((await ask(i)).status).toBe(200);
    expect((await ask(3)).status).toBe(429);
    const other = await client.request(
      'POST',
      '/api/auth/request-password-reset',
      { email: 'spam4@example.se' },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expect(other.status).toBe(200);
  });
});
