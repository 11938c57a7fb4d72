import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';

/*
 * Backups that restore (docs/decisions/038): PostgreSQL as `pg_dump` custom format (one consistent snapshot,
 * restored with `pg_restore` in one transaction), embedded PGlite as its own dump of the data directory (gzipped
 * tar, PGlite's dumpDataDir / loadDataDir). Uploaded images still on disk (DATA_DIR/uploads) go beside the dump as
 * `<name>.uploads.tar.gz`. Restoring writes only into an empty database and an empty uploads folder.
 */

/** A backup could not be made or restored; `message` is for the operator (Swedish, with the cause). */
export class BackupError extends Error {}

/** Where backups are written and what they are taken of. */
export interface BackupTarget {
  /** PostgreSQL connection string; unset = the embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  /** The server's DATA_DIR: PGlite's data (`pgdata/`) and uploaded images (`uploads/`). */
  dataDir: string;
}

/** The file name of a backup of `kind` taken at `at`: `tidvis-<kind>-YYYY-MM-DDTHH-MM-SSZ.<dump|tar.gz>` (UTC). */
export function backupFileName(kind: 'postgres' | 'pglite', at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `tidvis-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** The kind of backup `file` is, from its name (as backupFileName writes it); undefined when not recognised. */
export function backupKind(file: string): 'postgres' | 'pglite' | undefined {
  const name = path.basename(file);
  if (name.endsWith('.uploads.tar.gz')) return undefined;
  if (name.endsWith('.dump')) return 'postgres';
  if (name.endsWith('.tar.gz')) return 'pglite';
  return undefined;
}

/** The uploads archive that goes with backup `file`. */
function uploadsArchive(file: string): string {
  return file.replace(/\.(dump|tar\.gz)$/, '.uploads.tar.gz');
}

/** Runs `command args`; rejects with BackupError (its stderr) when it cannot start or exits non-zero. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${command} finns inte på den här datorn (installera PostgreSQL:s klientprogram, samma huvudversion som servern).`
            : `${command} kunde inte startas: ${err.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} misslyckades (kod ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** True when `dir` is missing or holds no files. */
function emptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Writes a consistent backup of `target` into `backupDir` (created if missing): PostgreSQL by `pg_dump
 * --format=custom` (one snapshot, so bookings taken meanwhile are in it whole or not at all), PGlite by its own dump
 * (the database must not be open in a running server: PGlite allows one process). Non-empty DATA_DIR/uploads is
 * archived beside it. Files are written under a `.partial` name and renamed when complete, so a failed backup never
 * looks like one. Returns the paths written (the backup first). Throws BackupError.
 */
export async function takeBackup(
  target: BackupTarget,
  backupDir: string,
  now = new Date(),
): Promise<string[]> {
  mkdirSync(backupDir, { recursive: true });
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const file = path.resolve(backupDir, backupFileName(kind, now));
  if (existsSync(file)) throw new BackupError(`${file} finns redan; ingen backup skrevs över.`);
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${target.databaseUrl}`]);
    } else {
      let handle;
      try {
        handle = await openDatabase({ dataDir: target.dataDir });
      } catch (err) {
        if (err instanceof Error && /in use by another process/.test(err.message))
          throw new BackupError(
            `Databasen i ${target.dataDir} används av en annan process (troligen servern). Den inbyggda databasen ` +
              `(PGlite) tillåter en process: stoppa servern, ta backupen och starta den igen, eller kör PostgreSQL.`,
          );
        throw err;
      }
      try {
        const dump = await handle.dumpDataDir!();
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await handle.close();
      }
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const written = [file];
  const uploads = path.join(target.dataDir, 'uploads');
  if (!emptyFolder(uploads)) {
    const archive = uploadsArchive(file);
    await run('tar', ['-C', target.dataDir, '-czf', `${archive}.partial`, 'uploads']);
    renameSync(`${archive}.partial`, archive);
    written.push(archive);
  }
  return written;
}

/** The tables, views and sequences in `databaseUrl` outside PostgreSQL's own schemas. */
async function userRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Kunde inte ansluta till databasen: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Restores backup `file` (written by takeBackup) into `target`, which must be empty: a PostgreSQL database without
 * tables (create it with `createdb`), or a DATA_DIR without `pgdata/`; and, when the backup has images, without
 * files in `uploads/`. PostgreSQL is restored by `pg_restore` in one transaction (an error leaves the database empty);
 * a PGlite dump only into PGlite, a pg_dump only into PostgreSQL. Throws BackupError, before writing anything when
 * the target is not empty or the kinds differ.
 */
export async function restoreBackup(file: string, target: BackupTarget): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Filen ${file} finns inte.`);
  const kind = backupKind(file);
  if (!kind)
    throw new BackupError(
      `${file} är ingen Tidvis-backup (väntade tidvis-postgres-….dump eller tidvis-pglite-….tar.gz).`,
    );
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted)
    throw new BackupError(
      kind === 'postgres'
        ? 'Backupen är från PostgreSQL: sätt DATABASE_URL till en tom PostgreSQL-databas.'
        : 'Backupen är från den inbyggda databasen (PGlite): ta bort DATABASE_URL och ange en tom DATA_DIR.',
    );
  const archive = uploadsArchive(file);
  const uploads = path.join(target.dataDir, 'uploads');
  if (existsSync(archive) && !emptyFolder(uploads))
    throw new BackupError(`${uploads} är inte tom; bilderna återställs bara till en tom mapp.`);

  if (target.databaseUrl) {
    const relations = await userRelations(target.databaseUrl);
    if (relations > 0)
      throw new BackupError(
        `Databasen är inte tom (${relations} tabeller, vyer eller sekvenser). Återställ bara till en ny, tom ` +
          `databas (createdb), så att inget skrivs över.`,
      );
    await run('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
  } else {
    if (!emptyFolder(path.join(target.dataDir, 'pgdata')))
      throw new BackupError(
        `${path.join(target.dataDir, 'pgdata')} är inte tom. Återställ bara till en ny, tom DATA_DIR, så att inget skrivs över.`,
      );
    // Loaded into a staging folder and moved in whole: a dump that breaks off halfway (a truncated or damaged file)
    // leaves the target as empty as it was, not a half-written database a server would then start on.
    mkdirSync(target.dataDir, { recursive: true });
    const staging = mkdtempSync(path.join(target.dataDir, '.restoring-'));
    try {
      try {
        const handle = await openDatabase({
          dataDir: staging,
          loadDataDir: new Blob([await readFile(file)]),
        });
        await handle.close();
      } catch (err) {
        throw new BackupError(
          `${file} kunde inte läsas in som en backup av den inbyggda databasen (trasig eller ofullständig fil?): ` +
            (err instanceof Error ? err.message : String(err)),
        );
      }
      renameSync(path.join(staging, 'pgdata'), path.join(target.dataDir, 'pgdata'));
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  if (existsSync(archive)) {
    mkdirSync(target.dataDir, { recursive: true });
    await run('tar', ['-C', target.dataDir, '-xzf', archive]);
  }
}
