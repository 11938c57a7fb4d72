/**
 * Check-and-assign of a booking's time and staff member (docs/decisions/012 "Integrity"): the one
 * place where the server decides whether a start is free and who performs it. Used by the customer's booking and
 * rescheduling (bookings.service.ts, reschedule.service.ts) and by the admin's 'Ny bokning' and 'Flytta'.
 */
import { computeDaySlots, processingGap } from '../../../shared/availability';
import { BOOKING_ERROR_CODES, BOOKING_ERRORS } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { BookingStaff } from '../../../shared/schemas/staff';
import {
  type ActiveStaffMember,
  type HeldBooking,
  loadBusyPeriods,
  toAvailabilityInput,
  type AvailabilityService,
  type BusyPeriods,
  type ScheduleSettings,
} from '../availability';

/** 409 `slot_no_longer_available` 'Tiden är inte längre ledig. Välj en annan tid.' */
export const slotTakenError = () =>
  new AppError(409, BOOKING_ERROR_CODES.slotTaken, BOOKING_ERRORS.slotTaken);

/** What assignSlot checks. Dates `YYYY-MM-DD`, times `HH:MM`, Europe/Stockholm wall clock. */
export interface AssignSlotRequest {
  companyId: string;
  /** The company's slot settings: `weeklySchedule`, `slotIntervalMinutes`, `defaultBufferMinutes`. */
  company: ScheduleSettings;
  /**
   * The service booked: `id` (null = deleted: any active member may perform it), `durationMinutes`,
   * `bufferMinutes` (null = the company's default).
   */
  service: AvailabilityService;
  date: string;
  startTime: string;
  /**
   * A named member (uuid), or null/undefined for 'Valfri personal'. At a company without staff it must be
   * null/undefined. To keep a moved booking's member, pass the booking's `staffId`.
   */
  staffId: string | null | undefined;
  /** When moving a booking: that booking, left out of the busy periods so it may overlap its old time. */
  excludeBookingId?: string;
  /** The current instant: starts at or before it are not offered. */
  now: Date;
  /**
   * The company's busy periods for `date` already read in the same transaction (busyPeriodsFields(companyId, date,
   * date), e.g. riding along another query); read here when absent.
   */
  busy?: BusyPeriods;
}

/** The outcome of assignSlot. */
export interface SlotAssignment {
  /** The member who performs the booking; null at a company without staff. */
  staffId: string | null;
  /** The buffer to store on the booking (minutes): the service's, else the company's default. */
  bufferMinutes: number;
  /** The service's duration (minutes): end = start + this. */
  durationMinutes: number;
  /**
   * The processing time to store (docs/decisions/036): active minutes before the gap and its length, both 0 when the
   * service has none (or none strictly inside its duration).
   */
  processingAfterMinutes: number;
  processingMinutes: number;
}

/**
 * Checks that `startTime` on `date` is offered for the service, and picks who performs it (* docs/decisions/012). Call it inside the booking's transaction, after taking the company's advisory lock
 * (lockCompany / lockCompanyAndUser), so that no other booking of the company is written between the check and the
 * insert or update; the exclusion constraints still guard the write (map SQLSTATE 23P01 to slotTakenError()).
 *
 * - Company without active staff: the slot engine as docs/design.md §4; `staffId` must be null/undefined.
 * - Company with staff, named member: they must be an active performer of the service (else 404) and free for the
 *   whole service plus buffer at that start, inside their hours, outside their absences and the company's blocks.
 * - 'Valfri' (null/undefined): among the eligible members free at that start, the one with the fewest `booked`
 *   bookings on `date` (the moved booking not counted), ties by display order.
 *
 * With processing time (docs/decisions/036) only the service's two active parts need the member free.
 * Returns the member (or null) with the buffer, duration and processing time to store. Errors: 404 `not_found`
 * STAFF_NOT_FOUND_MESSAGE (named member unknown, inactive, not performing the service, or the company has no
 * staff); 409 `slot_no_longer_available` (not offered: taken, blocked, absent, past, off the grid, outside hours).
 */
export async function assignSlot(tx: Database, request: AssignSlotRequest): Promise<SlotAssignment> {
  const { companyId, company, service, date, startTime, staffId, excludeBookingId, now } = request;
  const loaded = request.busy ?? (await loadBusyPeriods(tx, companyId, date, date));
  const busy: BusyPeriods =
    excludeBookingId === undefined
      ? loaded
      : { ...loaded, bookings: loaded.bookings.filter((b) => b.id !== excludeBookingId) };

  const input = toAvailabilityInput(company, service, busy, { from: date, to: date }, now, staffId);
  const slot = computeDaySlots(date, input).slots.find((s) => s.startTime === startTime);
  if (!slot) throw slotTakenError();
  const gap = processingGap(input.processingAfterMinutes, input.processingMinutes, input.durationMinutes);
  const assignment = {
    bufferMinutes: input.bufferMinutes,
    durationMinutes: input.durationMinutes,
    processingAfterMinutes: gap ? gap.start : 0,
    processingMinutes: gap ? gap.end - gap.start : 0,
  };
  if (!input.staff) return { staffId: null, ...assignment };
  return { staffId: leastBooked(slot.staffIds ?? [], busy.bookings, date), ...assignment };
}

/**
 * The facts a booking of `service` stores when the salon books it anyway ('Boka ändå', no assignSlot): its buffer
 * (else `defaultBufferMinutes`), duration and processing time (0 and 0 = none), as SlotAssignment without the member.
 */
export function serviceSlotFacts(
  service: AvailabilityService,
  defaultBufferMinutes: number,
): Omit<SlotAssignment, 'staffId'> {
  const gap = processingGap(
    service.processingAfterMinutes,
    service.processingMinutes,
    service.durationMinutes,
  );
  return {
    bufferMinutes: service.bufferMinutes ?? defaultBufferMinutes,
    durationMinutes: service.durationMinutes,
    processingAfterMinutes: gap ? gap.start : 0,
    processingMinutes: gap ? gap.end - gap.start : 0,
  };
}

/**
 * Of `free` (member ids in display order, not empty), the one with the fewest `booked` bookings on `date`; the
 * first such in display order on a tie.
 */
function leastBooked(free: string[], bookings: readonly HeldBooking[], date: string): string {
  if (free.length === 1) return free[0]!;
  const counts = new Map<string, number>(free.map((id) => [id, 0]));
  for (const b of bookings) {
    if (b.date !== date || b.status !== 'booked' || b.staffId === null) continue;
    const n = counts.get(b.staffId);
    if (n !== undefined) counts.set(b.staffId, n + 1);
  }
  let best = free[0]!;
  for (const id of free) if (counts.get(id)! < counts.get(best)!) best = id;
  return best;
}

/** The assigned member (`staffId`, from assignSlot) as BookingStaff, read from the loaded `staff`; null if none. */
export function bookingStaffOf(
  staff: readonly ActiveStaffMember[],
  staffId: string | null,
): BookingStaff | null {
  const member = staffId === null ? undefined : staff.find((m) => m.id === staffId);
  return member ? { id: member.id, name: member.name, title: member.title } : null;
}
