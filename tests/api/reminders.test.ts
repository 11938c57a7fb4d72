import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/server/context';
import { bookings, companies, outbox, user } from '../../src/server/db/schema';
import { closeDeps, createDeps } from '../../src/server/deps';
import { enqueueDueReminders } from '../../src/server/jobs/reminders';
import { formatSwedishDate } from '../../src/server/mail/booking-emails';
import { addDays, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  createVerifiedUser,
  freshTodays,
  makeStaff,
} from '../factories';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** Each test uses its own "today" (Stockholm), far from the others, so bookings of one never count in another. */
const freshToday = freshTodays('2030-05-06');
/** The instant it is `HH:MM` in Stockholm on `date`. */
const at = (date: string, time: string) => zonedWallClockToInstant(date, time);

describe.each(databaseKinds())('day-before reminders on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  async function setup() {
    const company = await createCompany(ctx.deps.db, { name: 'Salong <Solros>', phone: '08-12 34 56' });
    const service = await createService(ctx.deps.db, company.id);
    return { company, service };
  }

  /** A booked booking of a signed-up customer (user + customer record) on `date` at `startTime`. */
  async function customerBooking(s: Awaited<ReturnType<typeof setup>>, date: string, startTime = '10:00') {
    const u = await createVerifiedUser(ctx.deps.db);
    const customer = await createCustomer(ctx.deps.db, s.company.id, { userId: u.id, email: u.email });
    const booking = await createBookingRow(ctx.deps.db, s.service, {
      date,
      startTime,
      customerId: customer.id,
      customerName: 'Anna Svensson',
    });
    return { user: u, booking };
  }

  const mailsTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to));
  const reminderOf = async (id: string) =>
    (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.reminderSentAt;

  it('sends tomorrow’s reminder once the hour (18:00 Stockholm by default) is reached, not before', async () => {
    const today = freshToday();
    const s = await setup();
    const { user: u, booking } = await customerBooking(s, addDays(today, 1));

    expect(await enqueueDueReminders(ctx.deps, at(today, '17:59'))).toBe(0);
    expect(await reminderOf(booking.id)).toBeNull();
    expect(await mailsTo(u.email)).toHaveLength(0);

    const now = at(today, '18:00');
    expect(await enqueueDueReminders(ctx.deps, now)).toBe(1);
    expect(await reminderOf(booking.id)).toEqual(now);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('follows REMINDER_HOUR', async () => {
    const today = freshToday();
    const s = await setup();
    const { user: u } = await customerBooking(s, addDays(today, 1));
    const deps = { db: ctx.deps.db, env: { ...ctx.deps.env, REMINDER_HOUR: 9 } };
    expect(await enqueueDueReminders(deps, at(today, '08:59'))).toBe(0);
    expect(await enqueueDueReminders(deps, at(today, '09:00'))).toBe(1);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('only for booked bookings starting tomorrow: not cancelled, not today, not the day after tomorrow', async () => {
    const today = freshToday();
    const s = await setup();
    const due = await customerBooking(s, addDays(today, 1), '09:00');
    const cancelled = await customerBooking(s, addDays(today, 1), '11:00');
    await ctx.deps.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: at(today, '12:00') })
      .where(eq(bookings.id, cancelled.booking.id));
    const noShow = await customerBooking(s, addDays(today, 1), '13:00');
    await ctx.deps.db.update(bookings).set({ status: 'no_show' }).where(eq(bookings.id, noShow.booking.id));
    const todays = await customerBooking(s, today, '20:00');
    const later = await customerBooking(s, addDays(today, 2), '09:00');

    expect(await enqueueDueReminders(ctx.deps, at(today, '19:00'))).toBe(1);
    expect(await mailsTo(due.user.email)).toHaveLength(1);
    for (const other of [cancelled, noShow, todays, later]) {
      expect(await mailsTo(other.user.email)).toHaveLength(0);
      expect(await reminderOf(other.booking.id)).toBeNull();
    }
  });

  it('running again (or after a restart) sends nothing more', async () => {
    const today = freshToday();
    const s = await setup();
    const { user: u } = await customerBooking(s, addDays(today, 1));
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:30'))).toBe(1);
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:31'))).toBe(0);
    expect(await enqueueDueReminders(ctx.deps, at(today, '23:59'))).toBe(0);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('two workers racing on the same database send each reminder exactly once', async () => {
    const today = freshToday();
    const s = await setup();
    const made = [];
    for (let i = 0; i < 8; i++)
      made.push(await customerBooking(s, addDays(today, 1), `${String(9 + i).padStart(2, '0')}:00`));
    const now = at(today, '18:00');
    const counts = await Promise.all([
      enqueueDueReminders(ctx.deps, now),
      enqueueDueReminders(ctx.deps, now),
    ]);
    expect(counts[0]! + counts[1]!).toBe(8);
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.recipient,
          made.map((m) => m.user.email),
        ),
      );
    expect(mails.map((m) => m.recipient).sort()).toEqual(made.map((m) => m.user.email).sort());
  });

  it.runIf(kind === 'postgres')(
    'two processes (separate pools) racing over many bookings: exactly one each',
    async () => {
      const today = freshToday();
      const tomorrow = addDays(today, 1);
      // 13 companies × 10 guests = 130 bookings: more than two claim batches, so the workers interleave.
      const guestEmails: string[] = [];
      for (let c = 0; c < 13; c++) {
        const s = await setup();
        for (let hour = 8; hour < 18; hour++) {
          const guest = await createCustomer(ctx.deps.db, s.company.id);
          guestEmails.push(guest.email);
          await createBookingRow(ctx.deps.db, s.service, {
            date: tomorrow,
            startTime: `${String(hour).padStart(2, '0')}:00`,
            customerId: guest.id,
          });
        }
      }
      const other: Deps = await createDeps(ctx.deps.env, { dataDir: 'memory://' });
      try {
        const now = at(today, '18:05');
        const counts = await Promise.all([
          enqueueDueReminders(ctx.deps, now),
          enqueueDueReminders(other, now),
          enqueueDueReminders(ctx.deps, now),
          enqueueDueReminders(other, now),
        ]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(130);
      } finally {
        await closeDeps(other);
      }
      const mails = await ctx.deps.db.select().from(outbox).where(inArray(outbox.recipient, guestEmails));
      expect(mails.map((m) => m.recipient).sort()).toEqual([...guestEmails].sort());
      const unmarked = await ctx.deps.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.startDate, tomorrow), isNull(bookings.reminderSentAt)));
      expect(unmarked).toHaveLength(0);
    },
  );

  it('marks but does not mail a customer who turned e-mail notifications off', async () => {
    const today = freshToday();
    const s = await setup();
    const { user: u, booking } = await customerBooking(s, addDays(today, 1));
    await ctx.deps.db.update(user).set({ emailNotifications: false }).where(eq(user.id, u.id));
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:00'))).toBe(1);
    expect(await reminderOf(booking.id)).not.toBeNull();
    expect(await mailsTo(u.email)).toHaveLength(0);
  });

  it('mails a guest (no account) at the customer record’s e-mail', async () => {
    const today = freshToday();
    const s = await setup();
    const guest = await createCustomer(ctx.deps.db, s.company.id, { email: 'gast.kund@example.se' });
    await createBookingRow(ctx.deps.db, s.service, {
      date: addDays(today, 1),
      startTime: '14:00',
      customerId: guest.id,
    });
    expect(await enqueueDueReminders(ctx.deps, at(today, '18:00'))).toBe(1);
    expect(await mailsTo('gast.kund@example.se')).toHaveLength(1);
  });

  it('the reminder tells what, when and where, with the cancel link and the company’s contact', async () => {
    const today = freshToday();
    const s = await setup();
    const tomorrow = addDays(today, 1);
    const { user: u, booking } = await customerBooking(s, tomorrow, '10:00');
    await enqueueDueReminders(ctx.deps, at(today, '18:00'));
    const [mail] = await mailsTo(u.email);
    expect(mail!.subject).toBe('Påminnelse: Klippning i morgon kl. 10:00');
    const payload = mail!.payload as { text: string; html: string };
    const cancelUrl = `http://localhost:3000/cancel-booking?token=${booking.cancelToken}`;
    expect(payload.text).toContain('Hej Anna Svensson!');
    expect(payload.text).toContain('i morgon har du en tid hos Salong <Solros>');
    expect(payload.text).toContain(formatSwedishDate(tomorrow));
    expect(payload.text).toContain('10:00–11:00');
    expect(payload.text).toContain('Testgatan 1, 111 22 Stockholm');
    expect(payload.text).toContain(s.company.email);
    expect(payload.text).toContain('08-12 34 56');
    expect(payload.text).toContain(cancelUrl);
    expect(payload.html).toContain(`href="${cancelUrl}"`);
    expect(payload.html).toContain('Salong &#60;Solros&#62;');
    expect(payload.html).not.toContain('<Solros>');
  });

  it('names the staff member in the reminder e-mail and SMS', async () => {
    const today = freshToday();
    const s = await setup();
    await ctx.deps.db
      .update(companies)
      .set({ smsReminders: true, name: 'Solros' })
      .where(eq(companies.id, s.company.id));
    const member = await makeStaff(ctx.deps.db, s.company.id, {
      serviceIds: [s.service.id],
      name: 'Bo Berg',
    });
    const tomorrow = addDays(today, 1);
    const u = await createVerifiedUser(ctx.deps.db);
    const customer = await createCustomer(ctx.deps.db, s.company.id, {
      userId: u.id,
      email: u.email,
      phone: '+46701234567',
    });
    await createBookingRow(ctx.deps.db, s.service, {
      date: tomorrow,
      startTime: '10:00',
      customerId: customer.id,
      staffId: member.id,
    });
    await enqueueDueReminders(ctx.deps, at(today, '18:00'));
    const [mail] = await mailsTo(u.email);
    expect((mail!.payload as { text: string }).text).toContain('Personal: Bo Berg');
    const [sms] = await mailsTo('+46701234567');
    expect((sms!.payload as { text: string }).text).toContain('tid hos Bo Berg, Solros i morgon');
  });
});
