import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { zonedWallClockToInstant } from '../../../shared/dates';
import {
  ADMIN_CALENDAR_ERROR_CODES,
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendarBooking,
  type createCalendarBookingSchema,
  type moveCalendarBookingSchema,
  type SlotCheck,
  type SlotCheckInput,
  type SlotRefusalCode,
} from '../../../shared/schemas/admin-calendar';
import type { AdminCompany, Deps } from '../../context';
import type { Database } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { toHhmm } from '../../lib/pg-time';
import { loadActiveService } from '../availability';
import {
  assignSlot,
  findBookingStaff,
  loadMovedBookingService,
  lifecycle,
  lockCompany,
  serviceSlotFacts,
  type SlotAssignment,
} from '../bookings';
import { existingRecordOfNewCustomer } from '../admin-customers';
import { findCompanyBooking } from './admin-calendar.queries';
import { checkAdminSlot } from './slot-check';
import { toCalendarBooking } from './calendar-booking';

export type CreateCalendarBookingBody = z.output<typeof createCalendarBookingSchema>;
export type MoveCalendarBookingBody = z.output<typeof moveCalendarBookingSchema>;
type CustomerRow = typeof customers.$inferSelect;

const notMovable = () =>
  new AppError(409, ADMIN_CALENDAR_ERROR_CODES.notMovable, ADMIN_CALENDAR_ERRORS.notMovable);

async function loadCompany(tx: Database, companyId: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('Företaget hittades inte');
  return row;
}

/**
 * The customer record of 'Ny bokning', in the company's scope: `customerId` (404 'Kunden kunde inte hittas' when it
 * is not the company's or is anonymised), or a new record; a new customer whose phone or e-mail the company already
 * has books as that record under the same name, else 409 `customer_exists` (existingRecordOfNewCustomer). Without an e-mail the record's e-mail is '' (migration 0008 keeps those out of the key).
 */
async function resolveAdminCustomer(
  tx: Database,
  companyId: string,
  input: CreateCalendarBookingBody,
  now: Date,
): Promise<CustomerRow> {
  if (input.customerId) {
    const [row] = await tx
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.id, input.customerId),
          eq(customers.companyId, companyId),
          isNull(customers.anonymizedAt),
        ),
      )
      .limit(1);
    if (!row) throw notFound(ADMIN_CALENDAR_ERRORS.customerNotFound);
    return row;
  }
  const fresh = input.customer;
  if (!fresh) throw new AppError(400, 'invalid_input', ADMIN_CALENDAR_ERRORS.customerChoice);
  const existing = await existingRecordOfNewCustomer(tx, companyId, fresh, now);
  if (existing) return existing;
  const [created] = await tx
    .insert(customers)
    .values({ companyId, name: fresh.name, email: fresh.email ?? '', phone: fresh.phone })
    .returning();
  if (!created) throw new Error('customer insert returned nothing');
  return created;
}

/**
 * 'Ny bokning' (decision 012 `POST /api/admin/calendar/bookings`): books `input.startTime` on
 * `input.date` (Stockholm) of the company's active service for a customer of the company (existing, or created in
 * its scope), with source 'admin'. In one transaction under the company's lock: the slot check (checkAdminSlot:
 * hours, overlap, buffers, blocks, absences, not past; not the daily limit nor the cancellation policy) and the
 * member (`staffId`, or 'Valfri': the server assigns), then lifecycle.create: the booking with its
 * 'booking_created' log row (triggered_by 'admin'), the verification token, the confirmation e-mail when the
 * customer has an e-mail, and the 'ny-bokning' webhook. With `input.override` ('Boka ändå',
 * docs/decisions/030-salon-overrides-hours.md) a refused time whose reasons are all overridable is booked anyway for
 * the member the check names, and the log row lists the overridden reason codes (`override`); the exclusion
 * constraint still refuses a double booking. Announces the change after commit.
 * Errors: 400 invalid input, 404 service/customer/member, 409 with the first reason's code and Swedish message
 * (`error.reasons`, `error.overridable`, `error.suggestions` as SlotCheck), 409 `slot_no_longer_available` when
 * the database refuses the time.
 */
export async function createAdminBooking(
  deps: Deps,
  admin: AdminCompany,
  input: CreateCalendarBookingBody,
  now: Date,
): Promise<AdminCalendarBooking> {
  const result = await deps.db.transaction(async (tx) => {
    // The lock and the company's read leave together (decision 058); the read runs once the lock is granted.
    const [, company] = await Promise.all([
      lockCompany(tx, deps.handle.kind, admin.id),
      loadCompany(tx, admin.id),
    ]);
    const service = await loadActiveService(tx, company.id, input.serviceId);
    const wanted = {
      companyId: company.id,
      company,
      service,
      date: input.date,
      startTime: input.startTime,
      staffId: input.staffId ?? null,
      now,
    };
    const check = await checkAdminSlot(tx, wanted);
    let assigned: SlotAssignment;
    let overridden: SlotRefusalCode[] | undefined;
    if (check.free) {
      assigned = await assignSlot(tx, wanted);
    } else if (input.override && check.overridable) {
      assigned = { staffId: check.staffId, ...serviceSlotFacts(service, company.defaultBufferMinutes) };
      overridden = check.reasons.map((r) => r.code);
    } else {
      throw refusal(check);
    }
    const customer = await resolveAdminCustomer(tx, company.id, input, now);
    const member = await findBookingStaff(tx, assigned.staffId);
    const what = { company, service, customer, slot: assigned, member };
    const row = await lifecycle.create(
      tx,
      deps.env,
      { source: 'admin', ...(overridden ? { override: overridden } : {}) },
      what,
      input,
      now,
    );
    const found = await findCompanyBooking(tx, company.id, row.id);
    if (!found) throw new Error('booking vanished');
    return found;
  });
  deps.metrics.bookingsCreated.inc();
  await deps.bus.publishBookingsChanged(admin.id);
  return toApi(result);
}

/** The 409 of a refused time: the first (hardest) reason's code and message, with the whole check beside them. */
function refusal(check: SlotCheck): AppError {
  const first = check.reasons[0]!;
  return new AppError(409, first.code, first.message, {
    reasons: check.reasons,
    overridable: check.overridable,
    staffId: check.staffId,
    suggestions: check.suggestions,
  });
}

/**
 * 'Ny bokning' asks before it books (`GET /api/admin/calendar/bookings/check`): whether `input` (service, member
 * or 'Valfri', Stockholm date and time) is free, else why not, whether 'Boka ändå' may book it, and the nearest
 * free starts (SlotCheck). Reads only; answers 200 either way, so an expected refusal is no failed request.
 * Errors: 400 invalid input, 404 service or member.
 */
export async function checkAdminBooking(
  deps: Deps,
  admin: AdminCompany,
  input: SlotCheckInput,
  now: Date,
): Promise<SlotCheck> {
  const company = await loadCompany(deps.db, admin.id);
  const service = await loadActiveService(deps.db, company.id, input.serviceId);
  return checkAdminSlot(deps.db, {
    companyId: company.id,
    company,
    service,
    date: input.date,
    startTime: input.startTime,
    staffId: input.staffId ?? null,
    now,
  });
}

/** The calendar's shape of a booking read with findCompanyBooking (no e-mail is `''` in the record). */
const toApi = (found: NonNullable<Awaited<ReturnType<typeof findCompanyBooking>>>): AdminCalendarBooking =>
  toCalendarBooking(found.booking, { ...found, customerEmail: found.customerEmail || null });

/**
 * 'Flytta' (decision 012 `POST /api/admin/calendar/bookings/:id/move`): moves the company's booking to
 * `input.date` `input.startTime` (Stockholm) and, at a staffed company, to `input.staffId` (absent: keep the member;
 * null: 'Valfri', the server assigns). Only a `booked` booking whose start is after `now`. In one transaction under
 * the company's lock: assignSlot with the booking itself left out, then lifecycle.move: end = start + the
 * service's duration (a deleted service: the booking's own length), the reminder due again, a 'booking_rescheduled'
 * log row (triggered_by 'admin', old and new time and member), the customer's 'Ändrad bokning' e-mail when they
 * have an e-mail, and the `booking_rescheduled` webhook. Moving to the same time and member changes nothing.
 * With `input.override` the time may be one 'Boka ändå' would book (checkAdminSlot; 'Ångra' moves a booking back to
 * such a time); a refusal then answers as 'Ny bokning' does.
 * Errors: 404 'Bokningen kunde inte hittas' (unknown or another company's; the route answers a malformed id so), 409 `not_movable`, 404
 * member, 409 `slot_no_longer_available` (assignSlot).
 */
export async function moveAdminBooking(
  deps: Deps,
  admin: AdminCompany,
  bookingId: string,
  input: MoveCalendarBookingBody,
  now: Date,
): Promise<AdminCalendarBooking> {
  const result = await deps.db.transaction(async (tx) => {
    // The lock and the booking's read leave together (decision 058); the read runs once the lock is granted.
    const [, found] = await Promise.all([
      lockCompany(tx, deps.handle.kind, admin.id),
      findCompanyBooking(tx, admin.id, bookingId),
    ]);
    if (!found) throw notFound(ADMIN_CALENDAR_ERRORS.bookingNotFound);
    const booking = found.booking;
    const old = {
      startDate: booking.startDate,
      startTime: toHhmm(booking.startTime),
      endTime: toHhmm(booking.endTime),
    };
    const start = zonedWallClockToInstant(old.startDate, old.startTime);
    if (booking.status !== 'booked' || start.getTime() <= now.getTime()) throw notMovable();
    const wantedStaff = input.staffId === undefined ? booking.staffId : input.staffId;
    if (
      old.startDate === input.date &&
      old.startTime === input.startTime &&
      wantedStaff === booking.staffId
    ) {
      return { found, moved: false };
    }
    const company = await loadCompany(tx, admin.id);
    // A deleted service: the booking keeps its own length, buffer and processing time; a visit its own shape.
    const service = await loadMovedBookingService(tx, company.id, booking);
    const wanted = {
      companyId: company.id,
      company,
      service,
      date: input.date,
      startTime: input.startTime,
      staffId: wantedStaff,
      excludeBookingId: booking.id,
      now,
    };
    let assigned: SlotAssignment;
    if (input.override) {
      const check = await checkAdminSlot(tx, wanted);
      if (check.free) assigned = await assignSlot(tx, wanted);
      else if (check.overridable)
        assigned = { staffId: check.staffId, ...serviceSlotFacts(service, company.defaultBufferMinutes) };
      else throw refusal(check);
    } else {
      assigned = await assignSlot(tx, wanted);
    }
    const row = await lifecycle.move(tx, deps.env, {
      by: 'company',
      before: booking,
      company,
      to: { startDate: input.date, startTime: input.startTime, ...assigned },
      customer: { email: found.customerEmail || null, phone: found.customerPhone },
      member: await findBookingStaff(tx, assigned.staffId),
      notifyCustomer: input.notifyCustomer !== false,
      now,
    });
    if (!row) throw notMovable();
    const updated = await findCompanyBooking(tx, company.id, row.id);
    if (!updated) throw new Error('booking vanished');
    return { found: updated, moved: true };
  });
  if (result.moved) await deps.bus.publishBookingsChanged(admin.id);
  return toApi(result.found);
}
