import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createCompany } from '../factories';
import { bookingRequest, prepareBookingFixture, signInOver } from '../support/booking-load';
import {
  createServerPostgresDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from '../support/server-process';
import { createPostgresDatabase } from '../test-db';

/*
 * `npm run backup` / `npm run restore FILE` as an operator runs them (the CLIs in child processes): a PostgreSQL
 * backup taken while customers book through a real server restores into a fresh database with every table's rows
 * as of one moment and every booking exactly as it was; a restore into a database that is not empty is refused.
 * The embedded PGlite's own dump restores too, and the backup refuses while the server holds the data directory.
 */

/** Runs a CLI of src/server/cli with tsx and `env`; its exit code and output. */
function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    const child = spawn('npx', ['tsx', `src/server/cli/${script}`, ...args], {
      env: { ...inherited, LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Rows per table (`schema.table`) of every table outside PostgreSQL's own schemas. */
async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables)
      counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n;
    return counts;
  } finally {
    await client.end();
  }
}

/** The full records of `ids` in the bookings table, as JSON text keyed by id. */
async function bookingRecords(databaseUrl: string, ids: string[]): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; record: string }>(
      `select id::text, row_to_json(b)::text as record from bookings b where id = any($1::uuid[])`,
      [ids],
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.record]));
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  let db: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  let restored: { url: string; drop: () => Promise<void> } | undefined;
  afterEach(async () => {
    await server?.kill9();
    await db?.drop();
    await restored?.drop();
  });

  it(
    'a backup taken under booking load restores into an empty database with consistent rows and exact bookings',
    { timeout: 240_000 },
    async () => {
      db = await createServerPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const fixture = await prepareBookingFixture(db);
      const port = 3420 + Math.floor(Math.random() * 10);
      server = await startServer(db, port, 'dist/none');
      const baseUrl = server.baseUrl;
      const cookies = await Promise.all(fixture.emails.map((email) => signInOver(baseUrl, email)));
      // An uploaded image still on disk goes into the backup beside the dump.
      mkdirSync(path.join(db.dataDir, 'uploads', 'logos'), { recursive: true });
      writeFileSync(path.join(db.dataDir, 'uploads', 'logos', 'logo.webp'), 'bild');

      const confirmed: string[] = [];
      const failures: string[] = [];
      let stop = false;
      let next = 0;
      const customer = async () => {
        while (!stop && next < 480) {
          const { user, body } = bookingRequest(fixture, next++);
          const res = await fetch(`${baseUrl}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: baseUrl, cookie: cookies[user]! },
            body: JSON.stringify(body),
          });
          const json = (await res.json()) as { booking?: { id: string } };
          if (res.status === 201) confirmed.push(json.booking!.id);
          else failures.push(`${res.status} ${JSON.stringify(json)}`);
        }
      };
      const customers = Array.from({ length: 4 }, customer);
      while (confirmed.length < 10) await new Promise((r) => setTimeout(r, 10));

      const before = await rowCounts(db.databaseUrl!);
      const backupDir = path.join(db.dataDir, 'backups');
      const backup = await runCli('backup-cli.ts', [], {
        DATABASE_URL: db.databaseUrl!,
        DATA_DIR: db.dataDir,
        BACKUP_DIR: backupDir,
      });
      const after = await rowCounts(db.databaseUrl!);
      stop = true;
      await Promise.all(customers);
      expect(failures).toEqual([]);
      expect(backup.code, backup.output).toBe(0);
      // The load went on while pg_dump ran.
      expect(after['public.bookings']).toBeGreaterThan(before['public.bookings']!);
      const files = readdirSync(backupDir).sort();
      expect(files).toHaveLength(2);
      const dump = files.find((f) => f.endsWith('.dump'))!;
      expect(dump).toMatch(/^tidvis-postgres-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
      expect(files).toContain(dump.replace(/\.dump$/, '.uploads.tar.gz'));

      restored = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
      const restoreDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-restore-'));
      try {
        const restore = await runCli('restore-cli.ts', [path.join(backupDir, dump)], {
          DATABASE_URL: restored.url,
          DATA_DIR: restoreDir,
        });
        expect(restore.code, restore.output).toBe(0);
        expect(readdirSync(path.join(restoreDir, 'uploads', 'logos'))).toEqual(['logo.webp']);

        // One snapshot: every table has the rows it had at one moment between `before` and `after`.
        const counts = await rowCounts(restored.url);
        expect(Object.keys(counts)).toEqual(Object.keys(before));
        for (const [table, n] of Object.entries(counts)) {
          expect(n, table).toBeGreaterThanOrEqual(before[table]!);
          expect(n, table).toBeLessThanOrEqual(after[table]!);
          if (before[table] === after[table]) expect(n, table).toBe(before[table]);
        }
        // Every booking in the backup is the source's record, field for field.
        const restoredBookings = await bookingRecords(restored.url, confirmed);
        const ids = Object.keys(restoredBookings);
        expect(ids.length).toBe(counts['public.bookings']);
        expect(ids).toContain(confirmed[0]);
        expect(restoredBookings).toEqual(await bookingRecords(db.databaseUrl!, ids));

        // The restored database is current: the server's migrations find nothing to do, and it serves.
        const handle = await openDatabase({ databaseUrl: restored.url, dataDir: restoreDir });
        await handle.migrate();
        await handle.close();
        expect((await rowCounts(restored.url))['drizzle.__drizzle_migrations']).toBe(
          counts['drizzle.__drizzle_migrations'],
        );

        // A second restore finds the database in use and writes nothing.
        const again = await runCli('restore-cli.ts', [path.join(backupDir, dump)], {
          DATABASE_URL: restored.url,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tidvis-restore-')),
        });
        expect(again.code).toBe(1);
        expect(again.output).toContain('Databasen är inte tom');
        expect(await rowCounts(restored.url)).toEqual(counts);
      } finally {
        rmSync(restoreDir, { recursive: true, force: true });
      }
    },
  );
});

describe('backup and restore of the embedded database (PGlite)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'its own dump restores into an empty data folder; the backup refuses while the folder is in use',
    {
      timeout: 120_000,
    },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-backup-'));
      const restoreDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-restore-'));
      dirs.push(dataDir, restoreDir);
      const handle = await openDatabase({ dataDir });
      await handle.migrate();
      const company = await createCompany(handle.db);

      // The data folder is locked by the open database (as by a running server).
      const refused = await runCli('backup-cli.ts', [], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('används av en annan process');
      await handle.close();

      const backup = await runCli('backup-cli.ts', [], { DATA_DIR: dataDir });
      expect(backup.code, backup.output).toBe(0);
      const [file] = readdirSync(path.join(dataDir, 'backups'));
      expect(file).toMatch(/^tidvis-pglite-.*Z\.tar\.gz$/);

      // A damaged file (cut off halfway) is refused and leaves the folder as empty as it was.
      const whole = readFileSync(path.join(dataDir, 'backups', file!));
      const damaged = path.join(restoreDir, '..', `${path.basename(restoreDir)}-${file!}`);
      writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
      dirs.push(damaged);
      const broken = await runCli('restore-cli.ts', [damaged], { DATA_DIR: restoreDir });
      expect(broken.code).toBe(1);
      expect(broken.output).toContain('kunde inte läsas in');
      expect(readdirSync(restoreDir)).toEqual([]);

      const restore = await runCli('restore-cli.ts', [path.join(dataDir, 'backups', file!)], {
        DATA_DIR: restoreDir,
      });
      expect(restore.code, restore.output).toBe(0);

      const copy = await openDatabase({ dataDir: restoreDir });
      const { rows } = (await copy.db.execute(
        `select name from companies where id = '${company.id}'`,
      )) as unknown as { rows: { name: string }[] };
      await copy.close();
      expect(rows).toEqual([{ name: company.name }]);

      // Not into a data folder that has a database.
      const again = await runCli('restore-cli.ts', [path.join(dataDir, 'backups', file!)], {
        DATA_DIR: restoreDir,
      });
      expect(again.code).toBe(1);
      expect(again.output).toContain('är inte tom');
    },
  );
});
