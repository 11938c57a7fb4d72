import type { z } from 'zod';
import { zonedWallClockToInstant } from '../../../shared/dates';
import {
  ADMIN_CALENDAR_ERROR_CODES,
  ADMIN_CALENDAR_ERRORS,
  blockEndsByNow,
  type CalendarBlock,
  type CoveredBooking,
  type createBlockSchema,
} from '../../../shared/schemas/admin-calendar';
import type { AdminCompany, Deps } from '../../context';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { lifecycle, lockCompany } from '../bookings';
import { insertBlock, isCompanyStaff, listBookedInPeriod } from './admin-calendar.queries';

/** The validated body of `POST /api/admin/calendar/blocks`. */
export type CreateBlockBody = z.output<typeof createBlockSchema>;

/**
 * A block's period: Stockholm `date` (`YYYY-MM-DD`) and wall-clock `startTime` < `endTime` (`HH:MM`), and whom it
 * applies to: `staffId` one member, null the whole salon.
 */
export interface BlockPeriod {
  date: string;
  startTime: string;
  endTime: string;
  staffId: string | null;
}

/** 404 'Personen kunde inte hittas' unless `staffId` (when not null) is one of the company's members. */
async function assertBlockStaff(db: Database, companyId: string, staffId: string | null) {
  if (staffId !== null && !(await isCompanyStaff(db, companyId, staffId))) {
    throw notFound(ADMIN_CALENDAR_ERRORS.blockStaffNotFound);
  }
}

/**
 * The company's `booked` bookings a block of `period` would cover: [start, end) overlaps the block's, the booking
 * is the block's member's (any member's for a salon-wide block), and it has not started by `now` (one under way
 * can no longer be cancelled and ends soon; the block leaves it alone). By start time, with the customer's e-mail.
 */
async function findCovered(db: Database, companyId: string, period: BlockPeriod, now: Date) {
  const rows = await listBookedInPeriod(db, companyId, period);
  return rows.filter((r) => zonedWallClockToInstant(r.startDate, r.startTime).getTime() > now.getTime());
}

const publicShape = ({
  customerEmail: _email,
  ...booking
}: CoveredBooking & { customerEmail: string | null }) => booking;

/**
 * The bookings a block of `period` would cover for `company` (see findCovered), for the block dialog's preview:
 * `[{ id, customerName, serviceName, startDate, startTime, endTime }]` (`YYYY-MM-DD`, `HH:MM` Stockholm).
 * Errors: 404 'Personen kunde inte hittas' when `period.staffId` is not the company's member.
 */
export async function listCoveredBookings(
  db: Database,
  company: AdminCompany,
  period: BlockPeriod,
  now: Date,
): Promise<CoveredBooking[]> {
  await assertBlockStaff(db, company.id, period.staffId);
  return (await findCovered(db, company.id, period, now)).map(publicShape);
}

/**
 * Blocks `date` `startTime`–`endTime` (Stockholm wall clock, stored as instants) for the company, or with
 * `staffId` for that member only, so the slot engine stops offering those times (a member's block: that
 * member's times only, and only their bookings count as covered). In one transaction under the company's booking lock (so a
 * booking made meanwhile is seen): finds the covered bookings (see findCovered); with `coveredBookings` 'keep'
 * they stay booked (the block then only takes the free time), with 'cancel' each is cancelled the company's way
 * (lifecycle.cancel: status, log row, customer e-mail, webhook). Announces the change after commit.
 * Returns the block (ISO instants) and the bookings it cancelled.
 * Errors: 400 `block_in_past` when the block ends at or before `now`; 409 `block_covers_bookings` with
 * `error.bookings` (CoveredBooking[]) when it covers bookings and `coveredBookings` is missing, or when
 * `coveredBookingIds` is sent and a covered booking is not in it (booked meanwhile); nothing is saved then;
 * 404 'Personen kunde inte hittas' when `staffId` is not the company's member.
 */
export async function createBlock(
  deps: Deps,
  company: AdminCompany,
  body: CreateBlockBody,
  now: Date,
): Promise<{ block: CalendarBlock; cancelledBookings: CoveredBooking[] }> {
  if (blockEndsByNow(body, now)) {
    throw new AppError(400, ADMIN_CALENDAR_ERROR_CODES.blockInPast, ADMIN_CALENDAR_ERRORS.blockInPast);
  }
  const result = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, deps.handle.kind, company.id);
    await assertBlockStaff(tx, company.id, body.staffId);
    const covered = await findCovered(tx, company.id, body, now);
    const seen = body.coveredBookingIds && new Set(body.coveredBookingIds);
    if (covered.length > 0 && (!body.coveredBookings || (seen && covered.some((b) => !seen.has(b.id))))) {
      throw new AppError(
        409,
        ADMIN_CALENDAR_ERROR_CODES.blockCoversBookings,
        ADMIN_CALENDAR_ERRORS.blockCoversBookings,
        { bookings: covered.map(publicShape) },
      );
    }
    const block = await insertBlock(tx, {
      companyId: company.id,
      staffId: body.staffId,
      start: zonedWallClockToInstant(body.date, body.startTime),
      end: zonedWallClockToInstant(body.date, body.endTime),
      reason: body.reason,
    });
    const cancelledBookings =
      body.coveredBookings === 'cancel'
        ? (await lifecycle.cancelCovered(tx, deps.env, company, covered, 'block', now)).map(publicShape)
        : [];
    return { block, cancelledBookings };
  });
  await deps.bus.publishBookingsChanged(company.id);
  return result;
}
