import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TRIES, DISABLED_CODE_PATHS } from '../../src/server/auth/auth';
import { outbox, user, verification } from '../../src/server/db/schema';
import { createVerifiedUser } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/** An error answer of the auth endpoints: a code and the Swedish message. */
interface AuthError {
  code?: string;
  message: string;
}

/*
 * a sign-up code allows CODE_TRIES guesses, counted before they are judged, however many arrive at
 * once; then it is dead. Sign-in and password reset by e-mailed code are switched off (404).
 */
const signup = (email: string) => ({
  email,
  password: 'Forsta123',
  name: 'Maja Berg',
  firstName: 'Maja',
  lastName: 'Berg',
});

/** The 6-digit codes mailed to `email`, newest first. */
async function codesTo(ctx: ClockedTestContext, email: string): Promise<string[]> {
  const rows = await ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.subject, 'Din verifieringskod%')))
    .orderBy(desc(outbox.id));
  return rows.map((r) => /\b(\d{6})\b/.exec((r.payload as { text: string }).text)?.[1] ?? '');
}

/** A six-digit code other than `code`, different for each `i`. */
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe.each(databaseKinds())('e-mailed codes on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('judges at most 5 of 20 guesses sent at once, refuses the rest unjudged, and the right code is dead after', async () => {
    const email = `gissning-${Date.now()}@example.se`;
    expect((await new TestClient(ctx).post('/api/auth/sign-up/email', signup(email))).status).toBe(200);
    const [code] = await codesTo(ctx, email);
    expect(code).toMatch(/^\d{6}$/);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(ctx).post<AuthError>('/api/auth/email-otp/verify-email', {
          email,
          otp: wrongCode(code!, i),
        }),
      ),
    );
    const codes = answers.map((a) => a.json?.code as string | undefined);
    const judged = codes.filter((c) => c === 'INVALID_OTP').length;
    const refused = codes.filter((c) => c === 'TOO_MANY_ATTEMPTS').length;
    expect(answers.every((a) => a.status !== 200)).toBe(true);
    expect(judged + refused).toBe(20);
    expect(judged).toBeLessThanOrEqual(CODE_TRIES);
    expect(refused).toBeGreaterThanOrEqual(20 - CODE_TRIES);

    const right = await new TestClient(ctx).post<AuthError>('/api/auth/email-otp/verify-email', {
      email,
      otp: code,
    });
    expect(right.status).toBe(403);
    expect(right.json.code).toBe('TOO_MANY_ATTEMPTS');
    const [row] = await ctx.deps.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    expect(
      await ctx.deps.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, `email-verification-otp-${email}`)),
    ).toEqual([]);
  }, 120_000);

  it('a new code gets 5 fresh tries and works', async () => {
    const email = `ny-kod-${Date.now()}@example.se`;
    const browser = new TestClient(ctx);
    expect((await browser.post('/api/auth/sign-up/email', signup(email))).status).toBe(200);
    const [first] = await codesTo(ctx, email);
    for (let i = 0; i < CODE_TRIES + 1; i++)
      await browser.post('/api/auth/email-otp/verify-email', { email, otp: wrongCode(first!, i) });
    const resent = await browser.post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(resent.status).toBe(200);
    const [second] = await codesTo(ctx, email);
    expect(second).not.toBe(first);
    for (let i = 0; i < CODE_TRIES - 1; i++) {
      const wrong = await browser.post<AuthError>('/api/auth/email-otp/verify-email', {
        email,
        otp: wrongCode(second!, i),
      });
      expect(wrong.json.code).toBe('INVALID_OTP');
    }
    const ok = await browser.post('/api/auth/email-otp/verify-email', { email, otp: second });
    expect(ok.status).toBe(200);
  }, 120_000);

  it('answers 404 on the switched-off code paths: sign-in, password reset and checking by code', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const bodies: Record<string, unknown> = {
      '/sign-in/email-otp': { email, otp: '123456' },
      '/forget-password/email-otp': { email },
      '/email-otp/request-password-reset': { email },
      '/email-otp/reset-password': { email, otp: '123456', password: 'Nytt12345' },
      '/email-otp/check-verification-otp': { email, otp: '123456', type: 'email-verification' },
      '/email-otp/request-email-change': { newEmail: `ny-${email}` },
      '/email-otp/change-email': { newEmail: `ny-${email}`, otp: '123456' },
    };
    expect(Object.keys(bodies).sort()).toEqual([...DISABLED_CODE_PATHS].sort());
    for (const [path, body] of Object.entries(bodies)) {
      const res = await new TestClient(ctx).post(`/api/auth${path}`, body);
      expect(res.status, path).toBe(404);
    }
    expect(await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  }, 120_000);

  it('mails no sign-in or reset code: send-verification-otp takes only the sign-up type', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    for (const type of ['sign-in', 'forget-password', 'change-email']) {
      const res = await new TestClient(ctx).post('/api/auth/email-otp/send-verification-otp', {
        email,
        type,
      });
      expect(res.status, type).toBe(400);
    }
    expect(await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  }, 120_000);
});
