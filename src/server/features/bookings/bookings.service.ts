import type { z } from 'zod';
import {
  BOOKING_ERROR_CODES,
  BOOKING_ERRORS,
  MAX_BOOKINGS_PER_DAY,
  PREVIOUS_BOOKINGS_LIMIT,
  RECENT_BOOKINGS_LIMIT,
  type CreatedBooking,
  type CustomerBooking,
  type MyBookings,
  type createBookingSchema,
} from '../../../shared/schemas/booking';
import type { Deps, SessionUser } from '../../context';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { COMPANY_NOT_FOUND, COMPANY_NOT_OPEN } from '../../lib/bookable-company';
import {
  bookingRowToCustomerBooking,
  findOwnedBooking,
  findOwnedBookingRow,
  listPreviousForUser,
  listRecentForUser,
  listUpcomingForUser,
  lockCompanyAndUser,
} from './bookings.queries';
import { baseUrl, type Env } from '../../env';
import { bookingCalendarEvent, bookingCancelIcsAttachment } from '../../mail/booking-emails';
import { calendarEventIcs } from '../../mail/ics';
import { assertCustomerMayChange, assertWithinHorizon } from './booking-policy';
import { findBookingContext, type BookingCompany, type BookingService } from './create-booking.queries';
import { eq } from 'drizzle-orm';
import { payments, type bookings } from '../../db/schema';
import { logger } from '../../logger';
import { acceptsPayments } from '../../payments/provider';
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_ERRORS,
  PAYMENT_HOLD_MINUTES,
  visitPaymentOf,
  type PaymentRedirect,
} from '../../../shared/schemas/payments';

type BookingRow = typeof bookings.$inferSelect;
import { resolveCustomer } from './customer-resolution';
import * as lifecycle from './lifecycle';
import { emailDetails, stockholmNow } from './lifecycle';
import { assignSlot, bookingStaffOf } from './slot-assignment';
import { loadActiveServices, visitService } from '../availability';

/** The validated body of `POST /api/bookings` (see `createBookingSchema`). */
export type CreateBookingBody = z.output<typeof createBookingSchema>;

const bookingNotFound = () => notFound(BOOKING_ERRORS.notFound);

/**
 * Books `input.startTime` on `input.date` (Stockholm wall clock) of a service, or a visit of 2–4 services back to
 * back (`input.serviceIds`, docs/decisions/046: one booking, one member performing every service), for the signed-in `user`
 * (docs/design.md §4 "The server decides"; customer-side §4–§5). In one transaction, serialised per company and per user
 * with advisory locks (company first, then user): checks the company and service, checks the slot and picks the
 * staff member with assignSlot (the slot engine at `now`: a named member or 'Valfri'), enforces at most MAX_BOOKINGS_PER_DAY booked bookings per user and date (over all
 * companies), resolves the customer record and creates the booking through lifecycle.create (end = start +
 * duration, buffer = service's or the company's default; its log row, verification link, e-mails and webhook). Announces the change on the realtime bus and counts it in the metrics after commit.
 * Errors: 404 `not_found` (company or active service of it; STAFF_NOT_FOUND_MESSAGE for a staffId that is not an
 * active performer of the service), 403 `company_not_open`, 409 `slot_no_longer_available`
 * (not offered: taken, overlapping, blocked, past, off-grid, outside hours; or the exclusion constraint fired),
 * 409 `daily_limit`, 409 `customer_conflict`, 409 `beyond_booking_horizon` (after the company's booking horizon).
 */
export async function createBooking(
  deps: Deps,
  user: SessionUser,
  input: CreateBookingBody,
  now: Date,
): Promise<CreatedBooking> {
  let notified = false;
  const { booking, company, member, visitRows, payment } = await deps.db.transaction(async (tx) => {
    // Committed, this transaction has written a booking (or a hold) of the company: its commit carries the NOTIFY.
    // The locks and the context query leave together (with the transaction's BEGIN: db/statement-cache.ts), one
    // round trip; PostgreSQL runs the query once the locks are granted, so it sees every booking committed before.
    const locked = lockCompanyAndUser(tx, deps.handle.kind, input.companyId, user.id, { announce: true });
    const context = findBookingContext(tx, user, input);
    const [announced, first] = await Promise.all([locked, context]);
    notified = announced;
    let found = first;
    if (!found) throw notFound(COMPANY_NOT_FOUND);
    // Holds whose 15 minutes have passed free their times before this booking is checked (docs/decisions/047);
    // only a company that takes payments online can have any.
    if (found.company.paymentsEnabled && found.bookings.some((b) => b.status === 'pending_payment')) {
      const released = await lifecycle.releaseExpiredHolds(tx, now, { companyId: found.company.id });
      if (released.length > 0) found = (await findBookingContext(tx, user, input))!;
    }
    const { company, service } = found;
    if (company.status !== 'active') throw new AppError(403, 'company_not_open', COMPANY_NOT_OPEN);
    if (!service) throw notFound(BOOKING_ERRORS.serviceNotFound);
    // A visit of several services: all of them active services of the company, in the order given (decision 046).
    const parts =
      input.serviceIds.length > 1 ? await loadActiveServices(tx, company.id, input.serviceIds) : [service];
    if (!parts) throw notFound(BOOKING_ERRORS.serviceNotFound);
    assertWithinHorizon(company, input.date, now);

    const assigned = await assignSlot(tx, {
      companyId: company.id,
      company,
      service: visitService(parts, company.defaultBufferMinutes),
      date: input.date,
      startTime: input.startTime,
      staffId: input.staffId,
      now,
      busy: found,
    });

    if (found.bookedOnDate >= MAX_BOOKINGS_PER_DAY) {
      throw new AppError(409, BOOKING_ERROR_CODES.dailyLimit, BOOKING_ERRORS.dailyLimit);
    }

    const member = bookingStaffOf(found.staff, assigned.staffId);
    const customer = await resolveCustomer(tx, user, company.id, input.phone, found.customer);
    const bookedBy = { source: input.source, user, phone: input.phone ?? null };
    const visit =
      parts.length > 1
        ? parts.map((p) => ({ ...p, bufferMinutes: p.bufferMinutes ?? company.defaultBufferMinutes }))
        : undefined;
    const online = onlinePaymentOf(deps, company, parts, now);
    const what = { company, service, customer, slot: assigned, member, visit, hold: online?.hold };
    const booking = await lifecycle.create(tx, deps.env, bookedBy, what, input, now);
    const payment = online ? await insertPayment(tx, deps, company, booking.id, online) : null;
    const visitRows = (visit ?? []).map((p) => ({
      serviceId: p.id,
      name: p.name,
      durationMinutes: p.durationMinutes,
      bufferMinutes: p.bufferMinutes,
      price: p.price,
      priceFrom: p.priceFrom,
    }));
    return { booking, company, member, visitRows, payment };
  });

  deps.metrics.bookingsCreated.inc();
  await deps.bus.publishBookingsChanged(company.id, { notified });
  if (!payment) return { booking: bookingRowToCustomerBooking(booking, company, member, visitRows) };
  const redirect = await openCheckout(deps, user, booking, company, payment, now);
  return {
    booking: bookingRowToCustomerBooking(booking, company, member, visitRows, {
      kind: payment.kind,
      status: 'pending',
      amount: payment.amount,
      refundedAmount: 0,
      refundPending: false,
      method: null,
      paidAt: null,
    }),
    payment: redirect,
  };
}

/**
 * What a new booking of `parts` (its services in order) asks to be paid online at `now`: null when the process has
 * no payment provider, the company cannot take payments (not connected, or Stripe says charges are not enabled) or
 * nothing is paid before the visit; else the kind, the amount in kronor and the hold until now +
 * PAYMENT_HOLD_MINUTES (docs/decisions/047).
 */
function onlinePaymentOf(
  deps: Deps,
  company: Pick<BookingCompany, 'paymentsEnabled' | 'stripeAccountId'>,
  parts: readonly Pick<BookingService, 'price' | 'paymentMode' | 'depositKind' | 'depositValue'>[],
  now: Date,
) {
  if (!acceptsPayments(deps.payments, company)) return null;
  const due = visitPaymentOf(
    parts.map((p) => ({
      price: p.price,
      payment: { mode: p.paymentMode, depositKind: p.depositKind, depositValue: p.depositValue },
    })),
  );
  if (due.kind === null) return null;
  const expiresAt = new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
  return { kind: due.kind, amount: due.now, hold: { expiresAt, amount: due.now } };
}

/** The held booking's payment attempt in `tx`: pending, on the company's connected account, until its hold ends. */
async function insertPayment(
  tx: Database,
  deps: Deps,
  company: Pick<BookingCompany, 'id' | 'stripeAccountId'>,
  bookingId: string,
  online: NonNullable<ReturnType<typeof onlinePaymentOf>>,
) {
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId,
      companyId: company.id,
      provider: deps.payments!.name,
      kind: online.kind,
      amount: online.amount,
      accountId: company.stripeAccountId,
      expiresAt: online.hold.expiresAt,
    })
    .returning();
  return row!;
}

/**
 * Opens the provider's checkout for the held `booking` after its commit (no transaction waits on the provider):
 * stores the checkout's id and url and returns where to pay. When the provider fails, the hold is released at once
 * (the time is free again) and the customer gets 503 `payment_provider_unavailable` to try again.
 */
async function openCheckout(
  deps: Deps,
  user: SessionUser,
  booking: BookingRow,
  company: Pick<BookingCompany, 'id' | 'name'>,
  payment: typeof payments.$inferSelect,
  now: Date,
): Promise<PaymentRedirect> {
  const origin = baseUrl(deps.env);
  try {
    const checkout = await deps.payments!.createCheckout({
      paymentId: payment.id,
      bookingId: booking.id,
      accountId: payment.accountId!,
      amount: payment.amount,
      description: `${payment.kind === 'deposit' ? 'Handpenning' : 'Betalning'}: ${booking.serviceName}, ${company.name}`,
      customerEmail: user.email,
      successUrl: `${origin}/payment/${booking.id}`,
      cancelUrl: `${origin}/payment/${booking.id}?avbruten=1`,
      expiresAt: payment.expiresAt,
    });
    await deps.db
      .update(payments)
      .set({ checkoutId: checkout.checkoutId, checkoutUrl: checkout.url, updatedAt: now })
      .where(eq(payments.id, payment.id));
    return { url: checkout.url, expiresAt: payment.expiresAt.toISOString() };
  } catch (err) {
    logger.error({ err, paymentId: payment.id }, 'payment provider: checkout failed');
    await deps.db.transaction(async (tx) => {
      await lifecycle.markPaymentFailed(tx, { paymentId: payment.id, status: 'failed', now });
    });
    await deps.bus.publishBookingsChanged(company.id);
    throw new AppError(503, PAYMENT_ERROR_CODES.providerUnavailable, PAYMENT_ERRORS.providerUnavailable);
  }
}

/**
 * The signed-in user's bookings (customer-side §2 'Mina bokningar'): `upcoming` = booked bookings that
 * have not ended at `now` (Stockholm; one in progress included), soonest first; `previous` = all the others
 * (cancelled, completed, no-show, or booked with its end passed while the completion job has not run yet), latest
 * appointment first, at most PREVIOUS_BOOKINGS_LIMIT; `recent` = the RECENT_BOOKINGS_LIMIT most recently made, any
 * status (dashboard). Only bookings of customer records linked to the user.
 */
export async function listMyBookings(db: Database, user: SessionUser, now: Date): Promise<MyBookings> {
  const { today, time } = stockholmNow(now);
  const [upcoming, previous, recent] = await Promise.all([
    listUpcomingForUser(db, user.id, today, time),
    listPreviousForUser(db, user.id, today, time, PREVIOUS_BOOKINGS_LIMIT),
    listRecentForUser(db, user.id, RECENT_BOOKINGS_LIMIT),
  ]);
  return { upcoming, previous, recent };
}

/** One booking of the signed-in user, any status. Errors: 404 'Bokningen kunde inte hittas' (unknown or not theirs). */
export async function getMyBooking(db: Database, user: SessionUser, id: string): Promise<CustomerBooking> {
  const booking = await findOwnedBooking(db, user.id, id);
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * Cancels a booking of the signed-in user (customer-side §4 "booked -> cancelled"): in one transaction sets status
 * 'cancelled' and `cancelled_at`, writes a 'booking_cancelled' log row, the cancellation e-mail, the company's
 * notice (when it is on) and the `booking_cancelled` webhook (outbox; see lifecycle.cancel); announces the change after commit. Of two
 * concurrent cancels exactly one succeeds.
 * Errors: 404 'Bokningen kunde inte hittas' (unknown or not theirs), 409 `not_cancellable` (not booked any more,
 * or its start is not after `now`), 409 `cancellation_deadline_passed` (the company's policy).
 */
export async function cancelMyBooking(
  deps: Deps,
  user: SessionUser,
  bookingId: string,
  now: Date,
): Promise<CustomerBooking> {
  const companyId = await deps.db.transaction(async (tx) => {
    const owned = await findOwnedBookingRow(tx, user.id, bookingId);
    if (!owned) throw bookingNotFound();
    // Leaving the payment page releases the held time at once (docs/decisions/047); nothing was confirmed.
    if (owned.booking.status === 'pending_payment') {
      const released = await lifecycle.releaseHold(tx, owned.booking, 'abandoned', 'customer', now);
      if (!released)
        throw new AppError(409, BOOKING_ERROR_CODES.notCancellable, BOOKING_ERRORS.notCancellable);
      return owned.company.id;
    }
    assertCustomerMayChange(owned.booking, owned.company, now);
    const row = await lifecycle.cancel(tx, deps.env, {
      by: 'customer',
      reason: 'customer_request',
      bookingId,
      company: owned.company,
      customer: { email: user.email, phone: owned.customerPhone },
      now,
    });
    if (!row) throw new AppError(409, BOOKING_ERROR_CODES.notCancellable, BOOKING_ERRORS.notCancellable);
    return owned.company.id;
  });

  await deps.bus.publishBookingsChanged(companyId);
  // Read back with its payment (a refund asked by the cancel shows as on its way).
  return getMyBooking(deps.db, user, bookingId);
}

/**
 * The signed-in user's own booking as an `.ics` file ('Lägg till i kalender'): the same event as the
 * confirmation e-mail's attachment (UID = booking id, its current SEQUENCE); a cancelled booking gives the
 * METHOD:CANCEL file. Errors: 404 'Bokningen kunde inte hittas' (unknown or not theirs).
 */
export async function myBookingIcs(db: Database, env: Env, user: SessionUser, id: string): Promise<string> {
  const found = await findOwnedBookingRow(db, user.id, id);
  if (!found) throw bookingNotFound();
  const details = emailDetails(found.booking, found.company, found.staff?.name ?? null);
  const cancelUrl = `${baseUrl(env)}/cancel-booking?token=${encodeURIComponent(found.booking.cancelToken)}`;
  if (found.booking.status === 'cancelled') return bookingCancelIcsAttachment(details).content;
  return calendarEventIcs(bookingCalendarEvent(details, cancelUrl));
}
