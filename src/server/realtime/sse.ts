import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../context';
import type { RealtimeBus } from './bus';

/** Milliseconds between keep-alive comments, so proxies do not close an idle stream. */
const PING_INTERVAL_MS = 25_000;
/** Milliseconds a client waits before it reconnects to a stream closed by a shutting-down process. */
export const SHUTDOWN_RETRY_MS = 1_000;

/**
 * Answers with a server-sent event stream of one company's changes: `ready` (data: the company id) on every
 * (re)connection, then `bookings-changed` (data: the company id) whenever its bookings, blocks, services or hours
 * change (see `RealtimeBus`), and a `: ping` comment every 25 s. Unsubscribes when the client goes away. When the
 * process starts shutting down (lifecycle.ts) the stream sends `retry: 1000` and ends, so the browser's
 * EventSource reconnects a second later, to another process or the restarted one.
 */
export function companyEventStream(c: Context<AppEnv>, bus: RealtimeBus, companyId: string): Response {
  const lifecycle = c.var.deps.lifecycle;
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    let draining = false;
    const unsubscribe = bus.subscribe(companyId, () => {
      // A write to a stream the client has just closed fails; that must not become an unhandled rejection.
      stream.writeSSE({ event: 'bookings-changed', data: companyId }).catch(() => {});
    });
    const stopWatching = lifecycle.onDrain(() => {
      draining = true;
      wake();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake();
    });
    await stream.writeSSE({ event: 'ready', data: companyId });
    while (!stream.aborted && !draining) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, PING_INTERVAL_MS);
      });
      if (!stream.aborted && !draining) await stream.write(': ping\n\n');
    }
    stopWatching();
    unsubscribe();
    if (draining && !stream.aborted) await stream.write(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
  });
}
