import type { BookingStaff } from '../../../../shared/schemas/staff';
import type { Database } from '../../../db/client';
import type { bookings } from '../../../db/schema';
import type { Env } from '../../../env';
import { slotTakenError, type SlotAssignment } from '../slot-assignment';
import { effectsOf } from './effects';
import { insertBookingWithRecords } from './insert';
import { findSmsChoice, writeWebhook } from './messages';
import { newBookingRecords, type NewBookingFacts } from './new-booking-records';
import { orSlotTaken } from './store';
import { bookedServicesOf, visitServiceRow } from '../booking-services';

type BookingRow = typeof bookings.$inferSelect;

/** What a new booking is: its company, service, customer record, assigned slot and member (null: none). */
export interface NewBooking {
  company: NewBookingFacts['company'];
  service: NewBookingFacts['service'];
  customer: NewBookingFacts['customer'];
  slot: SlotAssignment;
  member: BookingStaff | null;
  /** A visit of several services (2–4, in order, buffers resolved): see NewBookingFacts.visit. */
  visit?: NewBookingFacts['visit'];
  /** Paid online: hold the time while the customer pays (NewBookingFacts.hold, docs/decisions/047). */
  hold?: NewBookingFacts['hold'];
}

/**
 * Creates a booking in the caller's transaction `tx`, after the caller's own checks and slot assignment: `bookedBy`
 * (the signed-in customer, or the company) books `what` at `at` (`date` `YYYY-MM-DD`, `startTime` `HH:MM`,
 * Stockholm; the customer's `notes`) at the instant `now`. Writes the booking, its 'booking_created' log row, its
 * verification token and the e-mails of effectsOf in ONE statement (insertBookingWithRecords, a reusable prepared
 * query), then the 'ny-bokning' webhook row. When a phone is known and the customer has an account, its choice of
 * 'Bokningar via SMS' is read first (findSmsChoice). Returns the stored row.
 * A visit of several services (`what.visit`) is the same one statement with its booking_services rows.
 * Errors: 409 `slot_no_longer_available` when the exclusion constraint refuses the time (SQLSTATE 23P01).
 */
export async function create(
  tx: Database,
  env: Env,
  bookedBy: NewBookingFacts['bookedBy'],
  what: NewBooking,
  at: { date: string; startTime: string; notes: string | null },
  now: Date,
): Promise<BookingRow> {
  const { company, service, customer, slot, member, visit, hold } = what;
  // The account's 'Bokningar via SMS': for the salon's booking of a customer with an account, and for a customer's
  // own booking when a phone is known (else no SMS could go, and the booking stays one statement).
  const smsChoice =
    bookedBy.source === 'admin'
      ? customer.userId
        ? await findSmsChoice(tx, customer.userId)
        : undefined
      : (bookedBy.phone ?? customer.phone ?? bookedBy.user.phone)
        ? await findSmsChoice(tx, bookedBy.user.id)
        : undefined;
  const records = newBookingRecords(env, {
    smsChoice,
    bookedBy,
    company,
    service,
    visit,
    customer,
    date: at.date,
    startTime: at.startTime,
    notes: at.notes,
    now,
    bufferMinutes: slot.bufferMinutes,
    processingAfterMinutes: slot.processingAfterMinutes,
    processingMinutes: slot.processingMinutes,
    staffId: slot.staffId,
    staffName: member?.name ?? null,
    hold,
  });
  const row = await orSlotTaken(() => insertBookingWithRecords(tx, records), slotTakenError);
  await writeWebhook(tx, effectsOf(records.event), {
    env,
    now,
    booking: row,
    company,
    customer: { email: customer.email, phone: customer.phone },
    member,
    record: { email: customer.email, phone: customer.phone },
    serviceDurationMinutes: service.durationMinutes,
    services: bookedServicesOf(row, records.visitServices.map(visitServiceRow)),
  });
  return row;
}
