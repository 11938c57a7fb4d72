import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { createAdjustableClock } from '../src/server/clock';
import type { Deps } from '../src/server/context';
import { closeDeps, createDeps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases API tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (docs/design.md §5). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server, empty or a copy of the database named `template`
 * (tests/global-setup.ts); `drop()` removes it.
 */
export async function createPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tidvis_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated databases tests/global-setup.ts made for this run: PGlite's dump (read once per test process) and
 * the PostgreSQL template's name (''  without PostgreSQL). Undefined outside a Vitest run with that setup; the
 * database is then migrated as a server's is, which is also what the copies were made by.
 */
async function migratedTemplates(): Promise<{ pglite?: Blob; postgres: string } | undefined> {
  // Imported here, not at the top: deploy/test-topology.ts runs this module under tsx, outside Vitest.
  const { inject } = await import('vitest');
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return { pglite: await pgliteTemplate, postgres: inject('postgresTemplate') };
}

export interface TestContext {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  close: () => Promise<void>;
}

/** What createTestContext gives: a TestContext whose app clock (`deps.clock`) tests can move. */
export interface ClockedTestContext extends TestContext {
  /** Makes the app's clock answer `date` now; it keeps running from there. */
  setNow: (date: Date) => void;
  /** Moves the app's clock by `minutes` (negative: back). */
  advance: (minutes: number) => void;
}

/**
 * A fresh, migrated database of the given kind with the app on top; `close()` removes it. The app runs on an
 * adjustable clock starting at real time (`setNow`, `advance`).
 */
export async function createTestContext(
  kind: DatabaseKind,
  extraEnv: Record<string, string> = {},
): Promise<ClockedTestContext> {
  const templates = await migratedTemplates();
  const pgDb =
    kind === 'postgres'
      ? await createPostgresDatabase(undefined, templates?.postgres || undefined)
      : undefined;
  // A secret long enough for production settings, which some tests use (env.ts refuses the default there).
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: pgDb?.url,
    BETTER_AUTH_SECRET: 'tidvis-test-secret-of-at-least-32-characters',
    // Production refuses to start without APP_URL (env.ts): the origin TestClient sends.
    ...(extraEnv.NODE_ENV === 'production' ? { APP_URL: 'http://localhost:3000' } : {}),
    ...extraEnv,
  });
  const clock = createAdjustableClock();
  const deps = await createDeps(env, {
    dataDir: 'memory://',
    testClock: clock,
    loadDataDir: kind === 'pglite' ? templates?.pglite : undefined,
  });
  return {
    deps,
    setNow: (date) => clock.setNow(date),
    advance: (minutes) => clock.advance(minutes),
    app: createApp(deps),
    async close() {
      await closeDeps(deps);
      await pgDb?.drop();
    },
  };
}
