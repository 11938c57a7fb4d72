import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { addDays, formatHhmm } from '../../src/shared/dates';
import { TEST_PASSWORD, createCompany, createService, createVerifiedUser, stockholmDate } from '../factories';
import type { ServerDatabase } from './server-process';

/*
 * A booking load against a server process (tests/robustness): companies, users, and requests that each ask for a
 * distinct free slot, so every answer should be 201 and every 201 a stored row.
 */

const COMPANIES = 10;
const SLOTS_PER_DAY = 16; // 09:00–17:00 in 30-minute slots, for a 30-minute service
const USERS = (COMPANIES * SLOTS_PER_DAY) / 5; // each user books 5 slots of one date: the daily maximum

export interface BookingFixture {
  companies: { id: string; slug: string; serviceId: string }[];
  emails: string[];
}

/** Migrates `db` and creates 10 companies with a 30-minute service each and 32 verified users. */
export async function prepareBookingFixture(db: ServerDatabase): Promise<BookingFixture> {
  const handle = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
  await handle.migrate();
  const companies = [];
  for (let i = 0; i < COMPANIES; i++) {
    const company = await createCompany(handle.db);
    const service = await createService(handle.db, company.id, { durationMinutes: 30 });
    companies.push({ id: company.id, slug: company.slug, serviceId: service.id });
  }
  const emails = [];
  for (let i = 0; i < USERS; i++) emails.push((await createVerifiedUser(handle.db)).email);
  await handle.close();
  return { companies, emails };
}

/** Signs `email` in (TEST_PASSWORD) and returns its cookie header value. */
export async function signInOver(baseUrl: string, email: string): Promise<string> {
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
export function bookingRequest(fixture: BookingFixture, n: number) {
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

/** The ids of the `booked` rows in `db`, and how many pairs of them overlap (must be 0). */
export async function storedBookings(db: ServerDatabase): Promise<{ ids: Set<string>; overlapping: number }> {
  const handle = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
  const rows = (
    (await handle.db.execute(sql`select id::text from bookings where status = 'booked'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const overlapping = (
    (await handle.db.execute(sql`
      select count(*)::int as n from bookings a join bookings b
        on a.company_id = b.company_id and a.id < b.id and a.status = 'booked' and b.status = 'booked'
       and a.start_date = b.start_date and a.start_time < b.end_time and b.start_time < a.end_time`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
  await handle.close();
  return { ids: new Set(rows.map((r) => r.id)), overlapping };
}
