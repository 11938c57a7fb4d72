import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { watches } from '../../src/server/db/schema';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { AdminCalendar } from '../../src/shared/schemas/admin-calendar';
import {
  createCompany,
  createService,
  createVerifiedUser,
  makeStaff,
  makeStaffAccount,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/**
 * `watchCounts` of `GET /api/admin/calendar`: per date of the range, how many active watches of the admin's company
 * cover it. Ended watches, watches whose range has passed by the app's clock and other companies' watches do not
 * count.
 */
describe.each(databaseKinds())('admin calendar watch counts on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.setNow(new Date()));

  async function setup() {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Bevakningssalongen' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning' });
    const other = await createCompany(ctx.deps.db, { name: 'Grannsalongen' });
    const otherService = await createService(ctx.deps.db, other.id, { name: 'Klippning' });
    const { client } = await signedInAdmin(ctx, company.id, email);
    /** Inserts a watch of a new customer at `company` (default: this one) for days `from`..`to` from today. */
    const watch = async (
      from: number,
      to: number,
      extra: Partial<typeof watches.$inferInsert> = {},
      at: { id: string; serviceId: string } = { id: company.id, serviceId: service.id },
    ) => {
      const user = await createVerifiedUser(ctx.deps.db);
      await ctx.deps.db.insert(watches).values({
        userId: user.id,
        companyId: at.id,
        serviceIds: [at.serviceId],
        fromDate: stockholmDate(from),
        toDate: stockholmDate(to),
        ...extra,
      });
    };
    const counts = async (from: number, to: number, as: TestClient = client) => {
      const res = await as.get<AdminCalendar>(
        `/api/admin/calendar?from=${stockholmDate(from)}&to=${stockholmDate(to)}`,
      );
      expect(res.status).toBe(200);
      return res.json.watchCounts;
    };
    return { company, service, watch, counts, other: { id: other.id, serviceId: otherService.id } };
  }

  it('counts per date the active watches covering it, this company only, ended and passed ones not', async () => {
    const { watch, counts, other } = await setup();
    expect(await counts(1, 7)).toEqual({});

    await watch(1, 3);
    await watch(2, 2, { fromTime: '10:00', toTime: '12:00' });
    await watch(3, 20);
    // Not counted: ended (its owner booked), another company's, wholly before the range.
    await watch(1, 7, { endedAt: new Date() });
    await watch(1, 7, {}, other);
    await watch(0, 0);

    expect(await counts(1, 7)).toEqual({
      [stockholmDate(1)]: 1,
      [stockholmDate(2)]: 2,
      [stockholmDate(3)]: 2,
      [stockholmDate(4)]: 1,
      [stockholmDate(5)]: 1,
      [stockholmDate(6)]: 1,
      [stockholmDate(7)]: 1,
    });
    // A range starting before the watches: only the dates they cover.
    expect(await counts(0, 1)).toEqual({ [stockholmDate(0)]: 1, [stockholmDate(1)]: 1 });

    // Four days on by the app's clock the first two watches have passed: even the dates they covered count them
    // no more, the long one still counts.
    ctx.setNow(zonedWallClockToInstant(stockholmDate(4), '12:00'));
    expect(await counts(1, 5)).toEqual({
      [stockholmDate(3)]: 1,
      [stockholmDate(4)]: 1,
      [stockholmDate(5)]: 1,
    });
  });

  it("counts for a staff account its own member's watches and those for any member", async () => {
    const { company, service, watch, counts } = await setup();
    const elin = await makeStaff(ctx.deps.db, company.id, { name: 'Elin', serviceIds: [service.id] });
    const maria = await makeStaff(ctx.deps.db, company.id, { name: 'Maria', serviceIds: [service.id] });
    const account = await signedInClient(ctx);
    await makeStaffAccount(ctx.deps.db, account.user.id, company.id, elin.id);
    await watch(1, 1);
    await watch(1, 1, { staffId: elin.id });
    await watch(1, 1, { staffId: maria.id });

    expect(await counts(1, 1)).toEqual({ [stockholmDate(1)]: 3 });
    expect(await counts(1, 1, account.client)).toEqual({ [stockholmDate(1)]: 2 });
  });
});
