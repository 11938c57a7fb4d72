import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers } from '../../src/server/db/schema';
import { sqlState } from '../../src/server/errors';
import { BOOKING_ERRORS, type CustomerBooking } from '../../src/shared/schemas/booking';
import {
  countRows,
  createBookingRow,
  createCompany,
  createService,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** A racing booking's answer: the booking (201) or the error (409). */
type BookingOrError = { booking?: CustomerBooking } & Partial<z.infer<typeof apiErrorSchema>>;

const USERS = 50;

describe.each(databaseKinds())('booking races and the exclusion constraint on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it(`${USERS} users racing for one slot: exactly one 201, the rest 409, one booked row`, async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const date = stockholmDate(25);
    const clients = [];
    for (let i = 0; i < USERS; i += 10) {
      clients.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, () => signedInClient(ctx)))),
      );
    }

    const results = await Promise.all(
      clients.map(({ client }) =>
        client.post<BookingOrError>('/api/bookings', {
          companyId: company.id,
          serviceId: service.id,
          date,
          startTime: '10:00',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(USERS - 1);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.json).toEqual({
        error: { code: 'slot_no_longer_available', message: BOOKING_ERRORS.slotTaken },
      });
    }
    const rows = await ctx.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, company.id), eq(bookings.status, 'booked')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(results.find((r) => r.status === 201)!.json.booking!.id);
    // Losers left no customer record behind (their transactions rolled back).
    expect(
      await ctx.deps.db.select().from(customers).where(eq(customers.companyId, company.id)),
    ).toHaveLength(1);
  });

  it('the database refuses an overlapping booked row (buffer included) but accepts a cancelled one', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const date = stockholmDate(26);
    // One customer record for all rows keeps the test about bookings, not customers.
    const { customerId } = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '10:00',
      bufferMinutes: 15,
    });
    const before = await countRows(ctx.deps.db, bookings);

    const attempt = (values: Parameters<typeof createBookingRow>[2]) =>
      ctx.deps.db
        .transaction(async (tx) => createBookingRow(tx, service, { customerId, ...values }))
        .then(
          () => 'inserted',
          (err: unknown) => sqlState(err),
        );
    expect(await attempt({ date, startTime: '10:30' })).toBe('23P01');
    expect(await attempt({ date, startTime: '09:30' })).toBe('23P01');
    // 11:00 starts inside the 15-minute buffer of the 10:00–11:00 booking.
    expect(await attempt({ date, startTime: '11:00' })).toBe('23P01');
    expect(await countRows(ctx.deps.db, bookings)).toBe(before);

    expect(await attempt({ date, startTime: '10:30', status: 'cancelled' })).toBe('inserted');
    expect(await attempt({ date, startTime: '11:15' })).toBe('inserted');
    // Another company may use the same time.
    const other = await createService(ctx.deps.db, (await createCompany(ctx.deps.db)).id);
    expect(
      await ctx.deps.db.transaction((tx) =>
        createBookingRow(tx, other, { date, startTime: '10:00' }).then(() => 'inserted'),
      ),
    ).toBe('inserted');
  });

  it('the database refuses a buffer longer than a day, so the engine (which reads the day before) sees every overlap', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const attempt = ctx.deps.db
      .transaction((tx) =>
        createBookingRow(tx, service, { date: stockholmDate(25), startTime: '22:00', bufferMinutes: 1441 }),
      )
      .then(
        () => 'inserted',
        (err: unknown) => sqlState(err),
      );
    expect(await attempt).toBe('23514');
  });
});
