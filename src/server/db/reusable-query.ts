import type { Database } from './client';

/*
 * Drizzle builds a query's SQL text anew on every run: on the booking's context query and on the membership lookup
 * of every signed-in request that costs more server CPU than the round trip itself (docs/performance.md).
 * A Drizzle prepared query keeps the text and only fills in its placeholders (`sql.placeholder`), but it is bound to
 * the client it was built on (decision 007): one built on the pool cannot run inside a transaction. Both drivers'
 * prepared queries (node-postgres and PGlite) run on their `client` property, and every database or transaction
 * object runs on its session's `client` (the pool, a pool connection in a transaction, PGlite or its transaction).
 * A reusable query is built once per driver and run on the executor's client; the two property names are Drizzle
 * internals of the pinned version, guarded by tests/api/reusable-query.test.ts on both databases.
 */

interface ExecutorInternals {
  session: { client: unknown; constructor: object };
}

/**
 * A query built once and run on any executor: `reusableQuery(build)(executor)` is `build`'s prepared query (built on
 * the first executor of its driver) running on `executor`'s client, so inside a transaction it sees and takes part
 * in that transaction. `build` must give a prepared query (`.prepare(name)`) whose values are all placeholders.
 */
export function reusableQuery<Q extends object>(build: (db: Database) => Q): (executor: Database) => Q {
  const builtPerDriver = new Map<object, Q>();
  return (executor) => {
    const { session } = executor as unknown as ExecutorInternals;
    let built = builtPerDriver.get(session.constructor);
    if (!built) {
      built = build(executor);
      builtPerDriver.set(session.constructor, built);
    }
    return Object.create(built, { client: { value: session.client } }) as Q;
  };
}
