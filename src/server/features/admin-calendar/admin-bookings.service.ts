import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { parseHhmm, zonedWallClockToInstant } from '../../../shared/dates';
import {
  ADMIN_CALENDAR_ERROR_CODES,
  ADMIN_CALENDAR_ERRORS,
  type AdminCalendarBooking,
  type createCalendarBookingSchema,
  type moveCalendarBookingSchema,
} from '../../../shared/schemas/admin-calendar';
import type { AdminCompany, Deps } from '../../context';
import type { Database } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { toHhmm } from '../../lib/pg-time';
import { loadActiveService } from '../availability';
import { assignSlot, findBookingStaff, findCompanyService, lifecycle, lockCompany } from '../bookings';
import { existingRecordOfNewCustomer } from '../admin-customers';
import { findCompanyBooking } from './admin-calendar.queries';
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
 * its scope), with source 'admin'. In one transaction under the company's lock: the slot check of the customer's
 * booking via assignSlot (hours, overlap, buffers, blocks, absences, not past; not the daily limit nor the
 * cancellation policy) and the member (`staffId`, or 'Valfri': the server assigns), then lifecycle.create: the
 * booking with its 'booking_created' log row (triggered_by 'admin'), the verification token, the confirmation
 * e-mail when the customer has an e-mail, and the 'ny-bokning' webhook. Announces the change after commit.
 * Errors: 400 invalid input, 404 service/customer/member, 409 `slot_no_longer_available` (assignSlot).
 */
export async function createAdminBooking(
  deps: Deps,
  admin: AdminCompany,
  input: CreateCalendarBookingBody,
  now: Date,
): Promise<AdminCalendarBooking> {
  const result = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, deps.handle.kind, admin.id);
    const company = await loadCompany(tx, admin.id);
    const service = await loadActiveService(tx, company.id, input.serviceId);
    const customer = await resolveAdminCustomer(tx, company.id, input, now);
    const assigned = await assignSlot(tx, {
      companyId: company.id,
      company,
      service,
      date: input.date,
      startTime: input.startTime,
      staffId: input.staffId ?? null,
      now,
    });

    const member = await findBookingStaff(tx, assigned.staffId);
    const what = { company, service, customer, slot: assigned, member };
    const row = await lifecycle.create(tx, deps.env, { source: 'admin' }, what, input, now);
    const found = await findCompanyBooking(tx, company.id, row.id);
    if (!found) throw new Error('booking vanished');
    return found;
  });
  deps.metrics.bookingsCreated.inc();
  await deps.bus.publishBookingsChanged(admin.id);
  return toApi(result);
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
    await lockCompany(tx, deps.handle.kind, admin.id);
    const found = await findCompanyBooking(tx, admin.id, bookingId);
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
    // A deleted service: the booking keeps its own length and buffer.
    const service = (await findCompanyService(tx, company.id, booking.serviceId)) ?? {
      id: null,
      durationMinutes: parseHhmm(old.endTime) - parseHhmm(old.startTime),
      bufferMinutes: booking.bufferMinutes,
    };
    const assigned = await assignSlot(tx, {
      companyId: company.id,
      company,
      service,
      date: input.date,
      startTime: input.startTime,
      staffId: wantedStaff,
      excludeBookingId: booking.id,
      now,
    });
    const row = await lifecycle.move(tx, deps.env, {
      by: 'company',
      before: booking,
      company,
      to: { startDate: input.date, startTime: input.startTime, ...assigned },
      customer: { email: found.customerEmail || null, phone: found.customerPhone },
      member: await findBookingStaff(tx, assigned.staffId),
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
