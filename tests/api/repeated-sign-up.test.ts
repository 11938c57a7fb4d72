import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pendingSignUps } from '../../src/server/db/schema';
import { applyRetention } from '../../src/server/jobs/retention';
import { createVerifiedUser, TEST_PASSWORD } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/** What these tests read of Better Auth's sign-up answer: the session token (null until verified) and the user. */
interface SignUpAnswer {
  token: string | null;
  user: { email: string };
}

/** What these tests read of the e-mail code's verification answer: the signed-in user. */
interface VerifyAnswer {
  user: Record<string, unknown>;
}

/** What these tests read of `GET /api/me` (me.routes.ts): the signed-in user, null for guests. */
interface Me {
  user: Record<string, unknown> | null;
}

const signup = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'Forsta123',
  name: 'Maja Berg',
  firstName: 'Maja',
  lastName: 'Berg',
  ...overrides,
});

/** The e-mails in the outbox to `email`, newest first: subject and plain text. */
async function mailsTo(ctx: ClockedTestContext, email: string) {
  const rows = await ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'email')))
    .orderBy(desc(outbox.id));
  return rows.map((r) => ({ subject: r.subject ?? '', text: (r.payload as { text: string }).text }));
}

/** The codes of the verification e-mails to `email`, newest first. */
async function codesTo(ctx: ClockedTestContext, email: string): Promise<string[]> {
  return (await mailsTo(ctx, email))
    .filter((m) => /verifieringskod/i.test(m.subject))
    .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '');
}

/** The status of signing in with `email` and `password` from a fresh browser. */
async function signInStatus(ctx: ClockedTestContext, email: string, password: string): Promise<number> {
  return (await new TestClient(ctx).post('/api/auth/sign-in/email', { email, password })).status;
}

/** The pending sign-ups stored for `email`. */
async function pendingFor(ctx: ClockedTestContext, email: string) {
  return ctx.deps.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
}

/** The names of the cookies an answer sets. */
const cookieNames = (headers: Headers) => headers.getSetCookie().map((c) => c.split('=')[0]);

describe.each(databaseKinds())('signing up again with a known address on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  // Decision 023: the second sign-up's password, name and phone are applied only when the browser that
  // made it confirms the code (before: at once, from any browser). So this browser signs up twice and confirms.
  it('a never-confirmed account gets a fresh code, and the same browser confirming keeps its latest password, name and phone', async () => {
    const email = 'obekraftad@example.se';
    const browser = new TestClient(ctx);
    const first = await browser.post('/api/auth/sign-up/email', signup(email));
    expect(first.status).toBe(200);
    expect(await codesTo(ctx, email)).toHaveLength(1);

    const second = await browser.post<SignUpAnswer>(
      '/api/auth/sign-up/email',
      signup(email, {
        password: 'Andra456',
        name: 'Maja Lind',
        lastName: 'Lind',
        phone: '070-123 45 67',
      }),
    );
    expect(second.status).toBe(200);
    expect(second.json.token).toBeNull();
    const codes = await codesTo(ctx, email);
    expect(codes).toHaveLength(2);

    const verified = await browser.post<VerifyAnswer>('/api/auth/email-otp/verify-email', {
      email,
      otp: codes[0],
    });
    expect(verified.status).toBe(200);
    expect(verified.json.user).toMatchObject({ name: 'Maja Lind', lastName: 'Lind', phone: '+46701234567' });
    expect((await browser.get<Me>('/api/me')).json.user).toMatchObject({
      email,
      name: 'Maja Lind',
      lastName: 'Lind',
      phone: '+46701234567',
    });

    const old = await new TestClient(ctx).post('/api/auth/sign-in/email', { email, password: 'Forsta123' });
    expect(old.status).toBe(401);
    const latest = await new TestClient(ctx).post('/api/auth/sign-in/email', { email, password: 'Andra456' });
    expect(latest.status).toBe(200);
  });

  it('a confirmed account gets the same answer, no code, an e-mail about the attempt, and keeps its password', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db, 'finns.redan@example.se');
    const fresh = await new TestClient(ctx).post<SignUpAnswer>(
      '/api/auth/sign-up/email',
      signup('helt.ny@example.se'),
    );
    const known = await new TestClient(ctx).post<SignUpAnswer>(
      '/api/auth/sign-up/email',
      signup(email, { password: 'Kapning789' }),
    );
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(Object.keys(known.json.user).sort()).toEqual(Object.keys(fresh.json.user).sort());
    expect(known.json.user.email).toBe(email);

    const mails = await mailsTo(ctx, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Försök att skapa ett konto med din e-postadress');
    expect(mails[0]?.text).toContain('försökte skapa ett konto på Tidvis med den här e-postadressen');
    expect(mails[0]?.text).toContain('Logga in: http://localhost:3000/auth?tab=login');
    expect(mails[0]?.text).toContain('Återställ lösenordet: http://localhost:3000/forgot-password');
    expect(await codesTo(ctx, email)).toHaveLength(0);

    const intruder = await new TestClient(ctx).post('/api/auth/sign-in/email', {
      email,
      password: 'Kapning789',
    });
    expect(intruder.status).toBe(401);
    const owner = await new TestClient(ctx).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(owner.status).toBe(200);
  });

  it('tells a confirmed account of repeated attempts once per 10 minutes', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db, 'upprepad@example.se');
    for (let i = 0; i < 3; i++) {
      expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(email))).status).toBe(200);
    }
    expect(await mailsTo(ctx, email)).toHaveLength(1);
    ctx.advance(10);
    expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(email))).status).toBe(200);
    expect(await mailsTo(ctx, email)).toHaveLength(2);
    ctx.advance(-10);
  });
  it('an intruder signing up after the owner does not get their password into the account the owner confirms', async () => {
    const email = 'agare.forst@example.se';
    const owner = new TestClient(ctx);
    const intruder = new TestClient(ctx);
    expect(
      (await owner.post('/api/auth/sign-up/email', signup(email, { password: 'Agare1234' }))).status,
    ).toBe(200);
    const second = await intruder.post(
      '/api/auth/sign-up/email',
      signup(email, { password: 'Kapare999', firstName: 'Kalle', name: 'Kalle Berg' }),
    );
    expect(second.status).toBe(200);
    expect(await pendingFor(ctx, email)).toHaveLength(1);

    const [newest] = await codesTo(ctx, email);
    const verified = await owner.post('/api/auth/email-otp/verify-email', { email, otp: newest });
    expect(verified.status).toBe(200);
    expect((await owner.get<Me>('/api/me')).json.user).toMatchObject({ email, firstName: 'Maja' });

    expect(await signInStatus(ctx, email, 'Agare1234')).toBe(200);
    expect(await signInStatus(ctx, email, 'Kapare999')).toBe(401);
    expect(await pendingFor(ctx, email)).toHaveLength(0);
  });

  it('an intruder signing up first is overridden by the owner who signs up second and confirms', async () => {
    const email = 'kapare.forst@example.se';
    const intruder = new TestClient(ctx);
    const owner = new TestClient(ctx);
    expect(
      (
        await intruder.post(
          '/api/auth/sign-up/email',
          signup(email, { password: 'Kapare999', firstName: 'Kalle' }),
        )
      ).status,
    ).toBe(200);
    const second = await owner.post('/api/auth/sign-up/email', signup(email, { password: 'Agare1234' }));
    expect(second.status).toBe(200);

    const [newest] = await codesTo(ctx, email);
    const verified = await owner.post('/api/auth/email-otp/verify-email', { email, otp: newest });
    expect(verified.status).toBe(200);
    expect((await owner.get<Me>('/api/me')).json.user).toMatchObject({
      email,
      firstName: 'Maja',
      name: 'Maja Berg',
    });

    expect(await signInStatus(ctx, email, 'Agare1234')).toBe(200);
    expect(await signInStatus(ctx, email, 'Kapare999')).toBe(401);
    expect(await pendingFor(ctx, email)).toHaveLength(0);
  });

  it('answers a repeated sign-up with the same cookies as a new one: an httpOnly, SameSite=Lax attempt cookie on /api/auth', async () => {
    const { email: confirmed } = await createVerifiedUser(ctx.deps.db, 'kaka.bekraftad@example.se');
    const unconfirmed = 'kaka.obekraftad@example.se';
    expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(unconfirmed))).status).toBe(200);

    const fresh = await new TestClient(ctx).post<SignUpAnswer>(
      '/api/auth/sign-up/email',
      signup('kaka.ny@example.se'),
    );
    const repeated = await new TestClient(ctx).post<SignUpAnswer>(
      '/api/auth/sign-up/email',
      signup(unconfirmed),
    );
    const known = await new TestClient(ctx).post<SignUpAnswer>('/api/auth/sign-up/email', signup(confirmed));
    expect(cookieNames(repeated.headers)).toEqual(cookieNames(fresh.headers));
    expect(cookieNames(known.headers)).toEqual(cookieNames(fresh.headers));
    expect(Object.keys(repeated.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(Object.keys(repeated.json.user).sort()).toEqual(Object.keys(fresh.json.user).sort());

    const [cookie] = repeated.headers.getSetCookie();
    expect(cookie).toMatch(/^better-auth\.pending_sign_up=[\w-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/api\/auth/i);
    // Only the token's hash is stored.
    const [row] = await pendingFor(ctx, unconfirmed);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(row?.tokenHash);
  });

  it("a token for another address does nothing: the account keeps the first sign-up's password", async () => {
    const email = 'annan.adress@example.se';
    const other = 'tredje.adress@example.se';
    const owner = new TestClient(ctx);
    const intruder = new TestClient(ctx);
    expect(
      (await owner.post('/api/auth/sign-up/email', signup(email, { password: 'Agare1234' }))).status,
    ).toBe(200);
    expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(other))).status).toBe(200);
    // The intruder holds a live token, for another address, and asks for a pending sign-up of `email` elsewhere.
    expect(
      (await intruder.post('/api/auth/sign-up/email', signup(other, { password: 'Kapare999' }))).status,
    ).toBe(200);
    expect(
      (await new TestClient(ctx).post('/api/auth/sign-up/email', signup(email, { password: 'Kapare999' })))
        .status,
    ).toBe(200);
    expect(await pendingFor(ctx, other)).toHaveLength(1);

    const [newest] = await codesTo(ctx, email);
    const verified = await intruder.post('/api/auth/email-otp/verify-email', { email, otp: newest });
    expect(verified.status).toBe(200);
    expect(await signInStatus(ctx, email, 'Agare1234')).toBe(200);
    expect(await signInStatus(ctx, email, 'Kapare999')).toBe(401);
    expect(await pendingFor(ctx, email)).toHaveLength(0);
    // The other address's pending sign-up is not this confirmation's to apply or drop.
    expect(await pendingFor(ctx, other)).toHaveLength(1);
  });

  it('an expired pending sign-up does nothing, and the retention job deletes expired ones', async () => {
    const email = 'utgangen@example.se';
    const browser = new TestClient(ctx);
    expect((await browser.post('/api/auth/sign-up/email', signup(email))).status).toBe(200);
    expect(
      (await browser.post('/api/auth/sign-up/email', signup(email, { password: 'Andra456' }))).status,
    ).toBe(200);
    expect(await pendingFor(ctx, email)).toHaveLength(1);

    ctx.advance(11);
    try {
      // The code itself still lives (better-auth's own clock); the pending sign-up, on the app's clock, does not.
      const [newest] = await codesTo(ctx, email);
      const verified = await browser.post('/api/auth/email-otp/verify-email', { email, otp: newest });
      expect(verified.status).toBe(200);
      expect(await signInStatus(ctx, email, 'Forsta123')).toBe(200);
      expect(await signInStatus(ctx, email, 'Andra456')).toBe(401);
      expect(await pendingFor(ctx, email)).toHaveLength(0);

      const left = 'kvarlamnad@example.se';
      expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(left))).status).toBe(200);
      expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(left))).status).toBe(200);
      expect(await pendingFor(ctx, left)).toHaveLength(1);
      const now = ctx.deps.clock();
      expect((await applyRetention(ctx.deps, now, 36)).pendingSignUps).toBe(0);
      const later = new Date(now.getTime() + 11 * 60_000);
      expect((await applyRetention(ctx.deps, later, 36)).pendingSignUps).toBeGreaterThanOrEqual(1);
      expect(await pendingFor(ctx, left)).toHaveLength(0);
    } finally {
      ctx.advance(-11);
    }
  });

  it("a new code asked for by the same browser ('Skicka ny kod') keeps its pending sign-up alive", async () => {
    const email = 'ny.kod@example.se';
    const browser = new TestClient(ctx);
    expect((await browser.post('/api/auth/sign-up/email', signup(email))).status).toBe(200);
    expect(
      (await browser.post('/api/auth/sign-up/email', signup(email, { password: 'Andra456' }))).status,
    ).toBe(200);
    ctx.advance(9);
    try {
      const resent = await browser.post('/api/auth/email-otp/send-verification-otp', {
        email,
        type: 'email-verification',
      });
      expect(resent.status).toBe(200);
      ctx.advance(5);
      const [newest] = await codesTo(ctx, email);
      const verified = await browser.post('/api/auth/email-otp/verify-email', { email, otp: newest });
      expect(verified.status).toBe(200);
      expect(await signInStatus(ctx, email, 'Andra456')).toBe(200);
      expect(await signInStatus(ctx, email, 'Forsta123')).toBe(401);
    } finally {
      ctx.advance(-14);
    }
  });
});
