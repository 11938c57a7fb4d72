import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../src/server/db/schema';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../src/shared/dates';
import type { CompanySettings } from '../../src/shared/schemas/admin-settings';
import type { CustomerBooking, MyBookings, WeekAvailability } from '../../src/shared/schemas/booking';
import type { BookingLinkPreview } from '../../src/shared/schemas/booking-links';
import type { PublicCompany } from '../../src/shared/schemas/company';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  signedInAdmin,
  signedInClient,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/** A customer's booking as the bookings routes answer it. */
interface BookingBody {
  booking: CustomerBooking;
}

/** Stockholm wall clock → instant, for setting the app clock. */
const at = (date: string, time: string) => zonedWallClockToInstant(date, time);

describe.each(databaseKinds())('cancellation policy and booking horizon on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  /** A company with `noticeHours` of notice, a service, a signed-in customer and their booking at `date` `time`. */
  async function bookedAt(
    date: string,
    time: string,
    noticeHours: number,
    phone: string | null = '+46812345678',
  ) {
    const company = await createCompany(ctx.deps.db, { cancellationNoticeHours: noticeHours, phone });
    const service = await createService(ctx.deps.db, company.id);
    const { client, user } = await signedInClient(ctx);
    const customer = await createCustomer(ctx.deps.db, company.id, { userId: user.id, email: user.email });
    const booking = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: time,
      customerId: customer.id,
    });
    return { company, service, client, user, booking };
  }

  const statusOf = async (id: string) =>
    (await ctx.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

  it('last Sunday of March: 24 h before Sunday 10:00 is Saturday 09:00; the customer may cancel until then, not after', async () => {
    const early = await bookedAt('2027-03-28', '10:00', 24);
    const late = await bookedAt('2027-03-28', '11:00', 24);

    ctx.setNow(at('2027-03-27', '08:59'));
    const mine = await early.client.get<MyBookings>('/api/bookings/mine');
    const listed = mine.json.upcoming.find((b) => b.id === early.booking.id);
    expect(listed?.cancellationDeadline).toBe('2027-03-27T08:00:00.000Z'); // 09:00 CET
    const ok = await early.client.post<BookingBody>(`/api/bookings/${early.booking.id}/cancel`, {});
    expect(ok.status).toBe(200);
    expect((ok.json.booking as CustomerBooking).status).toBe('cancelled');

    ctx.setNow(at('2027-03-27', '10:00')); // 11:00's deadline is 10:00 CET: passed
    const refused = await late.client.post(`/api/bookings/${late.booking.id}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: {
        code: 'cancellation_deadline_passed',
        message: `Sista tid att avboka eller ändra online var lör 27 mar 10:00. Kontakta ${late.company.name} på 08-123 456 78.`,
      },
    });
    expect(await statusOf(late.booking.id)).toBe('booked');
  });

  it('last Sunday of October: the e-mailed cancel link refuses after Saturday 11:00 (24 h before Sunday 10:00 CET)', async () => {
    const b = await bookedAt('2027-10-31', '10:00', 24, null);
    const guest = new TestClient(ctx);

    ctx.setNow(at('2027-10-30', '10:59'));
    const before = await guest.get<{ booking: BookingLinkPreview }>(
      `/api/booking-links/cancel?token=${b.booking.cancelToken}`,
    );
    expect(before.status).toBe(200);
    expect(before.json.booking).toMatchObject({
      cancellable: true,
      cancellationDeadline: '2027-10-30T09:00:00.000Z',
      policyMessage: null,
    });

    ctx.setNow(at('2027-10-30', '11:00'));
    const message = `Sista tid att avboka eller ändra online var lör 30 okt 11:00. Kontakta ${b.company.name} på ${b.company.email}.`;
    const preview = await guest.get<{ booking: BookingLinkPreview }>(
      `/api/booking-links/cancel?token=${b.booking.cancelToken}`,
    );
    expect(preview.json.booking).toMatchObject({ cancellable: false, policyMessage: message });
    const res = await guest.post('/api/booking-links/cancel', { token: b.booking.cancelToken });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: { code: 'cancellation_deadline_passed', message } });
    expect(await statusOf(b.booking.id)).toBe('booked');
  });

  it('refuses the customer’s move and its slot list past the deadline; the salon itself can still cancel', async () => {
    const b = await bookedAt('2027-03-10', '14:00', 48);
    ctx.setNow(at('2027-03-08', '14:00'));
    const slots = await b.client.get<ApiError>(`/api/bookings/${b.booking.id}/slots?date=2027-03-11`);
    expect(slots.status).toBe(409);
    expect(slots.json.error.code).toBe('cancellation_deadline_passed');
    const move = await b.client.request<ApiError>('PATCH', `/api/bookings/${b.booking.id}`, {
      date: '2027-03-11',
      startTime: '10:00',
    });
    expect(move.status).toBe(409);
    expect(move.json.error.message).toContain('mån 8 mar 14:00');
    expect(await statusOf(b.booking.id)).toBe('booked');

    const { client: admin } = await signedInAdmin(ctx, b.company.id);
    const cancel = await admin.post(`/api/admin/calendar/bookings/${b.booking.id}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(await statusOf(b.booking.id)).toBe('cancelled');
  });

  it('with no notice (the default) the customer may move a booking until it starts', async () => {
    const b = await bookedAt('2027-03-10', '14:00', 0);
    ctx.setNow(at('2027-03-10', '13:00'));
    const move = await b.client.request<BookingBody>('PATCH', `/api/bookings/${b.booking.id}`, {
      date: '2027-03-10',
      startTime: '15:00',
    });
    expect(move.status).toBe(200);
    expect((move.json.booking as CustomerBooking).cancellationDeadline).toBeNull();
  });

  it('booking horizon: booking, moving and availability stop at today plus the months chosen', async () => {
    ctx.setNow(at('2027-01-15', '12:00'));
    const company = await createCompany(ctx.deps.db, { bookingHorizonMonths: 1 });
    const service = await createService(ctx.deps.db, company.id);
    const { client } = await signedInClient(ctx);
    const book = (date: string) =>
      client.post<BookingBody>('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date,
        startTime: '10:00',
      });

    const beyond = await book('2027-02-16');
    expect(beyond.status).toBe(409);
    expect(beyond.json).toEqual({
      error: {
        code: 'beyond_booking_horizon',
        message: 'Det går att boka högst 1 månad framåt, till och med mån 15 feb. Välj ett tidigare datum.',
      },
    });
    expect((await book('2031-06-02')).status).toBe(409);
    const last = await book('2027-02-15');
    expect(last.status).toBe(201);

    const id = (last.json.booking as CustomerBooking).id;
    const move = await client.request<ApiError>('PATCH', `/api/bookings/${id}`, {
      date: '2027-02-16',
      startTime: '10:00',
    });
    expect(move.status).toBe(409);
    expect(move.json.error.code).toBe('beyond_booking_horizon');
    const slots = await client.get(`/api/bookings/${id}/slots?date=2027-02-16`);
    expect(slots.json).toEqual({ date: '2027-02-16', slots: [] });

    const week = await new TestClient(ctx).get<WeekAvailability>(
      `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=2027-02-15`,
    );
    const body = week.json;
    expect(body.lastBookableDate).toBe('2027-02-15');
    expect(body.days[0]).toMatchObject({ date: '2027-02-15', status: 'open' });
    expect(body.days.slice(1).every((d) => d.status === 'closed' && d.slots.length === 0)).toBe(true);
  });

  it('settings: the admin saves the policy (400 for other values); the public page and the confirmation show it', async () => {
    ctx.setNow(new Date());
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const { client: admin } = await signedInAdmin(ctx, company.id);
    const initial = await admin.get<{ company: CompanySettings }>('/api/admin/settings');
    expect(initial.json.company).toMatchObject({ cancellationNoticeHours: 0, bookingHorizonMonths: 3 });

    const bad = await admin.request<ApiError>('PATCH', '/api/admin/settings/booking-policy', {
      cancellationNoticeHours: 5,
      bookingHorizonMonths: 3,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Välj när kunder senast får avboka');
    const badHorizon = await admin.request('PATCH', '/api/admin/settings/booking-policy', {
      cancellationNoticeHours: 24,
      bookingHorizonMonths: 24,
    });
    expect(badHorizon.status).toBe(400);

    const saved = await admin.request<{ company: CompanySettings }>(
      'PATCH',
      '/api/admin/settings/booking-policy',
      {
        cancellationNoticeHours: 24,
        bookingHorizonMonths: 6,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.company).toMatchObject({ cancellationNoticeHours: 24, bookingHorizonMonths: 6 });
    const page = await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${company.slug}`);
    expect(page.json.company).toMatchObject({ cancellationNoticeHours: 24, bookingHorizonMonths: 6 });

    const { client, user } = await signedInClient(ctx);
    const date = addDays(todayInZone(new Date()), 5);
    const res = await client.post<BookingBody>('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date,
      startTime: '10:00',
    });
    expect(res.status).toBe(201);
    const deadline = addDays(date, -1);
    expect((res.json.booking as CustomerBooking).cancellationDeadline).toBe(
      zonedWallClockToInstant(deadline, '10:00').toISOString(),
    );
    const [mail] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const { text } = emailContentOf(mail!.payload);
    expect(text).toMatch(/Avbokning senast \S+ \d+ \S+ 10:00\. Därefter kan du inte avboka/);
  });
});
