import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';
import { createPostgresDatabase } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (PGlite's gzipped dump) each test database starts from. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database on TEST_DATABASE_URL's server to copy, or '' without one. */
    postgresTemplate: string;
  }
}

/**
 * Runs once before the test files: migrates one empty database of each kind, which every `createTestContext` then
 * copies instead of migrating its own. A fresh PGlite runs initdb and the migrations in a few seconds; loading a
 * migrated dump takes about a third of that, and PostgreSQL copies a template database faster than it migrates.
 * The copies are of this run's migrations, made at the start of the run, so no test sees a stale schema.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tidvis-test-template-'));
  const pgliteTemplate = path.join(dir, 'pglite.tar.gz');
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await pglite.migrate();
    await writeFile(pgliteTemplate, Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', pgliteTemplate);

  let dropTemplate = async () => {};
  project.provide('postgresTemplate', '');
  if (process.env.TEST_DATABASE_URL) {
    const template = await createPostgresDatabase();
    const handle = await openDatabase({ databaseUrl: template.url, dataDir: 'memory://' });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    dropTemplate = template.drop;
  }

  return async () => {
    await dropTemplate();
    await rm(dir, { recursive: true, force: true });
  };
}
