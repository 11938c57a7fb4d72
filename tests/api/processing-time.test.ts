import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { sqlState } from '../../src/server/errors';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { AdminCalendarBooking, SlotCheck } from '../../src/shared/schemas/admin-calendar';
import type { AdminService } from '../../src/shared/schemas/admin-services';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import {
  createBookingRow,
  createCompany,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { apiErrorSchema, TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * Processing time ('Verkningstid', docs/decisions/036): Färgning 120 min = 30 active, 60 processing, 30 active.
 * The slot engine and the exclusion constraints treat such a booking as its two active parts.
 */

type ApiError = z.infer<typeof apiErrorSchema>;
const CALENDAR = '/api/admin/calendar';

describe.each(databaseKinds())('processing time on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A salon (09–17) with an admin, Färgning (30 + 60 + 30, buffer 10), Klippning 30 min and, unless not, one member. */
  async function salon({ withStaff = true } = {}) {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email });
    const colour = await createService(ctx.deps.db, company.id, {
      name: 'Färgning',
      durationMinutes: 120,
      bufferMinutes: 10,
      processingAfterMinutes: 30,
      processingMinutes: 60,
    });
    const cut = await createService(ctx.deps.db, company.id, { name: 'Klippning', durationMinutes: 30 });
    const member = withStaff
      ? await makeStaff(ctx.deps.db, company.id, { serviceIds: [colour.id, cut.id], name: 'Elin' })
      : null;
    const { client: admin } = await signedInAdmin(ctx, company.id, email);
    return { company, colour, cut, member, admin };
  }

  const book = (
    client: TestClient,
    company: { id: string },
    service: { id: string },
    date: string,
    startTime: string,
    staffId?: string,
  ) =>
    client.post<{ booking: { id: string } } & ApiError>('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date,
      startTime,
      ...(staffId ? { staffId } : {}),
    });

  const rowOf = async (id: string) =>
    (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it("the admin sets 'Verkningstid' on a service; the server checks it in Swedish", async () => {
    const { admin } = await salon();
    const base = { name: 'Slingor', price: 900, durationMinutes: 120 };
    const bad: [Record<string, unknown>, string, string][] = [
      [{ processingAfterMinutes: 30 }, 'processingAfterMinutes', 'Ange både när verkningstiden börjar'],
      [{ processingMinutes: 60 }, 'processingMinutes', 'Ange både när verkningstiden börjar'],
      [
        { processingAfterMinutes: 32, processingMinutes: 60 },
        'processingAfterMinutes',
        'Ange minuter i steg om 5',
      ],
      [
        { processingAfterMinutes: 30, processingMinutes: 90 },
        'processingMinutes',
        'Verkningstiden måste ligga inom',
      ],
      [
        { processingAfterMinutes: 60, processingMinutes: 'x' },
        'processingMinutes',
        'Ange minuter i steg om 5',
      ],
    ];
    for (const [fields, , message] of bad) {
      const res = await admin.post<ApiError>('/api/admin/services', { ...base, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json.error.message, JSON.stringify(fields)).toContain(message);
    }
    const created = await admin.post<{ service: AdminService }>('/api/admin/services', {
      ...base,
      processingAfterMinutes: '30',
      processingMinutes: '60',
    });
    expect(created.status).toBe(201);
    expect(created.json.service).toMatchObject({ processingAfterMinutes: 30, processingMinutes: 60 });
    // Empty fields or zeros remove it.
    const cleared = await admin.request<{ service: AdminService }>(
      'PATCH',
      `/api/admin/services/${created.json.service.id}`,
      {
        ...base,
        processingAfterMinutes: '',
        processingMinutes: 0,
      },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.json.service).toMatchObject({ processingAfterMinutes: null, processingMinutes: null });
  });

  it('offers a short service inside the gap, books it there, refuses the active parts; bookings snapshot the gap', async () => {
    const { company, colour, cut, member, admin } = await salon();
    const date = stockholmDate(9);
    const { client: anna } = await signedInClient(ctx);
    const { client: bo } = await signedInClient(ctx);
    const first = await book(anna, company, colour, date, '10:00', member!.id);
    expect(first.status).toBe(201);
    expect(await rowOf(first.json.booking.id)).toMatchObject({
      endTime: '12:00:00',
      bufferMinutes: 10,
      processingAfterMinutes: 30,
      processingMinutes: 60,
    });

    const week = await bo.get<WeekAvailability>(
      `/api/companies/${company.slug}/availability?serviceId=${cut.id}&week=${date}&staffId=${member!.id}`,
    );
    expect(week.status).toBe(200);
    const starts = week.json.days.find((d) => d.date === date)!.slots.map((s) => s.startTime);
    expect(starts).toEqual(expect.arrayContaining(['09:30', '10:30', '11:00', '12:30']));
    for (const taken of ['10:00', '11:30', '12:00']) expect(starts).not.toContain(taken);

    expect((await book(bo, company, cut, date, '11:30', member!.id)).status).toBe(409); // the second active part
    expect((await book(bo, company, cut, date, '12:00', member!.id)).status).toBe(409); // the colour's buffer
    const inGap = await book(bo, company, cut, date, '10:30', member!.id);
    expect(inGap.status).toBe(201);

    // Editing the service changes no existing booking.
    const edited = await admin.request('PATCH', `/api/admin/services/${colour.id}`, {
      name: 'Färgning',
      price: 900,
      durationMinutes: 120,
      processingAfterMinutes: 45,
      processingMinutes: 30,
    });
    expect(edited.status).toBe(200);
    expect(await rowOf(first.json.booking.id)).toMatchObject({
      processingAfterMinutes: 30,
      processingMinutes: 60,
    });

    // The calendar carries the gap so it can be drawn; the customer's own booking shows the total time.
    const calendar = await admin.get<{ bookings: AdminCalendarBooking[] }>(
      `${CALENDAR}?from=${date}&to=${date}`,
    );
    expect(
      calendar.json.bookings.map((b) => [
        b.startTime,
        b.endTime,
        b.processingAfterMinutes,
        b.processingMinutes,
      ]),
    ).toEqual([
      ['10:00', '12:00', 30, 60],
      ['10:30', '11:00', 0, 0],
    ]);
    const mine = await anna.get<{ upcoming: { id: string; startTime: string; endTime: string }[] }>(
      '/api/bookings/mine',
    );
    expect(mine.json.upcoming.find((b) => b.id === first.json.booking.id)).toMatchObject({
      startTime: '10:00',
      endTime: '12:00',
    });
  });

  it("admin 'Ny bokning' and moves follow the same rule", async () => {
    const { colour, cut, member, admin } = await salon();
    const date = stockholmDate(10);
    const colourRow = await createBookingRow(ctx.deps.db, colour, {
      date,
      startTime: '10:00',
      staffId: member!.id,
      bufferMinutes: 10,
      processingAfterMinutes: 30,
      processingMinutes: 60,
      customerName: 'Maria Lind',
    });
    const query = (startTime: string) =>
      new URLSearchParams({ serviceId: cut.id, staffId: member!.id, date, startTime }).toString();
    expect((await admin.get<SlotCheck>(`${CALENDAR}/bookings/check?${query('10:30')}`)).json).toMatchObject({
      free: true,
    });
    const refused = await admin.get<SlotCheck>(`${CALENDAR}/bookings/check?${query('11:30')}`);
    expect(refused.json).toMatchObject({ free: false });
    expect(refused.json.reasons[0]).toMatchObject({
      code: 'slot_clash',
      message: 'Krockar med Maria Lind 10:00',
    });

    const created = await admin.post<{ booking: AdminCalendarBooking }>(`${CALENDAR}/bookings`, {
      customer: { name: 'Walk In' },
      serviceId: cut.id,
      staffId: member!.id,
      date,
      startTime: '11:00',
    });
    expect(created.status).toBe(201);
    // Moving the short one onto the colour's second active part is refused, to the gap's start is fine.
    const onto = await admin.post<ApiError>(`${CALENDAR}/bookings/${created.json.booking.id}/move`, {
      date,
      startTime: '11:30',
    });
    expect(onto.status).toBe(409);
    const back = await admin.post(`${CALENDAR}/bookings/${created.json.booking.id}/move`, {
      date,
      startTime: '10:30',
    });
    expect(back.status).toBe(200);
    // The colour booking itself may move to where its active parts are clear: 13:00 (gap 13:30–14:30).
    const moved = await admin.post(`${CALENDAR}/bookings/${colourRow.id}/move`, { date, startTime: '13:00' });
    expect(moved.status).toBe(200);
    expect(await rowOf(colourRow.id)).toMatchObject({
      startTime: '13:00:00',
      processingAfterMinutes: 30,
      processingMinutes: 60,
    });
  });

  it("a member's block or absence inside the gap covers nothing; over an active part it covers the booking", async () => {
    const { colour, member, admin } = await salon();
    const date = stockholmDate(15);
    const row = await createBookingRow(ctx.deps.db, colour, {
      date,
      startTime: '10:00',
      staffId: member!.id,
      processingAfterMinutes: 30,
      processingMinutes: 60,
    });
    const lunch = await admin.post<ApiError>(`${CALENDAR}/blocks`, {
      date,
      startTime: '10:30',
      endTime: '11:30',
      staffId: member!.id,
      reason: 'Lunch',
    });
    expect(lunch.status).toBe(201);
    const over = await admin.post<ApiError & { error: { bookings: { id: string }[] } }>(
      `${CALENDAR}/blocks`,
      {
        date,
        startTime: '11:30',
        endTime: '12:00',
        staffId: member!.id,
      },
    );
    expect(over.status).toBe(409);
    expect(over.json.error.bookings.map((b) => b.id)).toEqual([row.id]);

    const absence = async (start: string, end: string) => {
      const added = await admin.post<{ id: string }>(`/api/admin/staff/${member!.id}/absences`, {
        kind: 'time_off',
        start: zonedWallClockToInstant(date, start).toISOString(),
        end: zonedWallClockToInstant(date, end).toISOString(),
      });
      expect(added.status).toBe(201);
      const covered = await admin.get<{ bookings: { id: string }[] }>(
        `/api/admin/staff/${member!.id}/absences/${added.json.id}/covered`,
      );
      return covered.json.bookings.map((b) => b.id);
    };
    expect(await absence('10:35', '11:25')).toEqual([]);
    expect(await absence('10:00', '10:30')).toEqual([row.id]);
  });

  /** Inserts a row directly (no slot engine, no lock): what the database alone says. */
  async function insertDirect(
    service: Parameters<typeof createBookingRow>[1],
    date: string,
    startTime: string,
    staffId: string | null,
    processing: boolean,
  ): Promise<'ok' | string> {
    try {
      await createBookingRow(ctx.deps.db, service, {
        date,
        startTime,
        staffId,
        bufferMinutes: service.bufferMinutes ?? 0,
        ...(processing ? { processingAfterMinutes: 30, processingMinutes: 60 } : {}),
      });
      return 'ok';
    } catch (error) {
      return sqlState(error) ?? String(error);
    }
  }

  for (const withStaff of [true, false]) {
    it(`the database refuses an active part and accepts the gap (${withStaff ? 'per member' : 'company without staff'})`, async () => {
      const { colour, cut, member } = await salon({ withStaff });
      const date = stockholmDate(11);
      const staffId = member?.id ?? null;
      expect(await insertDirect(colour, date, '10:00', staffId, true)).toBe('ok');
      expect(await insertDirect(cut, date, '10:15', staffId, false)).toBe('23P01'); // first active part
      expect(await insertDirect(cut, date, '11:15', staffId, false)).toBe('23P01'); // into the second
      expect(await insertDirect(cut, date, '12:05', staffId, false)).toBe('23P01'); // the buffer after the end
      expect(await insertDirect(cut, date, '10:30', staffId, false)).toBe('ok'); // inside the gap
      expect(await insertDirect(cut, date, '11:00', staffId, false)).toBe('ok'); // ends with the gap
      expect(await insertDirect(cut, date, '12:10', staffId, false)).toBe('ok');
      // Another colour booking from 08:30 works 08:30–09:00 and 10:00–10:40: its second part meets the first's.
      expect(await insertDirect(colour, date, '08:30', staffId, true)).toBe('23P01');
      // From 07:30 it works 07:30–08:00 and 09:00–09:40, clear of everything: both gaps and parts interleave.
      expect(await insertDirect(colour, date, '07:30', staffId, true)).toBe('ok');
      // A booking without a gap over the whole colour booking is refused.
      expect(await insertDirect(colour, date, '13:00', staffId, false)).toBe('ok');
      expect(await insertDirect(cut, date, '13:45', staffId, false)).toBe('23P01');
      // A gap not inside the duration is refused by the check constraint.
      const bad = await createBookingRow(ctx.deps.db, cut, {
        date: stockholmDate(12),
        startTime: '10:00',
        staffId,
        processingAfterMinutes: 20,
        processingMinutes: 10,
      }).then(
        () => 'ok',
        (error: unknown) => sqlState(error),
      );
      expect(bad).toBe('23514');
    });
  }

  it('concurrent requests: exactly one winner where they conflict, and the gap holds one more', async () => {
    const { company, colour, cut, member } = await salon();
    const date = stockholmDate(13);
    const clients = await Promise.all(Array.from({ length: 16 }, () => signedInClient(ctx)));
    // Eight ask for the colour at 10:00, eight for a cut at 10:30 (inside its gap): the two fit together.
    const results = await Promise.all(
      clients.map(({ client }, i) =>
        i % 2 === 0
          ? book(client, company, colour, date, '10:00', member!.id)
          : book(client, company, cut, date, '10:30', member!.id),
      ),
    );
    const wins = results.map((r, i) => [i % 2, r.status] as const).filter(([, s]) => s === 201);
    expect(wins.filter(([k]) => k === 0)).toHaveLength(1);
    expect(wins.filter(([k]) => k === 1)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(14);
    const rows = await ctx.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, company.id), eq(bookings.status, 'booked')));
    expect(rows.map((r) => r.startTime).sort()).toEqual(['10:00:00', '10:30:00']);
  });

  it('concurrent direct inserts (the database alone): exactly one of those that conflict wins', async () => {
    const { colour, cut, member } = await salon();
    const date = stockholmDate(14);
    expect(await insertDirect(colour, date, '10:00', member!.id, true)).toBe('ok');
    // Six inside the gap at 10:45 (they conflict with each other), six on the second active part at 11:30.
    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, () => insertDirect(cut, date, '10:45', member!.id, false)),
      ...Array.from({ length: 6 }, () => insertDirect(cut, date, '11:30', member!.id, false)),
    ]);
    expect(outcomes.slice(0, 6).filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.slice(0, 6).filter((o) => o === '23P01')).toHaveLength(5);
    expect(outcomes.slice(6)).toEqual(Array.from({ length: 6 }, () => '23P01'));
  });
});
