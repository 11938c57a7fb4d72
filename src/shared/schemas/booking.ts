import type { ErrorCode } from '../error-codes';
import { z } from '../zod';
import { MAX_VISIT_SERVICES } from '../booking-url';
import { idParams, idSchema } from './ids';
import { phoneNumberSchema } from './phone';
import type { BookingStaff } from './staff';
import type { BookingPayment, PaymentRedirect } from './payments';

/** Years a date may have anywhere in the API: 0000 and 9999 broke date arithmetic further in. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** A real calendar date `YYYY-MM-DD` in the years MIN_YEAR–MAX_YEAR. */
export const isoDateSchema = z
  .string({ error: 'Ange datum som ÅÅÅÅ-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ange datum som ÅÅÅÅ-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Ogiltigt datum',
  )
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= MIN_YEAR && year <= MAX_YEAR;
  }, `Ange ett datum mellan år ${MIN_YEAR} och ${MAX_YEAR}`);

export const hhmmSchema = z
  .string({ error: 'Ange tid som HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ange tid som HH:MM');

// At most this many services in one visit (docs/decisions/046): defined beside the booking page's address, whose
// `tjanst` list it also bounds, so the page need not load zod for it.
export { MAX_VISIT_SERVICES };

/** The messages of a visit's list of services (docs/decisions/046). */
export const VISIT_ERRORS = {
  noService: 'Välj en tjänst.',
  tooMany: `Välj högst ${MAX_VISIT_SERVICES} tjänster.`,
  repeated: 'Samma tjänst kan inte väljas två gånger.',
  both: 'Ange antingen serviceId eller serviceIds.',
} as const;

/** A visit's services in their order: 1–MAX_VISIT_SERVICES ids, no repeats (lower-cased, as the database compares). */
export const serviceIdsSchema = z
  .array(
    idSchema('Ogiltig tjänst').transform((id) => id.toLowerCase()),
    { error: VISIT_ERRORS.noService },
  )
  .min(1, VISIT_ERRORS.noService)
  .max(MAX_VISIT_SERVICES, VISIT_ERRORS.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, VISIT_ERRORS.repeated);

/**
 * `serviceId` or `serviceIds` of a body or query (exactly one of them) as the visit's `serviceIds`, with `serviceId`
 * its first service; adds an issue on `serviceIds` when both or neither are given.
 */
function oneOfServiceFields<T extends { serviceId?: string | undefined; serviceIds?: string[] | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
): Omit<T, 'serviceId' | 'serviceIds'> & { serviceId: string; serviceIds: string[] } {
  const given = v.serviceIds ?? (v.serviceId === undefined ? undefined : [v.serviceId.toLowerCase()]);
  if ((v.serviceId === undefined) === (v.serviceIds === undefined) || !given) {
    ctx.addIssue({
      code: 'custom',
      path: ['serviceIds'],
      message: v.serviceId === undefined ? VISIT_ERRORS.noService : VISIT_ERRORS.both,
    });
    return z.NEVER;
  }
  return { ...v, serviceId: given[0]!, serviceIds: given };
}

/**
 * `GET /api/companies/:slug/availability?serviceId=&week=[&staffId=]` or `?serviceIds=a,b&week=` (a visit of
 * several services in their order, docs/decisions/046; exactly one of the two) — week is any date of the wanted
 * week; `staffId` only that member's times. Output: `serviceIds` (1–4) and `serviceId`, the first of them.
 */
export const availabilityQuerySchema = z
  .object({
    serviceId: idSchema('Ogiltig tjänst').optional(),
    serviceIds: z
      .string()
      .transform((v) => v.split(','))
      .pipe(serviceIdsSchema)
      .optional(),
    week: isoDateSchema,
    staffId: idSchema('Ogiltig personal').optional(),
  })
  .transform(oneOfServiceFields);

/** A staff member's id in a booking body or query; null/absent = 'Valfri personal'. */
export const staffIdSchema = idSchema('Ogiltig personal').nullish();

/**
 * `POST /api/bookings` body (customer-side §4–§5). Notes optional, at most 500 characters; phone optional, stored in
 * E.164 (400 'Ange ett giltigt telefonnummer' when it is not a number). `staffId`: a
 * member, or null/absent for 'Valfri personal' (the server assigns one). `serviceId` (one service) or `serviceIds`
 * (a visit of 1–4 services back to back in their order, no repeats; docs/decisions/046), exactly one of them: the
 * output has both, `serviceIds` the visit and `serviceId` its first service.
 */
export const createBookingSchema = z
  .object({
    companyId: idSchema('Ogiltigt företag'),
    serviceId: idSchema('Ogiltig tjänst').optional(),
    /** A visit of several services in their order (docs/decisions/046); instead of `serviceId`. */
    serviceIds: serviceIdsSchema.optional(),
    date: isoDateSchema,
    startTime: hhmmSchema,
    staffId: staffIdSchema,
    notes: z
      .string()
      .trim()
      .max(500, 'Meddelandet får vara högst 500 tecken')
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    phone: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .pipe(phoneNumberSchema().nullable()),
    /**
     * Where the customer booked: 'web' on Tidvis (the default), 'iframe' from the company's embedded widget
     * (/embed/:slug). Recorded on the booking and in the webhook; trusted for nothing else.
     */
    source: z.enum(['web', 'iframe'], { error: 'Ogiltig bokningskälla' }).default('web'),
  })
  .transform(oneOfServiceFields);
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** `:id` of a customer's booking route: a malformed id is 'not found' like an unknown one. */
export const bookingIdParamSchema = idParams({ id: 'Bokningen kunde inte hittas' });

/**
 * `pending_payment` (docs/decisions/047): held for PAYMENT_HOLD_MINUTES while the customer pays online; it becomes
 * `booked` when paid, `cancelled` when the hold ends unpaid or the payment fails.
 */
export type BookingStatus = 'booked' | 'completed' | 'cancelled' | 'no_show' | 'pending_payment';

/**
 * The statuses whose bookings keep their time taken for the slot engine (docs/design.md §4): booked, a no-show
 * (it never frees its slot, also not the rest of its time after the start) and a completed visit (its buffer may
 * still lie ahead), and a booking waiting for its online payment (until its hold ends). Only a cancelled booking frees its time. The exclusion constraint `bookings_no_overlap` covers
 * booked and no_show (migration 0003); completed bookings lie in the past, where nothing new can be booked.
 */
export const SLOT_HOLDING_STATUSES = [
  'booked',
  'no_show',
  'completed',
  'pending_payment',
] as const satisfies BookingStatus[];

/**
 * One service of a booking (docs/decisions/046): `id` null when the service was deleted since, `durationMinutes`
 * its length as booked, `price` kronor as booked (null: none), `priceFrom` a lowest price ('från').
 */
export interface BookedService {
  id: string | null;
  name: string;
  durationMinutes: number;
  price: number | null;
  priceFrom: boolean;
}

/** A booking as its customer sees it. Dates `YYYY-MM-DD`, times `HH:MM` Europe/Stockholm, price in kronor. */
export interface CustomerBooking {
  id: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  companyLocation: string | null;
  companyEmail: string | null;
  serviceId: string | null;
  serviceName: string;
  servicePrice: number | null;
  /**
   * The visit's services in their order (docs/decisions/046): one for a booking of one service. `serviceName` is
   * their names joined with ' + ' and `servicePrice` the sum of their prices.
   */
  services: BookedService[];
  customerName: string;
  startDate: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  notes: string | null;
  createdAt: string;
  /** Who performs it; null at a company without staff. */
  staff: BookingStaff | null;
  /**
   * Until when (ISO instant) the customer may cancel or move it online, from the company's cancellation policy
   *; null = until the start.
   */
  cancellationDeadline: string | null;
  /** Its online payment (docs/decisions/047), null when it is paid on site. */
  payment: BookingPayment | null;
}

/**
 * `POST /api/bookings`' answer: the booking, and for a service paid online (status 'pending_payment') where to pay
 * and until when its time is held.
 */
export interface CreatedBooking {
  booking: CustomerBooking;
  payment?: PaymentRedirect;
}

/**
 * A day of the booking calendar as the API returns it. Each slot's `staffIds` lists the members free at
 * that start, in display order; empty at a company without staff.
 */
export interface AvailabilityDay {
  date: string;
  status: 'open' | 'closed' | 'past' | 'full';
  slots: { startTime: string; endTime: string; staffIds: string[] }[];
  /** The company's note for the day ('Julafton', an exception's own text); absent when none. */
  note?: string;
}

export interface WeekAvailability {
  weekStart: string;
  weekNumber: number;
  days: AvailabilityDay[];
  /** The last date customers may book (`YYYY-MM-DD`, the company's booking horizon). */
  lastBookableDate: string;
  /**
   * The visit's length in minutes, from its start to the end of its last service: the durations plus the buffers
   * between the services (visitShape); one service's duration. The same in every week, free starts or not.
   */
  visitMinutes: number;
}

/** Error messages of customer-side §8 that the server answers with (booking). */
export const BOOKING_ERRORS = {
  slotTaken: 'Tiden är inte längre ledig. Välj en annan tid.',
  dailyLimit: 'Bokningsgräns nådd - Du kan maximalt boka 5 tider per dag.',
  serviceNotFound: 'Tjänsten finns inte eller är inte aktiv.',
  notFound: 'Bokningen kunde inte hittas',
  notCancellable: 'Bokningen kunde inte avbokas. Kontrollera att den fortfarande är aktiv.',
  customerConflict: 'Det gick inte att koppla bokningen till ditt konto. Kontakta företaget.',
} as const;

/** Max booked bookings per customer per date (customer-side §9). */
export const MAX_BOOKINGS_PER_DAY = 5;

/**
 * `GET /api/bookings/mine`: `upcoming` booked bookings that have not ended (soonest first; one in progress stays
 * until its end) and `previous` all others: cancelled, completed, no-show (newest first). Each booking is in one.
 */
export interface MyBookings {
  upcoming: CustomerBooking[];
  previous: CustomerBooking[];
  /** The RECENT_BOOKINGS_LIMIT most recently made bookings of any status, newest first (dashboard). */
  recent: CustomerBooking[];
}

/** How many bookings the customer dashboard's 'Senaste aktivitet' shows (customer-side §9). */
export const RECENT_BOOKINGS_LIMIT = 3;

/** Stable `error.code`s of the booking endpoints (besides `invalid_input`, `unauthorized`, `not_found`). */
export const BOOKING_ERROR_CODES = {
  slotTaken: 'slot_no_longer_available',
  dailyLimit: 'daily_limit',
  notCancellable: 'not_cancellable',
  customerConflict: 'customer_conflict',
} as const satisfies Record<string, ErrorCode>;

/** At most this many previous bookings (cancelled, completed, no-show) are listed in 'Tidigare bokningar'. */
export const PREVIOUS_BOOKINGS_LIMIT = 20;

/**
 * `PATCH /api/bookings/:id` body: the booking's new Stockholm date and start (customer-side §2 'Edit booking');
 * `staffId`: absent = keep the booking's member, null = 'Valfri personal', a uuid = that member.
 */
export const rescheduleBookingSchema = z.object({
  date: isoDateSchema,
  startTime: hhmmSchema,
  staffId: idSchema('Ogiltig personal').nullable().optional(),
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

/**
 * `GET /api/bookings/:id/slots?date=YYYY-MM-DD[&staffId=]` query. `staffId`: absent = the booking's
 * member (any member when it has none), `any` = 'Valfri personal', a uuid = that member.
 */
export const bookingSlotsQuerySchema = z.object({
  date: isoDateSchema,
  staffId: z.union([z.literal('any'), idSchema('Ogiltig personal')]).optional(),
});

/** `GET /api/bookings/:id/slots`: the `HH:MM` starts the booking may move to on `date`, ascending. */
export interface BookingSlots {
  date: string;
  slots: string[];
  /** True when the company (or the member) is closed that day (weekly schedule, exception, holiday). */
  closed?: boolean;
  /** The day's note ('Julafton', an exception's text), when it has one. */
  note?: string;
}

/** Error of the edit-booking endpoints besides BOOKING_ERRORS: the booking is not booked any more or has started. */
export const RESCHEDULE_ERRORS = {
  notEditable: 'Bokningen kan inte ändras. Kontrollera att den fortfarande är aktiv och inte har börjat.',
} as const;

export const RESCHEDULE_ERROR_CODES = { notEditable: 'not_editable' } as const satisfies Record<
  string,
  ErrorCode
>;
