import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../src/server/db/schema';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { AdminCalendar } from '../../src/shared/schemas/admin-calendar';
import type { CustomerBooking, WeekAvailability } from '../../src/shared/schemas/booking';
import type {
  AdminHoliday,
  AdminScheduleException,
  AffectedBooking,
  ScheduleExceptionsResponse,
} from '../../src/shared/schemas/schedule-exceptions';
import {
  createCompany,
  createCustomer,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** `PUT /api/admin/holidays/:date`: the holiday and the bookings the change cancelled. */
interface HolidayAnswer {
  holiday: AdminHoliday;
  cancelledBookings: AffectedBooking[];
}

/** `POST /api/admin/schedule-exceptions` 201: the exception and the bookings it cancelled. */
interface ExceptionCreated {
  exception: AdminScheduleException;
  cancelledBookings: AffectedBooking[];
}

/** A 409 `exception_covers_bookings`: the error lists the bookings the change would leave outside. */
interface CoversBookings {
  error: ApiError['error'] & { bookings: AffectedBooking[] };
}

/** Monday 23 Nov 2026, 08:00 Stockholm: julafton is a month away. */
const NOW = zonedWallClockToInstant('2026-11-23', '08:00');

describe.each(databaseKinds())('date exceptions and public holidays on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** An active company open every day 09:00–17:00 (60-minute service), its admin and a signed-in customer. */
  async function setup(overrides: Parameters<typeof createCompany>[1] = {}) {
    ctx.setNow(NOW);
    const company = await createCompany(
      ctx.deps.db,
      { bookingHorizonMonths: 12, ...overrides },
      { holidays: 'closed' },
    );
    const service = await createService(ctx.deps.db, company.id);
    const admin = (await signedInAdmin(ctx, company.id)).client;
    const customer = await signedInClient(ctx);
    await createCustomer(ctx.deps.db, company.id, { userId: customer.user.id, email: customer.user.email });
    const week = async (date: string, staffId?: string) => {
      const q = `serviceId=${service.id}&week=${date}${staffId ? `&staffId=${staffId}` : ''}`;
      const res = await customer.client.get<WeekAvailability>(
        `/api/companies/${company.slug}/availability?${q}`,
      );
      expect(res.status).toBe(200);
      return Object.fromEntries(res.json.days.map((d) => [d.date, d]));
    };
    const book = <T = { booking: CustomerBooking }>(date: string, startTime: string, staffId?: string) =>
      customer.client.post<T>('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date,
        startTime,
        ...(staffId ? { staffId } : {}),
      });
    return { company, service, admin, customer, week, book };
  }

  const statusOf = async (id: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

  it('every holiday is closed by default, shown with its name, and cannot be booked', async () => {
    const s = await setup();
    const days = await s.week('2026-12-21');
    expect(days['2026-12-23']).toMatchObject({ status: 'open' });
    expect(days['2026-12-23']!.note).toBeUndefined();
    expect(days['2026-12-24']).toEqual({ date: '2026-12-24', status: 'closed', slots: [], note: 'Julafton' });
    expect(days['2026-12-25']).toMatchObject({ status: 'closed', note: 'Juldagen' });
    expect(days['2026-12-26']).toMatchObject({ status: 'closed', note: 'Annandag jul' });

    const refused = await s.book<ApiError>('2026-12-24', '10:00');
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('slot_no_longer_available');

    const list = await s.admin.get<ScheduleExceptionsResponse>('/api/admin/schedule-exceptions');
    expect(list.status).toBe(200);
    const body = list.json;
    expect(body.exceptions).toEqual([]);
    expect(body.holidays).toHaveLength(16);
    expect(body.holidays[0]).toEqual({
      date: '2026-12-24',
      name: 'Julafton',
      mode: 'closed',
      intervals: [],
      coveredBy: null,
      affectedBookings: [],
    });
    expect(body.holidays.every((h) => h.mode === 'closed')).toBe(true);
  });

  it('julafton 10:00–13:00 this year opens those times only; next year stays closed', async () => {
    const s = await setup();
    const put = await s.admin.put<HolidayAnswer>('/api/admin/holidays/2026-12-24', {
      mode: 'hours',
      intervals: [{ start: '10:00', end: '13:00' }],
    });
    expect(put.status).toBe(200);
    expect(put.json.holiday).toMatchObject({ date: '2026-12-24', mode: 'hours' });

    const days = await s.week('2026-12-21');
    expect(days['2026-12-24']!.note).toBe('Julafton');
    expect(days['2026-12-24']!.slots.map((x) => x.startTime)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    expect((await s.book('2026-12-24', '13:00')).status).toBe(409);
    expect((await s.book('2026-12-24', '12:00')).status).toBe(201);

    // A year on, julafton 2027 is among the coming holidays, closed as every holiday starts.
    ctx.setNow(zonedWallClockToInstant('2027-06-01', '08:00'));
    const later = (await s.admin.get<ScheduleExceptionsResponse>('/api/admin/schedule-exceptions')).json;
    expect(later.holidays.find((h) => h.date === '2027-12-24')).toMatchObject({ mode: 'closed' });
    expect((await s.week('2027-12-20'))['2027-12-24']).toMatchObject({ status: 'closed', note: 'Julafton' });
  });

  it('switching a holiday back to closed over a booking asks first, then keeps or cancels it (customer e-mailed)', async () => {
    const s = await setup();
    await s.admin.put('/api/admin/holidays/2026-12-31', { mode: 'open' });
    const kept = await s.book('2026-12-31', '10:00');
    const gone = await s.book('2026-12-31', '14:00');
    expect([kept.status, gone.status]).toEqual([201, 201]);
    const keptId = kept.json.booking.id as string;
    const goneId = gone.json.booking.id as string;

    const ask = await s.admin.put<CoversBookings>('/api/admin/holidays/2026-12-31', {
      mode: 'hours',
      intervals: [{ start: '09:00', end: '12:00' }],
    });
    expect(ask.status).toBe(409);
    expect(ask.json.error.code).toBe('exception_covers_bookings');
    expect(ask.json.error.bookings.map((b: { id: string }) => b.id)).toEqual([goneId]);
    expect((await s.week('2026-12-28'))['2026-12-31']!.slots.length).toBeGreaterThan(6); // nothing saved

    const cancel = await s.admin.put<HolidayAnswer>('/api/admin/holidays/2026-12-31', {
      mode: 'hours',
      intervals: [{ start: '09:00', end: '12:00' }],
      coveredBookings: 'cancel',
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json.cancelledBookings.map((b: { id: string }) => b.id)).toEqual([goneId]);
    expect(await statusOf(goneId)).toBe('cancelled');
    expect(await statusOf(keptId)).toBe('booked');
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, s.customer.user.email)));
    expect(mails.some((m) => /avbok/i.test(m.subject ?? ''))).toBe(true);

    const close = await s.admin.put<HolidayAnswer>('/api/admin/holidays/2026-12-31', {
      mode: 'closed',
      coveredBookings: 'keep',
    });
    expect(close.status).toBe(200);
    expect(close.json.holiday.affectedBookings.map((b: { id: string }) => b.id)).toEqual([keptId]);
    expect(await statusOf(keptId)).toBe('booked');
    const listed = (await s.admin.get<ScheduleExceptionsResponse>('/api/admin/schedule-exceptions')).json;
    expect(listed.holidays.find((h) => h.date === '2026-12-31')!.affectedBookings).toHaveLength(1);
  });

  it('a closed range with a note closes every date with it, refuses overlaps, and goes away when removed', async () => {
    const s = await setup();
    const made = await s.admin.post<ExceptionCreated>('/api/admin/schedule-exceptions', {
      startDate: '2027-01-11',
      endDate: '2027-01-13',
      kind: 'closed',
      note: 'Inventering',
    });
    expect(made.status).toBe(201);
    const id = made.json.exception.id as string;
    const days = await s.week('2027-01-11');
    for (const date of ['2027-01-11', '2027-01-12', '2027-01-13'])
      expect(days[date]).toMatchObject({ status: 'closed', note: 'Inventering' });
    expect(days['2027-01-14']!.status).toBe('open');

    const overlap = await s.admin.post<ApiError>('/api/admin/schedule-exceptions', {
      startDate: '2027-01-13',
      kind: 'hours',
      intervals: [{ start: '10:00', end: '12:00' }],
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.error.code).toBe('exception_overlaps');

    const calendar = (await s.admin.get<AdminCalendar>('/api/admin/calendar?from=2027-01-11&to=2027-01-17'))
      .json;
    expect(calendar.dateHours['2027-01-12']).toEqual({ intervals: [], note: 'Inventering' });
    expect(calendar.dateHours['2027-01-14']).toBeUndefined();

    expect((await s.admin.delete(`/api/admin/schedule-exceptions/${id}`)).status).toBe(204);
    expect((await s.week('2027-01-11'))['2027-01-12']!.status).toBe('open');
    expect((await s.admin.delete(`/api/admin/schedule-exceptions/${id}`)).status).toBe(404);
  });

  it('an exception over a holiday replaces its switch; the holiday then says which exception decides', async () => {
    const s = await setup();
    await s.admin.put('/api/admin/holidays/2026-12-24', { mode: 'open' });
    const made = await s.admin.post<ExceptionCreated>('/api/admin/schedule-exceptions', {
      startDate: '2026-12-23',
      endDate: '2026-12-27',
      kind: 'hours',
      intervals: [{ start: '11:00', end: '14:00' }],
      note: 'Jul: korta dagar',
    });
    expect(made.status).toBe(201);
    const list = (await s.admin.get<ScheduleExceptionsResponse>('/api/admin/schedule-exceptions')).json;
    expect(list.holidays.find((h) => h.date === '2026-12-24')).toMatchObject({
      mode: 'hours',
      coveredBy: made.json.exception.id,
    });
    const refused = await s.admin.put<ApiError>('/api/admin/holidays/2026-12-25', { mode: 'closed' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('holiday_covered');
    const days = await s.week('2026-12-21');
    expect(days['2026-12-25']).toMatchObject({ status: 'open', note: 'Jul: korta dagar' });
    expect(days['2026-12-25']!.slots[0]!.startTime).toBe('11:00');
  });

  it("a member's exception takes only them away; the company's bounds everyone", async () => {
    const s = await setup();
    const [a, b] = [
      await makeStaff(ctx.deps.db, s.company.id, {
        name: 'Anna',
        displayOrder: 0,
        serviceIds: [s.service.id],
      }),
      await makeStaff(ctx.deps.db, s.company.id, { name: 'Bo', displayOrder: 1, serviceIds: [s.service.id] }),
    ];
    const made = await s.admin.post<ExceptionCreated>('/api/admin/schedule-exceptions', {
      staffId: b.id,
      startDate: '2026-12-02',
      endDate: '2026-12-03',
      kind: 'hours',
      intervals: [{ start: '13:00', end: '15:00' }],
    });
    expect(made.status).toBe(201);
    expect(made.json.exception).toMatchObject({ staffId: b.id, staffName: 'Bo' });
    const day = (await s.week('2026-11-30'))['2026-12-02']!;
    expect(day.slots.find((x) => x.startTime === '10:00')!.staffIds).toEqual([a.id]);
    expect(day.slots.find((x) => x.startTime === '13:00')!.staffIds).toEqual([a.id, b.id]);
    expect((await s.book('2026-12-02', '10:00', b.id)).status).toBe(409);
    expect((await s.book('2026-12-02', '13:30', b.id)).status).toBe(201);

    // Closing the whole company that day would leave the member's booking outside: asked first.
    const company = await s.admin.post<CoversBookings>('/api/admin/schedule-exceptions', {
      startDate: '2026-12-02',
      kind: 'closed',
    });
    expect(company.status).toBe(409);
    expect(company.json.error.code).toBe('exception_covers_bookings');
  });

  it('the preview lists the bookings an exception would cover (200, nothing saved); saving without a choice still asks', async () => {
    const s = await setup();
    const member = await makeStaff(ctx.deps.db, s.company.id, { name: 'Elin', serviceIds: [s.service.id] });
    const morning = await s.book('2026-12-08', '10:00', member.id);
    const afternoon = await s.book('2026-12-08', '15:00', member.id);
    expect([morning.status, afternoon.status]).toEqual([201, 201]);
    const preview = (query: string) =>
      s.admin.get<{ bookings: AffectedBooking[] }>(`/api/admin/schedule-exceptions/covered?${query}`);

    const closed = await preview(`startDate=2026-12-08&endDate=2026-12-08&kind=closed&staffId=${member.id}`);
    expect(closed.status).toBe(200);
    expect(closed.json.bookings.map((b) => [b.startTime, b.staffName])).toEqual([
      ['10:00', 'Elin'],
      ['15:00', 'Elin'],
    ]);
    // Special hours 09–12 leave only the afternoon outside; an empty end date means the start date.
    const hours = await preview('startDate=2026-12-08&endDate=&kind=hours&start=09:00&end=12:00&staffId=');
    expect(hours.json.bookings.map((b) => b.startTime)).toEqual(['15:00']);
    expect((await preview('startDate=2026-12-09&kind=closed')).json.bookings).toEqual([]);
    // Nothing was saved by asking.
    const list = (await s.admin.get<ScheduleExceptionsResponse>('/api/admin/schedule-exceptions')).json;
    expect(list.exceptions).toEqual([]);

    // The same refusals as saving, in Swedish.
    const past = await preview('startDate=2026-11-20&kind=closed');
    expect(past.status).toBe(400);
    expect((past.json as unknown as ApiError).error.message).toBe('Datumet har redan passerat');
    const noHours = await preview('startDate=2026-12-10&kind=hours&start=12:00&end=10:00');
    expect(noHours.status).toBe(400);
    const other = await createCompany(ctx.deps.db);
    const foreign = await makeStaff(ctx.deps.db, other.id, { name: 'Annan' });
    expect((await preview(`startDate=2026-12-10&kind=closed&staffId=${foreign.id}`)).status).toBe(404);

    // A client that skips the preview is still asked (409) and nothing is saved.
    const asked = await s.admin.post<CoversBookings>('/api/admin/schedule-exceptions', {
      startDate: '2026-12-08',
      kind: 'closed',
    });
    expect(asked.status).toBe(409);
    expect(asked.json.error.bookings).toHaveLength(2);
    expect(await statusOf(morning.json.booking.id)).toBe('booked');
  });

  it('refuses bad input with Swedish messages and nothing saved', async () => {
    const s = await setup();
    const other = await createCompany(ctx.deps.db);
    const foreign = await makeStaff(ctx.deps.db, other.id, { name: 'Annan' });
    const post = (body: unknown) => s.admin.post('/api/admin/schedule-exceptions', body);
    const cases: [unknown, number, string][] = [
      [{ startDate: '2026-11-20', kind: 'closed' }, 400, 'Datumet har redan passerat'],
      [
        { startDate: '2026-12-10', endDate: '2026-12-09', kind: 'closed' },
        400,
        'Slutdatumet kan inte vara före startdatumet',
      ],
      [
        { startDate: '2026-12-10', endDate: '2027-12-12', kind: 'closed' },
        400,
        'Ett undantag kan vara högst ett år långt',
      ],
      [{ startDate: '2026-12-10', kind: 'hours' }, 400, 'Lägg till minst ett pass'],
      [
        { startDate: '2026-12-10', kind: 'hours', intervals: [{ start: '12:00', end: '10:00' }] },
        400,
        'Sluttiden måste vara efter starttiden',
      ],
      [
        {
          startDate: '2026-12-10',
          kind: 'hours',
          intervals: [
            { start: '10:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
        400,
        'Passen får inte överlappa varandra',
      ],
      [
        { startDate: '2026-12-10', kind: 'closed', note: 'x'.repeat(81) },
        400,
        'Meddelandet får vara högst 80 tecken',
      ],
      [{ startDate: '2026-02-30', kind: 'closed' }, 400, 'Ogiltigt datum'],
      [{ startDate: '2026-12-10', kind: 'open' }, 400, 'Välj stängt eller särskilda tider'],
      [{ startDate: '2026-12-10', kind: 'closed', staffId: foreign.id }, 404, 'Personen finns inte'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json), JSON.stringify(body)).toContain(message);
    }
    expect(
      (await s.admin.get<ScheduleExceptionsResponse>('/api/admin/schedule-exceptions')).json.exceptions,
    ).toEqual([]);
    expect((await s.admin.put('/api/admin/holidays/2026-12-23', { mode: 'open' })).status).toBe(404);
    expect((await s.admin.put('/api/admin/holidays/2026-12-24', { mode: 'hours' })).status).toBe(400);
    expect((await s.admin.put('/api/admin/holidays/2026-12-24', { mode: 'sometimes' })).status).toBe(400);
    expect((await s.admin.delete('/api/admin/schedule-exceptions/not-a-uuid')).status).toBe(404);
    expect((await new TestClient(ctx).get('/api/admin/schedule-exceptions')).status).toBe(401);
    expect((await s.customer.client.get('/api/admin/schedule-exceptions')).status).toBe(403);
  });
});
