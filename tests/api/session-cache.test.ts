import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app';
import { closeDeps, createDeps } from '../../src/server/deps';
import { session, user } from '../../src/server/db/schema';
import { TEST_PASSWORD, createVerifiedUser } from '../factories';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * the per-process session cache. A checked session is reused without asking better-auth again, and a
 * signed-out, revoked or deleted session stops working at once: in the process that did it before it answers, and
 * in every other process as soon as the database's NOTIFY arrives (two app instances with their own caches and
 * LISTEN connections on one PostgreSQL database stand in for two server processes).
 */

type App = ReturnType<typeof createApp>;
const origin = 'http://localhost:3000';

async function signIn(app: App, email: string): Promise<string> {
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function me(app: App, cookie: string): Promise<{ id: string; name: string } | null> {
  const res = await app.request('/api/me', { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; name: string } | null }).user;
}

async function post(app: App, path: string, cookie: string, body: unknown = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
}

describe.each(databaseKinds())('session cache on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('checks a session once and then answers from the cache', async () => {
    const { email, id } = await createVerifiedUser(ctx.deps.db);
    const cookie = await signIn(ctx.app, email);
    const getSession = vi.spyOn(ctx.deps.auth.api, 'getSession');
    try {
      expect((await me(ctx.app, cookie))?.id).toBe(id);
      expect((await me(ctx.app, cookie))?.id).toBe(id);
      expect((await me(ctx.app, cookie))?.id).toBe(id);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('forgets a signed-out session before the sign-out is answered', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const cookie = await signIn(ctx.app, email);
    expect(await me(ctx.app, cookie)).not.toBeNull();
    expect((await post(ctx.app, '/api/auth/sign-out', cookie)).status).toBe(200);
    expect(await me(ctx.app, cookie)).toBeNull();
  });

  it('forgets the other sessions revoked by a password change at once', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const phone = await signIn(ctx.app, email);
    const laptop = await signIn(ctx.app, email);
    expect(await me(ctx.app, phone)).not.toBeNull();
    const res = await post(ctx.app, '/api/auth/change-password', laptop, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'NyttLosen456',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(await me(ctx.app, phone)).toBeNull();
  });

  it('hears a change made straight in the database (trigger → NOTIFY → bus)', async () => {
    const { email, id } = await createVerifiedUser(ctx.deps.db);
    const cookie = await signIn(ctx.app, email);
    expect((await me(ctx.app, cookie))?.name).toBe('Test Kund');
    const heard = new Promise<string | null>((resolve) => {
      const stop = ctx.deps.bus.subscribeSessions((userId) => {
        if (userId === id) {
          stop();
          resolve(userId);
        }
      });
    });
    await ctx.deps.db.update(user).set({ name: 'Nytt Namn' }).where(eq(user.id, id));
    expect(await heard).toBe(id);
    expect((await me(ctx.app, cookie))?.name).toBe('Nytt Namn');
  });

  it.skipIf(kind !== 'postgres')(
    'a session revoked through one process stops working in another as soon as its NOTIFY arrives',
    async () => {
      const otherDeps = await createDeps(ctx.deps.env, { dataDir: 'memory://' });
      const other = createApp(otherDeps);
      const heardBy = (userId: string) =>
        new Promise<void>((resolve) => {
          const stop = otherDeps.bus.subscribeSessions((changed) => {
            if (changed === userId) {
              stop();
              resolve();
            }
          });
        });
      try {
        // Sign-out through this process; the other had the session cached.
        const first = await createVerifiedUser(ctx.deps.db);
        const cookie = await signIn(ctx.app, first.email);
        expect((await me(other, cookie))?.id).toBe(first.id);
        let heard = heardBy(first.id);
        expect((await post(ctx.app, '/api/auth/sign-out', cookie)).status).toBe(200);
        await heard;
        expect(await me(other, cookie)).toBeNull();

        // A session deleted (revoked) by whatever writer, and a deleted user.
        const second = await createVerifiedUser(ctx.deps.db);
        const a = await signIn(ctx.app, second.email);
        const b = await signIn(ctx.app, second.email);
        expect(await me(other, a)).not.toBeNull();
        expect(await me(other, b)).not.toBeNull();
        heard = heardBy(second.id);
        const token = decodeURIComponent(a.split('=')[1]!).split('.')[0]!;
        await ctx.deps.db.delete(session).where(eq(session.token, token));
        await heard;
        expect(await me(other, a)).toBeNull();
        expect(await me(other, b)).not.toBeNull();
        heard = heardBy(second.id);
        await ctx.deps.db.delete(user).where(eq(user.id, second.id));
        await heard;
        expect(await me(other, b)).toBeNull();
      } finally {
        await closeDeps(otherDeps);
      }
    },
  );
});
