import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createVerifiedUser, makeAdmin } from '../factories';
import { bookingRequest, prepareBookingFixture, signInOver } from '../support/booking-load';
import {
  clusterProcesses,
  createServerPostgresDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from '../support/server-process';

/*
 * WEB_CONCURRENCY=2 on PostgreSQL runs two workers on one port. An admin's calendar stream held by
 * one worker hears bookings made through the other (LISTEN/NOTIFY), a killed worker is replaced, and SIGTERM to
 * the primary stops both gracefully. Skipped on PGlite, which allows one process (WEB_CONCURRENCY is 1 there).
 */

/**
 * POSTs JSON on a connection of its own (no keep-alive agent), so that node:cluster's round-robin hands each
 * request to the next worker; returns the status.
 */
function postOnNewConnection(url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** GETs `url` on a connection of its own; the status, or 0 when it fails or takes longer than 5 s. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on PostgreSQL', () => {
  let db: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await db?.drop();
  });

  it(
    'an admin stream on one worker hears bookings made through the other; a dead worker is replaced',
    {
      timeout: 480_000,
    },
    async () => {
      db = await createServerPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const fixture = await prepareBookingFixture(db);
      const handle = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      const admin = await createVerifiedUser(handle.db);
      await makeAdmin(handle.db, admin.id, fixture.companies[0]!.id);
      await handle.close();

      const port = 3500 + Math.floor(Math.random() * 400);
      server = await startServer(db, port, 'dist/none', { WEB_CONCURRENCY: '2' });
      const primary = server.child.pid!;
      const baseUrl = server.baseUrl;
      const waitForWorkers = async (without?: number) => {
        const deadline = Date.now() + 180_000; // a worker starts in seconds, but CI machines are shared
        // The serving workers; the primary's standby (cluster.ts) waits without serving.
        const live = () => clusterProcesses(primary).serving.filter((pid) => pid !== without);
        while (live().length !== 2 || (await getOnNewConnection(`${baseUrl}/api/ready`)) !== 200) {
          if (Date.now() > deadline) throw new Error('the cluster did not come back to two workers');
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      await waitForWorkers();
      const workers = clusterProcesses(primary).serving;
      expect(workers).toHaveLength(2);

      const adminCookie = await signInOver(baseUrl, admin.email);
      const customerCookies = await Promise.all(fixture.emails.map((email) => signInOver(baseUrl, email)));
      const stream = await fetch(`${baseUrl}/api/admin/calendar/events`, {
        headers: { cookie: adminCookie },
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const countEvents = () => text.split('event: bookings-changed').length - 1;
      const readUntil = async (done: () => boolean) => {
        const timer = setTimeout(() => void reader.cancel(), 15_000);
        while (!done()) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
        }
        clearTimeout(timer);
      };
      await readUntil(() => text.includes('event: ready'));

      // Round-robin: of 6 requests on fresh connections, 3 go to the worker that does not hold the stream.
      const BOOKINGS = 6;
      for (let i = 0; i < BOOKINGS; i++) {
        const { user, body } = bookingRequest(fixture, i * 10); // company 0, slots 0, 1, 2, …
        const status = await postOnNewConnection(`${baseUrl}/api/bookings`, body, {
          origin: baseUrl,
          cookie: customerCookies[user]!,
        });
        expect(status).toBe(201);
      }
      await readUntil(() => countEvents() >= BOOKINGS);
      expect(countEvents()).toBe(BOOKINGS);
      await reader.cancel();

      process.kill(workers[0]!, 'SIGKILL');
      await waitForWorkers(workers[0]);
      // Both workers serve again: two bookings on fresh connections, one to each.
      for (let i = 0; i < 2; i++) {
        const again = bookingRequest(fixture, (BOOKINGS + i) * 10);
        expect(
          await postOnNewConnection(`${baseUrl}/api/bookings`, again.body, {
            origin: baseUrl,
            cookie: customerCookies[again.user]!,
          }),
        ).toBe(201);
      }

      expect(await server.stop()).toBe(0);
    },
  );
});
