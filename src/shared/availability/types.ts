/**
 * Types of the slot engine (DESIGN §4 "Slot engine"). All dates are Europe/Stockholm calendar dates
 * `YYYY-MM-DD`, all times Stockholm wall-clock `HH:MM`, all durations whole minutes.
 */
import type { Weekday } from '../dates';
import type { WeeklySchedule } from '../schedule';

/** A `booked` booking of the company (other statuses do not block), in Stockholm wall-clock. */
export interface BusyBooking {
  /** `start_date`, `YYYY-MM-DD`. */
  date: string;
  /** `start_time`, `HH:MM`. */
  startTime: string;
  /** `end_time`, `HH:MM`; an end at or before the start is read as past midnight (`'00:00'` = end of day). */
  endTime: string;
  /** Minutes kept free after `endTime` (the booked service's buffer, else the company default). */
  bufferMinutes: number;
}

/** A blocked period (`blocked_slots`, `timestamptz`): the half-open instant range `[start, end)`. */
export interface BlockedPeriod {
  start: Date;
  end: Date;
}

/** Everything the engine needs; the caller resolves company defaults. */
export interface AvailabilityInput {
  /** The company's weekly schedule, normalised (`normalizeWeeklySchedule`). */
  schedule: WeeklySchedule;
  /** Start-time grid step in minutes (`slot_interval_minutes`: 15, 30 or 60; default 30). */
  slotIntervalMinutes: number;
  /** The service's duration in minutes (> 0). */
  durationMinutes: number;
  /** Minutes kept free after the service: the service's `buffer_minutes`, else `default_buffer_minutes`. */
  bufferMinutes: number;
  /** The company's `booked` bookings (at least those on the dates asked for and the day before). */
  bookings: BusyBooking[];
  /** The company's blocked periods. */
  blocks: BlockedPeriod[];
  /** The current instant. */
  now: Date;
}

/** 'past': before today; 'closed': weekday disabled or without intervals; 'full': open, nothing free; 'open'. */
export type DayStatus = 'open' | 'closed' | 'past' | 'full';

/** One offered start: `startTime` and `endTime` (= start + duration, buffer excluded), `HH:MM`. */
export interface TimeSlot {
  startTime: string;
  endTime: string;
}

/** Availability of one date for one service. `slots` is empty unless `status` is 'open'. */
export interface DayAvailability {
  date: string;
  weekday: Weekday;
  status: DayStatus;
  slots: TimeSlot[];
}
