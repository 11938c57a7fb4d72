/**
 * Contracts of date exceptions and public holidays (docs/decisions/015): the admin's
 * `/api/admin/schedule-exceptions` and `/api/admin/holidays` inputs and answers, and the per-date hours the admin
 * calendar and 'Veckoschema – Kundvy' read. Dates `YYYY-MM-DD` and times `HH:MM` are Europe/Stockholm wall clock.
 * Swedish messages here are the ones the server answers with.
 */
import { dayScheduleInputSchema, type TimeInterval } from '../schedule';
import { z } from '../zod';
import type { CoveredBooking } from './admin-calendar';
import { isoDateSchema } from './booking';
import { idSchema } from './ids';

export const EXCEPTION_END_BEFORE_START_MESSAGE = 'Slutdatumet kan inte vara före startdatumet';
export const EXCEPTION_TOO_LONG_MESSAGE = 'Ett undantag kan vara högst ett år långt';
export const EXCEPTION_PAST_MESSAGE = 'Datumet har redan passerat';
export const EXCEPTION_NEEDS_HOURS_MESSAGE = 'Lägg till minst ett pass';
export const EXCEPTION_NOTE_MESSAGE = 'Meddelandet får vara högst 80 tecken';
export const EXCEPTION_OVERLAP_MESSAGE =
  'Det finns redan ett undantag för något av datumen. Ta bort det först.';
export const EXCEPTION_NOT_FOUND_MESSAGE = 'Undantaget finns inte';
export const EXCEPTION_STAFF_MESSAGE = 'Personen finns inte';
export const HOLIDAY_NOT_FOUND_MESSAGE = 'Datumet är ingen helgdag inom de kommande tolv månaderna';
export const EXCEPTION_COVERS_BOOKINGS_MESSAGE =
  'Det finns bokningar utanför de nya tiderna. Välj om de ska behållas eller avbokas.';
export const HOLIDAY_COVERED_MESSAGE =
  'Helgdagen ingår i ett undantag. Ändra eller ta bort undantaget i stället.';

/** How a date's hours are set: 'closed' none; 'hours' only the given intervals; 'open' the weekly schedule. */
export const EXCEPTION_KINDS = ['closed', 'hours', 'open'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** A Swedish public holiday: its date and name ('Julafton'). */
export interface PublicHoliday {
  date: string;
  name: string;
}

/**
 * The hours of one date that differ from the weekly schedule: `intervals` (sorted; empty = closed) and the note
 * customers see (the exception's note, else the holiday's name; null = none). The admin calendar response carries
 * these per date as `dateHours`, the slot engine's input as `exceptions`.
 */
export interface DateHours {
  intervals: TimeInterval[];
  note: string | null;
}

/**
 * A booked booking, not yet started, that lies outside the hours an exception or holiday leaves (listed so the
 * salon can decide): `startDate` `YYYY-MM-DD`, times `HH:MM`, and who performs it (null = no staff member).
 */
export interface AffectedBooking extends CoveredBooking {
  staffName: string | null;
}

/** An exception as the admin sees it (`GET /api/admin/schedule-exceptions`), with the bookings it leaves outside. */
export interface AdminScheduleException {
  id: string;
  staffId: string | null;
  staffName: string | null;
  startDate: string;
  endDate: string;
  kind: Exclude<ExceptionKind, 'open'>;
  intervals: TimeInterval[];
  note: string | null;
  affectedBookings: AffectedBooking[];
}

/**
 * A holiday of the coming twelve months as Settings › Schema lists it: `mode` 'closed' (the default: no row),
 * 'open' or 'hours' (with `intervals`); `coveredBy` the id of an own exception that covers the date (then that
 * exception decides and the holiday cannot be switched).
 */
export interface AdminHoliday extends PublicHoliday {
  mode: ExceptionKind;
  intervals: TimeInterval[];
  coveredBy: string | null;
  affectedBookings: AffectedBooking[];
}

/** `GET /api/admin/schedule-exceptions`: the exceptions ending today or later, and the coming holidays. */
export interface ScheduleExceptionsResponse {
  exceptions: AdminScheduleException[];
  holidays: AdminHoliday[];
}

const noteSchema = z
  .string({ error: EXCEPTION_NOTE_MESSAGE })
  .trim()
  .max(80, EXCEPTION_NOTE_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : null));

/** Intervals as the weekly schedule's editor validates them (end after start, no overlap), sorted by start. */
const intervalsSchema = dayScheduleInputSchema
  .transform((day) => [...day.intervals].sort((a, b) => a.start.localeCompare(b.start)))
  .pipe(z.array(z.object({ start: z.string(), end: z.string() })));

/**
 * What to do with booked bookings outside the new hours (as a block's `coveredBookings`): 'keep' them or 'cancel'
 * them (customers e-mailed); absent = ask (409 `exception_covers_bookings` with `error.bookings`).
 */
const coveredBookingsSchema = z.enum(['keep', 'cancel']).optional();

/**
 * Body of `POST /api/admin/schedule-exceptions`: `staffId` (null/absent = the whole company), `startDate`,
 * `endDate` (absent = `startDate`; at most 366 days), `kind` 'closed' | 'hours', `intervals` (required and only
 * kept for 'hours'), `note` (≤ 80 characters, empty → null), `coveredBookings` (see coveredBookingsSchema).
 */
export const scheduleExceptionInputSchema = z
  .object({
    staffId: idSchema(EXCEPTION_STAFF_MESSAGE).nullish(),
    startDate: isoDateSchema,
    endDate: isoDateSchema.optional(),
    kind: z.enum(['closed', 'hours'], { error: 'Välj stängt eller särskilda tider' }),
    intervals: z.array(z.unknown()).max(10).default([]),
    note: noteSchema,
    coveredBookings: coveredBookingsSchema,
  })
  .transform((input, ctx) => {
    const endDate = input.endDate ?? input.startDate;
    if (endDate < input.startDate) {
      ctx.addIssue({ code: 'custom', message: EXCEPTION_END_BEFORE_START_MESSAGE, path: ['endDate'] });
      return z.NEVER;
    }
    if (Date.parse(endDate) - Date.parse(input.startDate) >= 366 * 86_400_000) {
      ctx.addIssue({ code: 'custom', message: EXCEPTION_TOO_LONG_MESSAGE, path: ['endDate'] });
      return z.NEVER;
    }
    const intervals = parseIntervals(input.kind, input.intervals, ctx);
    if (intervals === null) return z.NEVER;
    return {
      staffId: input.staffId ?? null,
      startDate: input.startDate,
      endDate,
      kind: input.kind,
      intervals,
      note: input.note,
      coveredBookings: input.coveredBookings,
    };
  });
export type ScheduleExceptionInput = z.input<typeof scheduleExceptionInputSchema>;

/**
 * Query of `GET /api/admin/schedule-exceptions/covered` (the read-only preview the 'Undantag' form asks before it
 * saves): the exception as it would be sent, flat: `staffId` (absent/empty = the whole company), `startDate`,
 * `endDate` (absent = `startDate`), `kind` 'closed' | 'hours' and, for 'hours', one pass `start`–`end` (`HH:MM`).
 * Judged by scheduleExceptionInputSchema, so the preview refuses what saving would (400 with the same messages).
 */
export const exceptionCoveredQuerySchema = z
  .object({
    staffId: z.string().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    kind: z.string().optional(),
    start: z.string().optional(),
    end: z.string().optional(),
  })
  // Only reshaped here (missing values stay missing): the piped schema judges every field.
  .transform(
    ({ staffId, start, end, endDate, ...rest }) =>
      ({
        ...rest,
        endDate: endDate ? endDate : undefined,
        staffId: staffId ? staffId : null,
        intervals: rest.kind === 'hours' ? [{ start, end }] : [],
      }) as ScheduleExceptionInput,
  )
  .pipe(scheduleExceptionInputSchema);

/** `GET /api/admin/schedule-exceptions/covered`: the booked bookings the exception would leave outside its hours. */
export interface ExceptionCoveredResponse {
  bookings: AffectedBooking[];
}

/**
 * Body of `PUT /api/admin/holidays/:date`: `mode` 'closed' | 'open' | 'hours', `intervals` for 'hours',
 * `coveredBookings` (see coveredBookingsSchema).
 */
export const holidayInputSchema = z
  .object({
    mode: z.enum(EXCEPTION_KINDS, { error: 'Välj stängt, öppet eller särskilda tider' }),
    intervals: z.array(z.unknown()).max(10).default([]),
    coveredBookings: coveredBookingsSchema,
  })
  .transform((input, ctx) => {
    const intervals = parseIntervals(input.mode, input.intervals, ctx);
    if (intervals === null) return z.NEVER;
    return { mode: input.mode, intervals, coveredBookings: input.coveredBookings };
  });
export type HolidayInput = z.input<typeof holidayInputSchema>;

/** The intervals of a 'hours' exception (validated, sorted, at least one), `[]` for other kinds; null on an issue. */
function parseIntervals(kind: ExceptionKind, raw: unknown[], ctx: z.RefinementCtx): TimeInterval[] | null {
  if (kind !== 'hours') return [];
  if (raw.length === 0) {
    ctx.addIssue({ code: 'custom', message: EXCEPTION_NEEDS_HOURS_MESSAGE, path: ['intervals'] });
    return null;
  }
  const result = intervalsSchema.safeParse({ enabled: true, intervals: raw });
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.addIssue({ ...issue, code: 'custom', path: [...issue.path] });
    return null;
  }
  return result.data;
}

/**
 * The 'Undantag' form of Settings › Schema as the salon fills it in: scope (`staffId` '' = the whole company), dates
 * (`YYYY-MM-DD`), closed or special hours (`start`/`end` `HH:MM`, used for 'hours') and the note. Its fields are only
 * shaped here; the server's scheduleExceptionInputSchema judges them and its Swedish message shows under the form.
 */
export const exceptionFormSchema = z.object({
  staffId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  kind: z.enum(['closed', 'hours']),
  start: z.string(),
  end: z.string(),
  note: z.string().max(80, EXCEPTION_NOTE_MESSAGE),
});
export type ExceptionForm = z.infer<typeof exceptionFormSchema>;

/** One holiday's row: how the company keeps it and its special hours (`HH:MM`, used for 'hours'). */
export const holidayFormSchema = z.object({
  mode: z.enum(EXCEPTION_KINDS),
  start: z.string(),
  end: z.string(),
});
export type HolidayForm = z.infer<typeof holidayFormSchema>;
