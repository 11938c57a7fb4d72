import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, feedback, outbox, user } from '../../src/server/db/schema';
import { enqueueDueReviewRequests } from '../../src/server/jobs/review-requests';
import { addDays, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  createBookingRow,
  createCompany,
  createCustomer,
  createService,
  createVerifiedUser,
  freshTodays,
} from '../factories';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/** Each test its own Stockholm "today", weeks apart, so one test's visits are never due in another. */
const freshToday = freshTodays('2027-09-06');
const at = (date: string, time: string) => zonedWallClockToInstant(date, time);

/*
 * The review request: once per completed visit, two hours after its end by the app's clock, to a signed-up customer
 * with e-mail notifications on who has not given feedback yet.
 */
describe.each(databaseKinds())('review requests after a visit on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const mailsTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

  /** A completed 10:00–11:00 visit on `date` of a new signed-up customer (or a guest). */
  async function visit(date: string, options: { guest?: boolean } = {}) {
    const company = await createCompany(ctx.deps.db, { name: 'Salong Karin & Co' });
    const service = await createService(ctx.deps.db, company.id, { name: 'Färgning' });
    const u = options.guest ? null : await createVerifiedUser(ctx.deps.db);
    const customer = await createCustomer(ctx.deps.db, company.id, u ? { userId: u.id, email: u.email } : {});
    const booking = await createBookingRow(ctx.deps.db, service, {
      date,
      startTime: '10:00',
      customerId: customer.id,
      customerName: 'Anna Svensson',
      status: 'completed',
    });
    return { booking, email: u?.email ?? customer.email, userId: u?.id };
  }

  it('goes out once, two hours after the visit, with a link to leave a review', async () => {
    const today = freshToday();
    const v = await visit(today);
    expect(await enqueueDueReviewRequests(ctx.deps, at(today, '12:59'))).toBe(0);
    expect(await mailsTo(v.email)).toHaveLength(0);
    expect(await enqueueDueReviewRequests(ctx.deps, at(today, '13:00'))).toBe(1);
    const [mail, ...more] = await mailsTo(v.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Hur var ditt besök hos Salong Karin & Co?');
    const text = (mail!.payload as { text: string }).text;
    expect(text).toContain('Färgning');
    expect(text).toContain('/profile');
    expect(text).toContain('E-postnotiser');
    // Again, and the next day: nothing more.
    expect(await enqueueDueReviewRequests(ctx.deps, at(today, '13:05'))).toBe(0);
    expect(await enqueueDueReviewRequests(ctx.deps, at(addDays(today, 1), '13:00'))).toBe(0);
    expect(await mailsTo(v.email)).toHaveLength(1);
  });

  it('respects the opt-out, skips guests, those who already gave feedback and old visits', async () => {
    const today = freshToday();
    const optedOut = await visit(today);
    await ctx.deps.db.update(user).set({ emailNotifications: false }).where(eq(user.id, optedOut.userId!));
    const guest = await visit(today, { guest: true });
    const reviewed = await visit(today);
    await ctx.deps.db.insert(feedback).values({
      bookingId: reviewed.booking.id,
      companyId: reviewed.booking.companyId,
      rating: 5,
      isPublic: false,
    });
    const old = await visit(addDays(today, -5));
    expect(await enqueueDueReviewRequests(ctx.deps, at(today, '18:00'))).toBe(0);
    for (const v of [optedOut, guest, reviewed, old]) expect(await mailsTo(v.email)).toHaveLength(0);
    // The recent ones are handled (not looked at again); the old one is left alone.
    const handled = async (id: string) =>
      (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.reviewRequestedAt;
    expect(await handled(optedOut.booking.id)).not.toBeNull();
    expect(await handled(guest.booking.id)).not.toBeNull();
    expect(await handled(old.booking.id)).toBeNull();
  });
});
