import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, POOL_SIZE } from '../../src/server/db/client';
import { bookings, customers, outbox } from '../../src/server/db/schema';
import { heldWeekFor } from '../../src/server/features/availability/cached-availability';
import { warmAvailabilityCode } from '../../src/server/features/availability/warm-code';
import { warmUp } from '../../src/server/warm-up';
import { createCompany, createService, stockholmDate } from '../factories';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** The named statements of the hot paths warm-up.ts prepares on every connection. */
const HOT_STATEMENTS = [
  'availability_busy_periods',
  'availability_company',
  'booking_context',
  'member_company',
];

/*
 * Warming the database before serving (src/server/warm-up.ts, docs/decisions/050): every connection of the pool is
 * opened and has parsed the hot paths' statements, nothing is written, and a database that fails or hangs never
 * stops the process from starting.
 */
describe.each(databaseKinds())('warming the database on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const counts = async () =>
    Promise.all(
      [bookings, customers, outbox].map(async (table) => (await ctx.deps.db.select().from(table)).length),
    );

  it('prepares the hot statements on each connection and writes nothing', async () => {
    const before = await counts();
    expect(await warmUp(ctx.deps)).toBe(true);
    expect(await counts()).toEqual(before);

    // PGlite has one connection in the process: it warms by running them once (names come on a second sighting).
    if (kind !== 'postgres') return;
    const preparedPerConnection: string[][] = [];
    const backends = new Set<number>();
    await ctx.deps.handle.eachConnection(async (db) => {
      const rows = (await db.execute(
        sql`select name, pg_backend_pid() as pid from pg_prepared_statements order by name`,
      )) as unknown as { rows: { name: string; pid: number }[] };
      preparedPerConnection.push(rows.rows.map((row) => row.name));
      rows.rows.forEach((row) => backends.add(row.pid));
    });
    // Every connection of the pool, each its own backend, still open (the pool's min is its max).
    expect(preparedPerConnection).toHaveLength(POOL_SIZE);
    expect(backends.size).toBe(POOL_SIZE);
    for (const names of preparedPerConnection) expect(names).toEqual(expect.arrayContaining(HOT_STATEMENTS));
  });

  it('warms the week of availability with real weeks through the app, and leaves none of them held', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id, { durationMinutes: 30 });
    const answers: { path: string; status: number }[] = [];
    const request = async (path: string) => {
      const response = await ctx.app.request(path);
      answers.push({ path, status: response.status });
      return response;
    };
    const before = await counts();
    expect(await warmUp(ctx.deps, undefined, request)).toBe(true);
    expect(await counts()).toEqual(before);

    // The coming 8 weeks of the one company, each asked twice (computed, then held), in each of 3 rounds.
    const thisWeek = `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=${stockholmDate(0)}`;
    expect(answers).toHaveLength(8 * 2 * 3);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.path === thisWeek)).toHaveLength(2 * 3);
    expect(new Set(answers.map((a) => a.path)).size).toBe(8);
    // Nothing left held: a visitor's first request for the week takes the full path, as in a fresh process.
    for (const path of new Set(answers.map((a) => a.path)))
      expect(heldWeekFor(ctx.deps, `http://localhost${path}`, ctx.deps.clock())).toBeUndefined();
  });

  it('stops at an error answer or a failed request, and starts no round past its time budget', async () => {
    await createService(ctx.deps.db, (await createCompany(ctx.deps.db)).id, { durationMinutes: 30 });
    let asked = 0;
    const failing = async () => {
      asked++;
      return new Response('nej', { status: 503 });
    };
    // One request per week of the first round, none after: every one answered 503 on its first asking.
    const stopped = await warmAvailabilityCode(ctx.deps, failing, { companies: 1, weeks: 2 });
    expect(stopped.requests).toBe(2);
    expect(asked).toBe(2);

    const thrown = await warmAvailabilityCode(ctx.deps, () => Promise.reject(new Error('borta')));
    expect(thrown.requests).toBe(0);

    const late = await warmAvailabilityCode(ctx.deps, (path) => ctx.app.request(path), { budgetMs: -1 });
    expect(late.requests).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('warming a database that is not there', () => {
  let ctx: TestContext;
  let silent: Server;
  let silentPort: number;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    // A port that accepts connections and never answers: a database host that hangs.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    await ctx.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('serves unwarmed when no connection can be opened', async () => {
    const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: '' });
    try {
      expect(await warmUp({ ...ctx.deps, handle, db: handle.db })).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('gives up after its timeout when the database hangs', async () => {
    const handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${silentPort}/none`,
      dataDir: '',
    });
    const started = performance.now();
    try {
      expect(await warmUp({ ...ctx.deps, handle, db: handle.db }, 200)).toBe(false);
      expect(performance.now() - started).toBeLessThan(4_000);
    } finally {
      // Hung up on, the connections still trying fail at once and the pool can close.
      sockets.forEach((socket) => socket.destroy());
      await handle.close().catch(() => {});
    }
  });
});
