/**
 * Contracts of the admin calendar (admin-side §2 "Admin calendar", §4, §7 Calendar, §8, §9): query and body
 * schemas with Swedish messages, the answer shapes and the constants the grid uses.
 */
import { z } from '../zod';
import { END_AFTER_START_MESSAGE, type WeeklySchedule } from '../schedule';
import type { BookingStatus } from './booking';
import { hhmmSchema, isoDateSchema } from './booking';

/** At most this many days per `GET /api/admin/calendar` (six weeks: a month view). */
export const CALENDAR_MAX_DAYS = 42;
/** The grid runs 08:00–18:00 (admin-side §9); it grows when bookings or opening hours lie outside. */
export const GRID_START = '08:00';
export const GRID_END = '18:00';
/** The block-time dialog's defaults (admin-side §9). */
export const DEFAULT_BLOCK_START = '09:00';
export const DEFAULT_BLOCK_END = '17:00';
/** Longest block reason, in characters. */
export const BLOCK_REASON_MAX = 200;

/** Swedish messages the calendar endpoints answer with (admin-side §8 where it words them). */
export const ADMIN_CALENDAR_ERRORS = {
  rangeOrder: 'Slutdatumet måste vara samma som eller efter startdatumet',
  rangeTooLong: `Välj högst ${CALENDAR_MAX_DAYS} dagar`,
  bookingNotFound: 'Bokningen kunde inte hittas',
  blockNotFound: 'Blockeringen kunde inte hittas',
  notCancellable: 'Bokning kunde inte avbokas',
  notNoShowable: 'Bokning kunde inte markeras som uteblivit',
  notRestorable: 'Bara uteblivna bokningar kan återställas till bokad',
  noShowBeforeStart: 'Bokningen kan markeras som uteblivit först när den har börjat',
  cancelAfterStart: 'Bokningen har redan börjat och kan inte avbokas',
  slotTaken: 'Tiden är redan bokad',
  reasonTooLong: `Anledningen får vara högst ${BLOCK_REASON_MAX} tecken`,
} as const;

/** Stable `error.code`s of the calendar endpoints (besides `invalid_input`, `unauthorized`, `forbidden`, `not_found`). */
export const ADMIN_CALENDAR_ERROR_CODES = {
  wrongStatus: 'wrong_status',
  /** No-show asked for a booking that has not started yet. */
  notStarted: 'not_started',
  /** Cancel asked for a booking whose start has passed. */
  started: 'booking_started',
  slotTaken: 'slot_taken',
} as const;

/** Whole days from `from` to `to` (`YYYY-MM-DD`), counted on UTC midnights (no DST involved). */
function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `GET /api/admin/calendar?from=&to=`: Stockholm dates, `to` ≥ `from`, at most CALENDAR_MAX_DAYS days inclusive. */
export const calendarRangeQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to >= q.from, { message: ADMIN_CALENDAR_ERRORS.rangeOrder, path: ['to'] })
  .refine((q) => q.to < q.from || dayCount(q.from, q.to) <= CALENDAR_MAX_DAYS, {
    message: ADMIN_CALENDAR_ERRORS.rangeTooLong,
    path: ['to'],
  });

/**
 * `POST /api/admin/calendar/blocks` body and the block-time form: Stockholm `date`, `startTime` and `endTime`
 * (`HH:MM`, end after start: 'Sluttiden måste vara efter starttiden'), optional `reason` (trimmed, empty -> null).
 */
export const createBlockSchema = z
  .object({
    date: isoDateSchema,
    startTime: hhmmSchema,
    endTime: hhmmSchema,
    reason: z
      .string()
      .trim()
      .max(BLOCK_REASON_MAX, ADMIN_CALENDAR_ERRORS.reasonTooLong)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .refine((b) => b.endTime > b.startTime, { message: END_AFTER_START_MESSAGE, path: ['endTime'] });

export type CreateBlockInput = z.input<typeof createBlockSchema>;

/** A booking as the admin calendar shows it: dates `YYYY-MM-DD`, times `HH:MM` Stockholm, price in kronor. */
export interface AdminCalendarBooking {
  id: string;
  customerId: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  serviceId: string | null;
  serviceName: string;
  servicePrice: number | null;
  startDate: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  notes: string | null;
}

/** A blocked period: `start`/`end` ISO instants, optional reason. */
export interface CalendarBlock {
  id: string;
  start: string;
  end: string;
  reason: string | null;
}

/**
 * The customers of a calendar's bookings by kind, as customer ids, for its customer filter (admin-side §2, §9):
 * `new`, whose customer record was created within NEW_CUSTOMER_DAYS; `returning`, with 2 or more bookings at the
 * company (any status, as the customer list counts them). A customer can be both.
 */
export interface CalendarCustomerKinds {
  new: string[];
  returning: string[];
}

/** `GET /api/admin/calendar` answer. */
export interface AdminCalendar {
  /**
   * The server's clock when it answered (ISO instant): the popover offers cancel before a booking's start and
   * no-show after it by this clock (issue 13), not by the browser's.
   */
  now: string;
  company: { slotIntervalMinutes: number; weeklySchedule: WeeklySchedule };
  bookings: AdminCalendarBooking[];
  blocks: CalendarBlock[];
  customers: CalendarCustomerKinds;
}
