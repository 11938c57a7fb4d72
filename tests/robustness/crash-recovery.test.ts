import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { addDays, formatHhmm } from '../../src/shared/dates';
import { TEST_PASSWORD, createCompany, createService, createVerifiedUser, stockholmDate } from '../factories';
import {
  createServerPgliteDatabase,
  createServerPostgresDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from '../support/server-process';
import { databaseKinds } from '../test-db';

/*
 * Issue 6 §3: kill -9 the server while customers are booking, start it again on the same data, and check that
 * every booking that was answered 201 is there, and that no two booked rows overlap.
 */

const COMPANIES = 10;
const SLOTS_PER_DAY = 16; // 09:00–17:00 in 30-minute slots, for a 30-minute service
const USERS = (COMPANIES * SLOTS_PER_DAY) / 5; // each user books 5 slots of one date: the daily maximum

interface Fixture {
  companies: { id: string; serviceId: string }[];
  emails: string[];
}

async function prepare(db: ServerDatabase): Promise<Fixture> {
  const handle = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
  await handle.migrate();
  const companies = [];
  for (let i = 0; i < COMPANIES; i++) {
    const company = await createCompany(handle.db);
    const service = await createService(handle.db, company.id, { durationMinutes: 30 });
    companies.push({ id: company.id, serviceId: service.id });
  }
  const emails = [];
  for (let i = 0; i < USERS; i++) emails.push((await createVerifiedUser(handle.db)).email);
  await handle.close();
  return { companies, emails };
}

async function signIn(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Request n books company n mod 10, slot ⌊n / 10⌋ mod 16 of date ⌊n / 160⌋ (from the day after tomorrow) as user
 * ⌊n / 5⌋ mod 32: every request asks for a distinct free slot and no user passes 5 bookings a day.
 */
function bookingRequest(fixture: Fixture, n: number) {
  const company = fixture.companies[n % COMPANIES]!;
  return {
    user: Math.floor(n / 5) % USERS,
    body: {
      companyId: company.id,
      serviceId: company.serviceId,
      date: addDays(stockholmDate(2), Math.floor(n / (COMPANIES * SLOTS_PER_DAY))),
      startTime: formatHhmm(9 * 60 + 30 * (Math.floor(n / COMPANIES) % SLOTS_PER_DAY)),
    },
  };
}

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
      const fixture = await prepare(db);
      const port = 3500 + Math.floor(Math.random() * 400);
      server = await startServer(db, port, 'dist/none');
      const cookies = await Promise.all(fixture.emails.map((email) => signIn(server!.baseUrl, email)));

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

      const handle = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
      const rows = (
        (await handle.db.execute(sql`select id::text from bookings where status = 'booked'`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows;
      const stored = new Set(rows.map((r) => r.id));
      const overlapping = (
        (await handle.db.execute(sql`
        select count(*)::int as n from bookings a join bookings b
          on a.company_id = b.company_id and a.id < b.id and a.status = 'booked' and b.status = 'booked'
         and a.start_date = b.start_date and a.start_time < b.end_time and b.start_time < a.end_time`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
      await handle.close();
      expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
      expect(overlapping).toBe(0);
    },
  );
});
