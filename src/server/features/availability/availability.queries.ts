import { and, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { BlockedPeriod, BusyBooking } from '../../../shared/availability';
import { SLOT_HOLDING_STATUSES } from '../../../shared/schemas/booking';
import { blockedSlots, bookings } from '../../db/schema';

/** `HH:MM:SS` from PostgreSQL `time` -> `HH:MM`. */
export const toHhmm = (time: string): string => time.slice(0, 5);

/*
 * The busy periods are read as JSON arrays from scalar subqueries, so that they can ride along in another query
 * (the booking's context, or each other) instead of costing a round trip each.
 */

type BookingTuple = [date: string, startTime: string, endTime: string, bufferMinutes: number];
type BlockTuple = [start: string, end: string];

/**
 * A scalar subquery: the bookings that hold their time (SLOT_HOLDING_STATUSES: booked, no-show, completed) of company `companyId` with start_date in [from, to] (inclusive,
 * `YYYY-MM-DD`), as BusyBooking[] (times `HH:MM`).
 */
export function busyBookingsSubquery(companyId: string, from: string, to: string): SQL<BusyBooking[]> {
  const where = and(
    eq(bookings.companyId, companyId),
    inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
    gte(bookings.startDate, from),
    lte(bookings.startDate, to),
  );
  return sql<
    BusyBooking[]
  >`(select coalesce(json_agg(json_build_array(${bookings.startDate}, ${bookings.startTime}, ${bookings.endTime}, ${bookings.bufferMinutes})), '[]') from ${bookings} where ${where})`.mapWith(
    (rows: BookingTuple[]): BusyBooking[] =>
      rows.map(([date, startTime, endTime, bufferMinutes]) => ({
        date,
        startTime: toHhmm(startTime),
        endTime: toHhmm(endTime),
        bufferMinutes,
      })),
  );
}

/** A scalar subquery: the blocked periods of company `companyId` overlapping the instants [from, to). */
export function blocksSubquery(companyId: string, from: Date, to: Date): SQL<BlockedPeriod[]> {
  const where = and(
    eq(blockedSlots.companyId, companyId),
    lt(blockedSlots.startTime, to),
    gt(blockedSlots.endTime, from),
  );
  return sql<
    BlockedPeriod[]
  >`(select coalesce(json_agg(json_build_array(${blockedSlots.startTime}, ${blockedSlots.endTime})), '[]') from ${blockedSlots} where ${where})`.mapWith(
    (rows: BlockTuple[]): BlockedPeriod[] =>
      rows.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
  );
}
