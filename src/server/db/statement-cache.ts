import pg from 'pg';
import { markConnectionFailure } from '../errors';
import { logger } from '../logger';

/*
 * PostgreSQL spends more CPU parsing and planning our short queries than running them (the booking's context
 * query: about 1.7 ms of parse and bind against 0.2 ms of execution, measured in the statement log). A named
 * statement is parsed once per connection and, after five executions, planned once as a generic plan. Drizzle
 * produces the same text for the same query shape with its values as parameters, so the text identifies the
 * statement. node-postgres prepares a named query once per connection and re-prepares it after a failed parse.
 */

/** A query text is named the second time it is seen, so one-off statements (seeding, migrations) stay unnamed. */
const SEEN_BEFORE_NAMING = 2;
/** At most this many named statements, so each connection's prepared statements stay bounded. */
export const MAX_NAMED_STATEMENTS = 300;
/** Longer texts are batch inserts and the like, whose arity varies; they are not worth a name. */
const MAX_TEXT_LENGTH = 16_384;
/** At most this many texts are counted while waiting for their second sighting. */
const MAX_COUNTED_TEXTS = 5_000;

/** Names query texts for reuse; one per pool, shared by its connections. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly sightings = new Map<string, number>();

  /** The statement name for `text` (`tidvis_<n>`), or undefined while it stays unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || text.length > MAX_TEXT_LENGTH) return known;
    if (this.names.size >= MAX_NAMED_STATEMENTS) return undefined;
    const seen = (this.sightings.get(text) ?? 0) + 1;
    if (seen < SEEN_BEFORE_NAMING) {
      if (this.sightings.size < MAX_COUNTED_TEXTS) this.sightings.set(text, seen);
      return undefined;
    }
    this.sightings.delete(text);
    const name = `tidvis_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  /** How many texts have a name. */
  get size(): number {
    return this.names.size;
  }
}

/**
 * A pg `Client` class for `new pg.Pool({ Client })` that turns repeated parameterised queries into named
 * (prepared) statements, named by `names`. Queries with a name of their own, without parameters (simple protocol:
 * BEGIN, COMMIT, LISTEN) or given as a `Submittable` (cursors, streams) pass through unchanged.
 *
 * On a pipelined connection (`pipeline: true`) a transaction's plain `begin` is written with its first statement
 * (see pendingBegin below).
 *
 * Every client of the class also survives its connection dying: it logs the error instead of
 * crashing the process, a pool connection whose `begin` fails is handed back to its pool as broken, and a
 * failure to connect is marked for errors.ts (markConnectionFailure), which answers it 503.
 */
export function namedStatementClient(names: StatementNames): typeof pg.Client {
  class NamedStatementClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // pg-pool listens for 'error' only while a client is idle in the pool. A client checked out for a
      // transaction whose backend is terminated between two queries (PostgreSQL restart, failover, a pooler's
      // timeout, pg_terminate_backend) emits 'error' with nobody listening, and an unheard 'error' event ends the
      // process. Its next query fails instead ('not queryable'), the request answers 503 (errors.ts), and the pool
      // drops the client when it is released (pg-pool checks `_queryable`).
      this.on('error', (err: Error & { code?: string }) =>
        logger.warn({ code: err.code, message: err.message }, 'database connection lost'),
      );
    }
  }
  // A failure to connect is marked as such, so the request answers 503 whatever PostgreSQL's reason (errors.ts).
  const connect = pg.Client.prototype.connect as (
    this: pg.Client,
    callback?: (err: Error) => void,
  ) => unknown;
  NamedStatementClient.prototype.connect = function (this: pg.Client, callback?: (err: Error) => void) {
    if (typeof callback === 'function')
      return connect.call(this, (err) => callback(err && markConnectionFailure(err)));
    return (connect.call(this) as Promise<pg.Client>).catch((err: unknown) => {
      throw markConnectionFailure(err);
    });
  } as pg.Client['connect'];
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  const send = (client: pg.Client, config: unknown, rest: unknown[]): unknown => {
    const named = withStatementName(names, config, rest[0]);
    const result = query.call(client, named ?? config, ...rest);
    if (isBegin(config) && result instanceof Promise) releaseIfBeginFails(client, result);
    return result;
  };
  NamedStatementClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (!this.pipeline) return send(this, config, rest);
    const promised = typeof rest[rest.length - 1] !== 'function';
    if (promised && isPlainBegin(config) && !pendingBegin.has(this)) {
      pendingBegin.set(this, config);
      return Promise.resolve(withheldResult('BEGIN'));
    }
    const begin = pendingBegin.get(this);
    if (begin === undefined) return send(this, config, rest);
    pendingBegin.delete(this);
    // A transaction that ends before its first statement never reached the server: nothing to end.
    const ending = promised ? endOfTransaction(config) : undefined;
    if (ending) return Promise.resolve(withheldResult(ending));
    const begun = send(this, begin, []) as Promise<unknown>;
    const result = send(this, config, rest);
    if (!(result instanceof Promise)) {
      begun.catch(() => {}); // a callback or a Submittable: the released client fails it on its own
      return result;
    }
    // Answered in order: a failed BEGIN fails its first statement too (see the comment above).
    return Promise.all([begun, result]).then(([, answer]) => answer);
  } as pg.Client['query'];
  return NamedStatementClient;
}

/*
 * A transaction's BEGIN travels with its first statement. On a pipelined connection (`pipeline: true`, db/client.ts)
 * a plain `begin` is withheld and written right before the transaction's next query, so both reach PostgreSQL in
 * one round trip instead of two (docs/performance.md, issue 37). Only the plain text `begin` is withheld: it cannot
 * fail on its own (a syntax error, or an isolation level PostgreSQL refuses, fails `begin …` at once as before); a
 * connection that dies fails both, and a transaction already aborted refuses both. A COMMIT or ROLLBACK right after
 * it ends a transaction the server never saw, and is answered here.
 */
const pendingBegin = new WeakMap<pg.Client, unknown>();

/** What pg answers for a command without rows, for a withheld BEGIN and the end of an empty transaction. */
function withheldResult(command: string) {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] };
}

/** The text of a query config (a string, or an object with `text`), or undefined. */
function textOf(config: unknown): string | undefined {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/** Whether `config` is exactly `begin` (Drizzle's transaction without options), which cannot fail on its own. */
function isPlainBegin(config: unknown): boolean {
  return /^\s*begin\s*;?\s*$/i.test(textOf(config) ?? '');
}

/** 'COMMIT' or 'ROLLBACK' when `config` is exactly that (Drizzle's end of a transaction), else undefined. */
function endOfTransaction(config: unknown): string | undefined {
  const match = /^\s*(commit|rollback)\s*;?\s*$/i.exec(textOf(config) ?? '');
  return match ? match[1]!.toUpperCase() : undefined;
}

/** Whether `config` (a query's text or config object) starts a transaction. */
function isBegin(config: unknown): boolean {
  return /^\s*(begin|start\s+transaction)\b/i.test(textOf(config) ?? '');
}

/**
 * Drizzle's node-postgres `transaction()` runs `begin` before its try/finally, so when `begin` fails (the
 * connection died just then) it never releases the pool connection: the pool would count it as checked out
 * forever, and after ten such blips every request would wait for a connection that never comes. A failed `begin`
 * therefore hands the client back to its pool with the error (which destroys it), and later `release()` calls of
 * that checkout do nothing, so a caller that does release it as well gets no "released twice" error.
 */
function releaseIfBeginFails(client: pg.Client, result: Promise<unknown>): void {
  result.catch((err: unknown) => {
    const pooled = client as pg.Client & { release?: (err?: Error | boolean) => void };
    const release = pooled.release;
    if (typeof release !== 'function') return;
    pooled.release = () => {};
    release.call(pooled, err instanceof Error ? err : true);
  });
}

/** The query config with a statement name added, or undefined when the query stays as it is. */
function withStatementName(names: StatementNames, config: unknown, values: unknown): object | undefined {
  if (typeof config === 'string') {
    const name = Array.isArray(values) && values.length > 0 ? names.nameFor(config) : undefined;
    return name ? { text: config, name } : undefined;
  }
  if (typeof config !== 'object' || config === null || 'submit' in config) return undefined;
  // Drizzle passes `name: undefined` for its unnamed queries.
  const {
    text,
    name: own,
    values: ownValues,
  } = config as { text?: unknown; name?: unknown; values?: unknown };
  const list = Array.isArray(values) ? values : ownValues;
  if (typeof text !== 'string' || own !== undefined || !Array.isArray(list) || list.length === 0)
    return undefined;
  const name = names.nameFor(text);
  return name ? { ...config, name } : undefined;
}
