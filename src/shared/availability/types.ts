/**
 * Types of the slot engine (docs/design.md §4 "Slot engine"). All dates are Europe/Stockholm calendar dates
 * `YYYY-MM-DD`, all times Stockholm wall-clock `HH:MM`, all durations whole minutes.
 */
import type { Weekday } from '../dates';
import type { TimeInterval, WeeklySchedule } from '../schedule';
import type { DateHours } from '../schemas/schedule-exceptions';

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
  /**
   * Processing time snapshot (docs/decisions/036): active minutes before the gap and the gap's length; absent or 0 =
   * none. With a valid gap the booking holds only `[start, start + after)` and `[start + after + gap, end + buffer)`.
   */
  processingAfterMinutes?: number;
  processingMinutes?: number;
}

/** A blocked period (`blocked_slots`, `timestamptz`): the half-open instant range `[start, end)`. */
export interface BlockedPeriod {
  start: Date;
  end: Date;
}

/**
 * One staff member eligible for the service (docs/decisions/012): active and performing it. Their hours
 * are `schedule` intersected with the company's (`null` = the company's hours); `bookings` are their own slot-holding
 * bookings and `absences` their blocked periods ('Ledig', 'Sjuk').
 */
export interface StaffAvailability {
  id: string;
  /** The member's weekly schedule, normalised; `null` = the company's hours. */
  schedule: WeeklySchedule | null;
  /** The member's bookings that hold their time (same window as `AvailabilityInput.bookings`). */
  bookings: BusyBooking[];
  /** The member's absences, half-open instant ranges. */
  absences: BlockedPeriod[];
  /**
   * Dates whose own hours differ from `schedule` (the member's exceptions; empty list = not working),
   * still intersected with the company's hours of that date. Absent = none.
   */
  exceptions?: ReadonlyMap<string, TimeInterval[]>;
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
  /**
   * The service's processing time (docs/decisions/036): active minutes before the gap and the gap's length; absent,
   * null or 0 = none. With a valid gap (processingGap) a start needs only its two active parts clear of busy ranges;
   * the whole span must still lie inside the hours.
   */
  processingAfterMinutes?: number | null;
  processingMinutes?: number | null;
  /**
   * The company's `booked` bookings (at least those on the dates asked for and the day before). With `staff`: only
   * the bookings without a member, which block every member.
   */
  bookings: BusyBooking[];
  /** The company's blocked periods (with `staff`: they block every member). */
  blocks: BlockedPeriod[];
  /** The current instant. */
  now: Date;
  /**
   * Dates whose company hours replace the weekday's (exceptions and public holidays, resolved by
   * `resolveCompanyDateHours`; empty intervals = closed), with the note customers see. Absent = none.
   */
  exceptions?: ReadonlyMap<string, DateHours>;
  /**
   * Absent: a company without staff, one implicit resource (docs/design.md §4 unchanged; slots carry no `staffIds`).
   * Present: the members eligible for the service in display order (may be empty: then nothing is offered); a
   * start is offered when at least one of them is free for it, and its slot lists them in `staffIds`.
   */
  staff?: StaffAvailability[];
}

/**
 * 'past': before today; 'closed': weekday disabled or without intervals, or closed by an exception or holiday;
 * 'full': open, nothing free; 'open'.
 */
export type DayStatus = 'open' | 'closed' | 'past' | 'full';

/**
 * One offered start: `startTime` and `endTime` (= start + duration, buffer excluded), `HH:MM`. With staff in the
 * input, `staffIds` lists the members free for it, in display order (never empty); without staff it is absent.
 */
export interface TimeSlot {
  startTime: string;
  endTime: string;
  staffIds?: string[];
}

/** Availability of one date for one service. `slots` is empty unless `status` is 'open'. */
export interface DayAvailability {
  date: string;
  weekday: Weekday;
  status: DayStatus;
  slots: TimeSlot[];
  /** The exception's or holiday's note for the day ('Julafton'), when it has one and is not past. */
  note?: string;
}
