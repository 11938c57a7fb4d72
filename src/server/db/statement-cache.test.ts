import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../tests/test-db';
import { MAX_NAMED_STATEMENTS, StatementNames, namedStatementClient } from './statement-cache';

describe('StatementNames', () => {
  it('names a text the second time it is seen, and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toMatch(/^tidvis_\d+$/);
    expect(names.nameFor('select $1')).toBe(name);
    names.nameFor('select $2');
    expect(names.nameFor('select $2')).not.toBe(name);
  });

  it('leaves long texts unnamed', () => {
    const names = new StatementNames();
    const long = `select ${'$1, '.repeat(5_000)}1`;
    names.nameFor(long);
    expect(names.nameFor(long)).toBeUndefined();
  });

  it(`names at most ${MAX_NAMED_STATEMENTS} texts`, () => {
    const names = new StatementNames();
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 10; i++) {
      names.nameFor(`select ${i}`);
      names.nameFor(`select ${i}`);
    }
    expect(names.size).toBe(MAX_NAMED_STATEMENTS);
    expect(names.nameFor('select 0')).toBeDefined();
    names.nameFor('select -1');
    expect(names.nameFor('select -1')).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on postgres', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    pool = new pg.Pool({
      connectionString: database.url,
      max: 1,
      Client: namedStatementClient(new StatementNames()),
    });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const prepared = async (client: pg.PoolClient) =>
    (await client.query('select name, statement from pg_prepared_statements')).rows as {
      name: string;
      statement: string;
    }[];

  it('prepares a repeated parameterised query once per connection and answers it correctly each time', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + $2::int as sum';
      for (const [a, b] of [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
      ]) {
        expect((await client.query(text, [a, b])).rows).toEqual([{ sum: a! + b! }]);
      }
      const statements = await prepared(client);
      expect(statements.filter((s) => s.statement === text)).toHaveLength(1);
      expect(statements[0]!.name).toMatch(/^tidvis_\d+$/);
    } finally {
      client.release();
    }
  });

  it("names Drizzle's queries too", async () => {
    const db = drizzle(pool);
    const query = () => db.execute(sql`select ${'tidvis'}::text || 'dvis' as word`);
    for (let i = 0; i < 3; i++) expect((await query()).rows).toEqual([{ word: 'tidvisdvis' }]);
    const client = await pool.connect();
    try {
      expect((await prepared(client)).some((s) => s.statement.includes("|| 'dvis'"))).toBe(true);
    } finally {
      client.release();
    }
  });

  it('keeps queries without parameters and queries with their own name as they are', async () => {
    const client = await pool.connect();
    try {
      await client.query('select 42');
      await client.query('select 42');
      await client.query({ name: 'own_name', text: 'select $1::int', values: [1] });
      const names = (await prepared(client)).map((s) => s.name);
      expect(names).toContain('own_name');
      expect((await prepared(client)).some((s) => s.statement === 'select 42')).toBe(false);
    } finally {
      client.release();
    }
  });

  it('still works after a failed parse and inside a rolled-back transaction', async () => {
    const client = await pool.connect();
    try {
      const bad = 'select $1::int from no_such_table';
      for (let i = 0; i < 3; i++) await expect(client.query(bad, [1])).rejects.toThrow(/no_such_table/);
      await client.query('create table t (n int)');
      expect((await client.query(bad.replace('no_such_table', 't'), [1])).rows).toEqual([]);

      const insert = 'insert into t (n) values ($1::int) returning n';
      await client.query('begin');
      await client.query(insert, [1]);
      await client.query(insert, [2]);
      await client.query('rollback');
      expect((await client.query(insert, [3])).rows).toEqual([{ n: 3 }]);
      expect((await client.query('select n from t')).rows).toEqual([{ n: 3 }]);
    } finally {
      client.release();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a pipelined connection on postgres', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    pool = new pg.Pool({
      connectionString: database.url,
      max: 1,
      pipeline: true,
      Client: namedStatementClient(new StatementNames()),
    });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('create table p (n int)');
  });
  afterAll(async () => {
    await admin.end();
    await pool.end();
    await database.drop();
  });

  /** What the server last heard from `pid`, and whether it is in a transaction (pg_stat_activity). */
  const activity = async (pid: number) =>
    (
      await admin.query<{ query: string; state: string }>(
        'select query, state from pg_stat_activity where pid = $1',
        [pid],
      )
    ).rows[0]!;
  const pidOf = async (client: pg.PoolClient) =>
    (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  it("writes a plain BEGIN with the transaction's first statement, which runs inside it", async () => {
    const client = await pool.connect();
    try {
      const pid = await pidOf(client);
      expect((await client.query('begin')).command).toBe('BEGIN');
      expect(await activity(pid)).toEqual({ query: 'select pg_backend_pid() as pid', state: 'idle' });
      const xid = 'select pg_current_xact_id()::text as xid';
      const first = (await client.query(xid)).rows[0].xid;
      expect((await activity(pid)).state).toBe('idle in transaction');
      expect((await client.query(xid)).rows[0].xid).toBe(first);
      await client.query('insert into p (n) values ($1)', [1]);
      await client.query('rollback');
      expect((await admin.query('select count(*)::int as n from p')).rows[0].n).toBe(0);
    } finally {
      client.release();
    }
  });

  it('sends nothing for a transaction that ends before its first statement', async () => {
    const client = await pool.connect();
    try {
      const pid = await pidOf(client);
      for (const end of ['commit', 'rollback']) {
        await client.query('begin');
        expect((await client.query(end)).command).toBe(end.toUpperCase());
      }
      expect(await activity(pid)).toEqual({ query: 'select pg_backend_pid() as pid', state: 'idle' });
    } finally {
      client.release();
    }
  });

  it("runs a statement written behind a lock once the lock is granted, with a snapshot that sees the holder's commit", async () => {
    await admin.query('begin');
    await admin.query('select pg_advisory_xact_lock(37)');
    await admin.query('insert into p (n) values (37)');
    const db = drizzle(pool);
    const seen = db.transaction(async (tx) => {
      // Both written at once (execute() sends without waiting for an await), the count behind the lock.
      const locked = tx.execute(sql`select pg_advisory_xact_lock(${37}::bigint)`).execute();
      const counted = tx.execute(sql`select count(*)::int as n from p where n = ${37}`).execute();
      const [, count] = await Promise.all([locked, counted]);
      return (count.rows[0] as { n: number }).n;
    });
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
            )
          ).rows[0].n,
      )
      .toBe(1);
    await admin.query('commit');
    expect(await seen).toBe(1);
    await admin.query('delete from p');
  });

  it('fails a transaction whose first statement fails, rolls back what it wrote, and keeps the connection', async () => {
    const db = drizzle(pool);
    await expect(db.transaction(async (tx) => tx.execute(sql`select * from no_such_table`))).rejects.toThrow(
      /no_such_table/,
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into p (n) values (${1})`);
        await tx.execute(sql`insert into p (n) values (${'not a number'})`);
      }),
    ).rejects.toThrow();
    const bogus = { isolationLevel: 'no such level' } as unknown as { isolationLevel: 'serializable' };
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`), bogus)).rejects.toThrow();
    expect((await admin.query('select count(*)::int as n from p')).rows[0].n).toBe(0);
    const written = await db.transaction(async (tx) =>
      tx.execute(sql`insert into p (n) values (${2}) returning n`),
    );
    expect(written.rows).toEqual([{ n: 2 }]);
    expect((await admin.query('select n from p')).rows).toEqual([{ n: 2 }]);
    expect(pool.totalCount).toBeLessThanOrEqual(1);
  });
});
