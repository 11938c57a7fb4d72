/**
 * Whether this server process is shutting down. Once `startDraining()` is called, `/api/ready`
 * answers 503, every response asks the client to close its connection, and open server-sent event streams end
 * with a `retry:` hint (realtime/sse.ts), so clients move to another process or to the restarted one.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Starts draining (idempotent) and tells every `onDrain` listener once. */
  startDraining(): void;
  /** Calls `listener` when draining starts (at once if it has); returns an unsubscribe function. */
  onDrain(listener: () => void): () => void;
}

/** A fresh lifecycle in the serving state. */
export function createLifecycle(): Lifecycle {
  let draining = false;
  const listeners = new Set<() => void>();
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      if (draining) return;
      draining = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onDrain(listener) {
      if (draining) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
