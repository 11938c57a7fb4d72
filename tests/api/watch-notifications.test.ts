import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  blockedSlots,
  outbox,
  scheduleExceptions,
  services,
  user,
  watchNotices,
  watches,
  watchScans,
} from '../../src/server/db/schema';
import { baseUrl } from '../../src/server/env';
import type { EmailPayload } from '../../src/server/mail/outbox';
import type { SmsPayload } from '../../src/server/sms/outbox';
import { notifyWatchers } from '../../src/server/jobs/watch-notifications';
import { BOOKING_ERRORS } from '../../src/shared/schemas/booking';
import type { Watch } from '../../src/shared/schemas/watches';
import {
  createBlockedPeriod,
  createBookingRow,
  createCompany,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/*
 * Freed times reach the watchers (docs/decisions/045): a change that can free time requests a scan of the company in
 * its transaction, and the job's pass (notifyWatchers, called directly) tells each active watch once per start that
 * is free now and was not free when the watch was made.
 */

interface WatchBody {
  watch: Watch;
}

const twoHours = { enabled: true, intervals: [{ start: '09:00', end: '11:00' }] };
/** Open 09:00–11:00 every day: with a 60-minute grid and service, two starts a day (09:00, 10:00). */
const SHORT_DAYS = {
  monday: twoHours,
  tuesday: twoHours,
  wednesday: twoHours,
  thursday: twoHours,
  friday: twoHours,
  saturday: twoHours,
  sunday: twoHours,
};

describe.each(databaseKinds())('freed-time notifications on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterEach(() => ctx.setNow(new Date()));
  afterAll(() => ctx.close());

  const pass = () => notifyWatchers(ctx.deps, ctx.deps.clock());

  /** A company open 09–11 with a 60-minute service and grid, its admin, and both starts of `days` booked. */
  async function fullSalon(days: string[], options: { staff?: boolean } = {}) {
    const { db } = ctx.deps;
    const company = await createCompany(db, { weeklySchedule: SHORT_DAYS, slotIntervalMinutes: 60 });
    const service = await createService(db, company.id, { durationMinutes: 60, bufferMinutes: 0 });
    const members = options.staff
      ? [
          await makeStaff(db, company.id, { name: 'Anna', serviceIds: [service.id] }),
          await makeStaff(db, company.id, { name: 'Bert', serviceIds: [service.id] }),
        ]
      : [];
    const booked: Record<string, string> = {};
    for (const date of days)
      for (const startTime of ['09:00', '10:00']) {
        if (members.length === 0) {
          booked[`${date} ${startTime}`] = (await createBookingRow(db, service, { date, startTime })).id;
        } else
          for (const m of members)
            booked[`${date} ${startTime} ${m.name}`] = (
              await createBookingRow(db, service, { date, startTime, staffId: m.id })
            ).id;
      }
    const { client: admin } = await signedInAdmin(ctx, company.id);
    return { company, service, members, booked, admin };
  }

  async function watcher(body: Record<string, unknown>) {
    const { client, user } = await signedInClient(ctx);
    const res = await client.post<WatchBody>('/api/me/watches', body);
    expect(res.status).toBe(201);
    return { client, user, watch: res.json.watch };
  }

  /** The freed-time e-mails in the outbox to `email`. */
  async function mailsTo(email: string) {
    const rows = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email.toLowerCase()), eq(outbox.kind, 'email')));
    return rows
      .filter((r) => r.subject?.includes('ledig'))
      .map((r) => ({ subject: r.subject!, text: (r.payload as EmailPayload).text }));
  }

  const link = (slug: string, params: Record<string, string>) =>
    `${baseUrl(ctx.deps.env)}/booking/${slug}?${new URLSearchParams(params).toString()}`;

  it('tells a watcher of a full day once when a booking is cancelled, with the link to the form step', async () => {
    const day = stockholmDate(3);
    const s = await fullSalon([day]);
    const w = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    const other = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    // Nothing was free when the watches were made: no baseline, no message.
    expect(await ctx.deps.db.select().from(watchNotices).where(eq(watchNotices.watchId, w.watch.id))).toEqual(
      [],
    );
    expect(await pass()).toBe(0);
    expect(await mailsTo(w.user.email)).toEqual([]);

    const cancelled = await s.admin.post(
      `/api/admin/calendar/bookings/${s.booked[`${day} 10:00`]}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(
      await ctx.deps.db.select().from(watchScans).where(eq(watchScans.companyId, s.company.id)),
    ).toHaveLength(1);
    expect(await pass()).toBe(2);
    const [mail, ...rest] = await mailsTo(w.user.email);
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe(`En tid har blivit ledig hos ${s.company.name}`);
    expect(mail!.text).toContain('kl. 10:00');
    expect(mail!.text).toContain('Valfri personal');
    expect(mail!.text).toContain(link(s.company.slug, { tjanst: s.service.id, datum: day, tid: '10:00' }));
    expect(mail!.text).toContain(`${baseUrl(ctx.deps.env)}/my-bookings`);
    expect(await mailsTo(other.user.email)).toHaveLength(1);

    // A second pass, and a second request without a new free time: nothing new.
    expect(await pass()).toBe(0);
    await ctx.deps.db.insert(watchScans).values({ companyId: s.company.id, requestedAt: new Date() });
    expect(await pass()).toBe(0);
    expect(await mailsTo(w.user.email)).toHaveLength(1);

    // Another cancellation: only the new time.
    expect(
      (await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 09:00`]}/cancel`, {})).status,
    ).toBe(200);
    expect(await pass()).toBe(2);
    const mails = await mailsTo(w.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('kl. 09:00');
    expect(mails[1]!.text).not.toContain('kl. 10:00');
  });

  it('does not announce times that were free when the watch was made', async () => {
    const day = stockholmDate(4);
    const s = await fullSalon([day]);
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 09:00`]}/cancel`, {});
    const w = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    const notices = await ctx.deps.db.select().from(watchNotices).where(eq(watchNotices.watchId, w.watch.id));
    expect(notices.map((n) => [n.startTime.slice(0, 5), n.baseline])).toEqual([['09:00', true]]);
    expect(await pass()).toBe(0);
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 10:00`]}/cancel`, {});
    expect(await pass()).toBe(1);
    const [mail] = await mailsTo(w.user.email);
    expect(mail!.text).toContain('kl. 10:00');
    expect(mail!.text).not.toContain('kl. 09:00');
  });

  it('tells only the watches whose window and member the freed time fits', async () => {
    const day = stockholmDate(5);
    const s = await fullSalon([day], { staff: true });
    const anna = s.members[0]!;
    const bert = s.members[1]!;
    const any = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    const ofAnna = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      staffId: anna.id,
      fromDate: day,
      toDate: day,
    });
    const ofBert = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      staffId: bert.id,
      fromDate: day,
      toDate: day,
    });
    const morning = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
      fromTime: '09:00',
      toTime: '10:30',
    });
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 10:00 Bert`]}/cancel`, {});
    expect(await pass()).toBe(2);
    expect(await mailsTo(any.user.email)).toHaveLength(1);
    const [bertMail] = await mailsTo(ofBert.user.email);
    expect(bertMail!.text).toContain('Personal: Bert');
    expect(bertMail!.text).toContain(
      link(s.company.slug, { tjanst: s.service.id, personal: bert.id, datum: day, tid: '10:00' }),
    );
    expect(await mailsTo(ofAnna.user.email)).toEqual([]);
    expect(await mailsTo(morning.user.email)).toEqual([]);
  });

  it('leaves ended, past and broken watches alone without failing the pass', async () => {
    const day = stockholmDate(6);
    const s = await fullSalon([day]);
    const ended = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    await ctx.deps.db.update(watches).set({ endedAt: new Date() }).where(eq(watches.id, ended.watch.id));
    const gone = await createService(ctx.deps.db, s.company.id, { durationMinutes: 60, bufferMinutes: 0 });
    const broken = await watcher({
      companyId: s.company.id,
      serviceIds: [gone.id],
      fromDate: day,
      toDate: day,
    });
    await ctx.deps.db.update(services).set({ active: false }).where(eq(services.id, gone.id));
    const { user: pastUser } = await signedInClient(ctx);
    const { user: strayUser } = await signedInClient(ctx);
    await ctx.deps.db.insert(watches).values([
      {
        userId: pastUser.id,
        companyId: s.company.id,
        serviceIds: [s.service.id],
        fromDate: stockholmDate(-3),
        toDate: stockholmDate(-1),
      },
      // A service id that never existed (service_ids has no foreign key).
      {
        userId: strayUser.id,
        companyId: s.company.id,
        serviceIds: [randomUUID()],
        fromDate: day,
        toDate: day,
      },
    ]);
    const live = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 10:00`]}/cancel`, {});
    expect(await pass()).toBe(1);
    expect(await mailsTo(live.user.email)).toHaveLength(1);
    for (const u of [ended.user, broken.user, pastUser, strayUser])
      expect(await mailsTo(u.email)).toEqual([]);
  });

  it('tells watchers when a block or a closed date is removed', async () => {
    const { db } = ctx.deps;
    const blockedDay = stockholmDate(7);
    const closedDay = stockholmDate(8);
    const s = await fullSalon([]);
    await createBlockedPeriod(db, s.company.id, blockedDay, '09:00', '11:00');
    const [exception] = await db
      .insert(scheduleExceptions)
      .values({ companyId: s.company.id, startDate: closedDay, endDate: closedDay, kind: 'closed' })
      .returning();
    const w = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: blockedDay,
      toDate: closedDay,
    });
    expect(await db.select().from(watchNotices).where(eq(watchNotices.watchId, w.watch.id))).toEqual([]);
    const [block] = await db.select().from(blockedSlots).where(eq(blockedSlots.companyId, s.company.id));
    expect((await s.admin.delete(`/api/admin/calendar/blocks/${block!.id}`)).status).toBe(204);
    expect(await pass()).toBe(1);
    const [first] = await mailsTo(w.user.email);
    expect(first!.subject).toBe(`Tider har blivit lediga hos ${s.company.name}`);
    expect(first!.text).toContain(
      link(s.company.slug, { tjanst: s.service.id, datum: blockedDay, tid: '09:00' }),
    );
    expect(first!.text).toContain(
      link(s.company.slug, { tjanst: s.service.id, datum: blockedDay, tid: '10:00' }),
    );

    expect((await s.admin.delete(`/api/admin/schedule-exceptions/${exception!.id}`)).status).toBe(204);
    expect(await pass()).toBe(1);
    const mails = await mailsTo(w.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(
      link(s.company.slug, { tjanst: s.service.id, datum: closedDay, tid: '09:00' }),
    );
    expect(mails[1]!.text).not.toContain(blockedDay);
  });

  it('two concurrent passes tell each watch once per time', async () => {
    const day = stockholmDate(9);
    const s = await fullSalon([day]);
    const a = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    const b = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 09:00`]}/cancel`, {});
    const [x, y] = await Promise.all([pass(), pass()]);
    expect(x + y).toBe(2);
    // The notices' key holds even when a request is repeated while another pass is running.
    await ctx.deps.db.insert(watchScans).values({ companyId: s.company.id, requestedAt: new Date() });
    await Promise.all([pass(), pass()]);
    expect(await mailsTo(a.user.email)).toHaveLength(1);
    expect(await mailsTo(b.user.email)).toHaveLength(1);
  });

  it('the first watcher to book gets the time; the other is told it is taken and keeps the watch', async () => {
    const day = stockholmDate(11);
    const s = await fullSalon([day]);
    const first = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    const second = await watcher({
      companyId: s.company.id,
      serviceIds: [s.service.id],
      fromDate: day,
      toDate: day,
    });
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 10:00`]}/cancel`, {});
    expect(await pass()).toBe(2);
    const book = (client: typeof first.client) =>
      client.post<{ error?: { message: string } }>('/api/bookings', {
        companyId: s.company.id,
        serviceId: s.service.id,
        date: day,
        startTime: '10:00',
      });
    expect((await book(first.client)).status).toBe(201);
    const late = await book(second.client);
    expect(late.status).toBe(409);
    expect(late.json.error!.message).toBe(BOOKING_ERRORS.slotTaken);
    const ids = async (client: typeof first.client) =>
      (await client.get<{ watches: Watch[] }>('/api/me/watches')).json.watches.map((w) => w.id);
    expect(await ids(first.client)).toEqual([]);
    expect(await ids(second.client)).toEqual([second.watch.id]);
  });

  it('a watch of two services is told of a start where both fit back to back', async () => {
    const day = stockholmDate(12);
    const s = await fullSalon([day]);
    const { db } = ctx.deps;
    const wash = await createService(db, s.company.id, {
      name: 'Tvätt',
      durationMinutes: 20,
      bufferMinutes: 10,
    });
    const cut = await createService(db, s.company.id, {
      name: 'Klipp',
      durationMinutes: 30,
      bufferMinutes: 0,
    });
    const long = await createService(db, s.company.id, {
      name: 'Lång',
      durationMinutes: 40,
      bufferMinutes: 0,
    });
    const fits = await watcher({
      companyId: s.company.id,
      serviceIds: [wash.id, cut.id],
      fromDate: day,
      toDate: day,
    });
    // 20 + 10 (the first one's buffer) + 40 = 70 minutes: no 60-minute gap holds it.
    const tooLong = await watcher({
      companyId: s.company.id,
      serviceIds: [wash.id, long.id],
      fromDate: day,
      toDate: day,
    });
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 09:00`]}/cancel`, {});
    expect(await pass()).toBe(1);
    const [mail] = await mailsTo(fits.user.email);
    expect(mail!.text).toContain('Tjänster: Tvätt, Klipp');
    // The link opens the form step for the whole visit: both services, in the watch's order.
    expect(mail!.text).toContain(
      link(s.company.slug, { tjanst: `${wash.id},${cut.id}`, datum: day, tid: '09:00' }).replace(/%2C/g, ','),
    );
    expect(await mailsTo(tooLong.user.email)).toEqual([]);
  });

  it('sends an SMS beside the e-mail to an account with a phone and SMS-notiser on, and only then', async () => {
    const day = stockholmDate(3);
    const s = await fullSalon([day]);
    const body = { companyId: s.company.id, serviceIds: [s.service.id], fromDate: day, toDate: day };
    const withSms = await watcher(body);
    const smsOff = await watcher(body);
    const smsOnly = await watcher(body);
    const phones = { withSms: '+46701112233', smsOff: '+46702223344', smsOnly: '+46703334455' };
    await ctx.deps.db.update(user).set({ phone: phones.withSms }).where(eq(user.id, withSms.user.id));
    await ctx.deps.db
      .update(user)
      .set({ phone: phones.smsOff, smsNotifications: false })
      .where(eq(user.id, smsOff.user.id));
    await ctx.deps.db
      .update(user)
      .set({ phone: phones.smsOnly, emailNotifications: false })
      .where(eq(user.id, smsOnly.user.id));

    expect(
      (await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 10:00`]}/cancel`, {})).status,
    ).toBe(200);
    expect(await pass()).toBe(3);
    const smsTo = async (phone: string) =>
      (
        await ctx.deps.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, phone), eq(outbox.kind, 'sms')))
      ).map((r) => (r.payload as SmsPayload).text);
    const [text, ...more] = await smsTo(phones.withSms);
    expect(more).toEqual([]);
    expect(text).toContain(`Ledig tid hos ${s.company.name}`);
    expect(text).toContain('kl 10:00');
    expect(text).toContain(`Boka: ${baseUrl(ctx.deps.env)}/booking/`);
    expect(await mailsTo(withSms.user.email)).toHaveLength(1);
    expect(await smsTo(phones.smsOff)).toEqual([]);
    expect(await mailsTo(smsOff.user.email)).toHaveLength(1);
    expect(await smsTo(phones.smsOnly)).toHaveLength(1);
    expect(await mailsTo(smsOnly.user.email)).toEqual([]);
    // Told once: a second pass sends nothing more.
    expect(await pass()).toBe(0);
    expect(await smsTo(phones.withSms)).toHaveLength(1);
  });

  it('requests no scan for a company without watches', async () => {
    const day = stockholmDate(10);
    const s = await fullSalon([day]);
    await s.admin.post(`/api/admin/calendar/bookings/${s.booked[`${day} 09:00`]}/cancel`, {});
    expect(await ctx.deps.db.select().from(watchScans).where(eq(watchScans.companyId, s.company.id))).toEqual(
      [],
    );
  });
});
