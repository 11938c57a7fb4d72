import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatementPGlite } from './pglite-statements';

describe('named statements on PGlite', () => {
  let db: NamedStatementPGlite;
  let reference: PGlite;
  beforeAll(async () => {
    db = new NamedStatementPGlite();
    reference = new PGlite();
    const schema = `create table item (id int primary key, label text not null, at timestamptz, tags int[],
                                       doc jsonb, price numeric, done boolean)`;
    await Promise.all([db.exec(schema), reference.exec(schema)]);
  });
  afterAll(async () => {
    await Promise.all([db.close(), reference.close()]);
  });

  const ours = async () =>
    (
      await db.query<{ statement: string }>(
        "select statement from pg_prepared_statements where name like 'tidvis_%'",
      )
    ).rows.map((r) => r.statement);

  it("answers a repeated query exactly as PGlite's own query() does, parsing it once", async () => {
    const insert = `insert into item (id, label, at, tags, doc, price, done) values ($1, $2, $3, $4, $5, $6, $7)
                    returning *`;
    const rows: unknown[][] = [
      [
        1,
        'Klippning å ä ö',
        new Date('2026-11-20T09:30:00Z'),
        [1, 2, 3],
        { a: [1, 'b'], c: null },
        '450.50',
        true,
      ],
      [2, 'Färgning', null, [], { nested: { x: 1 } }, '0', false],
      [3, "o'hara", new Date('2026-01-01T00:00:00Z'), null, [1, 2], null, null],
    ];
    for (const row of rows) {
      const [mine, theirs] = await Promise.all([db.query(insert, row), reference.query(insert, row)]);
      expect(mine).toEqual(theirs);
    }
    const select = 'select * from item where id >= $1 order by id';
    for (const mode of ['object', 'array'] as const) {
      for (let i = 0; i < 3; i++) {
        const [mine, theirs] = await Promise.all([
          db.query(select, [1], { rowMode: mode }),
          reference.query(select, [1], { rowMode: mode }),
        ]);
        expect(mine).toEqual(theirs);
        expect(mine.rows).toHaveLength(3);
      }
    }
    expect((await ours()).filter((s) => s === select)).toHaveLength(1);
    expect(await ours()).toContain(insert);
  });

  it('reports affected rows and an empty result like PGlite', async () => {
    const update = 'update item set done = $1 where id = $2';
    for (const id of [1, 2, 99]) {
      const [mine, theirs] = await Promise.all([
        db.query(update, [true, id]),
        reference.query(update, [true, id]),
      ]);
      expect(mine).toEqual(theirs);
    }
  });

  it('throws the database error with its SQLSTATE and keeps working afterwards', async () => {
    const insert = 'insert into item (id, label) values ($1, $2)';
    for (let i = 0; i < 3; i++) {
      await expect(db.query(insert, [1, 'dubblett'])).rejects.toMatchObject({ code: '23505' });
    }
    await db.query(insert, [10, 'ny']);
    expect((await db.query('select label from item where id = $1', [10])).rows).toEqual([{ label: 'ny' }]);
  });

  it('does not keep a statement whose parse failed', async () => {
    const text = 'select $1::int as n from later_table';
    for (let i = 0; i < 3; i++) await expect(db.query(text, [1])).rejects.toThrow(/later_table/);
    await db.exec('create table later_table (n int); insert into later_table values (1)');
    for (let i = 0; i < 3; i++) expect((await db.query(text, [7])).rows).toEqual([{ n: 7 }]);
  });

  it('runs named statements inside transactions: commit keeps, rollback and errors discard', async () => {
    const insert = 'insert into item (id, label) values ($1, $2) returning id';
    const count = async () =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from item where id between $1 and $2',
          [100, 199],
        )
      ).rows[0]!.n;
    await db.transaction(async (tx) => {
      for (let id = 100; id < 105; id++) expect((await tx.query(insert, [id, 'tx'])).rows).toEqual([{ id }]);
    });
    expect(await count()).toBe(5);

    await db.transaction(async (tx) => {
      await tx.query(insert, [110, 'tillbaka']);
      await tx.rollback();
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [111, 'fel']);
        await tx.query(insert, [111, 'dubblett']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(5);

    let leaked: Awaited<Parameters<Parameters<typeof db.transaction>[0]>[0]> | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query(insert, [120, 'sen'])).rejects.toThrow(/closed/);
  });

  it('keeps concurrent transactions and queries apart', async () => {
    const insert = 'insert into item (id, label) values ($1, $2)';
    const max = 'select coalesce(max(id), 0)::int as id from item where id between $1 and $2';
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? db.transaction(async (tx) => {
              const { id } = (await tx.query<{ id: number }>(max, [1000, 1999])).rows[0]!;
              await tx.query(insert, [Math.max(id, 999) + 1, `tx ${i}`]);
            })
          : db.query(insert, [2000 + i, `fri ${i}`]),
      ),
    );
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from item where id >= $1',
      [1000],
    );
    expect(rows[0]!.n).toBe(20);
  });

  it('delivers notifications sent by a named statement', async () => {
    const received: string[] = [];
    const unsubscribe = await db.listen('tidvis_test', (payload) => received.push(payload));
    for (const payload of ['a', 'b', 'c'])
      await db.query('select pg_notify($1, $2)', ['tidvis_test', payload]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual(['a', 'b', 'c']);
    await unsubscribe();
  });
});
