import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../src/server/db/schema';
import { weekStart } from '../../src/shared/dates';
import { BOOKING_ERRORS } from '../../src/shared/schemas/booking';
import { STAFF_NOT_FOUND_MESSAGE } from '../../src/shared/schemas/staff';
import {
  createBookingRow,
  createCompany,
  createService,
  makeStaff,
  makeStaffAbsence,
  makeStaffTeam,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { z } from 'zod';
import type {
  BookingSlots,
  CustomerBooking,
  MyBookings,
  WeekAvailability,
} from '../../src/shared/schemas/booking';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

type ApiError = z.infer<typeof apiErrorSchema>;

/*
 * Staff in availability, booking and rescheduling (docs/decisions/012): who is offered, who is
 * assigned, and that a company without staff is unchanged.
 */

const open = (start: string, end: string) => ({ enabled: true, intervals: [{ start, end }] });
const MORNINGS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    open('09:00', '12:00'),
  ]),
);

describe.each(databaseKinds())('staff: availability, booking and rescheduling on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function staffedCompany(count = 2) {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const team = await makeStaffTeam(ctx.deps.db, company.id, [service.id], count);
    return { company, service, team };
  }
  type Setup = Awaited<ReturnType<typeof staffedCompany>>;

  async function day<T = WeekAvailability>(
    s: Pick<Setup, 'company' | 'service'>,
    date: string,
    staffId?: string,
  ) {
    const query = `serviceId=${s.service.id}&week=${weekStart(date)}${staffId ? `&staffId=${staffId}` : ''}`;
    const res = await new TestClient(ctx).get<T>(`/api/companies/${s.company.slug}/availability?${query}`);
    return res;
  }
  const slotsOf = async (s: Pick<Setup, 'company' | 'service'>, date: string, staffId?: string) => {
    const res = await day(s, date, staffId);
    expect(res.status).toBe(200);
    return (
      res.json.days.find((d: { date: string }) => d.date === date)!.slots as {
        startTime: string;
        staffIds: string[];
      }[]
    ).map((slot) => [slot.startTime, slot.staffIds] as const);
  };
  const book = <T = { booking: CustomerBooking }>(
    client: TestClient,
    s: Pick<Setup, 'company' | 'service'>,
    date: string,
    startTime: string,
    staffId?: string | null,
  ) =>
    client.post<T>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date,
      startTime,
      ...(staffId === undefined ? {} : { staffId }),
    });

  it('a company without staff: slots carry empty staffIds, a staffId is 404, bookings have no member', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const date = stockholmDate(5);
    const slots = await slotsOf({ company, service }, date);
    expect(slots[0]).toEqual(['09:00', []]);
    const other = await staffedCompany(1);
    const res = await day<ApiError>({ company, service }, date, other.team[0]!.id);
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(STAFF_NOT_FOUND_MESSAGE);

    const { client } = await signedInClient(ctx);
    const named = await book<ApiError>(client, { company, service }, date, '10:00', other.team[0]!.id);
    expect(named.status).toBe(404);
    expect(named.json.error.message).toBe(STAFF_NOT_FOUND_MESSAGE);
    const ok = await book(client, { company, service }, date, '10:00', null);
    expect(ok.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, ok.json.booking.id));
    expect(row!.staffId).toBeNull();
  });

  it('offers a start while some member is free and lists who; staffId narrows to that member', async () => {
    const s = await staffedCompany(2);
    const [anna, bo] = s.team;
    const date = stockholmDate(6);
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '10:00', staffId: anna!.id });
    await makeStaffAbsence(ctx.deps.db, bo!, date, '13:00', '15:00', 'sick');
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '15:00' });
    const slots = new Map(await slotsOf(s, date));
    expect(slots.get('09:00')).toEqual([anna!.id, bo!.id]);
    expect(slots.get('10:00')).toEqual([bo!.id]);
    expect(slots.get('13:00')).toEqual([anna!.id]);
    expect(new Map(await slotsOf(s, date, anna!.id)).has('10:00')).toBe(false);
    expect(new Map(await slotsOf(s, date, bo!.id)).has('14:00')).toBe(false);
    // A booking without a member (made before the first member) blocks everybody.
    expect(slots.has('15:00')).toBe(false);
    expect(slots.get('16:00')).toEqual([anna!.id, bo!.id]);
  });

  it("a member's hours are their schedule within the company's; inactive members and non-performers offer nothing", async () => {
    const s = await staffedCompany(0);
    const morning = await makeStaff(ctx.deps.db, s.company.id, {
      serviceIds: [s.service.id],
      weeklySchedule: { ...MORNINGS, monday: open('07:00', '12:00') },
      displayOrder: 1,
    });
    await makeStaff(ctx.deps.db, s.company.id, { serviceIds: [s.service.id], active: false });
    const other = await makeStaff(ctx.deps.db, s.company.id, { serviceIds: [] });
    const date = stockholmDate(7);
    const starts = (await slotsOf(s, date)).map(([start]) => start);
    expect(starts).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect((await day(s, date, other.id)).status).toBe(404);
    expect(morning.id).toBeTruthy();
  });

  it("'Valfri' assigns the free member with the fewest bookings that day, ties by display order", async () => {
    const s = await staffedCompany(3);
    const [a, b, c] = s.team;
    const date = stockholmDate(8);
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '09:00', staffId: a!.id });
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '15:00', staffId: b!.id });
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '16:00', staffId: b!.id });
    const { client, user } = await signedInClient(ctx);
    // c has none that day: c.
    const first = await book(client, s, date, '11:00');
    expect(first.status).toBe(201);
    expect(first.json.booking.staff).toEqual({ id: c!.id, name: c!.name, title: null });
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, user.email)));
    const payload = emailContentOf(mail!.payload);
    expect(payload.text).toContain(`Personal: ${c!.name}`);
    const ics = payload.attachments![0]!.content.replace(/\r\n[ \t]/g, ''); // unfolded
    expect(ics).toContain(`Personal: ${c!.name}`);
    // a and c have one each, b two: a (display order).
    const second = await book(client, s, date, '12:00', null);
    expect(second.json.booking.staff!.id).toBe(a!.id);
    // Named: b even though busier.
    const third = await book(client, s, date, '13:00', b!.id);
    expect(third.json.booking.staff!.id).toBe(b!.id);
    // b is busy at 15:00; naming b there is 409.
    const taken = await book<ApiError>(client, s, date, '15:00', b!.id);
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe(BOOKING_ERRORS.slotTaken);
  });

  it('reschedule: absent keeps the member, null is Valfri, a member moves to them; slots follow', async () => {
    const s = await staffedCompany(2);
    const [a, b] = s.team;
    const date = stockholmDate(9);
    const { client } = await signedInClient(ctx);
    const made = await book(client, s, date, '10:00', a!.id);
    const id = made.json.booking.id as string;
    await createBookingRow(ctx.deps.db, s.service, { date, startTime: '13:00', staffId: a!.id });
    const patch = (body: unknown) =>
      client.request<{ booking: CustomerBooking }>('PATCH', `/api/bookings/${id}`, body);
    const slots = async (query: string) =>
      (await client.get<BookingSlots>(`/api/bookings/${id}/slots?date=${date}${query}`)).json
        .slots as string[];

    expect(await slots('')).not.toContain('13:00');
    expect(await slots('&staffId=any')).toContain('13:00');
    expect(await slots(`&staffId=${b!.id}`)).toContain('13:00');
    expect((await patch({ date, startTime: '13:00' })).status).toBe(409);
    const kept = await patch({ date, startTime: '11:00' });
    expect(kept.status).toBe(200);
    expect(kept.json.booking.staff!.id).toBe(a!.id);
    const valfri = await patch({ date, startTime: '13:00', staffId: null });
    expect(valfri.status).toBe(200);
    expect(valfri.json.booking.staff!.id).toBe(b!.id);
    const back = await patch({ date, startTime: '14:00', staffId: a!.id });
    expect(back.json.booking.staff!.id).toBe(a!.id);
    const unknown = await patch({ date, startTime: '15:00', staffId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const mine = await client.get<MyBookings>('/api/bookings/mine');
    expect(mine.json.upcoming[0]!.staff).toEqual({ id: a!.id, name: a!.name, title: null });
  });
});
