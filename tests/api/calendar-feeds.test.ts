import ICAL from 'ical.js';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, calendarFeeds, outbox } from '../../src/server/db/schema';
import { hashFeedToken } from '../../src/server/features/calendar-feeds/calendar-feeds.service';
import type { CalendarFeedCreated, CalendarFeedInfo } from '../../src/shared/schemas/calendar-feeds';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import { emailContentOf } from '../../src/server/mail/booking-email-templates';

type ApiError = z.infer<typeof apiErrorSchema>;
/** `GET /api/admin/calendar-feeds`: the company's feeds. */
interface FeedList {
  feeds: CalendarFeedInfo[];
}

/** The VEVENTs of a calendar text, parsed with ical.js (a parse error fails the test). */
function events(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

/** The path of a feed address. */
const pathOf = (created: CalendarFeedCreated) => new URL(created.httpsUrl).pathname;

describe.each(databaseKinds())('calendar feeds, widget source and the customer’s .ics on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function setup() {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id);
    const admin = await signedInAdmin(ctx, company.id);
    return { company, service, admin: admin.client };
  }

  it('creates, lists, regenerates and revokes; the token is stored hashed, the old address 404s at once', async () => {
    const s = await setup();
    const guest = new TestClient(ctx);
    const created = await s.admin.post<CalendarFeedCreated>('/api/admin/calendar-feeds', {});
    expect(created.status).toBe(201);
    const first = created.json as CalendarFeedCreated;
    expect(first.httpsUrl).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.httpsUrl.replace(/^https?:/, 'webcal:'));
    const token = pathOf(first).slice('/calendar/'.length, -'.ics'.length);
    const rows = await ctx.deps.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.companyId, s.company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const list = await s.admin.get<FeedList>('/api/admin/calendar-feeds');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(token);
    expect((list.json.feeds as CalendarFeedInfo[])[0]).toMatchObject({ staffId: null, active: true });

    expect((await guest.get(pathOf(first))).status).toBe(200);
    const second = (await s.admin.post<CalendarFeedCreated>('/api/admin/calendar-feeds', { staffId: null }))
      .json as CalendarFeedCreated;
    expect(second.httpsUrl).not.toBe(first.httpsUrl);
    const old = await guest.get<ApiError>(pathOf(first));
    expect(old.status).toBe(404);
    expect(old.json.error.code).toBe('not_found');
    expect((await guest.get(pathOf(second))).status).toBe(200);

    const revoked = await s.admin.post<{ ok: true; revoked: boolean }>(
      '/api/admin/calendar-feeds/revoke',
      {},
    );
    expect(revoked.json).toEqual({ ok: true, revoked: true });
    expect((await guest.get(pathOf(second))).status).toBe(404);
    expect(
      (await s.admin.post<{ ok: true; revoked: boolean }>('/api/admin/calendar-feeds/revoke', {})).json,
    ).toEqual({
      ok: true,
      revoked: false,
    });
    // Malformed and unknown tokens: the same 404.
    expect((await guest.get('/calendar/abc.ics')).status).toBe(404);
    expect((await guest.get(`/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await guest.get(`/calendar/${token}`)).status).toBe(404);
  });

  it('lists booked and completed bookings in the window, in Stockholm time with VTIMEZONE; ETag and 304', async () => {
    const s = await setup();
    const customer = await createCustomer(ctx.deps.db, s.company.id, {
      name: 'Karin Kund',
      phone: '+46701234567',
    });
    const booked = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(10),
      startTime: '10:00',
      customerId: customer.id,
      customerName: 'Karin Kund',
      notes: 'Kort lugg, tack',
    });
    const completed = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-29),
      startTime: '09:00',
      status: 'completed',
    });
    const cancelled = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(11),
      startTime: '10:00',
      status: 'cancelled',
    });
    const tooOld = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(-31),
      startTime: '09:00',
    });
    const tooFar = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(366),
      startTime: '09:00',
    });
    const other = await setup();
    const foreign = await createBookingRow(ctx.deps.db, other.service, {
      date: stockholmDate(10),
      startTime: '11:00',
    });

    const created = (await s.admin.post<CalendarFeedCreated>('/api/admin/calendar-feeds', {}))
      .json as CalendarFeedCreated;
    const guest = new TestClient(ctx);
    const res = await guest.get(pathOf(created));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const list = events(res.text);
    const uids = list.map((e) => e.uid);
    expect(uids.sort()).toEqual([booked.id, completed.id].sort());
    for (const id of [cancelled.id, tooOld.id, tooFar.id, foreign.id]) expect(res.text).not.toContain(id);
    const event = list.find((e) => e.uid === booked.id)!;
    expect(event.summary).toBe(`Karin Kund – ${s.service.name}`);
    expect(event.description).toContain('Telefon: 070-123 45 67');
    expect(event.description).toContain('Meddelande: Kort lugg, tack');
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Stockholm');
    expect(event.startDate.toString()).toBe(`${stockholmDate(10)}T10:00:00`);
    // With the feed's own VTIMEZONE the wall clock is the right instant.
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    expect(zone.tzid).toBe('Europe/Stockholm');
    expect(event.startDate.convertToZone(ICAL.Timezone.utcTimezone).toJSDate().getTime()).toBe(
      new Date(`${stockholmDate(10)}T10:00:00${offsetOf(stockholmDate(10), '10:00')}`).getTime(),
    );
    expect(event.sequence).toBe(0);
    expect(res.text).toContain('BEGIN:VTIMEZONE');

    // Nothing changed: 304 without a body; the same bytes again.
    const again = await guest.request('GET', pathOf(created), undefined, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await guest.get(pathOf(created))).headers.get('etag')).toBe(etag);

    // Cancelled: gone from the feed, with a new ETag.
    await ctx.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booked.id));
    const after = await guest.request('GET', pathOf(created), undefined, { 'if-none-match': etag! });
    expect(after.status).toBe(200);
    expect(events(after.text).map((e) => e.uid)).toEqual([completed.id]);
  });

  it("a member's feed lists only that member's bookings; another company's member is 404", async () => {
    const s = await setup();
    const anna = await makeStaff(ctx.deps.db, s.company.id, { name: 'Anna', serviceIds: [s.service.id] });
    const bo = await makeStaff(ctx.deps.db, s.company.id, { name: 'Bo', serviceIds: [s.service.id] });
    const annas = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(5),
      startTime: '10:00',
      staffId: anna.id,
    });
    const bos = await createBookingRow(ctx.deps.db, s.service, {
      date: stockholmDate(5),
      startTime: '10:00',
      staffId: bo.id,
    });
    const created = await s.admin.post<CalendarFeedCreated>('/api/admin/calendar-feeds', {
      staffId: anna.id,
    });
    expect(created.status).toBe(201);
    const feed = await new TestClient(ctx).get(pathOf(created.json as CalendarFeedCreated));
    expect(events(feed.text).map((e) => e.uid)).toEqual([annas.id]);
    expect(feed.text).not.toContain(bos.id);
    expect(feed.text).toContain('X-WR-CALNAME:');
    const list = (await s.admin.get<FeedList>('/api/admin/calendar-feeds')).json.feeds as CalendarFeedInfo[];
    expect(list.map((f) => [f.label, f.active])).toEqual([
      ['Hela företaget', false],
      ['Anna', true],
      ['Bo', false],
    ]);

    const other = await setup();
    const foreign = await other.admin.post('/api/admin/calendar-feeds', { staffId: anna.id });
    expect(foreign.status).toBe(404);
    expect((await other.admin.post('/api/admin/calendar-feeds/revoke', { staffId: anna.id })).status).toBe(
      404,
    );
    expect((await other.admin.post('/api/admin/calendar-feeds', { staffId: 'nej' })).status).toBe(400);
  });

  it('non-admins cannot manage feeds', async () => {
    const guest = new TestClient(ctx);
    expect((await guest.get('/api/admin/calendar-feeds')).status).toBe(401);
    const { client } = await signedInClient(ctx);
    expect((await client.post('/api/admin/calendar-feeds', {})).status).toBe(403);
  });

  it("stores source 'iframe' from the widget; rejects an unknown source with 400", async () => {
    const s = await setup();
    const { client } = await signedInClient(ctx);
    const body = {
      companyId: s.company.id,
      serviceId: s.service.id,
      date: stockholmDate(6),
      startTime: '10:00',
    };
    const bad = await client.post<ApiError>('/api/bookings', { ...body, source: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Ogiltig bokningskälla');
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      ...body,
      source: 'iframe',
    });
    expect(res.status).toBe(201);
    const plain = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      ...body,
      startTime: '12:00',
    });
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, res.json.booking.id));
    expect(row!.source).toBe('iframe');
    const [web] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, plain.json.booking.id));
    expect(web!.source).toBe('web');
  });

  it('the customer gets their own booking as .ics (others 404); a move raises SEQUENCE, a cancel sends METHOD:CANCEL', async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date: stockholmDate(7),
      startTime: '10:00',
    });
    const booking = res.json.booking as CustomerBooking;
    const ics = await client.get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const [event] = events(ics.text);
    expect(event!.uid).toBe(booking.id);
    expect(event!.sequence).toBe(0);
    expect((await other.client.get(`/api/bookings/${booking.id}/calendar.ics`)).status).toBe(404);
    expect((await new TestClient(ctx).get(`/api/bookings/${booking.id}/calendar.ics`)).status).toBe(401);

    // The confirmation e-mail carries the edit link.
    const mails = () =>
      ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email)).orderBy(outbox.id);
    const confirmation = emailContentOf((await mails())[0]!.payload);
    expect(confirmation.text).toContain(`/edit-booking/${booking.id}`);

    const moved = await client.request('PATCH', `/api/bookings/${booking.id}`, {
      date: stockholmDate(8),
      startTime: '11:00',
    });
    expect(moved.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.calendarSequence).toBe(1);
    const changed = emailContentOf((await mails()).at(-1)!.payload);
    expect(changed.text).toContain(`/edit-booking/${booking.id}`);
    const [movedEvent] = events(changed.attachments![0]!.content);
    expect(movedEvent!.uid).toBe(booking.id);
    expect(movedEvent!.sequence).toBe(1);
    expect(movedEvent!.startDate.toJSDate().toISOString()).toBe(
      new Date(`${stockholmDate(8)}T11:00:00${offsetOf(stockholmDate(8), '11:00')}`).toISOString(),
    );

    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    const cancelMail = emailContentOf((await mails()).at(-1)!.payload);
    const cancelIcs = cancelMail.attachments![0]!;
    expect(cancelIcs.contentType).toContain('method=CANCEL');
    const calendar = new ICAL.Component(ICAL.parse(cancelIcs.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const cancelEvent = calendar.getFirstSubcomponent('vevent')!;
    expect(cancelEvent.getFirstPropertyValue('uid')).toBe(booking.id);
    expect(cancelEvent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelEvent.getFirstPropertyValue('sequence')).toBe(2);
  });

  it("the company's 'Flytta' raises SEQUENCE too and its cancel e-mails a METHOD:CANCEL file; the feed follows", async () => {
    const s = await setup();
    const { client, user } = await signedInClient(ctx);
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
      companyId: s.company.id,
      serviceId: s.service.id,
      date: stockholmDate(9),
      startTime: '10:00',
    });
    const id = (res.json.booking as CustomerBooking).id;
    const feed = (await s.admin.post<CalendarFeedCreated>('/api/admin/calendar-feeds', {}))
      .json as CalendarFeedCreated;
    const moved = await s.admin.post(`/api/admin/calendar/bookings/${id}/move`, {
      date: stockholmDate(9),
      startTime: '13:00',
    });
    expect(moved.status).toBe(200);
    const [event] = events((await new TestClient(ctx).get(pathOf(feed))).text);
    expect(event!.uid).toBe(id);
    expect(event!.sequence).toBe(1);
    expect(event!.startDate.toString()).toBe(`${stockholmDate(9)}T13:00:00`);

    expect((await s.admin.post(`/api/admin/calendar/bookings/${id}/cancel`)).status).toBe(200);
    const [last] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const attachment = emailContentOf(last!.payload).attachments![0]!;
    const calendar = new ICAL.Component(ICAL.parse(attachment.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(2);
    expect(events((await new TestClient(ctx).get(pathOf(feed))).text)).toEqual([]);
  });
});

/** Stockholm's UTC offset (`+01:00`/`+02:00`) at a wall-clock time. */
function offsetOf(date: string, time: string): string {
  const probe = new Date(`${date}T${time}:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}
