import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../logger';

const CHANNEL = 'tidvis_bookings';
/** Payload prefix of "a company's catalogue changed" on the same channel, so one LISTEN connection carries both. */
const CATALOG_PREFIX = 'catalog:';
/**
 * Payload prefix of "a user's sessions or account changed", sent by the database itself: triggers on the `session`
 * and `user` tables (migration 0010) NOTIFY `session:<user id>` on this channel (auth/session-cache.ts).
 */
const SESSION_PREFIX = 'session:';

/**
 * Fan-out of "a company's bookings changed" and of "a company's catalogue changed" through PostgreSQL
 * LISTEN/NOTIFY, so every server process hears the changes made by any other. Subscribers get the company id.
 */
export interface RealtimeBus {
  /**
   * Announces a change; call after the transaction committed (NOTIFY inside a transaction waits for commit anyway).
   * With `notified`, the committed transaction already sent the NOTIFY (bookingsChangedNotify in one of its
   * statements): only this process's own subscribers are told here.
   */
  publishBookingsChanged(companyId: string, options?: { notified?: boolean }): Promise<void>;
  subscribe(companyId: string, onChange: () => void): () => void;
  /**
   * Hears every company's changes, at least once each (e.g. to drop cached availability): for changes made in this
   * process already when they are published, for others when their NOTIFY arrives. `null` means "any company may
   * have changed" (after a lost database connection). Returns an unsubscribe function.
   */
  subscribeAll(onChange: (companyId: string | null) => void): () => void;
  /**
   * Announces that what customers search changed: a company's name, location, status or logo, or its services
   * (created, renamed, switched on or off, deleted, reordered). Rare, unlike bookings; it does not reach `subscribe`
   * or `subscribeAll` listeners, so callers that also change bookable data publish that as well.
   */
  publishCatalogChanged(companyId: string): Promise<void>;
  /**
   * Hears every catalogue change at least once, like subscribeAll: at once for this process's own, on NOTIFY for
   * others, and `null` after a lost database connection. Returns an unsubscribe function.
   */
  subscribeCatalog(onChange: (companyId: string | null) => void): () => void;
  /**
   * Hears every change to a user's sessions or account row, from any process (the database's triggers send them,
   * so there is no publish): the user's id, or `null` after a lost database connection. Returns an unsubscribe
   * function.
   */
  subscribeSessions(onChange: (userId: string | null) => void): () => void;
  close(): Promise<void>;
}

/**
 * The NOTIFY of "company `companyId`'s bookings changed" as an expression to select inside a transaction's own
 * statement (PostgreSQL only): delivered to every process's bus at commit, never on rollback, and without a
 * transaction and WAL flush of its own. The caller then publishes with `{ notified: true }`.
 */
export function bookingsChangedNotify(companyId: string): SQL {
  return sql`pg_notify(${CHANNEL}, ${companyId})`;
}

/** Starts listening on the database and returns the bus. */
export async function createRealtimeBus(handle: DatabaseHandle): Promise<RealtimeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const ANY = Symbol('any company');
  const CATALOG = Symbol('catalogue');
  const SESSIONS = Symbol('sessions');
  const announce = (payload: string) => {
    if (payload.startsWith(SESSION_PREFIX)) {
      emitter.emit(SESSIONS, payload.slice(SESSION_PREFIX.length));
      return;
    }
    if (payload.startsWith(CATALOG_PREFIX)) {
      emitter.emit(CATALOG, payload.slice(CATALOG_PREFIX.length));
      return;
    }
    emitter.emit(ANY, payload);
    emitter.emit(payload);
  };
  const notify = async (payload: string) => {
    // Embedded PGlite is opened by one process only (its lock), so nobody else can be listening: deliver here and
    // save a database round trip on every booking.
    if (handle.kind === 'pglite') return announce(payload);
    try {
      await handle.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    } catch (err) {
      logger.warn({ err }, 'realtime notify failed');
    }
  };
  // After a lost LISTEN connection, changes may have gone unheard: tell every subscriber to refresh.
  const resync = () => {
    emitter.emit(SESSIONS, null);
    emitter.emit(CATALOG, null);
    emitter.emit(ANY, null);
    for (const name of emitter.eventNames()) if (typeof name === 'string') emitter.emit(name);
  };
  const unlisten = await handle.listen(CHANNEL, announce, resync);
  return {
    async publishBookingsChanged(companyId, options) {
      // This process's caches drop the company at once (read-your-writes); other processes hear the NOTIFY.
      emitter.emit(ANY, companyId);
      if (options?.notified !== true) await notify(companyId);
    },
    subscribe(companyId, onChange) {
      emitter.on(companyId, onChange);
      return () => emitter.off(companyId, onChange);
    },
    subscribeAll(onChange) {
      emitter.on(ANY, onChange);
      return () => emitter.off(ANY, onChange);
    },
    async publishCatalogChanged(companyId) {
      emitter.emit(CATALOG, companyId);
      await notify(`${CATALOG_PREFIX}${companyId}`);
    },
    subscribeCatalog(onChange) {
      emitter.on(CATALOG, onChange);
      return () => emitter.off(CATALOG, onChange);
    },
    subscribeSessions(onChange) {
      emitter.on(SESSIONS, onChange);
      return () => emitter.off(SESSIONS, onChange);
    },
    close: unlisten,
  };
}
