import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedSlots, bookingLogs, bookings, outbox } from '../../src/server/db/schema';
import { createBlock, listCoveredBookings } from '../../src/server/features/admin-calendar/blocks.service';
import { minutesNowInZone, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  ADMIN_CALENDAR_ERRORS,
  createBlockSchema,
  type CalendarBlock,
  type CoveredBooking,
  type CoveredBookings,
} from '../../src/shared/schemas/admin-calendar';
import { END_AFTER_START_MESSAGE } from '../../src/shared/schedule';
import {
  countRows,
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  stockholmDate,
} from '../factories';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import type { apiErrorSchema } from '../http';
import type { z } from 'zod';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** `POST /api/admin/calendar/blocks` 201: the block and the bookings it cancelled. */
interface BlockCreated {
  block: CalendarBlock;
  cancelledBookings: CoveredBooking[];
}

/** `POST /api/admin/calendar/blocks` 409 `block_covers_bookings`: the error lists the covered bookings. */
interface BlockCovers {
  error: ApiError['error'] & CoveredBookings;
}

const BASE = '/api/admin/calendar';
const WEBHOOK_URL = 'http://127.0.0.1:9/tidvis-hooks';

/** a block states what happens to the booked bookings it covers, and never lies in the past. */
describe.each(databaseKinds())('admin calendar blocks over bookings on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      WEBHOOK_URL,
      WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
  });
  afterAll(() => ctx.close());

  /** A company, a 60-minute service, its signed-in admin and a customer with a booking on `date` at 10:00. */
  async function setup(date = stockholmDate(4)) {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email, name: 'Blocksalongen' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', price: 500 });
    const { client } = await signedInAdmin(ctx, company.id, email);
    const customer = await createCustomer(ctx.deps.db, company.id, { name: 'Karin Berg' });
    const booking = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '10:00',
      customerId: customer.id,
      customerName: 'Karin Berg',
    });
    return { company, service, admin: client, customer, booking, date };
  }

  const statusOf = async (id: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;
  const blocksOf = (companyId: string) =>
    ctx.deps.db.select().from(blockedSlots).where(eq(blockedSlots.companyId, companyId));

  it('a covering block without a choice is 409 with the covered bookings, and nothing is saved', async () => {
    const { company, service, admin, booking, date } = await setup();
    // Not covered: cancelled and no-show bookings, and one that ends exactly when the block starts.
    await createBookingRow(ctx.deps.db, service, { date, startTime: '11:00', status: 'cancelled' });
    await createBookingRow(ctx.deps.db, service, { date, startTime: '11:30', status: 'no_show' });
    await createBookingRow(ctx.deps.db, service, { date, startTime: '08:00' });
    const second = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '12:30',
      customerName: 'Olle Ek',
    });
    const outboxBefore = await countRows(ctx.deps.db, outbox);

    const res = await admin.post<BlockCovers>(`${BASE}/blocks`, {
      date,
      startTime: '09:00',
      endTime: '13:00',
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({
      code: 'block_covers_bookings',
      message: ADMIN_CALENDAR_ERRORS.blockCoversBookings,
      bookings: [
        {
          id: booking.id,
          customerName: 'Karin Berg',
          serviceName: 'Klippning',
          startDate: date,
          startTime: '10:00',
          endTime: '11:00',
        },
        {
          id: second.id,
          customerName: 'Olle Ek',
          serviceName: 'Klippning',
          startDate: date,
          startTime: '12:30',
          endTime: '13:30',
        },
      ],
    });
    expect(await blocksOf(company.id)).toHaveLength(0);
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);

    const preview = await admin.get<CoveredBookings>(
      `${BASE}/blocks/covered?date=${date}&startTime=09:00&endTime=13:00`,
    );
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({ bookings: res.json.error.bookings });

    // A block over free time only needs no choice.
    const free = await admin.post<BlockCreated>(`${BASE}/blocks`, {
      date,
      startTime: '14:00',
      endTime: '15:00',
    });
    expect(free.status).toBe(201);
    expect(free.json.cancelledBookings).toEqual([]);
  });

  it('keep saves the block and leaves the bookings booked, with no e-mail', async () => {
    const { company, admin, booking, date } = await setup();
    const outboxBefore = await countRows(ctx.deps.db, outbox);
    const res = await admin.post<BlockCreated>(`${BASE}/blocks`, {
      date,
      startTime: '09:00',
      endTime: '12:00',
      reason: 'Utbildning',
      coveredBookings: 'keep',
    });
    expect(res.status).toBe(201);
    expect(res.json.block).toMatchObject({
      start: zonedWallClockToInstant(date, '09:00').toISOString(),
      end: zonedWallClockToInstant(date, '12:00').toISOString(),
      reason: 'Utbildning',
    });
    expect(res.json.cancelledBookings).toEqual([]);
    expect(await blocksOf(company.id)).toHaveLength(1);
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);
    expect(
      await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id)),
    ).toHaveLength(0);
  });

  it('cancel saves the block and cancels each covered booking the company way: log, e-mail, webhook', async () => {
    const { company, service, admin, customer, booking, date } = await setup();
    const other = await createBookingRow(ctx.deps.db, service, { date, startTime: '15:00' });
    const res = await admin.post<BlockCreated>(`${BASE}/blocks`, {
      date,
      startTime: '09:30',
      endTime: '10:30',
      coveredBookings: 'cancel',
    });
    expect(res.status).toBe(201);
    expect(res.json.cancelledBookings).toEqual([
      {
        id: booking.id,
        customerName: 'Karin Berg',
        serviceName: 'Klippning',
        startDate: date,
        startTime: '10:00',
        endTime: '11:00',
      },
    ]);
    expect(await blocksOf(company.id)).toHaveLength(1);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('cancelled');
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect(await statusOf(other.id)).toBe('booked');

    const logs = await ctx.deps.db.select().from(bookingLogs).where(eq(bookingLogs.bookingId, booking.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'booking_cancelled',
      companyId: company.id,
      details: {
        customer_id: customer.id,
        service_name: 'Klippning',
        start_date: date,
        start_time: '10:00',
        customer_name: 'Karin Berg',
        triggered_by: 'admin',
      },
    });
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, customer.email)));
    expect(mail?.subject).toMatch(/^Avbokad av Blocksalongen: Klippning/);
    expect(emailContentOf(mail?.payload).text).toContain('Blocksalongen har tyvärr avbokat din bokning');
    const hooks = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), eq(outbox.orderingKey, booking.id)));
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({
      recipient: WEBHOOK_URL,
      subject: 'booking_cancelled',
      status: 'pending',
    });
    expect(hooks[0]?.payload).toMatchObject({
      event: 'booking_cancelled',
      triggered_by: 'admin',
      cancelled_at: row?.cancelledAt?.toISOString(),
      booking: { id: booking.id, company_id: company.id, start_date: date, start_time: '10:00' },
    });
  });

  it('a booking made after the preview or the choice is seen: the block is 409 with the fresh list', async () => {
    const { admin, service, date } = await setup();
    const preview = await admin.get<CoveredBookings>(
      `${BASE}/blocks/covered?date=${date}&startTime=13:00&endTime=15:00`,
    );
    expect(preview.json).toEqual({ bookings: [] });
    const late = await createBookingRow(ctx.deps.db, service, { date, startTime: '14:00' });
    const res = await admin.post<BlockCovers>(`${BASE}/blocks`, {
      date,
      startTime: '13:00',
      endTime: '15:00',
    });
    expect(res.status).toBe(409);
    expect(res.json.error.bookings.map((b: { id: string }) => b.id)).toEqual([late.id]);

    // The admin chose to cancel the one booking shown; another one booked meanwhile makes it 409 again.
    const later = await createBookingRow(ctx.deps.db, service, { date, startTime: '13:00' });
    const outboxBefore = await countRows(ctx.deps.db, outbox);
    const stale = await admin.post<BlockCovers>(`${BASE}/blocks`, {
      date,
      startTime: '13:00',
      endTime: '15:00',
      coveredBookings: 'cancel',
      coveredBookingIds: [late.id],
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.bookings.map((b: { id: string }) => b.id)).toEqual([later.id, late.id]);
    expect(await statusOf(late.id)).toBe('booked');
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);
    const fresh = await admin.post<BlockCreated>(`${BASE}/blocks`, {
      date,
      startTime: '13:00',
      endTime: '15:00',
      coveredBookings: 'cancel',
      coveredBookingIds: [later.id, late.id],
    });
    expect(fresh.status).toBe(201);
    expect(fresh.json.cancelledBookings.map((b: { id: string }) => b.id)).toEqual([later.id, late.id]);
  });

  it('a block that has ended is refused in Swedish; one that has started but not ended is accepted', async () => {
    const { company, admin } = await setup();
    const yesterday = await admin.post<ApiError>(`${BASE}/blocks`, {
      date: stockholmDate(-1),
      startTime: '09:00',
      endTime: '17:00',
      coveredBookings: 'keep',
    });
    expect(yesterday.status).toBe(400);
    expect(yesterday.json.error).toEqual({
      code: 'block_in_past',
      message: ADMIN_CALENDAR_ERRORS.blockInPast,
    });
    expect(await blocksOf(company.id)).toHaveLength(0);

    // Today 00:00–23:59 has started; in the last two minutes of the day it would be over (the clock-injected
    // test below covers the rule at any hour).
    if (minutesNowInZone(new Date()) < 23 * 60 + 58) {
      const wholeDay = await admin.post(`${BASE}/blocks`, {
        date: stockholmDate(0),
        startTime: '00:00',
        endTime: '23:59',
      });
      expect(wholeDay.status).toBe(201);
      expect(await blocksOf(company.id)).toHaveLength(1);
    }
  });

  it('with the clock at 12:00: a block ending then is refused, one over it covers only bookings not yet started', async () => {
    const { company, service, booking, date } = await setup();
    const now = zonedWallClockToInstant(date, '12:00');
    const later = await createBookingRow(ctx.deps.db, service, { date, startTime: '12:30' });
    const body = (startTime: string, endTime: string, coveredBookings?: 'keep' | 'cancel') =>
      createBlockSchema.parse({ date, startTime, endTime, coveredBookings });

    await expect(createBlock(ctx.deps, company, body('09:00', '12:00'), now)).rejects.toMatchObject({
      status: 400,
      code: 'block_in_past',
    });
    // The 10:00 booking is under way at 10:30 and left alone; only the 12:30 one is covered.
    const at1030 = zonedWallClockToInstant(date, '10:30');
    expect(
      (await listCoveredBookings(ctx.deps.db, company, body('10:00', '13:00'), at1030)).map((b) => b.id),
    ).toEqual([later.id]);
    const created = await createBlock(ctx.deps, company, body('10:00', '13:00', 'cancel'), at1030);
    expect(created.cancelledBookings.map((b) => b.id)).toEqual([later.id]);
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await statusOf(later.id)).toBe('cancelled');
  });

  it('the preview lists only the own company, and answers 400 in Swedish for bad periods', async () => {
    const x = await setup();
    const y = await setup(x.date);
    const query = `date=${x.date}&startTime=09:00&endTime=12:00`;
    const ofX = await x.admin.get<CoveredBookings>(`${BASE}/blocks/covered?${query}`);
    expect(ofX.json.bookings.map((b: { id: string }) => b.id)).toEqual([x.booking.id]);
    const ofY = await y.admin.get<CoveredBookings>(`${BASE}/blocks/covered?${query}`);
    expect(ofY.json.bookings.map((b: { id: string }) => b.id)).toEqual([y.booking.id]);
    expect(JSON.stringify(ofY.json)).not.toContain(x.booking.id);

    // Y's block over the same time needs no choice for X's booking, and leaves it booked.
    await ctx.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, y.booking.id));
    const yBlock = await y.admin.post(`${BASE}/blocks`, {
      date: x.date,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(yBlock.status).toBe(201);
    expect(await statusOf(x.booking.id)).toBe('booked');

    const bad = await x.admin.get<ApiError>(
      `${BASE}/blocks/covered?date=${x.date}&startTime=12:00&endTime=11:00`,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual({ code: 'invalid_input', message: END_AFTER_START_MESSAGE });
    const choice = await x.admin.post<ApiError>(`${BASE}/blocks`, {
      date: x.date,
      startTime: '09:00',
      endTime: '12:00',
      coveredBookings: 'radera',
    });
    expect(choice.status).toBe(400);
    expect(choice.json.error).toEqual({
      code: 'invalid_input',
      message: ADMIN_CALENDAR_ERRORS.coveredChoice,
    });
  });
});
