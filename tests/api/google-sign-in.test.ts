import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../../src/server/db/schema';
import { createVerifiedUser } from '../factories';
import { TestClient } from '../http';
import {
  MOCK_CLIENT_ID,
  MOCK_CLIENT_SECRET,
  MOCK_GOOGLE_USER,
  startMockOidc,
  type MockOidc,
} from '../support/mock-oidc';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** The social sign-in's answer: the provider's authorize URL to go to. */
interface SocialSignIn {
  url: string;
}
/** `GET /api/me` as these tests read it: the signed-in user, or null for a guest. */
interface Me {
  user: { id: string } | null;
}
/** `GET /api/me` of a client the test has signed in. */
interface SignedInMe extends Me {
  user: { id: string };
}

/**
 * The whole redirect dance by hand: our sign-in answers with the provider's authorize URL, the mock provider
 * redirects back with a code, our callback exchanges it and sets the session cookie. Returns the final redirect.
 */
async function googleDance(client: TestClient, callbackURL: string) {
  const start = await client.post<SocialSignIn>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: `${callbackURL}?google=fel`,
  });
  expect(start.status).toBe(200);
  const authorize = await fetch(start.json.url as string, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/auth/callback/google');
  const callback = await client.get(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  return callback.headers.get('location') ?? '';
}

describe.each(databaseKinds())('Google sign-in through a mock OIDC provider on %s', (kind) => {
  let mock: MockOidc;
  let ctx: TestContext;
  beforeAll(async () => {
    mock = await startMockOidc();
    ctx = await createTestContext(kind, {
      GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
      GOOGLE_DISCOVERY_URL: mock.discoveryUrl,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await mock.close();
  });

  it('says Google is available', async () => {
    expect((await new TestClient(ctx).get<{ google: boolean }>('/api/auth-config')).json).toEqual({
      google: true,
    });
  });

  it('creates a new, verified user with first and last name, signs in and returns to the callback URL', async () => {
    const client = new TestClient(ctx);
    const location = await googleDance(client, '/booking/salong-solros');
    expect(location).toBe('/booking/salong-solros');
    const me = (await client.get<SignedInMe>('/api/me')).json;
    expect(me.user).toMatchObject({
      email: MOCK_GOOGLE_USER.email,
      firstName: 'Gunnar',
      lastName: 'Googlesson',
    });
    const [row] = await ctx.deps.db.select().from(user).where(eq(user.email, MOCK_GOOGLE_USER.email));
    expect(row?.emailVerified).toBe(true);
    expect(row?.name).toBe('Gunnar Googlesson');

    const again = new TestClient(ctx);
    expect(await googleDance(again, '/auth')).toBe('/auth');
    expect((await again.get<SignedInMe>('/api/me')).json.user.id).toBe(me.user.id);
    expect(await ctx.deps.db.select().from(user).where(eq(user.email, MOCK_GOOGLE_USER.email))).toHaveLength(
      1,
    );
  });

  it('links Google to an existing verified account with the same e-mail', async () => {
    const existing = await createVerifiedUser(ctx.deps.db, 'befintlig@example.se');
    mock.setUser({ ...MOCK_GOOGLE_USER, sub: 'google-sub-0002', email: existing.email });
    const client = new TestClient(ctx);
    await googleDance(client, '/auth');
    expect((await client.get<SignedInMe>('/api/me')).json.user.id).toBe(existing.id);
    const accounts = await ctx.deps.db.select().from(account).where(eq(account.userId, existing.id));
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
    mock.setUser(MOCK_GOOGLE_USER);
  });

  it('sends a tampered callback to the error URL without a session', async () => {
    const client = new TestClient(ctx);
    const start = await client.post<SocialSignIn>('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth',
      errorCallbackURL: '/auth',
    });
    const authorize = await fetch(start.json.url as string, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location') ?? '');
    back.searchParams.set('code', 'forfalskad-kod');
    const callback = await client.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/^\/auth\?error=/);
    expect((await client.get<Me>('/api/me')).json.user).toBeNull();
  });
  it('sends a callback that lost its state cookie to the auth page with an error', async () => {
    const start = await new TestClient(ctx).post<SocialSignIn>('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth',
    });
    const authorize = await fetch(start.json.url as string, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location') ?? '');
    const stranger = new TestClient(ctx);
    const callback = await stranger.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\?error=/);
    expect((await stranger.get<Me>('/api/me')).json.user).toBeNull();
  });
});

describe('Google sign-in when not configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx.close());

  it('reports Google as unavailable and refuses a sign-in with a 4xx', async () => {
    const client = new TestClient(ctx);
    expect((await client.get<{ google: boolean }>('/api/auth-config')).json).toEqual({ google: false });
    const res = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
