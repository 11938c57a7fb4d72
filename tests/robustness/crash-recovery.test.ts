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
 * kill -9 the server while customers are booking, start it again on the same data, and check that
 * every booking that was answered 201 is there, and that no two booked rows overlap.
 */

describe.each(databaseKinds())('kill -9 under booking load on %s', (kind) => {
  let db: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await db?.drop();
  });

  it(
    'keeps every booking that was answered 201, and none overlap, after a restart',
    { timeout: 240_000 },
    async () => {
      db =
        kind === 'postgres'
          ? await createServerPostgresDatabase(process.env.TEST_DATABASE_URL!)
          : createServerPgliteDatabase();
      const fixture = await prepareBookingFixture(db);
      const port = 3500 + Math.floor(Math.random() * 400);
      server = await startServer(db, port, 'dist/none');
      const cookies = await Promise.all(fixture.emails.map((email) => signInOver(server!.baseUrl, email)));

      const confirmed: string[] = [];
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const { user, body } = bookingRequest(fixture, next++);
          try {
            const res = await fetch(`${server!.baseUrl}/api/bookings`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: server!.baseUrl,
                cookie: cookies[user]!,
              },
              body: JSON.stringify(body),
            });
            const json = (await res.json()) as { booking?: { id: string } };
            if (res.status === 201) confirmed.push(json.booking!.id);
            else if (!killed) throw new Error(`unexpected ${res.status}: ${JSON.stringify(json)}`);
          } catch (err) {
            if (!killed) throw err;
          }
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      while (confirmed.length < 40) await new Promise((r) => setTimeout(r, 20));
      killed = true;
      await server.kill9();
      await Promise.all(workers);
      expect(confirmed.length).toBeGreaterThanOrEqual(40);

      // The restarted server must come up on the same data (PGlite: its lock of the dead process is stale).
      server = await startServer(db, port + 1, 'dist/none');
      const health = await fetch(`${server.baseUrl}/api/ready`);
      expect(health.status).toBe(200);
      await server.stop();

      const { ids: stored, overlapping } = await storedBookings(db);
      expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
      expect(overlapping).toBe(0);
    },
  );
});
