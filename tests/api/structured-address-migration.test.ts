import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds, type DatabaseKind } from '../test-db';

const MIGRATIONS = 'src/server/db/migrations';

/** A copy of the migrations that stops before 0021 (the journal's later entries left out). */
function migrationsBefore0021(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidvis-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 21);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A fresh database of `kind` with `migrate(folder)` and `query(sql, params)`. */
async function openRaw(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const client = new PGlite({ extensions: { btree_gist, pg_trgm, unaccent } });
    const db = drizzlePglite(client);
    return {
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
      close: () => client.close(),
    };
  }
  const database = await createPostgresDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = drizzleNodePg(pool);
  return {
    migrate: (folder: string) => migrateNodePg(db, { migrationsFolder: folder }),
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

/** Old single-field addresses and the parts migration 0021 must give them (null: not given). */
const CASES: [string | null, string | null, string | null, string | null, string | null][] = [
  // [old location, street, postcode, city, location shown afterwards]
  ['Götgatan 12, 118 46 Stockholm', 'Götgatan 12', '11846', 'Stockholm', 'Götgatan 12, 118 46 Stockholm'],
  ['Götgatan 12, 11846 Stockholm', 'Götgatan 12', '11846', 'Stockholm', 'Götgatan 12, 118 46 Stockholm'],
  [
    '  Götgatan  12 ,118 46   Stockholm ',
    'Götgatan 12',
    '11846',
    'Stockholm',
    'Götgatan 12, 118 46 Stockholm',
  ],
  ['Storgatan 1,\tSE-753 20 Uppsala', 'Storgatan 1', '75320', 'Uppsala', 'Storgatan 1, 753 20 Uppsala'],
  ['c/o Lind, Storgatan 1, 411 01 Göteborg', 'c/o Lind, Storgatan 1', '41101', 'Göteborg', null],
  ['Storgatan 1, 903 26', 'Storgatan 1', '90326', null, 'Storgatan 1, 903 26'],
  ['118 46 Stockholm', null, '11846', 'Stockholm', '118 46 Stockholm'],
  ['Götgatan 14, Stockholm', 'Götgatan 14', null, 'Stockholm', 'Götgatan 14, Stockholm'],
  [
    'Södra Förstadsgatan 30 ,  Malmö',
    'Södra Förstadsgatan 30',
    null,
    'Malmö',
    'Södra Förstadsgatan 30, Malmö',
  ],
  ['Götgatan 12', 'Götgatan 12', null, null, 'Götgatan 12'],
  ['Stockholm', null, null, 'Stockholm', 'Stockholm'],
  // What cannot be split is kept whole as the street.
  ['Storgatan 1, 2 tr', 'Storgatan 1, 2 tr', null, null, 'Storgatan 1, 2 tr'],
  [
    'Götgatan 12 118 46 Stockholm',
    'Götgatan 12 118 46 Stockholm',
    null,
    null,
    'Götgatan 12 118 46 Stockholm',
  ],
  ['   ', null, null, null, null],
  [null, null, null, null, null],
];

describe.each(databaseKinds())('migration 0021 splits addresses on %s', (kind) => {
  let db: Awaited<ReturnType<typeof openRaw>>;
  let before: string;
  beforeAll(async () => {
    db = await openRaw(kind);
    before = migrationsBefore0021();
    await db.migrate(before);
    for (const [i, [location]] of CASES.entries()) {
      await db.query(
        `insert into companies (name, slug, email, location, status) values ($1, $2, $3, $4, 'active')`,
        [`Bolag ${i}`, `bolag-${i}`, `bolag-${i}@example.se`, location],
      );
    }
    await db.migrate(MIGRATIONS);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every address: street, postcode (five digits) and city where it splits, whole where it does not', async () => {
    const rows = await db.query<{
      slug: string;
      street: string | null;
      postcode: string | null;
      city: string | null;
      location: string | null;
    }>('select slug, street, postcode, city, location from companies');
    for (const [i, [old, street, postcode, city, shown]] of CASES.entries()) {
      const row = rows.find((r) => r.slug === `bolag-${i}`)!;
      expect({ street: row.street, postcode: row.postcode, city: row.city }, String(old)).toEqual({
        street,
        postcode,
        city,
      });
      if (shown) expect(row.location, String(old)).toBe(shown);
    }
    expect(rows.find((r) => r.slug === 'bolag-4')!.location).toBe('c/o Lind, Storgatan 1, 411 01 Göteborg');
    expect(rows.find((r) => r.slug === 'bolag-13')!.location).toBeNull();
  });

  it('writes the shown address from the parts, and refuses a malformed postcode or an empty part', async () => {
    await db.query(
      `update companies set street = 'Ny gata 2', postcode = '12345', city = 'Lund' where slug = 'bolag-0'`,
    );
    const [row] = await db.query<{ location: string }>(
      `select location from companies where slug = 'bolag-0'`,
    );
    expect(row!.location).toBe('Ny gata 2, 123 45 Lund');
    for (const change of ["postcode = '123 45'", "postcode = '01234'", "city = ' '", "street = ''"]) {
      await expect(
        db.query(`update companies set ${change} where slug = 'bolag-0'`),
        change,
      ).rejects.toThrow();
    }
    await expect(db.query(`update companies set location = 'x' where slug = 'bolag-0'`)).rejects.toThrow();
  });
});
