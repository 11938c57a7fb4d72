import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { createCompany, createService, makeStaffTeam, signedInClient, stockholmDate } from '../factories';
import type { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * 200 customers ask for the same time at a company with 3 free staff members. With 'Valfri personal'
 * exactly 3 win, one per member; naming one member, exactly 1 wins. Nobody is double-booked. Then mixed single
 * and two-service visits (docs/decisions/046) at overlapping times.
 */

const CUSTOMERS = 200;

describe.each(databaseKinds())('staff contention on %s', (kind) => {
  let ctx: TestContext;
  let clients: TestClient[];
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    clients = [];
    for (let i = 0; i < CUSTOMERS; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => signedInClient(ctx)));
      clients.push(...batch.map((b) => b.client));
    }
  }, 300_000);
  afterAll(() => ctx.close());

  async function race(staffId?: string) {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const team = await makeStaffTeam(ctx.deps.db, company.id, [service.id], 3);
    const date = stockholmDate(20);
    const results = await Promise.all(
      clients.map((client) =>
        client.post('/api/bookings', {
          companyId: company.id,
          serviceId: service.id,
          date,
          startTime: '10:00',
          ...(staffId === undefined ? {} : { staffId: staffId === 'first' ? team[0]!.id : staffId }),
        }),
      ),
    );
    const rows = await ctx.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, company.id), eq(bookings.status, 'booked')));
    return { results, rows, team };
  }

  it(`${CUSTOMERS} customers, 'Valfri', 3 free members: exactly 3 win, one per member`, async () => {
    const { results, rows, team } = await race();
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CUSTOMERS - 3);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.staffId).sort()).toEqual(team.map((m) => m.id).sort());
  }, 300_000);

  it(`${CUSTOMERS} customers naming one member: exactly 1 wins`, async () => {
    const { results, rows, team } = await race('first');
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(CUSTOMERS - 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBe(team[0]!.id);
  }, 300_000);

  /*
   * Mixed single and multi-service requests (docs/decisions/046) at overlapping times, with `members` members who
   * perform both services: every request overlaps every other at 11:00–12:00, so exactly one wins per member, and
   * no member's booked rows overlap ([start, end + buffer)).
   */
  async function mixedRace(members: number) {
    const db = ctx.deps.db;
    const company = await createCompany(db);
    const cut = await createService(db, company.id, {
      name: 'Damklippning',
      durationMinutes: 60,
      bufferMinutes: 0,
    });
    const colour = await createService(db, company.id, {
      name: 'Färgning',
      durationMinutes: 60,
      bufferMinutes: 0,
    });
    const team = await makeStaffTeam(db, company.id, [cut.id, colour.id], members);
    const date = stockholmDate(21 + members);
    const requests = [
      { serviceIds: [cut.id, colour.id], startTime: '10:00' },
      { serviceId: cut.id, startTime: '11:00' },
      { serviceIds: [colour.id, cut.id], startTime: '11:00' },
      { serviceId: colour.id, startTime: '11:30' },
    ];
    const results = await Promise.all(
      clients.map((client, i) =>
        client.post('/api/bookings', { companyId: company.id, date, ...requests[i % requests.length]! }),
      ),
    );
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, company.id), eq(bookings.status, 'booked')));
    return { results, rows, team };
  }

  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  function expectNoOverlap(rows: (typeof bookings.$inferSelect)[]) {
    for (const a of rows)
      for (const b of rows) {
        if (a.id === b.id || a.staffId !== b.staffId) continue;
        const apart =
          minutes(a.endTime) + a.bufferMinutes <= minutes(b.startTime) ||
          minutes(b.endTime) + b.bufferMinutes <= minutes(a.startTime);
        expect(apart).toBe(true);
      }
  }

  it(`${CUSTOMERS} mixed single and two-service requests, one member: exactly 1 wins`, async () => {
    const { results, rows, team } = await mixedRace(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(CUSTOMERS - 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBe(team[0]!.id);
    expectNoOverlap(rows);
  }, 300_000);

  it(`${CUSTOMERS} mixed single and two-service requests, 2 members: exactly 2 win, one per member`, async () => {
    const { results, rows, team } = await mixedRace(2);
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(CUSTOMERS - 2);
    expect(rows.map((r) => r.staffId).sort()).toEqual(team.map((m) => m.id).sort());
    expectNoOverlap(rows);
  }, 300_000);
});
