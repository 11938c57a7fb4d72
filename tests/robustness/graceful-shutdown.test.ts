import { afterEach, describe, expect, it } from 'vitest';
import { bookingRequest, prepareBookingFixture, signInOver, storedBookings } from '../support/booking-load';
import {
  createServerPgliteDatabase,
  createServerPostgresDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from '../support/server-process';
import { databaseKinds } from '../test-db';

/*
 * SIGTERM the real server process while customers are booking. Every request sent before the signal
 * gets an answer, every 201 is stored (and nothing else), an open event stream ends with a `retry:` hint, and the
 * process exits 0.
 */

/** Reads an event stream until `until` appears in it or the stream ends; returns what was read. */
async function readStream(reader: ReadableStreamDefaultReader<Uint8Array>, until?: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    if (until && text.includes(until)) return text;
  }
}

describe.each(databaseKinds())('SIGTERM under booking load on %s', (kind) => {
  let db: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill9();
    await db?.drop();
  });

  it(
    'answers every request in flight, stores every 201, ends event streams with a retry hint and exits 0',
    {
      timeout: 240_000,
    },
    async () => {
      db =
        kind === 'postgres'
          ? await createServerPostgresDatabase(process.env.TEST_DATABASE_URL!)
          : createServerPgliteDatabase();
      const fixture = await prepareBookingFixture(db);
      const port = 3500 + Math.floor(Math.random() * 400);
      server = await startServer(db, port, 'dist/none', { SHUTDOWN_TIMEOUT_S: '10' });
      const baseUrl = server.baseUrl;
      // Idle connections stay open 65 s (serve.ts), not Node's 5 s, so a client's next request never meets a
      // connection being closed (a browser test once failed with ECONNRESET that way); shutdown below still drains.
      expect((await fetch(`${baseUrl}/api/health`)).headers.get('keep-alive')).toBe('timeout=65');
      const cookies = await Promise.all(fixture.emails.map((email) => signInOver(baseUrl, email)));
      const events = await fetch(`${baseUrl}/api/companies/${fixture.companies[0]!.slug}/events`);
      const eventStream = events.body!.getReader();
      expect(await readStream(eventStream, 'event: ready')).toContain('event: ready');

      const confirmed: string[] = [];
      const failures: string[] = [];
      let sent = 0;
      let stopSending = false;
      let next = 0;
      const customer = async () => {
        while (!stopSending) {
          const { user, body } = bookingRequest(fixture, next++);
          sent++;
          try {
            const res = await fetch(`${baseUrl}/api/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: baseUrl, cookie: cookies[user]! },
              body: JSON.stringify(body),
            });
            const json = (await res.json()) as { booking?: { id: string } };
            if (res.status === 201) confirmed.push(json.booking!.id);
            else failures.push(`${res.status} ${JSON.stringify(json)}`);
          } catch (err) {
            failures.push(String((err as Error).cause ?? err));
          }
        }
      };
      const customers = Array.from({ length: 8 }, customer);
      while (confirmed.length < 40) await new Promise((r) => setTimeout(r, 10));
      stopSending = true;
      const exitCode = server.stop();
      await Promise.all(customers);
      const rest = await readStream(eventStream);
      expect(await exitCode).toBe(0);

      expect(failures).toEqual([]);
      expect(confirmed.length).toBe(sent);
      expect(rest).toMatch(/^retry: \d+$/m);
      const { ids: stored, overlapping } = await storedBookings(db);
      expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBe(confirmed.length);
      expect(overlapping).toBe(0);
    },
  );
});
