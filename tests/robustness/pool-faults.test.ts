import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementNames, namedStatementClient } from '../../src/server/db/statement-cache';
import { isDatabaseUnavailable } from '../../src/server/errors';
import { createPostgresDatabase } from '../test-db';

/*
 * At the level of the pool the server uses (db/client.ts, db/statement-cache.ts): a connection that
 * dies while checked out is not fatal, and one whose `begin` fails is not lost to the pool. PostgreSQL only.
 */
// The server's pool is pipelined (decision 058: a plain BEGIN is withheld until the first statement); both kinds.
describe.runIf(process.env.TEST_DATABASE_URL).each([
  { pipeline: false, name: 'one query at a time' },
  { pipeline: true, name: 'pipelined' },
])('pool connections that fail on postgres ($name)', ({ pipeline }) => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    // One connection, so a connection the pool lost would make the next query wait for the timeout and fail.
    pool = new pg.Pool({
      connectionString: database.url,
      max: 1,
      connectionTimeoutMillis: 2_000,
      pipeline,
      Client: namedStatementClient(new StatementNames()),
    });
    pool.on('error', () => {});
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await pool.end();
    await database.drop();
  });

  it('survives a checked-out connection terminated between two queries of a transaction', async () => {
    const client = await pool.connect();
    await client.query('begin');
    const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // Without a listener of its own, the client's 'error' event (57P01, nobody waiting on a query) ends the process.
    await expect
      .poll(() =>
        client.query('select 1').then(
          () => 'answered',
          (err: unknown) => err,
        ),
      )
      .not.toBe('answered');
    const err = await client.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    client.release();
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
  });

  it("gets back the connection of a transaction whose begin fails (Drizzle's transaction never releases it)", async () => {
    const db = drizzle(pool);
    const bogus = { isolationLevel: 'no such level' } as unknown as { isolationLevel: 'serializable' };
    for (let i = 0; i < 3; i++) {
      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`), bogus)).rejects.toThrow();
    }
    // With the one connection lost, this would wait 2 s and fail with "timeout exceeded when trying to connect".
    const result = await db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
    expect((result as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
    expect(pool.totalCount).toBeLessThanOrEqual(1);
  });
});
