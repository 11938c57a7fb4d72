import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, rateLimit } from '../../src/server/db/schema';
import { applyRetention } from '../../src/server/jobs/retention';
import { addressDigest, addressKey } from '../../src/server/security/address-key';
import { EXPIRED_INVITATION_GRACE_MS, RATE_LIMIT_ROW_TTL_MS } from '../../src/server/security/expired-rows';
import { TEST_PASSWORD, createCompany, signedInAdmin, signedInClient } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * erasure erases everything. Counters and cooldowns kept per e-mail address hold a keyed hash of it,
 * never the address; erasing an account deletes them and the invitations to its address; the retention job
 * deletes counters no limit reads any more and invitations long expired.
 */
describe.each(databaseKinds())('traces of an address on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Rows of `rate_limit` whose key holds `email` in plain text, or its keyed hash. */
  async function traces(email: string) {
    const plain = await ctx.deps.db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(sql`position(${email.toLowerCase()} in lower(${rateLimit.key})) > 0`);
    const hashed = await ctx.deps.db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(sql`right(${rateLimit.key}, 23) = ${`:${addressDigest(email)}`}`);
    const invitations = await ctx.deps.db
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(eq(companyInvitations.email, email.toLowerCase()));
    return { plain: plain.length, hashed: hashed.length, invitations: invitations.length };
  }

  it('keys the counters by a keyed hash and deletes them and pending invitations when the account is erased', async () => {
    const email = `spar-${randomUUID().slice(0, 8)}@example.se`;
    const { client } = await signedInClient(ctx, email);
    // A wrong password (account lock counter), a reset request (cooldown) and an invitation to the address.
    const stranger = new TestClient(ctx);
    expect(
      (await stranger.post('/api/auth/sign-in/email', { email, password: 'Fel-losen-123' })).status,
    ).toBe(401);
    expect((await stranger.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const company = await createCompany(ctx.deps.db);
    const { client: owner } = await signedInAdmin(ctx, company.id);
    expect((await owner.post('/api/admin/members/invitations', { email })).status).toBe(201);

    const before = await traces(email);
    expect(before.plain).toBe(0);
    expect(before.hashed).toBeGreaterThanOrEqual(1);
    expect(before.invitations).toBe(1);

    const res = await client.post('/api/me/account/delete', { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await traces(email)).toEqual({ plain: 0, hashed: 0, invitations: 0 });
    // Another address's counters stay.
    const other = `annan-${randomUUID().slice(0, 8)}@example.se`;
    expect((await stranger.post('/api/auth/request-password-reset', { email: other })).status).toBe(200);
    expect((await traces(other)).hashed).toBeGreaterThanOrEqual(1);
  });

  it('purges counters no limit reads any more and invitations expired past their grace, in the retention job', async () => {
    const now = new Date();
    const company = await createCompany(ctx.deps.db);
    const oldKey = addressKey('cooldown:test', `gammal-${randomUUID()}@example.se`);
    const freshKey = addressKey('cooldown:test', `ny-${randomUUID()}@example.se`);
    await ctx.deps.db.insert(rateLimit).values([
      { id: randomUUID(), key: oldKey, count: 3, lastRequest: now.getTime() - RATE_LIMIT_ROW_TTL_MS - 1000 },
      { id: randomUUID(), key: freshKey, count: 3, lastRequest: now.getTime() - 60 * 60_000 },
    ]);
    const expiredLongAgo = new Date(now.getTime() - EXPIRED_INVITATION_GRACE_MS - 60_000);
    const [gone, kept, valid] = await ctx.deps.db
      .insert(companyInvitations)
      .values([
        {
          companyId: company.id,
          email: `a-${randomUUID()}@example.se`,
          tokenHash: randomUUID(),
          expiresAt: expiredLongAgo,
        },
        {
          companyId: company.id,
          email: `b-${randomUUID()}@example.se`,
          tokenHash: randomUUID(),
          expiresAt: new Date(now.getTime() - 60_000),
        },
        {
          companyId: company.id,
          email: `c-${randomUUID()}@example.se`,
          tokenHash: randomUUID(),
          expiresAt: new Date(now.getTime() + 60_000),
        },
      ])
      .returning({ id: companyInvitations.id });

    const done = await applyRetention(ctx.deps, now, 36);
    expect(done.rateLimits).toBeGreaterThanOrEqual(1);
    expect(done.invitations).toBeGreaterThanOrEqual(1);
    const keys = (await ctx.deps.db.select({ key: rateLimit.key }).from(rateLimit)).map((r) => r.key);
    expect(keys).not.toContain(oldKey);
    expect(keys).toContain(freshKey);
    const ids = (await ctx.deps.db.select({ id: companyInvitations.id }).from(companyInvitations)).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(gone!.id);
    expect(ids).toEqual(expect.arrayContaining([kept!.id, valid!.id]));
  });
});
