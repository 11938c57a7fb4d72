import { createAuth } from './auth/auth';
import { SessionCache } from './auth/session-cache';
import { createAdjustableClock, systemClock, type AdjustableClock } from './clock';
import type { Deps } from './context';
import { openDatabase } from './db/client';
import type { Env } from './env';
import { createDatabaseImageStore } from './images/image-store';
import { createLifecycle } from './lifecycle';
import { createMetrics } from './metrics';
import { createPaymentProvider } from './payments/provider';
import { createRealtimeBus } from './realtime/bus';

/**
 * Opens the database (migrated), the realtime bus and auth for a server process or a test file. The clock is the
 * real one; under `NODE_ENV=test` (or when the caller passes `testClock`, as API tests do) it is an adjustable one
 * that starts at real time. `migrate: false` skips the migrations (a cluster worker's primary ran them).
 */
export async function createDeps(
  env: Env,
  options: {
    dataDir?: string;
    testClock?: AdjustableClock;
    migrate?: boolean;
    /** Embedded PGlite only: a dump (`dumpDataDir`) to start an empty data directory from (tests' migrated template). */
    loadDataDir?: Blob;
  } = {},
): Promise<Deps> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: options.dataDir ?? env.DATA_DIR,
    loadDataDir: options.loadDataDir,
  });
  // Cluster workers skip this: their primary migrated before it started them (cluster.ts).
  if (options.migrate !== false) await handle.migrate();
  const bus = await createRealtimeBus(handle);
  const testClock = options.testClock ?? (env.NODE_ENV === 'test' ? createAdjustableClock() : undefined);
  return {
    env,
    handle,
    db: handle.db,
    auth: createAuth(handle.db, env, testClock?.now ?? systemClock),
    sessionCache: new SessionCache(bus, env.SESSION_CACHE_TTL_S * 1000),
    bus,
    metrics: createMetrics(handle),
    images: createDatabaseImageStore(handle.db),
    payments: createPaymentProvider(env),
    lifecycle: createLifecycle(),
    clock: testClock?.now ?? systemClock,
    testClock,
  };
}

/** Closes what createDeps opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.bus.close();
  await deps.handle.close();
}
