import type { BookingStaff } from '../../../../shared/schemas/staff';
import type { Database } from '../../../db/client';
import type { bookings } from '../../../db/schema';
import type { Env } from '../../../env';
import { slotTakenError } from '../slot-assignment';
import { effectsOf } from './effects';
import { insertBookingWithRecords } from './insert';
import { writeWebhook } from './messages';
import { newBookingRecords, type NewBookingFacts } from './new-booking-records';
import { orSlotTaken } from './store';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Creates a booking in the caller's transaction `tx`, after the caller's own checks and slot assignment: the
 * booking, its 'booking_created' log row, its verification token and the e-mails of effectsOf in ONE statement
 * (insertBookingWithRecords, a reusable prepared query), then the 'ny-bokning' webhook row. `member` is the
 * assigned staff member (null: none). Returns the stored row.
 * Errors: 409 `slot_no_longer_available` when the exclusion constraint refuses the time (SQLSTATE 23P01).
 */
export async function create(
  tx: Database,
  env: Env,
  facts: NewBookingFacts & { member: BookingStaff | null },
): Promise<BookingRow> {
  const records = newBookingRecords(env, facts);
  const row = await orSlotTaken(() => insertBookingWithRecords(tx, records), slotTakenError);
  await writeWebhook(tx, effectsOf(records.event), {
    env,
    now: facts.now,
    booking: row,
    company: facts.company,
    customer: { email: facts.customer.email, phone: facts.customer.phone },
    member: facts.member,
    record: { email: facts.customer.email, phone: facts.customer.phone },
    serviceDurationMinutes: facts.service.durationMinutes,
  });
  return row;
}
