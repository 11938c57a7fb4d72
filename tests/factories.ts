import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/server/db/client';
import {
  account,
  blockedSlots,
  bookings,
  companies,
  companyMembers,
  customers,
  scheduleExceptions,
  services,
  staff,
  staffAbsences,
  staffServices,
  user,
} from '../src/server/db/schema';
import { swedishHolidays } from '../src/server/holidays/swedish-holidays';
import type { WeeklySchedule } from '../src/shared/schedule';
import { addDays, formatHhmm, parseHhmm, todayInZone, zonedWallClockToInstant } from '../src/shared/dates';
import { TestClient } from './http';
import type { TestContext } from './test-db';

export const TEST_PASSWORD = 'Hemligt123';
let passwordHash: Promise<string> | undefined;

const open = (start = '09:00', end = '17:00') => ({ enabled: true, intervals: [{ start, end }] });
/** Open every day 09:00–17:00, so tests do not depend on the weekday they run on. */
export const EVERY_DAY_SCHEDULE: WeeklySchedule = {
  monday: open(),
  tuesday: open(),
  wednesday: open(),
  thursday: open(),
  friday: open(),
  saturday: open(),
  sunday: open(),
};

/** Inserts an active company (open every day 09–17 unless overridden). */
/**
 * Inserts an active company open every day 09:00–17:00. Test companies keep the Swedish public holidays of the
 * last, this and the next two years open (`holidays: 'open'`, the default), so tests on relative dates behave the same
 * on any day of the year; `holidays: 'closed'` leaves them closed as every real company starts.
 */
export async function createCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
  { holidays = 'open' }: { holidays?: 'open' | 'closed' } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(companies)
    .values({
      name: `Testsalong ${suffix}`,
      slug: `testsalong-${suffix}`,
      email: `salong-${suffix}@example.se`,
      street: 'Testgatan 1',
      postcode: '11122',
      city: 'Stockholm',
      status: 'active',
      weeklySchedule: EVERY_DAY_SCHEDULE,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('company insert failed');
  if (holidays === 'open') {
    const year = Number(todayInZone(new Date()).slice(0, 4));
    const days = [year - 1, year, year + 1, year + 2].flatMap((y) => swedishHolidays(y));
    await db.insert(scheduleExceptions).values(
      days.map((h) => ({
        companyId: row.id,
        startDate: h.date,
        endDate: h.date,
        kind: 'open' as const,
        holiday: h.name,
      })),
    );
  }
  return row;
}

/** Inserts a service (60 min, 500 kr, active unless overridden). */
export async function createService(
  db: Database,
  companyId: string,
  overrides: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await db
    .insert(services)
    .values({ companyId, name: 'Klippning', price: 500, durationMinutes: 60, ...overrides })
    .returning();
  if (!row) throw new Error('service insert failed');
  return row;
}

/** Inserts a user with a verified e-mail and a password. */
export async function createVerifiedUser(
  db: Database,
  email = `kund-${randomUUID().slice(0, 8)}@example.se`,
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = randomUUID();
  await db
    .insert(user)
    .values({ id, email, name: 'Test Kund', firstName: 'Test', lastName: 'Kund', emailVerified: true });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await passwordHash,
  });
  return { id, email };
}

/** A verified user signed in through the real auth endpoint: returns the client holding the session cookie. */
export async function signedInClient(ctx: TestContext, email?: string) {
  const created = await createVerifiedUser(ctx.deps.db, email);
  const client = new TestClient(ctx);
  const res = await client.post('/api/auth/sign-in/email', { email: created.email, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return { client, user: created };
}

/**
 * Makes the user a member of the company (docs/decisions/009): `owner` unless told otherwise. Admin rights come
 * from this row only, never from the company's e-mail.
 */
export async function makeAdmin(
  db: Database,
  userId: string,
  companyId: string,
  role: 'owner' | 'admin' = 'owner',
) {
  await db.insert(companyMembers).values({ companyId, userId, role });
}

/** Makes the user the company's staff account ('Personal', docs/decisions/035) of its staff member `staffId`. */
export async function makeStaffAccount(db: Database, userId: string, companyId: string, staffId: string) {
  await db.insert(companyMembers).values({ companyId, userId, role: 'staff', staffId });
}

/** A verified user (with `email` when given) made the company's member (`role`, owner by default), signed in. */
export async function signedInAdmin(
  ctx: TestContext,
  companyId: string,
  email?: string,
  role: 'owner' | 'admin' = 'owner',
) {
  const signed = await signedInClient(ctx, email);
  await makeAdmin(ctx.deps.db, signed.user.id, companyId, role);
  return signed;
}

// --- bookings (additive) -----------------------------------------------------------------------------------------

/** Stockholm date (`YYYY-MM-DD`) `days` calendar days from today (negative = past). */
export function stockholmDate(days: number): string {
  return addDays(todayInZone(new Date()), days);
}

/** Inserts a customer record of a company (a guest, no user, unless `userId` is given). */
export async function createCustomer(
  db: Database,
  companyId: string,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customers)
    .values({
      companyId,
      name: 'Gäst Kund',
      email: `gast-${randomUUID().slice(0, 8)}@example.se`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer insert failed');
  return row;
}

/**
 * Inserts a booking row directly (setup for API tests): `startTime` `HH:MM`, end = start + the service's duration
 * unless `endTime` is given; a fresh guest customer unless `customerId` is given; status 'booked' by default.
 */
export async function createBookingRow(
  db: Database,
  service: typeof services.$inferSelect,
  values: { date: string; startTime: string } & Partial<typeof bookings.$inferInsert>,
) {
  const { date, startTime, ...rest } = values;
  const customerId = rest.customerId ?? (await createCustomer(db, service.companyId)).id;
  const [row] = await db
    .insert(bookings)
    .values({
      companyId: service.companyId,
      serviceId: service.id,
      serviceName: service.name,
      servicePrice: service.price,
      servicePriceFrom: service.priceFrom,
      customerName: 'Gäst Kund',
      startDate: date,
      startTime,
      endTime: formatHhmm(parseHhmm(startTime) + service.durationMinutes),
      ...rest,
      customerId,
    })
    .returning();
  if (!row) throw new Error('booking insert failed');
  return row;
}

/** Inserts a blocked period of a company from Stockholm wall clock `date` `start`–`end` (`HH:MM`). */
export async function createBlockedPeriod(
  db: Database,
  companyId: string,
  date: string,
  start: string,
  end: string,
) {
  await db.insert(blockedSlots).values({
    companyId,
    startTime: zonedWallClockToInstant(date, start),
    endTime: zonedWallClockToInstant(date, end),
    reason: 'Test',
  });
}

/** Number of rows in a table (e.g. to prove a rejected request wrote nothing). */
export async function countRows(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Fresh "today"s (Stockholm, `YYYY-MM-DD`) a week apart from `start` on, one per call, so the bookings of one test
 * (reminders, SMS) never count in another.
 */
export function freshTodays(start: string): () => string {
  let today = start;
  return () => (today = addDays(today, 7));
}

// --- staff (core helper) ---------------------------------------------------------------------------------

/**
 * Inserts an active staff member of a company performing `serviceIds` (none unless given); `weeklySchedule` null
 * (the company's hours) and display order 0 unless overridden.
 */
export async function makeStaff(
  db: Database,
  companyId: string,
  options: { serviceIds?: string[] } & Partial<typeof staff.$inferInsert> = {},
) {
  const { serviceIds = [], ...overrides } = options;
  const [row] = await db
    .insert(staff)
    .values({ companyId, name: `Frisör ${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  if (!row) throw new Error('staff insert failed');
  if (serviceIds.length > 0) {
    await db
      .insert(staffServices)
      .values(serviceIds.map((serviceId) => ({ companyId, staffId: row.id, serviceId })));
  }
  return row;
}

/** `count` active members performing `serviceIds`, display order 0, 1, 2, … (names 'Frisör 1', 'Frisör 2', …). */
export async function makeStaffTeam(db: Database, companyId: string, serviceIds: string[], count: number) {
  const team = [];
  for (let i = 0; i < count; i++) {
    team.push(await makeStaff(db, companyId, { serviceIds, name: `Frisör ${i + 1}`, displayOrder: i }));
  }
  return team;
}

/** Inserts an absence ('Ledig' unless `kind` says 'sick') of a member from Stockholm `date` `start`–`end` (`HH:MM`). */
export async function makeStaffAbsence(
  db: Database,
  member: { id: string; companyId: string },
  date: string,
  start: string,
  end: string,
  kind: 'time_off' | 'sick' = 'time_off',
) {
  const [row] = await db
    .insert(staffAbsences)
    .values({
      companyId: member.companyId,
      staffId: member.id,
      kind,
      startTime: zonedWallClockToInstant(date, start),
      endTime: zonedWallClockToInstant(date, end),
    })
    .returning();
  if (!row) throw new Error('absence insert failed');
  return row;
}
