import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/server/context';
import { closeDeps, createDeps } from '../../src/server/deps';
import { createTestContext, type TestContext } from '../test-db';

/*
 * when PostgreSQL drops the connection a server process LISTENs on (restart, failover), the process
 * reconnects by itself, tells its subscribers to resync (changes may have been missed), and hears later changes.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('realtime after a lost LISTEN connection on postgres', () => {
  let ctx: TestContext;
  let other: Deps;
  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    other = await createDeps(ctx.deps.env, { dataDir: 'memory://' });
  });
  afterAll(async () => {
    await closeDeps(other);
    await ctx.close();
  });

  it('reconnects, resyncs every subscriber, and hears changes published by another process again', async () => {
    const heard: string[] = [];
    const everything: (string | null)[] = [];
    ctx.deps.bus.subscribe('company-a', () => heard.push('company-a'));
    ctx.deps.bus.subscribeAll((id) => everything.push(id));

    const killed = await ctx.deps.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);

    // The resync tells the cache "anything may have changed" and each company subscriber to refetch.
    await expect.poll(() => everything.includes(null), { timeout: 10_000 }).toBe(true);
    expect(heard).toContain('company-a');

    heard.length = 0;
    await other.bus.publishBookingsChanged('company-a');
    await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(0);
  });
});
