import { and, asc, eq, gte, inArray, lt, lte, gt } from 'drizzle-orm';
import { isSlotOffered, type AvailabilityInput, type BusyBooking } from '../../../shared/availability';
import { addDays, zonedWallClockToInstant } from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import { SLOT_HOLDING_STATUSES } from '../../../shared/schemas/booking';
import { STAFF_NOT_FOUND_MESSAGE } from '../../../shared/schemas/staff';
import { ADMIN_CALENDAR_ERROR_CODES, ADMIN_CALENDAR_ERRORS } from '../../../shared/schemas/admin-calendar';
import type { Database } from '../../db/client';
import { bookings, companies, staff, staffAbsences, staffServices } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { toHhmm } from '../availability/availability.queries';
import { loadBusyPeriods } from '../availability/availability.service';

type CompanyRow = typeof companies.$inferSelect;

/** What the admin asks for: a service's length, a Stockholm `date` and `startTime`, and whom. */
export interface AdminSlotRequest {
  company: Pick<CompanyRow, 'id' | 'weeklySchedule' | 'slotIntervalMinutes' | 'defaultBufferMinutes'>;
  /** The service's id (null: a deleted service, then no member performs it and any active member may keep it). */
  serviceId: string | null;
  durationMinutes: number;
  /** The service's buffer, else null (then the company's default). */
  bufferMinutes: number | null;
  date: string;
  startTime: string;
  /** A member's id, or null for 'Valfri' (the server assigns). */
  staffId: string | null;
  /** A booking being moved: it does not count against its own new time. */
  excludeBookingId?: string;
  now: Date;
}

const slotNotAvailable = () =>
  new AppError(409, ADMIN_CALENDAR_ERROR_CODES.slotNotAvailable, ADMIN_CALENDAR_ERRORS.slotNotAvailable);

/**
 * The slot check of the admin's 'Ny bokning' and 'Flytta' (issue 15 §4), inside the caller's locked transaction:
 * whether `req.startTime` on `req.date` is offered by the slot engine (hours, grid, overlap with buffers, blocks,
 * not past; no daily limit) and for whom. At a company without active staff: the company's calendar, returns null
 * (a `staffId` is then 404). At a staffed company: the member asked for (404 STAFF_NOT_FOUND_MESSAGE unless an
 * active performer of the service), or with null every eligible member, fewest booked bookings that day first
 * (ties: display order); a member is free when their own bookings, the bookings without a member, the company's
 * blocks and their absences leave the time free, within the company's hours and, if set, their own.
 * Returns the assigned member's id (or null). Errors: 409 `slot_not_available`, 404 as above.
 * To be replaced by the core `assignSlot` (src/server/features/bookings/slot-assignment.ts) once merged.
 */
export async function checkAdminSlot(
  tx: Database,
  req: AdminSlotRequest,
): Promise<{ staffId: string | null }> {
  const { company } = req;
  const [busy, members, rows] = await Promise.all([
    loadBusyPeriods(tx, company.id, req.date, req.date),
    tx
      .select({
        id: staff.id,
        weeklySchedule: staff.weeklySchedule,
        displayOrder: staff.displayOrder,
        performs: staffServices.serviceId,
      })
      .from(staff)
      .leftJoin(
        staffServices,
        and(eq(staffServices.staffId, staff.id), eq(staffServices.serviceId, req.serviceId ?? staff.id)),
      )
      .where(and(eq(staff.companyId, company.id), eq(staff.active, true)))
      .orderBy(asc(staff.displayOrder), asc(staff.name)),
    tx
      .select({
        id: bookings.id,
        staffId: bookings.staffId,
        status: bookings.status,
        date: bookings.startDate,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        bufferMinutes: bookings.bufferMinutes,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.companyId, company.id),
          inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
          gte(bookings.startDate, addDays(req.date, -1)),
          lte(bookings.startDate, req.date),
        ),
      ),
  ]);
  const others = rows.filter((b) => b.id !== req.excludeBookingId);
  const toBusy = (b: (typeof others)[number]): BusyBooking => ({
    date: b.date,
    startTime: toHhmm(b.startTime),
    endTime: toHhmm(b.endTime),
    bufferMinutes: b.bufferMinutes,
  });
  const base: AvailabilityInput = {
    schedule: normalizeWeeklySchedule(company.weeklySchedule),
    slotIntervalMinutes: company.slotIntervalMinutes,
    durationMinutes: req.durationMinutes,
    bufferMinutes: req.bufferMinutes ?? company.defaultBufferMinutes,
    bookings: [],
    blocks: busy.blocks,
    now: req.now,
  };

  if (members.length === 0) {
    if (req.staffId) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    const input = { ...base, bookings: others.map(toBusy) };
    if (!isSlotOffered(req.date, req.startTime, input)) throw slotNotAvailable();
    return { staffId: null };
  }

  const eligible = members.filter((m) => m.performs !== null || req.serviceId === null);
  const candidates = req.staffId ? eligible.filter((m) => m.id === req.staffId) : eligible;
  if (req.staffId && candidates.length === 0) throw notFound(STAFF_NOT_FOUND_MESSAGE);
  if (candidates.length === 0) throw slotNotAvailable();

  const dayStart = zonedWallClockToInstant(addDays(req.date, -1), '00:00');
  const dayEnd = zonedWallClockToInstant(addDays(req.date, 1), '00:00');
  const absences = await tx
    .select({ staffId: staffAbsences.staffId, start: staffAbsences.startTime, end: staffAbsences.endTime })
    .from(staffAbsences)
    .where(
      and(
        eq(staffAbsences.companyId, company.id),
        lt(staffAbsences.startTime, dayEnd),
        gt(staffAbsences.endTime, dayStart),
      ),
    );
  const bookedThatDay = (id: string) =>
    others.filter((b) => b.staffId === id && b.date === req.date && b.status === 'booked').length;
  const ordered = [...candidates].sort((a, b) => bookedThatDay(a.id) - bookedThatDay(b.id));
  for (const member of ordered) {
    const input: AvailabilityInput = {
      ...base,
      bookings: others.filter((b) => b.staffId === member.id || b.staffId === null).map(toBusy),
      blocks: [...busy.blocks, ...absences.filter((a) => a.staffId === member.id)],
    };
    if (!isSlotOffered(req.date, req.startTime, input)) continue;
    // Within the member's own hours too (both checks: inside the intersection of the two schedules).
    if (member.weeklySchedule !== null) {
      const own = { ...input, schedule: normalizeWeeklySchedule(member.weeklySchedule) };
      if (!isSlotOffered(req.date, req.startTime, own)) continue;
    }
    return { staffId: member.id };
  }
  throw slotNotAvailable();
}
