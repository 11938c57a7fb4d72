import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCK_CLIENT_TRIES,
  ACCOUNT_LOCK_FAILURES,
  ACCOUNT_LOCK_MINUTES,
  ACCOUNT_LOCKED_MESSAGE,
} from '../../src/server/auth/account-lock';
import { SIGN_IN_LINK_PARAM } from '../../src/server/auth/sign-in-link';
import { outbox } from '../../src/server/db/schema';
import { TEST_PASSWORD, createVerifiedUser } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/** An error answer of the auth routes (Better Auth's shape): a code and the message shown to the user. */
interface AuthError {
  code: string;
  message: string;
}

/** What these tests read of `GET /api/me` once signed in. */
interface SignedInMe {
  user: { email: string };
}

/*
 * docs/decisions/026-sign-in-lock.md: tries at a password are claimed before they are checked, so
 * tries sent at once are counted too; a guesser locks out its own client address first, the account as a whole only
 * after ACCOUNT_LOCK_FAILURES, and the owner always gets in with a sign-in link mailed to the address.
 */
const LINK_SUBJECT = 'Din inloggningslänk till Tidvis';
const LOCK_SUBJECT = 'Inloggningen till ditt konto är tillfälligt låst';

describe.each(databaseKinds())('sign-in lock on %s', (kind) => {
  let ctx: ClockedTestContext;
  let clientNo = 0;
  beforeAll(async () => {
    // As behind one reverse proxy, so X-Forwarded-For's last entry tells the clients apart.
    ctx = await createTestContext(kind, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => ctx.close());

  /** A fresh client address (TEST-NET-3 and beyond), one per call. */
  const newAddress = () => {
    clientNo++;
    return `10.${(clientNo >> 16) & 255}.${(clientNo >> 8) & 255}.${clientNo & 255}`;
  };
  const signIn = (email: string, password: string, address: string, client = new TestClient(ctx)) =>
    client.request<AuthError>(
      'POST',
      '/api/auth/sign-in/email',
      { email, password },
      { 'x-forwarded-for': address },
    );
  const mailsTo = async (email: string, subject: string) =>
    ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.subject, subject)))
      .orderBy(desc(outbox.id));
  /** The tokens of the sign-in links mailed to `email`, newest first. */
  const linkTokens = async (email: string) =>
    (await mailsTo(email, LINK_SUBJECT)).map(
      (m) =>
        new RegExp(`${SIGN_IN_LINK_PARAM}=([\\w-]+)`).exec((m.payload as { text: string }).text)?.[1] ?? '',
    );
  const askForLink = (email: string, address = newAddress()) =>
    new TestClient(ctx).request(
      'POST',
      '/api/auth/sign-in-link/send',
      { email },
      { 'x-forwarded-for': address },
    );

  it('checks at most the client limit of 40 wrong passwords sent at once from one address; another address still signs in', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const attacker = newAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(email, 'Fel12345', attacker)));
    const checked = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(checked + refused.length).toBe(40);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LOCK_CLIENT_TRIES);
    expect(refused.every((a) => a.json.code === 'ACCOUNT_LOCKED')).toBe(true);
    expect(refused[0]?.json.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    // The attacker's address is refused even with the right password; the owner's is not.
    expect((await signIn(email, TEST_PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, newAddress())).status).toBe(200);
  }, 120_000);

  it('checks at most the account limit of 40 wrong passwords at once from 40 addresses, mails the owner once, and the owner gets in with a mailed link', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(email, 'Fel12345', newAddress())),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked + answers.filter((a) => a.status === 429).length).toBe(40);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LOCK_FAILURES);
    expect(await mailsTo(email, LOCK_SUBJECT)).toHaveLength(1);

    // Password sign-in is paused for the account: the owner's right password is refused too…
    const owner = new TestClient(ctx);
    const ownerAddress = newAddress();
    const refused = await signIn(email, TEST_PASSWORD, ownerAddress, owner);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('ACCOUNT_LOCKED');
    // …but a link mailed to the address signs in and lifts the lock.
    const sent = await askForLink(email, ownerAddress);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ success: true });
    const [token] = await linkTokens(email);
    expect(token).toBeTruthy();
    const verified = await owner.request(
      'POST',
      '/api/auth/sign-in-link/verify',
      { token },
      { 'x-forwarded-for': ownerAddress },
    );
    expect(verified.status).toBe(200);
    expect(verified.headers.getSetCookie().some((c) => /session_token=/.test(c))).toBe(true);
    const me = await owner.get<SignedInMe>('/api/me');
    expect(me.json.user.email).toBe(email);
    expect((await signIn(email, TEST_PASSWORD, newAddress())).status).toBe(200);
    // A link works once.
    const again = await new TestClient(ctx).post<AuthError>('/api/auth/sign-in-link/verify', { token });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_SIGN_IN_LINK');
  }, 120_000);

  it('an attacker who keeps guessing and asking for links cannot keep the owner out', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    try {
      for (let round = 0; round < 2; round++) {
        // Every round the attacker locks the account again and asks for links until the address's quota is used.
        await Promise.all(
          Array.from({ length: ACCOUNT_LOCK_FAILURES + 5 }, () => signIn(email, 'Fel12345', newAddress())),
        );
        for (let i = 0; i < 5; i++) expect((await askForLink(email)).status).toBe(200);
        expect((await signIn(email, TEST_PASSWORD, newAddress())).status).toBe(429);
        // The owner's own request may go unanswered, but an unused link mailed within the last 15 minutes is in the
        // inbox (the attacker's requests mailed it there).
        expect((await askForLink(email)).json).toEqual({ success: true });
        const owner = new TestClient(ctx);
        const statuses: number[] = [];
        for (const token of await linkTokens(email)) {
          statuses.push((await owner.post('/api/auth/sign-in-link/verify', { token })).status);
          if (statuses.at(-1) === 200) break;
        }
        expect(statuses.at(-1)).toBe(200);
        expect((await owner.get<SignedInMe>('/api/me')).json.user.email).toBe(email);
        ctx.advance(9);
      }
      // At most 2 links per 10 minutes reached the inbox, however often they were asked for.
      expect((await linkTokens(email)).length).toBeLessThanOrEqual(2 * 2);
    } finally {
      ctx.advance(-18);
    }
  }, 120_000);

  it('opens again by itself after 15 minutes', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const address = newAddress();
    for (let i = 0; i < ACCOUNT_LOCK_CLIENT_TRIES; i++)
      expect((await signIn(email, 'Fel12345', address)).status).toBe(401);
    expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(429);
    ctx.advance(16);
    try {
      expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(200);
    } finally {
      ctx.advance(-16);
    }
  }, 120_000);

  it('follows the server clock (deps.clock): still locked 14 minutes later on it, open after 15', async () => {
    const { email } = await createVerifiedUser(ctx.deps.db);
    const address = newAddress();
    for (let i = 0; i < ACCOUNT_LOCK_CLIENT_TRIES; i++)
      expect((await signIn(email, 'Fel12345', address)).status).toBe(401);
    let moved = 0;
    try {
      ctx.advance(ACCOUNT_LOCK_MINUTES - 1);
      moved += ACCOUNT_LOCK_MINUTES - 1;
      expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(429);
      ctx.advance(2);
      moved += 2;
      expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(200);
    } finally {
      ctx.advance(-moved);
    }
  }, 120_000);

  it('answers a link request for an unknown or unconfirmed address the same, and mails nothing', async () => {
    const unknown = `finns-inte-${Date.now()}@example.se`;
    const res = await askForLink(unknown);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, unknown))).toEqual([]);
    const bad = await new TestClient(ctx).post('/api/auth/sign-in-link/verify', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(400);
  }, 120_000);
});
