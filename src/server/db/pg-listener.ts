import pg from 'pg';
import { logger } from '../logger';

/** First reconnect delay; it doubles while attempts fail. */
const FIRST_DELAY_MS = 250;
/**
 * Longest wait between reconnect attempts. Short on purpose: while this connection is down the
 * process's caches cannot hear other processes' changes, so it should be back within a couple of seconds of
 * PostgreSQL answering again; an attempt against a server that is down costs one refused TCP connection.
 */
const MAX_DELAY_MS = 2_000;
/** Milliseconds one connection attempt may take, so an unreachable server never stalls the reconnect loop. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * LISTENs on `channel` over a dedicated PostgreSQL connection and keeps listening: when the connection is lost
 * (server restart, failover, a terminated backend) it reconnects with backoff (0.25 s doubling to 2 s) and calls
 * `onResync()`, because notifications sent meanwhile are gone and listeners must assume anything changed.
 * Returns a function that stops listening for good. Rejects when the first connection or LISTEN fails.
 */
export async function listenWithReconnect(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retrying = false;
  let attempt = 0;

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', (msg) => {
      if (msg.channel !== channel) return;
      // Thrown here, an error would escape through pg's socket handler and end the process.
      try {
        onPayload(msg.payload ?? '');
      } catch (err) {
        logger.error({ err, channel }, 'realtime notification handler failed');
      }
    });
    next.on('error', (err: Error & { code?: string }) =>
      logger.warn({ code: err.code, message: err.message, channel }, 'listen connection lost'),
    );
    next.on('end', () => {
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    client = next;
  };

  const reconnect = () => {
    if (stopped || retrying) return;
    retrying = true;
    client = undefined;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt++);
    // The body catches its own failures; `void` marks the promise as deliberately not awaited by the timer.
    const retry = async () => {
      retrying = false;
      if (stopped) return;
      try {
        await connect();
      } catch (err) {
        logger.warn({ message: (err as Error).message, channel }, 'listen reconnect failed');
        reconnect();
        return;
      }
      attempt = 0;
      logger.info({ channel }, 'listen connection restored');
      // A subscriber's failure is its own: it must not count as a failed reconnect (which would drop this live
      // connection without closing it) nor escape this timer as an unhandled rejection.
      try {
        onResync();
      } catch (err) {
        logger.error({ err, channel }, 'realtime resync failed');
      }
    };
    setTimeout(() => void retry(), delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end();
  };
}
