import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { RealtimeBus } from './bus';

/** Milliseconds between keep-alive comments, so proxies do not close an idle stream. */
const PING_INTERVAL_MS = 25_000;

/**
 * Answers with a server-sent event stream of one company's changes: `ready` (data: the company id) on every
 * (re)connection, then `bookings-changed` (data: the company id) whenever its bookings, blocks, services or hours
 * change (see `RealtimeBus`), and a `: ping` comment every 25 s. Unsubscribes when the client goes away.
 */
export function companyEventStream(c: Context, bus: RealtimeBus, companyId: string): Response {
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    const unsubscribe = bus.subscribe(companyId, () => {
      void stream.writeSSE({ event: 'bookings-changed', data: companyId });
    });
    stream.onAbort(() => {
      unsubscribe();
      wake();
    });
    await stream.writeSSE({ event: 'ready', data: companyId });
    while (!stream.aborted) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, PING_INTERVAL_MS);
      });
      if (!stream.aborted) await stream.write(': ping\n\n');
    }
    unsubscribe();
  });
}
