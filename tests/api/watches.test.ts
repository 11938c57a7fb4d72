import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { user, watches } from '../../src/server/db/schema';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../src/shared/dates';
import { BOOKING_ERRORS } from '../../src/shared/schemas/booking';
import type { DataExport } from '../../src/shared/schemas/privacy';
import { STAFF_NOT_FOUND_MESSAGE } from '../../src/shared/schemas/staff';
import { createWatchSchema, WATCH_ERRORS, type Watch } from '../../src/shared/schemas/watches';
import type { SessionUser } from '../../src/server/context';
import type { AppError } from '../../src/server/errors';
import { createWatch } from '../../src/server/features/watches/watches.service';
import { COMPANY_NOT_FOUND } from '../../src/server/lib/bookable-company';
import {
  createCompany,
  createCustomer,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * A customer's watches ('Bevakningar', docs/decisions/044) under /api/me/watches: creating with its checks and the
 * limit of 10 active ones, listing the active ones, deleting one's own, and a booking at the company in a watch's
 * range ending it. Time passes by the app's clock.
 */

interface WatchBody {
  watch: Watch;
}
interface WatchesBody {
  watches: Watch[];
}
interface ErrorBody {
  error: { code: string; message: string };
}

describe.each(databaseKinds())('watches on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterEach(() => ctx.setNow(new Date()));
  afterAll(() => ctx.close());

  /** A company with two services and a member performing only the first; another company with its own. */
  async function salons() {
    const { db } = ctx.deps;
    const company = await createCompany(db);
    const cut = await createService(db, company.id, { name: 'Damklippning' });
    const colour = await createService(db, company.id, { name: 'Färgning' });
    const member = await makeStaff(db, company.id, { name: 'Anna', serviceIds: [cut.id] });
    const other = await createCompany(db);
    const otherService = await createService(db, other.id, { name: 'Herrklippning' });
    const otherMember = await makeStaff(db, other.id, { name: 'Olle', serviceIds: [otherService.id] });
    return { company, cut, colour, member, other, otherService, otherMember };
  }

  /** The user's stored watches (any state). */
  const storedOf = (userId: string) => ctx.deps.db.select().from(watches).where(eq(watches.userId, userId));

  it('creates, lists soonest first, and deletes a watch; 401 for guests', async () => {
    const s = await salons();
    const { client, user: u } = await signedInClient(ctx);
    const later = await client.post<WatchBody>('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.colour.id, s.cut.id],
      fromDate: stockholmDate(10),
      toDate: stockholmDate(20),
    });
    expect(later.status).toBe(201);
    expect(later.json.watch).toMatchObject({
      company: { id: s.company.id, name: s.company.name, slug: s.company.slug },
      services: [
        { id: s.colour.id, name: 'Färgning' },
        { id: s.cut.id, name: 'Damklippning' },
      ],
      staff: null,
      fromDate: stockholmDate(10),
      toDate: stockholmDate(20),
      fromTime: null,
      toTime: null,
    });
    const sooner = await client.post<WatchBody>('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      staffId: s.member.id,
      fromDate: stockholmDate(0),
      toDate: stockholmDate(30),
      fromTime: '09:00',
      toTime: '12:30',
    });
    expect(sooner.status).toBe(201);
    expect(sooner.json.watch).toMatchObject({
      staff: { id: s.member.id, name: 'Anna' },
      fromTime: '09:00',
      toTime: '12:30',
    });

    const listed = await client.get<WatchesBody>('/api/me/watches');
    expect(listed.status).toBe(200);
    expect(listed.json.watches.map((w) => w.id)).toEqual([sooner.json.watch.id, later.json.watch.id]);
    expect(listed.json.watches[0]).toEqual(sooner.json.watch);

    expect((await client.delete(`/api/me/watches/${sooner.json.watch.id}`)).status).toBe(204);
    expect((await client.get<WatchesBody>('/api/me/watches')).json.watches.map((w) => w.id)).toEqual([
      later.json.watch.id,
    ]);
    const again = await client.delete<ErrorBody>(`/api/me/watches/${sooner.json.watch.id}`);
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe(WATCH_ERRORS.notFound);
    const malformed = await client.delete<ErrorBody>('/api/me/watches/inte-ett-id');
    expect(malformed.status).toBe(404);
    expect(malformed.json.error.message).toBe(WATCH_ERRORS.notFound);

    const guest = new TestClient(ctx);
    expect((await guest.get('/api/me/watches')).status).toBe(401);
    const guestPost = await guest.post('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      fromDate: stockholmDate(1),
      toDate: stockholmDate(2),
    });
    expect(guestPost.status).toBe(401);
    expect((await guest.delete(`/api/me/watches/${later.json.watch.id}`)).status).toBe(401);
    expect(await storedOf(u.id)).toHaveLength(1);
  });

  it('refuses bad input with a Swedish message and stores nothing', async () => {
    const s = await salons();
    const { client, user: u } = await signedInClient(ctx);
    const ok = {
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      fromDate: stockholmDate(1),
      toDate: stockholmDate(3),
    };
    const serviceIds = (n: number) => Array.from({ length: n }, () => randomUUID());
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['unknown company', { companyId: randomUUID() }, 404, COMPANY_NOT_FOUND],
      [
        'service of another company',
        { serviceIds: [s.otherService.id] },
        404,
        BOOKING_ERRORS.serviceNotFound,
      ],
      ['repeated service', { serviceIds: [s.cut.id, s.cut.id] }, 400, WATCH_ERRORS.repeatedService],
      [
        'repeated service in two spellings',
        { serviceIds: [s.cut.id, s.cut.id.toUpperCase()] },
        400,
        WATCH_ERRORS.repeatedService,
      ],
      ['no service', { serviceIds: [] }, 400, WATCH_ERRORS.noService],
      ['5 services', { serviceIds: serviceIds(5) }, 400, WATCH_ERRORS.tooManyServices],
      ['staff of another company', { staffId: s.otherMember.id }, 404, STAFF_NOT_FOUND_MESSAGE],
      [
        'staff not performing every service',
        { serviceIds: [s.cut.id, s.colour.id], staffId: s.member.id },
        404,
        STAFF_NOT_FOUND_MESSAGE,
      ],
      ['range over 30 days', { toDate: stockholmDate(32) }, 400, WATCH_ERRORS.rangeTooLong],
      [
        'toDate before fromDate',
        { fromDate: stockholmDate(3), toDate: stockholmDate(2) },
        400,
        WATCH_ERRORS.rangeOrder,
      ],
      ['fromDate in the past', { fromDate: stockholmDate(-1) }, 400, WATCH_ERRORS.fromDatePassed],
      ['half a time window', { fromTime: '10:00' }, 400, WATCH_ERRORS.halfWindow],
      ['from equal to to', { fromTime: '10:00', toTime: '10:00' }, 400, WATCH_ERRORS.windowOrder],
      ['from after to', { fromTime: '14:00', toTime: '10:00' }, 400, WATCH_ERRORS.windowOrder],
      ['date that does not exist', { toDate: '2026-02-30' }, 400, 'Ogiltigt datum'],
      ['time not HH:MM', { fromTime: '25:00', toTime: '26:00' }, 400, 'Ange tid som HH:MM'],
    ];
    for (const [name, change, status, message] of cases) {
      const res = await client.post<ErrorBody>('/api/me/watches', { ...ok, ...change });
      expect({ name, status: res.status, message: res.json.error.message }).toEqual({
        name,
        status,
        message,
      });
    }
    expect(await storedOf(u.id)).toEqual([]);

    // 'Today' is the app's clock's: moved a week on, a date still ahead by real time has passed.
    ctx.setNow(zonedWallClockToInstant(stockholmDate(7), '12:00'));
    const passed = await client.post<ErrorBody>('/api/me/watches', ok);
    expect(passed.status).toBe(400);
    expect(passed.json.error.message).toBe(WATCH_ERRORS.fromDatePassed);
    expect(await storedOf(u.id)).toEqual([]);

    // The database refuses what the server would: a range over 30 days, repeated services.
    const row = {
      userId: u.id,
      companyId: s.company.id,
      fromDate: stockholmDate(1),
      toDate: stockholmDate(2),
    };
    await expect(
      ctx.deps.db.insert(watches).values({ ...row, serviceIds: [s.cut.id], toDate: stockholmDate(40) }),
    ).rejects.toThrow();
    await expect(
      ctx.deps.db.insert(watches).values({ ...row, serviceIds: [s.cut.id, s.cut.id] }),
    ).rejects.toThrow();
    await expect(ctx.deps.db.insert(watches).values({ ...row, serviceIds: serviceIds(5) })).rejects.toThrow();
    await expect(
      ctx.deps.db.insert(watches).values({ ...row, serviceIds: [s.cut.id], staffId: s.otherMember.id }),
    ).rejects.toThrow();
    await expect(
      ctx.deps.db.insert(watches).values({ ...row, serviceIds: [s.cut.id], fromTime: '10:00:00' }),
    ).rejects.toThrow();
    expect(await storedOf(u.id)).toEqual([]);
  });

  it('allows 10 active watches; the 11th is 409, and concurrent 10th ones leave exactly 10', async () => {
    const s = await salons();
    const body = (day: number) => ({
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      fromDate: stockholmDate(day),
      toDate: stockholmDate(day + 1),
    });
    const { client, user: u } = await signedInClient(ctx);
    for (let i = 0; i < 10; i++) expect((await client.post('/api/me/watches', body(i + 1))).status).toBe(201);
    const eleventh = await client.post<ErrorBody>('/api/me/watches', body(12));
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.error).toEqual({
      code: 'too_many_watches',
      message: 'Du kan ha högst 10 bevakningar.',
    });
    expect(await storedOf(u.id)).toHaveLength(10);

    const racer = await signedInClient(ctx);
    for (let i = 0; i < 9; i++)
      expect((await racer.client.post('/api/me/watches', body(i + 1))).status).toBe(201);
    // Several at once, so that without the lock their counts would read 9 together.
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, i) => racer.client.post('/api/me/watches', body(20 + i))),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await storedOf(racer.user.id)).toHaveLength(10);

    // Through HTTP the requests reach their transactions some milliseconds apart; called directly, the service's
    // transactions start together and would all count 9 without the lock.
    const third = await signedInClient(ctx);
    for (let i = 0; i < 9; i++)
      expect((await third.client.post('/api/me/watches', body(i + 1))).status).toBe(201);
    const direct = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        createWatch(
          ctx.deps,
          { id: third.user.id } as SessionUser,
          createWatchSchema.parse(body(20 + i)),
          new Date(),
        ),
      ),
    );
    expect(direct.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of direct.filter((r) => r.status === 'rejected'))
      expect((r.reason as AppError).message).toBe(WATCH_ERRORS.tooMany);
    expect(await storedOf(third.user.id)).toHaveLength(10);

    // A watch past its last date is no longer active: listed no more, and it frees a place.
    ctx.setNow(zonedWallClockToInstant(stockholmDate(3), '08:00'));
    const listed = await client.get<WatchesBody>('/api/me/watches');
    expect(listed.json.watches.map((w) => w.fromDate)).toEqual(
      Array.from({ length: 9 }, (_, i) => stockholmDate(i + 2)),
    );
    expect((await client.post('/api/me/watches', body(12))).status).toBe(201);
    expect((await client.post('/api/me/watches', body(13))).status).toBe(409);
  });

  it("answers 404 for someone else's watch and keeps it", async () => {
    const s = await salons();
    const owner = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const made = await owner.client.post<WatchBody>('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      fromDate: stockholmDate(1),
      toDate: stockholmDate(1),
    });
    expect(made.status).toBe(201);
    const refused = await other.client.delete<ErrorBody>(`/api/me/watches/${made.json.watch.id}`);
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe(WATCH_ERRORS.notFound);
    expect((await other.client.get<WatchesBody>('/api/me/watches')).json.watches).toEqual([]);
    expect((await owner.client.get<WatchesBody>('/api/me/watches')).json.watches).toHaveLength(1);
  });

  it('ends a watch when its owner books at the company in its range, not elsewhere or outside it', async () => {
    const s = await salons();
    const { client, user: u } = await signedInClient(ctx);
    const made = await client.post<WatchBody>('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.colour.id],
      fromDate: stockholmDate(2),
      toDate: stockholmDate(4),
    });
    expect(made.status).toBe(201);
    const book = (companyId: string, serviceId: string, days: number) =>
      client.post('/api/bookings', { companyId, serviceId, date: stockholmDate(days), startTime: '10:00' });
    const active = async () =>
      (await client.get<WatchesBody>('/api/me/watches')).json.watches.map((w) => w.id);

    expect((await book(s.other.id, s.otherService.id, 3)).status).toBe(201);
    expect((await book(s.company.id, s.cut.id, 5)).status).toBe(201);
    expect((await book(s.company.id, s.cut.id, 1)).status).toBe(201);
    expect(await active()).toEqual([made.json.watch.id]);

    // Another customer's booking there in the range does not end it either.
    const someone = await signedInClient(ctx);
    expect(
      (
        await someone.client.post('/api/bookings', {
          companyId: s.company.id,
          serviceId: s.cut.id,
          date: stockholmDate(3),
          startTime: '12:00',
        })
      ).status,
    ).toBe(201);
    expect(await active()).toEqual([made.json.watch.id]);

    // Any service of the company counts: the owner's visit there in the range fulfils it.
    expect((await book(s.company.id, s.cut.id, 4)).status).toBe(201);
    expect(await active()).toEqual([]);
    const [stored] = await ctx.deps.db
      .select()
      .from(watches)
      .where(and(eq(watches.userId, u.id), isNotNull(watches.endedAt)));
    expect(stored?.id).toBe(made.json.watch.id);
  });

  it("ends a watch when the salon books the customer's account there in its range", async () => {
    const s = await salons();
    const { client, user: u } = await signedInClient(ctx);
    const admin = (await signedInAdmin(ctx, s.company.id)).client;
    const record = await createCustomer(ctx.deps.db, s.company.id, { userId: u.id, email: u.email });
    const guest = await createCustomer(ctx.deps.db, s.company.id);
    const made = await client.post<WatchBody>('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      fromDate: stockholmDate(2),
      toDate: stockholmDate(3),
    });
    expect(made.status).toBe(201);
    const salonBooks = (customerId: string, startTime: string) =>
      admin.post('/api/admin/calendar/bookings', {
        customerId,
        serviceId: s.cut.id,
        date: stockholmDate(2),
        startTime,
      });
    // A guest record (no account) booked in the range ends nobody's watch.
    expect((await salonBooks(guest.id, '10:00')).status).toBe(201);
    expect((await client.get<WatchesBody>('/api/me/watches')).json.watches).toHaveLength(1);
    expect((await salonBooks(record.id, '13:00')).status).toBe(201);
    expect((await client.get<WatchesBody>('/api/me/watches')).json.watches).toEqual([]);
  });

  it('is in the data export and goes with the account', async () => {
    const s = await salons();
    const { client, user: u } = await signedInClient(ctx);
    expect(
      (
        await client.post('/api/me/watches', {
          companyId: s.company.id,
          serviceIds: [s.cut.id, s.colour.id],
          staffId: null,
          fromDate: stockholmDate(1),
          toDate: stockholmDate(2),
          fromTime: '08:00',
          toTime: '11:00',
        })
      ).status,
    ).toBe(201);
    const exported = await client.get<DataExport>('/api/me/export?format=json');
    expect(exported.status).toBe(200);
    expect(exported.json.watches).toEqual([
      expect.objectContaining({
        company: s.company.name,
        services: 'Damklippning + Färgning',
        staff: null,
        fromDate: stockholmDate(1),
        toDate: stockholmDate(2),
        fromTime: '08:00',
        toTime: '11:00',
        endedAt: null,
      }),
    ]);
    await ctx.deps.db.delete(user).where(eq(user.id, u.id));
    expect(await storedOf(u.id)).toEqual([]);
  });

  it("keeps 'today' in Stockholm: fromDate today is accepted just after midnight there", async () => {
    const s = await salons();
    const { client } = await signedInClient(ctx);
    const tomorrow = addDays(todayInZone(new Date()), 1);
    ctx.setNow(zonedWallClockToInstant(tomorrow, '00:05'));
    const res = await client.post('/api/me/watches', {
      companyId: s.company.id,
      serviceIds: [s.cut.id],
      fromDate: tomorrow,
      toDate: tomorrow,
    });
    expect(res.status).toBe(201);
  });
});
