import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { createVerifiedUser, TEST_PASSWORD } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

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

describe.each(databaseKinds())('signing up again with a known address on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('a never-confirmed account gets a fresh code, and the latest password, name and phone are the ones kept', async () => {
    const email = 'obekraftad@example.se';
    const first = await new TestClient(ctx).post('/api/auth/sign-up/email', signup(email));
    expect(first.status).toBe(200);
    expect(await codesTo(ctx, email)).toHaveLength(1);

    const second = await new TestClient(ctx).post(
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

    const client = new TestClient(ctx);
    const verified = await client.post('/api/auth/email-otp/verify-email', { email, otp: codes[0] });
    expect(verified.status).toBe(200);
    expect((await client.get('/api/me')).json.user).toMatchObject({
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
    const fresh = await new TestClient(ctx).post('/api/auth/sign-up/email', signup('helt.ny@example.se'));
    const known = await new TestClient(ctx).post(
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
});
