import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blockedSlots, bookingLogs, bookings, outbox } from '../../src/server/db/schema';
import { completeDueBookings } from '../../src/server/jobs/completions';
import { addDays, weekStart, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendar,
  type AdminCalendarBooking,
  type CalendarBlock,
  type CoveredBooking,
  type CoveredBookings,
} from '../../src/shared/schemas/admin-calendar';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import type { AbsenceCoveredBookings, StaffAbsence } from '../../src/shared/schemas/staff';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  makeStaff,
  makeStaffTeam,
  signedInAdmin,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
interface BlockCreated {
  block: CalendarBlock;
  cancelledBookings: CoveredBooking[];
}

const CAL = '/api/admin/calendar';

/*
 * The front desk on a busy day: a block of one member, a sick day over booked customers, and a no-show noticed
 * after the visit completed itself.
 */
describe.each(databaseKinds())('front desk: member blocks, absences, late no-shows on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A company with a 60-minute service done by `count` members, and its signed-in admin. */
  async function salon(count = 2) {
    const email = `admin-${randomUUID().slice(0, 8)}@example.se`;
    const company = await createCompany(ctx.deps.db, { email });
    const service = await createService(ctx.deps.db, company.id);
    const team = await makeStaffTeam(ctx.deps.db, company.id, [service.id], count);
    const { client } = await signedInAdmin(ctx, company.id, email);
    return { company, service, team, admin: client };
  }
  type Salon = Awaited<ReturnType<typeof salon>>;

  /** The free slots of `date` as [startTime, staffIds]. */
  async function slotsOn(s: Salon, date: string) {
    const query = `serviceId=${s.service.id}&week=${weekStart(date)}`;
    const res = await new TestClient(ctx).get<WeekAvailability>(
      `/api/companies/${s.company.slug}/availability?${query}`,
    );
    expect(res.status).toBe(200);
    const day = res.json.days.find((d) => d.date === date)!;
    return new Map(day.slots.map((slot) => [slot.startTime, slot.staffIds ?? []]));
  }

  const statusOf = async (id: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

  describe('a block of one member', () => {
    it("takes only that member's times and covers only that member's bookings", async () => {
      const s = await salon();
      const [elin, maria] = s.team as [Salon['team'][0], Salon['team'][0]];
      const date = stockholmDate(4);
      const elins = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '10:00',
        staffId: elin.id,
      });
      await createBookingRow(ctx.deps.db, s.service, { date, startTime: '12:00', staffId: maria.id });

      const preview = await s.admin.get<CoveredBookings>(
        `${CAL}/blocks/covered?date=${date}&startTime=09:00&endTime=13:00&staffId=${elin.id}`,
      );
      expect(preview.status).toBe(200);
      expect(preview.json.bookings.map((b) => b.id)).toEqual([elins.id]);

      const refused = await s.admin.post<{ error: ApiError['error'] & CoveredBookings }>(`${CAL}/blocks`, {
        date,
        startTime: '09:00',
        endTime: '13:00',
        staffId: elin.id,
      });
      expect(refused.status).toBe(409);
      expect(refused.json.error.bookings.map((b) => b.id)).toEqual([elins.id]);

      const lunch = await s.admin.post<BlockCreated>(`${CAL}/blocks`, {
        date,
        startTime: '13:00',
        endTime: '14:00',
        reason: 'Lunch',
        staffId: elin.id,
      });
      expect(lunch.status).toBe(201);
      expect(lunch.json.block).toMatchObject({ staffId: elin.id, reason: 'Lunch' });

      const slots = await slotsOn(s, date);
      // 13:00: only Maria; 14:00: both again; 12:00: Maria is booked, Elin free.
      expect(slots.get('13:00')).toEqual([maria.id]);
      expect(slots.get('14:00')).toEqual([elin.id, maria.id]);
      expect(slots.get('12:00')).toEqual([elin.id]);

      const calendar = await s.admin.get<AdminCalendar>(`${CAL}?from=${date}&to=${date}`);
      expect(calendar.json.blocks).toEqual([lunch.json.block]);
    });

    it('cancels only the covered bookings of that member', async () => {
      const s = await salon();
      const [elin, maria] = s.team as [Salon['team'][0], Salon['team'][0]];
      const date = stockholmDate(5);
      const elins = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '10:00',
        staffId: elin.id,
      });
      const marias = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '10:00',
        staffId: maria.id,
      });
      const res = await s.admin.post<BlockCreated>(`${CAL}/blocks`, {
        date,
        startTime: '09:00',
        endTime: '12:00',
        staffId: elin.id,
        coveredBookings: 'cancel',
      });
      expect(res.status).toBe(201);
      expect(res.json.cancelledBookings.map((b) => b.id)).toEqual([elins.id]);
      expect(await statusOf(elins.id)).toBe('cancelled');
      expect(await statusOf(marias.id)).toBe('booked');
    });

    it('a salon-wide block still closes every member', async () => {
      const s = await salon();
      const date = stockholmDate(6);
      const res = await s.admin.post<BlockCreated>(`${CAL}/blocks`, {
        date,
        startTime: '09:00',
        endTime: '11:00',
      });
      expect(res.status).toBe(201);
      expect(res.json.block.staffId).toBeNull();
      const slots = await slotsOn(s, date);
      expect(slots.has('09:00')).toBe(false);
      expect(slots.has('10:00')).toBe(false);
      expect(slots.get('11:00')).toHaveLength(2);
    });

    it("refuses another company's member with 404, and the database does too", async () => {
      const s = await salon();
      const other = await salon(1);
      const stranger = other.team[0]!;
      const date = stockholmDate(4);
      const res = await s.admin.post<ApiError>(`${CAL}/blocks`, {
        date,
        startTime: '12:00',
        endTime: '13:00',
        staffId: stranger.id,
      });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(ADMIN_CALENDAR_ERRORS.blockStaffNotFound);
      const preview = await s.admin.get<ApiError>(
        `${CAL}/blocks/covered?date=${date}&startTime=12:00&endTime=13:00&staffId=${stranger.id}`,
      );
      expect(preview.status).toBe(404);
      const malformed = await s.admin.post<ApiError>(`${CAL}/blocks`, {
        date,
        startTime: '12:00',
        endTime: '13:00',
        staffId: 'inte-ett-id',
      });
      expect(malformed.status).toBe(400);
      expect(
        await ctx.deps.db.select().from(blockedSlots).where(eq(blockedSlots.companyId, s.company.id)),
      ).toHaveLength(0);
      await expect(
        ctx.deps.db.insert(blockedSlots).values({
          companyId: s.company.id,
          staffId: stranger.id,
          startTime: zonedWallClockToInstant(date, '12:00'),
          endTime: zonedWallClockToInstant(date, '13:00'),
        }),
      ).rejects.toThrow();
    });
  });

  describe('a sick day over booked customers', () => {
    it('lists the covered bookings with who can take each, and moves, cancels or keeps them', async () => {
      const s = await salon(3);
      const [elin, maria, sara] = s.team as [Salon['team'][0], Salon['team'][0], Salon['team'][0]];
      // Nils does not perform the service.
      const nils = await makeStaff(ctx.deps.db, s.company.id, { name: 'Nils', displayOrder: 9 });
      const date = stockholmDate(3);
      const customer = await createCustomer(ctx.deps.db, s.company.id, { name: 'Per Olsson' });
      const ten = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '10:00',
        staffId: elin.id,
        customerId: customer.id,
        customerName: 'Per Olsson',
      });
      const one = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '13:00',
        staffId: elin.id,
        customerId: customer.id,
        customerName: 'Per Olsson',
      });
      const three = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '15:00',
        staffId: elin.id,
      });
      // Sara is busy at 10:00.
      await createBookingRow(ctx.deps.db, s.service, { date, startTime: '10:00', staffId: sara.id });
      // Another day of Elin's is not covered.
      await createBookingRow(ctx.deps.db, s.service, {
        date: addDays(date, 1),
        startTime: '10:00',
        staffId: elin.id,
      });

      const added = await s.admin.post<StaffAbsence>(`/api/admin/staff/${elin.id}/absences`, {
        kind: 'sick',
        start: zonedWallClockToInstant(date, '09:00').toISOString(),
        end: zonedWallClockToInstant(date, '17:00').toISOString(),
      });
      expect(added.status).toBe(201);
      const url = `/api/admin/staff/${elin.id}/absences/${added.json.id}/covered`;
      const covered = await s.admin.get<AbsenceCoveredBookings>(url);
      expect(covered.status).toBe(200);
      expect(covered.json.bookings).toEqual([
        {
          id: ten.id,
          customerName: 'Per Olsson',
          serviceName: 'Klippning',
          startDate: date,
          startTime: '10:00',
          endTime: '11:00',
          moveTo: [{ id: maria.id, name: maria.name }],
        },
        expect.objectContaining({
          id: one.id,
          moveTo: [
            { id: maria.id, name: maria.name },
            { id: sara.id, name: sara.name },
          ],
        }),
        expect.objectContaining({ id: three.id }),
      ]);

      // 'Flytta till' refuses a busy colleague and one who does not perform the service.
      const move = (id: string, staffId: string) =>
        s.admin.post<{ booking: AdminCalendarBooking } | ApiError>(`${CAL}/bookings/${id}/move`, {
          date,
          startTime: '10:00',
          staffId,
        });
      const busy = await move(ten.id, sara.id);
      expect(busy.status).toBe(409);
      const unable = await move(ten.id, nils.id);
      expect(unable.status).toBe(404);
      const moved = await move(ten.id, maria.id);
      expect(moved.status).toBe(200);
      const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, ten.id));
      expect(row).toMatchObject({ staffId: maria.id, status: 'booked', startTime: '10:00:00' });

      // 'Avboka': cancelled the company's way, the customer e-mailed.
      const mailsBefore = await ctx.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, customer.email)));
      const cancelled = await s.admin.post<{ booking: AdminCalendarBooking }>(
        `${CAL}/bookings/${one.id}/cancel`,
      );
      expect(cancelled.status).toBe(200);
      expect(await statusOf(one.id)).toBe('cancelled');
      const mailsAfter = await ctx.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'email'), eq(outbox.recipient, customer.email)));
      expect(mailsAfter.length).toBe(mailsBefore.length + 1);

      // 'Behåll': the 15:00 stays on Elin and is still listed, so the warning stays.
      const after = await s.admin.get<AbsenceCoveredBookings>(url);
      expect(after.json.bookings.map((b) => b.id)).toEqual([three.id]);
      expect(await statusOf(three.id)).toBe('booked');
    });

    it("is 404 for another company's absence", async () => {
      const s = await salon();
      const other = await salon(1);
      const date = stockholmDate(3);
      const added = await other.admin.post<StaffAbsence>(`/api/admin/staff/${other.team[0]!.id}/absences`, {
        kind: 'sick',
        start: zonedWallClockToInstant(date, '09:00').toISOString(),
        end: zonedWallClockToInstant(date, '17:00').toISOString(),
      });
      expect(added.status).toBe(201);
      const res = await s.admin.get<ApiError>(
        `/api/admin/staff/${other.team[0]!.id}/absences/${added.json.id}/covered`,
      );
      expect(res.status).toBe(404);
    });
  });

  describe('a no-show after the visit completed itself', () => {
    it('can be marked within 7 days of its start and restored, with its log row', async () => {
      const s = await salon(1);
      const date = stockholmDate(-3);
      const booking = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '10:00',
        staffId: s.team[0]!.id,
      });
      await completeDueBookings(ctx.deps, new Date());
      expect(await statusOf(booking.id)).toBe('completed');

      const marked = await s.admin.post<{ booking: AdminCalendarBooking }>(
        `${CAL}/bookings/${booking.id}/no-show`,
      );
      expect(marked.status).toBe(200);
      expect(marked.json.booking.status).toBe('no_show');
      const logs = await ctx.deps.db
        .select()
        .from(bookingLogs)
        .where(and(eq(bookingLogs.bookingId, booking.id), eq(bookingLogs.type, 'booking_no_show')));
      expect(logs).toHaveLength(1);
      expect(logs[0]!.details).toMatchObject({ triggered_by: 'admin', from_status: 'completed' });

      const restored = await s.admin.post<{ booking: AdminCalendarBooking }>(
        `${CAL}/bookings/${booking.id}/restore`,
      );
      expect(restored.status).toBe(200);
      expect(restored.json.booking.status).toBe('completed');
    });

    it('is refused with 409 no_show_too_late more than 7 days after its start', async () => {
      const s = await salon(1);
      const date = stockholmDate(-8);
      const booking = await createBookingRow(ctx.deps.db, s.service, {
        date,
        startTime: '10:00',
        status: 'completed',
      });
      const res = await s.admin.post<ApiError>(`${CAL}/bookings/${booking.id}/no-show`);
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({
        code: 'no_show_too_late',
        message: ADMIN_CALENDAR_ERRORS.noShowTooLate,
      });
      expect(await statusOf(booking.id)).toBe('completed');
    });
  });
});
