import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, user } from '../../src/server/db/schema';
import { countRows } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** An error answer of the auth routes (Better Auth's shape): a code and the message shown to the user. */
interface AuthError {
  code?: string;
  message: string;
}

/** What these tests read of `GET /api/me` (me.routes.ts): the signed-in user, null for guests. */
interface Me {
  user: { email: string; firstName: string | null; lastName: string | null; phone: string | null } | null;
  isAdmin: boolean;
  isPlatformAdmin: boolean;
}

const signup = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'Hemligt123',
  name: 'Maja Berg',
  firstName: 'Maja',
  lastName: 'Berg',
  phone: '070-111 22 33',
  ...overrides,
});

async function codeFor(ctx: TestContext, email: string): Promise<string> {
  const [mail] = await ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'email')))
    .orderBy(desc(outbox.id));
  const code = /\b(\d{6})\b/.exec((mail?.payload as { text: string }).text)?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

describe.each(databaseKinds())('signup, e-mail code and login on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('signs up, mails a 6-digit code, verifies it into a session, and then logs in', async () => {
    const email = 'maja.berg@example.se';
    const client = new TestClient(ctx);
    const res = await client.post('/api/auth/sign-up/email', signup(email));
    expect(res.status).toBe(200);
    expect((await client.get<Me>('/api/me')).json.user).toBeNull();

    const blocked = await new TestClient(ctx).post<AuthError>('/api/auth/sign-in/email', {
      email,
      password: 'Hemligt123',
    });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe('EMAIL_NOT_VERIFIED');

    const wrong = await client.post('/api/auth/email-otp/verify-email', { email, otp: '000000' });
    expect(wrong.status).toBe(400);

    const verified = await client.post('/api/auth/email-otp/verify-email', {
      email,
      otp: await codeFor(ctx, email),
    });
    expect(verified.status).toBe(200);
    const me = (await client.get<Me>('/api/me')).json;
    // The phone as typed at signup, stored in E.164.
    expect(me.user).toMatchObject({ email, firstName: 'Maja', lastName: 'Berg', phone: '+46701112233' });
    expect(me.isAdmin).toBe(false);

    const again = new TestClient(ctx);
    expect((await again.post('/api/auth/sign-in/email', { email, password: 'Hemligt123' })).status).toBe(200);
    expect((await again.get<Me>('/api/me')).json.user!.email).toBe(email);
    expect((await again.post('/api/auth/sign-out')).status).toBe(200);
    expect((await again.get<Me>('/api/me')).json.user).toBeNull();
  });

  it('keeps the session in an HttpOnly, SameSite cookie', async () => {
    const res = await new TestClient(ctx).post('/api/auth/sign-up/email', signup('cookie@example.se'));
    expect(res.status).toBe(200);
    const verified = await new TestClient(ctx).request('POST', '/api/auth/email-otp/verify-email', {
      email: 'cookie@example.se',
      otp: await codeFor(ctx, 'cookie@example.se'),
    });
    const cookie = verified.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it.each([
    [{ firstName: '  ' }, 'Förnamn krävs'],
    [{ password: 'kort1A' }, 'Lösenordet måste vara minst 8 tecken långt'],
    [{ password: 'hemligt123' }, 'Lösenordet måste innehålla minst en versal'],
    [{ password: 'Hemligtxx' }, 'Lösenordet måste innehålla minst en siffra'],
    [{ email: 'inte-en-adress' }, 'Ogiltig e-postadress.'],
    [{ email: '' }, 'E-post krävs'],
  ])('refuses signup %o with 400 %s and creates no user', async (overrides, message) => {
    const before = await countRows(ctx.deps.db, user);
    const res = await new TestClient(ctx).post<AuthError>(
      '/api/auth/sign-up/email',
      signup('fel@example.se', overrides),
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await countRows(ctx.deps.db, user)).toBe(before);
  });

  it('refuses a malformed code with a Swedish message', async () => {
    const res = await new TestClient(ctx).post<AuthError>('/api/auth/email-otp/verify-email', {
      email: 'x@example.se',
      otp: '12ab',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Ange den 6-siffriga koden');
  });

  it('does not tell a wrong password from an unknown account', async () => {
    const a = await new TestClient(ctx).post<AuthError>('/api/auth/sign-in/email', {
      email: 'maja.berg@example.se',
      password: 'Fel12345',
    });
    const b = await new TestClient(ctx).post<AuthError>('/api/auth/sign-in/email', {
      email: 'ingen@example.se',
      password: 'Fel12345',
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.json.code).toBe(b.json.code);
  });

  it('a 6-digit code dies after 5 wrong tries', async () => {
    const email = 'gissa@example.se';
    const client = new TestClient(ctx);
    await client.post('/api/auth/sign-up/email', signup(email));
    const code = await codeFor(ctx, email);
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      await client.post('/api/auth/email-otp/verify-email', { email, otp: wrongCode });
    }
    const late = await client.post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(late.status).not.toBe(200);
    expect((await client.get<Me>('/api/me')).json.user).toBeNull();
  });
});
