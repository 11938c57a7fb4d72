/**
 * Contracts of the admin calendar (admin-side §2 "Admin calendar", §4, §7 Calendar, §8, §9): query and body
 * schemas with Swedish messages, the answer shapes and the constants the grid uses.
 */
import type { ErrorCode } from '../error-codes';
import { z } from '../zod';
import { isSkippedWallClock, zonedWallClockToInstant } from '../dates';
import { END_AFTER_START_MESSAGE, type TimeInterval, type WeeklySchedule } from '../schedule';
import type { BookedService, BookingStatus } from './booking';
import type { BookingPayment } from './payments';
import { BOOKING_ERRORS, hhmmSchema, isoDateSchema } from './booking';
import { personNameSchema } from './names';
import { phoneNumberSchema } from './phone';
import type { StaffAbsence } from './staff';
import type { DateHours } from './schedule-exceptions';
import { idSchema } from './ids';

/** At most this many days per `GET /api/admin/calendar` (six weeks: a month view). */
export const CALENDAR_MAX_DAYS = 42;
/** The grid runs 08:00–18:00 (admin-side §9); it grows when bookings or opening hours lie outside. */
export const GRID_START = '08:00';
export const GRID_END = '18:00';
/** The block-time dialog's defaults (admin-side §9). */
export const DEFAULT_BLOCK_START = '09:00';
export const DEFAULT_BLOCK_END = '17:00';
/** At most this many ids in a block's `coveredBookingIds`. */
export const COVERED_IDS_MAX = 500;
/** Longest block reason, in characters. */
export const BLOCK_REASON_MAX = 200;
/**
 * How long after its start a visit can still be marked 'Utebliven' (also once it has completed itself): a salon
 * going through its week catches the no-shows it missed on the day.
 */
export const NO_SHOW_WINDOW_DAYS = 7;

/** Swedish messages the calendar endpoints answer with (admin-side §8 where it words them). */
export const ADMIN_CALENDAR_ERRORS = {
  rangeOrder: 'Slutdatumet måste vara samma som eller efter startdatumet',
  rangeTooLong: `Välj högst ${CALENDAR_MAX_DAYS} dagar`,
  bookingNotFound: 'Bokningen kunde inte hittas',
  blockNotFound: 'Blockeringen kunde inte hittas',
  notCancellable: 'Bokning kunde inte avbokas',
  notNoShowable: 'Bokning kunde inte markeras som utebliven',
  notRestorable: 'Bara uteblivna bokningar kan återställas till bokad',
  noShowBeforeStart: 'Bokningen kan markeras som utebliven först när den har börjat',
  noShowTooLate: `Bokningen kan markeras som utebliven högst ${NO_SHOW_WINDOW_DAYS} dagar efter starttiden`,
  blockStaffNotFound: 'Personen kunde inte hittas',
  cancelAfterStart: 'Bokningen har redan börjat och kan inte avbokas',
  slotTaken: 'Tiden är redan bokad',
  reasonTooLong: `Anledningen får vara högst ${BLOCK_REASON_MAX} tecken`,
  skippedTime: 'Den tiden finns inte det datumet: klockan ställs fram från 02:00 till 03:00',
  blockInPast: 'Blockeringen ligger redan i det förflutna. Välj en sluttid som inte har passerat.',
  blockCoversBookings: 'Blockeringen täcker bokade kunder. Välj om bokningarna ska behållas eller avbokas.',
  coveredChoice: 'Välj om bokningarna ska behållas eller avbokas',
  customerName: 'Ange kundens namn (högst 100 tecken)',
  customerEmail: 'Ange en giltig e-postadress',
  customerChoice: 'Välj en befintlig kund eller ange en ny',
  customerNotFound: 'Kunden kunde inte hittas',
  notMovable: 'Bara bokade bokningar som inte har börjat kan flyttas',
  moveInPast: 'Tiden har redan passerat. Välj en senare tid.',
  notesTooLong: 'Anteckningen får vara högst 500 tecken',
  customerConflict: 'E-postadressen hör till ett kundkonto som inte kan användas här',
} as const;

/** Stable `error.code`s of the calendar endpoints (besides `invalid_input`, `unauthorized`, `forbidden`, `not_found`). */
export const ADMIN_CALENDAR_ERROR_CODES = {
  wrongStatus: 'wrong_status',
  /** No-show asked for a booking that has not started yet. */
  notStarted: 'not_started',
  /** Cancel asked for a booking whose start has passed. */
  started: 'booking_started',
  slotTaken: 'slot_taken',
  blockInPast: 'block_in_past',
  blockCoversBookings: 'block_covers_bookings',
  /** 'Flytta' of a booking that is not booked or has started. */
  notMovable: 'not_movable',
  /** 'Utebliven' asked more than NO_SHOW_WINDOW_DAYS after the booking's start. */
  noShowTooLate: 'no_show_too_late',
} as const satisfies Record<string, ErrorCode>;

/**
 * What a block does to the `booked` bookings it covers: `keep` them (the block then only takes
 * the free time) or `cancel` them the company's way (each customer e-mailed, webhook sent).
 */
export const COVERED_BOOKINGS_CHOICES = ['keep', 'cancel'] as const;
export type CoveredBookingsChoice = (typeof COVERED_BOOKINGS_CHOICES)[number];

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
 * Whom a block applies to ('Gäller'): a member's id, or null, absent or '' (the form's 'Hela salongen') for the
 * whole salon.
 */
const blockStaffSchema = z
  .union([z.literal(''), idSchema(ADMIN_CALENDAR_ERRORS.blockStaffNotFound)])
  .nullish()
  .transform((v) => v || null);

/**
 * `GET /api/admin/calendar/blocks/covered` query: the block's Stockholm `date`, `startTime` and `endTime` (`HH:MM`,
 * end after start), and `staffId` for a block of one member (absent: the whole salon).
 */
export const blockPeriodQuerySchema = z
  .object({ date: isoDateSchema, startTime: hhmmSchema, endTime: hhmmSchema, staffId: blockStaffSchema })
  .refine((b) => b.endTime > b.startTime, { message: END_AFTER_START_MESSAGE, path: ['endTime'] });

/**
 * `POST /api/admin/calendar/blocks` body and the block-time form: Stockholm `date`, `startTime` and `endTime`
 * (`HH:MM`, end after start: 'Sluttiden måste vara efter starttiden'), `staffId` ('Gäller': one member of the
 * company; null or missing: the whole salon), optional `reason` (trimmed, empty -> null),
 * `coveredBookings` ('keep' | 'cancel'; null or missing = not chosen), required by the server when the block
 * covers booked bookings, and optionally `coveredBookingIds`, the covered bookings the admin was shown: the choice
 * then applies to those only, and a covered booking not among them (made meanwhile) makes it a 409 again.
 */
export const createBlockSchema = z
  .object({
    date: isoDateSchema,
    startTime: hhmmSchema,
    endTime: hhmmSchema,
    staffId: blockStaffSchema,
    coveredBookings: z
      .enum(COVERED_BOOKINGS_CHOICES, { error: ADMIN_CALENDAR_ERRORS.coveredChoice })
      .nullish(),
    coveredBookingIds: z.array(idSchema()).max(COVERED_IDS_MAX).optional(),
    reason: z
      .string()
      .trim()
      .max(BLOCK_REASON_MAX, ADMIN_CALENDAR_ERRORS.reasonTooLong)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .refine((b) => b.endTime > b.startTime, { message: END_AFTER_START_MESSAGE, path: ['endTime'] })
  .refine((b) => !isSkippedWallClock(b.date, b.startTime), {
    message: ADMIN_CALENDAR_ERRORS.skippedTime,
    path: ['startTime'],
  })
  .refine((b) => !isSkippedWallClock(b.date, b.endTime), {
    message: ADMIN_CALENDAR_ERRORS.skippedTime,
    path: ['endTime'],
  });

export type CreateBlockInput = z.input<typeof createBlockSchema>;

/**
 * Whether a block on `date` ending at `endTime` (Stockholm wall clock) has ended by `now`: such a block is refused
 * ('Blockeringen ligger redan i det förflutna'); one that started earlier but ends later is fine.
 */
export function blockEndsByNow(block: { date: string; endTime: string }, now: Date): boolean {
  return zonedWallClockToInstant(block.date, block.endTime).getTime() <= now.getTime();
}

/**
 * A `booked` booking a block would cover ([start, end) overlaps the block's, and it has not started yet):
 * `startDate` `YYYY-MM-DD`, times `HH:MM` Stockholm.
 */
export interface CoveredBooking {
  id: string;
  customerName: string;
  serviceName: string;
  startDate: string;
  startTime: string;
  endTime: string;
}

/** `GET /api/admin/calendar/blocks/covered` answer, and `error.bookings` of a 409 `block_covers_bookings`. */
export interface CoveredBookings {
  bookings: CoveredBooking[];
}

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
  /** The price is the lowest ('från'): the salon sets the final one at the visit (decision 043). */
  servicePriceFrom: boolean;
  /**
   * The visit's services in order (docs/decisions/046; one for a booking of one service): `serviceName` is their
   * names joined with ' + ', `servicePrice` their sum, its length the whole visit. Given by the calendar's list.
   */
  services?: BookedService[];
  startDate: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  notes: string | null;
  /** Who performs it; null at a company without staff or when unassigned. */
  staffId: string | null;
  staffName: string | null;
  /** Where it was booked: 'web' on Tidvis, 'iframe' the company's widget, 'admin' the company itself. */
  source: BookingSource;
  /**
   * Its processing time as booked (docs/decisions/036): active minutes before the gap and the gap's length, 0 and 0
   * = none. The calendar draws the gap lighter ('Verkningstid'): the member is free then.
   */
  processingAfterMinutes: number;
  processingMinutes: number;
  /**
   * Its online payment (docs/decisions/047): the paid attempt, else the latest, with what was refunded and whether a
   * refund is on its way; null when it is paid on site.
   */
  payment: BookingPayment | null;
}

/** Where a booking was made (bookings.source). */
export type BookingSource = 'web' | 'iframe' | 'admin';

/** A staff member as the calendar shows them: every member of the company, active or not. */
export interface CalendarStaff {
  id: string;
  name: string;
  title: string | null;
  photoUrl: string | null;
  active: boolean;
  displayOrder: number;
}

/**
 * Where a booking lies in the calendar (`GET /api/admin/calendar/bookings/:id`): its id and Stockholm
 * start date `YYYY-MM-DD`, so `/admin/calendar?booking=<id>` can show its week and open it.
 */
export interface AdminCalendarBookingRef {
  id: string;
  startDate: string;
}

/** A blocked period: `start`/`end` ISO instants, optional reason; `staffId` its one member, null = the whole salon. */
export interface CalendarBlock {
  id: string;
  start: string;
  end: string;
  reason: string | null;
  staffId: string | null;
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
   * no-show after it by this clock, not by the browser's.
   */
  now: string;
  company: { slotIntervalMinutes: number; weeklySchedule: WeeklySchedule };
  bookings: AdminCalendarBooking[];
  blocks: CalendarBlock[];
  customers: CalendarCustomerKinds;
  /** The company's staff members by display order (empty at a company without staff: one implicit resource). */
  staff: CalendarStaff[];
  /** The members' absences overlapping the range. */
  absences: StaffAbsence[];
  /**
   * The dates of the range whose company hours differ from the weekly schedule (exceptions and public
   * holidays; empty intervals = closed), with their note.
   */
  dateHours: Record<string, DateHours>;
  /** Per member id, the dates whose own hours differ from their schedule (their exceptions; empty = away). */
  staffDateHours: Record<string, Record<string, TimeInterval[]>>;
  /**
   * Per active member id, per date of the range, the hours they work (their schedule and exceptions within the
   * company's hours of that date; empty = not working): what the slot engine offers them. Inactive members have
   * no entry.
   */
  staffHours: Record<string, Record<string, TimeInterval[]>>;
  /**
   * Per date of the range (`YYYY-MM-DD`), how many customers' active watches ('Bevakningar', decision 044) cover
   * it: counts only, no names; dates without any are absent.
   */
  watchCounts: Record<string, number>;
}

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A new customer in 'Ny bokning': `name` 1–100, optional `phone` (E.164 out) and `email`. */
export const calendarNewCustomerSchema = z.object({
  name: personNameSchema(ADMIN_CALENDAR_ERRORS.customerName, ADMIN_CALENDAR_ERRORS.customerName),
  phone: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(phoneNumberSchema().nullable()),
  email: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email({ error: ADMIN_CALENDAR_ERRORS.customerEmail }).max(254).nullable()),
});

/**
 * `POST /api/admin/calendar/bookings` body ('Ny bokning'): `customerId` of the company's customer, or
 * `customer` (a new one), `serviceId`, `staffId` (absent/null = 'Valfri'), Stockholm `date` and `startTime`, `notes`.
 */
export const createCalendarBookingSchema = z
  .object({
    customerId: idSchema(ADMIN_CALENDAR_ERRORS.customerNotFound).optional(),
    customer: calendarNewCustomerSchema.optional(),
    serviceId: idSchema(BOOKING_ERRORS.serviceNotFound),
    staffId: idSchema('Ogiltig personal').nullish(),
    date: isoDateSchema,
    startTime: hhmmSchema,
    notes: optionalText(500, ADMIN_CALENDAR_ERRORS.notesTooLong),
    /**
     * 'Boka ändå': book although the time is refused, when every reason is one the salon may override
     * (SLOT_REFUSAL_OVERRIDABLE); a clash, a closed day or a past day stays refused.
     */
    override: z.boolean().optional(),
  })
  .refine((b) => (b.customerId === undefined) !== (b.customer === undefined), {
    message: ADMIN_CALENDAR_ERRORS.customerChoice,
    path: ['customer'],
  });
export type CreateCalendarBookingInput = z.input<typeof createCalendarBookingSchema>;

/**
 * `POST /api/admin/calendar/bookings/:id/move` body ('Flytta'): the new Stockholm `date` and
 * `startTime`; `staffId` absent = keep the member, null = 'Valfri', an id = that member.
 */
export const moveCalendarBookingSchema = z.object({
  date: isoDateSchema,
  startTime: hhmmSchema,
  staffId: idSchema('Ogiltig personal').nullish(),
  /** 'Meddela kunden': false = no 'Ändrad bokning' to the customer for this move (default true). */
  notifyCustomer: z.boolean().optional(),
  /** As 'Boka ändå' of a new booking (e.g. 'Ångra' putting a booking back where the salon had booked it anyway). */
  override: z.boolean().optional(),
});
export type MoveCalendarBookingInput = z.input<typeof moveCalendarBookingSchema>;

/**
 * Why 'Ny bokning' refuses a time (`GET /api/admin/calendar/bookings/check`, and the 409 of the booking itself).
 * The salon may override (`override: true`) a start already passed today (a walk-in in the chair), one outside the
 * member's own hours, one running past closing and one between the grid's steps; never a past day, a closed day, a
 * start outside the opening hours, an absence or a clash with another booking or block of the member.
 */
export const SLOT_REFUSAL_CODES = [
  'slot_past_day',
  'slot_closed',
  'slot_outside_opening_hours',
  'slot_staff_absent',
  'slot_clash',
  'slot_past_time',
  'slot_outside_staff_hours',
  'slot_after_closing',
  'slot_off_grid',
] as const satisfies readonly ErrorCode[];
export type SlotRefusalCode = (typeof SLOT_REFUSAL_CODES)[number];
/** The reasons a company admin may override with 'Boka ändå'. */
export const SLOT_REFUSAL_OVERRIDABLE: readonly SlotRefusalCode[] = [
  'slot_past_time',
  'slot_outside_staff_hours',
  'slot_after_closing',
  'slot_off_grid',
];

/** The Swedish words of each refusal; `member` is the member's first name, `what` who or what it clashes with. */
export const SLOT_REFUSAL_MESSAGES = {
  pastDay: 'Passerad tid: dagen har redan varit',
  pastTime: 'Passerad tid',
  closed: 'Stängt',
  outsideOpeningHours: 'Utanför öppettiderna',
  afterClosing: 'Efter stängning',
  outsideStaffHours: (member: string) =>
    `Utanför ${/[sxz]$/i.test(member) ? member : `${member}s`} arbetstid`,
  staffAbsent: (member: string) => `${member} är frånvarande`,
  clash: (what: string, startTime: string) => `Krockar med ${what} ${startTime}`,
  aBlock: 'en blockering',
  offGrid: (minutes: number) => `Mellan schemats starttider (var ${minutes}:e minut)`,
} as const;

/** One reason a time is refused: its code, Swedish message and whether 'Boka ändå' may override it. */
export interface SlotRefusalReason {
  code: SlotRefusalCode;
  message: string;
  overridable: boolean;
}

/** `GET /api/admin/calendar/bookings/check` query: the time 'Ny bokning' would book (no staffId = 'Valfri'). */
export const slotCheckSchema = z.object({
  serviceId: idSchema(BOOKING_ERRORS.serviceNotFound),
  staffId: idSchema('Ogiltig personal').nullish(),
  date: isoDateSchema,
  startTime: hhmmSchema,
});
export type SlotCheckInput = z.input<typeof slotCheckSchema>;

/**
 * The answer of the check: `free` (the time can be booked as it is) or the `reasons` it is refused (hard ones
 * first), `overridable` when 'Boka ändå' would book it, and the member it would be booked with (`staffId`, null
 * = none). `suggestions` are the nearest free starts (`HH:MM`, at most three) of that day for the service and member.
 */
export interface SlotCheck {
  free: boolean;
  reasons: SlotRefusalReason[];
  overridable: boolean;
  staffId: string | null;
  suggestions: string[];
}

/** 'Ny bokning' without a customer chosen from the search list. */
export const CHOOSE_CUSTOMER_MESSAGE = 'Välj en kund i listan';

/**
 * The 'Ny bokning' form's values as typed: `mode` 'existing' (a customer `chosen` from the search on `query`) or
 * 'new' (`customer`'s name, phone, e-mail); `staffId` '' = 'Valfri'.
 */
export interface NewBookingFormValues {
  mode: 'existing' | 'new';
  query: string;
  chosen: { id: string } | null;
  customer: { name: string; phone: string; email: string };
  serviceId: string;
  staffId: string;
  date: string;
  startTime: string;
  notes: string;
}

/** The create body the 'Ny bokning' form's values stand for (not yet validated). */
export function newBookingBody(v: NewBookingFormValues): CreateCalendarBookingInput {
  return {
    ...(v.mode === 'existing' ? { customerId: v.chosen?.id } : { customer: v.customer }),
    serviceId: v.serviceId,
    staffId: v.staffId || null,
    date: v.date,
    startTime: v.startTime,
    notes: v.notes,
  };
}

/**
 * The 'Ny bokning' form's validator; its output is the create body. Errors by field: `customer` ('Välj en kund i
 * listan' when no customer is chosen), `customer.name|phone|email` (a new customer, calendarNewCustomerSchema),
 * and `serviceId`, `date`, `startTime`, `notes` as createCalendarBookingSchema words them.
 */
export const newBookingFormSchema = z
  .object({
    mode: z.enum(['existing', 'new']),
    query: z.string(),
    chosen: z.object({ id: z.string() }).loose().nullable(),
    customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    serviceId: z.string(),
    staffId: z.string(),
    date: z.string(),
    startTime: z.string(),
    notes: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'existing' && !v.chosen)
      ctx.addIssue({ code: 'custom', message: CHOOSE_CUSTOMER_MESSAGE, path: ['customer'] });
    if (v.mode === 'new') {
      const customer = calendarNewCustomerSchema.safeParse(v.customer);
      if (!customer.success)
        for (const issue of customer.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['customer', String(issue.path[0])] });
    }
    const body = createCalendarBookingSchema.safeParse(newBookingBody(v));
    if (!body.success)
      for (const issue of body.error.issues) {
        // The customer's issues are worded above, in the form's terms.
        if (issue.path[0] === 'customer' || issue.path[0] === 'customerId') continue;
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
      }
  })
  .transform(newBookingBody);

/** The 'Flytta' form's values as typed; `staffId` '' = 'Valfri'. */
export interface MoveBookingFormValues {
  date: string;
  startTime: string;
  staffId: string;
}

/**
 * The 'Flytta' form's validator: its output is the move body, checked with moveCalendarBookingSchema. `withStaff`
 * false (a company without staff) leaves `staffId` out, so the booking keeps none.
 */
export const moveBookingFormSchema = (withStaff: boolean) =>
  z
    .object({ date: z.string(), startTime: z.string(), staffId: z.string() })
    .transform((v): MoveCalendarBookingInput => ({
      date: v.date,
      startTime: v.startTime,
      ...(withStaff ? { staffId: v.staffId || null } : {}),
    }))
    .pipe(moveCalendarBookingSchema);
