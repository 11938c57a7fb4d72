import { createAuth } from './auth/auth';
import type { Deps } from './context';
import { openDatabase } from './db/client';
import type { Env } from './env';
import { createMetrics } from './metrics';
import { createRealtimeBus } from './realtime/bus';

/** Opens the database (migrated), the realtime bus and auth for a server process or a test file. */
export async function createDeps(env: Env, options: { dataDir?: string } = {}): Promise<Deps> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: options.dataDir ?? env.DATA_DIR,
  });
  await handle.migrate();
  const bus = await createRealtimeBus(handle);
  return {
    env,
    handle,
    db: handle.db,
    auth: createAuth(handle.db, env),
    bus,
    metrics: createMetrics(handle),
  };
}

/** Closes what createDeps opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.bus.close();
  await deps.handle.close();
}
