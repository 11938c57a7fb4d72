import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { createCompany, createService, makeStaffTeam, signedInClient, stockholmDate } from '../factories';
import type { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * 200 customers ask for the same time at a company with 3 free staff members. With 'Valfri personal'
 * exactly 3 win, one per member; naming one member, exactly 1 wins. Nobody is double-booked.
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
});
