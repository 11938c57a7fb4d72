import pg from 'pg';
import { logger } from '../logger';

const MAX_DELAY_MS = 30_000;

/**
 * LISTENs on `channel` over a dedicated PostgreSQL connection and keeps listening: when the connection is lost
 * (server restart, failover, a terminated backend) it reconnects with backoff (0.5 s doubling to 30 s) and calls
 * `onResync()`, because notifications sent meanwhile are gone and listeners must assume anything changed.
 * Returns a function that stops listening for good.
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
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
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
    const delay = Math.min(MAX_DELAY_MS, 500 * 2 ** attempt++);
    setTimeout(async () => {
      retrying = false;
      if (stopped) return;
      try {
        await connect();
        attempt = 0;
        logger.info({ channel }, 'listen connection restored');
        onResync();
      } catch (err) {
        logger.warn({ message: (err as Error).message, channel }, 'listen reconnect failed');
        reconnect();
      }
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end();
  };
}
