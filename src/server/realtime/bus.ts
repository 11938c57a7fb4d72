import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../logger';

const CHANNEL = 'tidvis_bookings';

/**
 * Fan-out of "a company's bookings changed" through PostgreSQL LISTEN/NOTIFY, so every server process hears the
 * changes made by any other. Subscribers get the company id.
 */
export interface RealtimeBus {
  /** Announces a change; call after the transaction committed (NOTIFY inside a transaction waits for commit anyway). */
  publishBookingsChanged(companyId: string): Promise<void>;
  subscribe(companyId: string, onChange: () => void): () => void;
  /**
   * Hears every company's changes, at least once each (e.g. to drop cached availability): for changes made in this
   * process already when they are published, for others when their NOTIFY arrives. `null` means "any company may
   * have changed" (after a lost database connection). Returns an unsubscribe function.
   */
  subscribeAll(onChange: (companyId: string | null) => void): () => void;
  close(): Promise<void>;
}

/** Starts listening on the database and returns the bus. */
export async function createRealtimeBus(handle: DatabaseHandle): Promise<RealtimeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const ANY = Symbol('any company');
  const announce = (companyId: string) => {
    emitter.emit(ANY, companyId);
    emitter.emit(companyId);
  };
  // After a lost LISTEN connection, changes may have gone unheard: tell every subscriber to refresh.
  const resync = () => {
    emitter.emit(ANY, null);
    for (const name of emitter.eventNames()) if (typeof name === 'string') emitter.emit(name);
  };
  const unlisten = await handle.listen(CHANNEL, announce, resync);
  return {
    async publishBookingsChanged(companyId) {
      // This process's caches drop the company at once (read-your-writes); other processes hear the NOTIFY.
      emitter.emit(ANY, companyId);
      try {
        await handle.db.execute(sql`select pg_notify(${CHANNEL}, ${companyId})`);
      } catch (err) {
        logger.warn({ err }, 'realtime notify failed');
      }
    },
    subscribe(companyId, onChange) {
      emitter.on(companyId, onChange);
      return () => emitter.off(companyId, onChange);
    },
    subscribeAll(onChange) {
      emitter.on(ANY, onChange);
      return () => emitter.off(ANY, onChange);
    },
    close: unlisten,
  };
}
