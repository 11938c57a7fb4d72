import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { logger } from '../logger';
import { listenWithReconnect } from './pg-listener';
import { NamedStatementPGlite } from './pglite-statements';
import { StatementNames, namedStatementClient } from './statement-cache';
import * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database over either driver; transactions (`db.transaction`) work the same on both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database with its lifecycle and LISTEN/NOTIFY hooks. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent; on PostgreSQL one process at a time, under an advisory lock). */
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. `onResync` is called when notifications may
   * have been missed (PostgreSQL: the listening connection was lost and is back).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Runs `run` once on each of the database's connections, opening those not open yet (PostgreSQL: all
   * POOL_SIZE of the pool's, side by side, each given to `run` as its own Database; PGlite: its one). Rejects with
   * the first failure, once every connection is back in the pool. Used to warm them before serving (warm-up.ts).
   */
  eachConnection(run: (db: Database) => Promise<void>): Promise<void>;
  /** Embedded PGlite only: its data directory as a gzipped tar (PGlite's own dump), for `npm run backup`. */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else embedded PGlite in `dataDir` (or in memory
 * when `dataDir` is `memory://`). An on-disk PGlite directory is locked so a second process refuses to start.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Embedded PGlite only: a dump made by `dumpDataDir` to start a new (empty) data directory from (`npm run restore`). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  let release: (() => Promise<void>) | undefined;
  let dbPath: string | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // A process that died without closing (kill -9, power cut) leaves its lock behind; the lock counts as stale
      // once it has not been refreshed for 10 s, so keep trying a little longer than that before refusing.
      release = await lockfile.lock(dataDir, {
        stale: 10_000,
        update: 2_000,
        retries: { retries: 12, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
        lockfilePath: path.join(dataDir, '.lock'),
      });
    } catch {
      throw new Error(
        `The data directory ${dataDir} is in use by another process (embedded PGlite allows one).`,
      );
    }
    dbPath = path.join(dataDir, 'pgdata');
  }
  const client = new NamedStatementPGlite({
    dataDir: dbPath,
    extensions: { btree_gist, pg_trgm, unaccent },
    loadDataDir,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    eachConnection: (run) => run(db),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      await client.close();
      await release?.();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Milliseconds a request waits for a new database connection before it fails (503, errors.ts). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Connections per process's pool (WEB_CONCURRENCY processes per server each have their own). */
export const POOL_SIZE = 10;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // A fixed-size pool: connections stay open once opened (pg-pool closes idle ones only above `min`). A new
    // PostgreSQL backend reads its catalog on its first statements (its first availability query took 20-40 ms of
    // parse and plan against 1-2 ms on a warm one, docs/decisions/050), so the pool keeps the ones it has warmed.
    min: POOL_SIZE,
    // Without a timeout a request waits for a connection as long as the operating system tries to reach a server
    // that is gone (minutes, when packets are dropped); with it the request answers 503 and the client retries.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive notices a peer that vanished without closing (failover, a dead host) on idle connections.
    keepAlive: true,
    // A query issued while another is on its way is written at once rather than after its answer: a transaction's
    // BEGIN travels with its first statement (statement-cache.ts), and the booking's lock with its context query.
    pipeline: true,
    Client: namedStatementClient(new StatementNames()),
  });
  // An idle connection that the server drops (restart, failover) must not crash the process; pg reconnects.
  // Only the message and code: the error drags the whole pg client along, which would flood the log. Checked-out
  // connections have a listener of their own (statement-cache.ts namedStatementClient).
  pool.on('error', (err: Error & { code?: string }) =>
    logger.warn({ code: err.code, message: err.message }, 'idle database connection lost'),
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    // Servers started together on one database (a rollout, compose) migrate one after another: the first applies
    // what is new, the others find nothing left to do. The lock is the session's, released with the connection.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtextextended('tidvis:migrations', 0))`);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client
          .query(`select pg_advisory_unlock(hashtextextended('tidvis:migrations', 0))`)
          .catch(() => {});
        client.release();
      }
    },
    async eachConnection(run) {
      const opened = await Promise.allSettled(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      const clients = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const ran = await Promise.allSettled(
        clients.map((client) => run(drizzleNodePg(client, { schema }) as unknown as Database)),
      );
      // A connection whose run failed may be broken (a lost backend): the pool drops it instead of reusing it.
      clients.forEach((client, i) => client.release(ran[i]!.status === 'rejected'));
      const failure = [...opened, ...ran].find(
        (result): result is PromiseRejectedResult => result.status === 'rejected',
      );
      if (failure) throw failure.reason;
    },
    async listen(channel, onPayload, onResync = () => {}) {
      const stop = await listenWithReconnect(connectionString, channel, onPayload, onResync);
      listeners.add(stop);
      return async () => {
        if (listeners.delete(stop)) await stop();
      };
    },
    async close() {
      await Promise.allSettled([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
