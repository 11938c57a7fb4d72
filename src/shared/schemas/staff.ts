/**
 * Contracts of staff (docs/decisions/012): the public view customers choose from, and the admin's
 * `/api/admin/staff` inputs. Swedish messages here are the ones the server answers with.
 */
import { zonedWallClockToInstant } from '../dates';
import { weeklyScheduleInputSchema, type WeeklySchedule } from '../schedule';
import { z } from '../zod';
import { isoDateSchema } from './booking';
import { personNameSchema } from './names';
import { idSchema } from './ids';
import { STAFF_PRESENTATION_MAX, type ResponsiveImage } from './images';

export const STAFF_NAME_MESSAGE = 'Ange ett namn på högst 100 tecken';
export const STAFF_TITLE_MESSAGE = 'Titeln får vara högst 60 tecken';
export const STAFF_NOT_FOUND_MESSAGE = 'Personen finns inte eller utför inte tjänsten.';
export const STAFF_HAS_BOOKINGS_MESSAGE =
  'Personen har bokningar och kan inte tas bort. Inaktivera personen i stället.';
export const STAFF_PRESENTATION_MESSAGE = `Presentationen får vara högst ${STAFF_PRESENTATION_MAX} tecken`;
export const ABSENCE_REASON_MESSAGE = 'Anledningen får vara högst 200 tecken';

/** Absence kinds: 'time_off' is 'Ledig', 'sick' is 'Sjuk'. */
export const STAFF_ABSENCE_KINDS = ['time_off', 'sick'] as const;
export type StaffAbsenceKind = (typeof STAFF_ABSENCE_KINDS)[number];

/**
 * A staff member as customers see them (`GET /api/companies/:slug` → `staff`, active members in display order).
 * `serviceIds`: the active services they perform. Empty list = a company without staff (one implicit resource).
 */
export interface PublicStaff {
  id: string;
  name: string;
  title: string | null;
  /** The portrait's largest WebP (`/images/<hash>.webp`), or null; `photo` has its variants for `srcset`. */
  photoUrl: string | null;
  photo: ResponsiveImage | null;
  /** A short presentation ('Välj personal', the company page's 'Personal'), ≤ 300 characters, or null. */
  presentation: string | null;
  serviceIds: string[];
}

/** Who performs a booking, as every view of a booking shows it; null at a company without staff. */
export interface BookingStaff {
  id: string;
  name: string;
  title: string | null;
}

/**
 * A staff member as the admin sees them (`GET /api/admin/staff`). `weeklySchedule` null = the company's hours;
 * `upcomingBookings`: booked bookings from today on.
 */
export interface AdminStaff extends PublicStaff {
  active: boolean;
  displayOrder: number;
  weeklySchedule: WeeklySchedule | null;
  upcomingBookings: number;
}

/** An absence (`GET /api/admin/staff/:id/absences`): instants as ISO strings, half-open `[start, end)`. */
export interface StaffAbsence {
  id: string;
  staffId: string;
  kind: StaffAbsenceKind;
  start: string;
  end: string;
  reason: string | null;
}

/** A colleague a covered booking can be moved to ('Flytta till …'): free then and able to do its service. */
export interface MoveCandidate {
  id: string;
  name: string;
}

/**
 * A `booked` booking of the absent member inside an absence that has not started yet
 * (`GET /api/admin/staff/:id/absences/:absenceId/covered`): `startDate` `YYYY-MM-DD`, times `HH:MM` Stockholm, and
 * `moveTo`, the active colleagues free at exactly that time who perform its service (empty: nobody can take it).
 */
export interface AbsenceCoveredBooking {
  id: string;
  customerName: string;
  serviceName: string;
  startDate: string;
  startTime: string;
  endTime: string;
  moveTo: MoveCandidate[];
}

/** `GET /api/admin/staff/:id/absences/:absenceId/covered` answer. */
export interface AbsenceCoveredBookings {
  bookings: AbsenceCoveredBooking[];
}

/**
 * Create/update body of a staff member: `name` 1–100 trimmed, `title` ≤ 60 (empty → null), `presentation` ≤ 300
 * characters (empty → null; left out → unchanged on update, none on create), `active`, `serviceIds` (services of
 * the same company; others are 400), `weeklySchedule` (null = the company's hours).
 */
export const staffInputSchema = z.object({
  name: personNameSchema(STAFF_NAME_MESSAGE, STAFF_NAME_MESSAGE),
  title: z
    .string({ error: STAFF_TITLE_MESSAGE })
    .trim()
    .max(60, STAFF_TITLE_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
  presentation: z
    .string({ error: STAFF_PRESENTATION_MESSAGE })
    .trim()
    .max(STAFF_PRESENTATION_MAX, STAFF_PRESENTATION_MESSAGE)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  active: z.boolean().default(true),
  serviceIds: z.array(idSchema('Ogiltig tjänst')).max(200).default([]),
  weeklySchedule: weeklyScheduleInputSchema.nullable().default(null),
});
export type StaffInput = z.input<typeof staffInputSchema>;

/**
 * Body of `POST /api/admin/staff/:id/absences`: `start`/`end` ISO instants (end after start), `kind`, optional
 * `reason` ≤ 200.
 */
export const staffAbsenceInputSchema = z
  .object({
    kind: z.enum(STAFF_ABSENCE_KINDS).default('time_off'),
    start: z.iso.datetime({ offset: true, error: 'Ange en giltig starttid' }),
    end: z.iso.datetime({ offset: true, error: 'Ange en giltig sluttid' }),
    reason: z
      .string()
      .trim()
      .max(200, ABSENCE_REASON_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => new Date(v.end) > new Date(v.start), {
    message: 'Sluttiden måste vara efter starttiden',
    path: ['end'],
  });
export type StaffAbsenceInput = z.input<typeof staffAbsenceInputSchema>;

/* --- Admin staff API (`/api/admin/staff`) ------------------------------------------------------------- */

export const STAFF_MEMBER_NOT_FOUND_MESSAGE = 'Personen finns inte';
export const STAFF_SERVICES_MESSAGE = 'Välj bland företagets tjänster';
export const STAFF_ORDER_MESSAGE = 'Ange varje person en gång';
export const ABSENCE_IN_PAST_MESSAGE = 'Frånvaron har redan passerat. Välj en sluttid framåt i tiden.';
export const ABSENCE_NOT_FOUND_MESSAGE = 'Frånvaron finns inte';

/** Body of `PUT /api/admin/staff/order`: the company's members' ids in their new order (each once). */
export const staffOrderSchema = z.object({
  ids: z
    .array(idSchema('Ogiltig person'))
    .min(1, STAFF_ORDER_MESSAGE)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, STAFF_ORDER_MESSAGE),
});
export type StaffOrderInput = z.input<typeof staffOrderSchema>;

/**
 * Query of `GET /api/admin/staff/:id/absences`: optional Stockholm dates `from` and `to` (`YYYY-MM-DD`, real dates
 * of the years isoDateSchema allows, both included); absences overlapping them are listed. Without `from`: from today; without `to`: no end.
 */
export const staffAbsenceQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** One member's figures on the admin dashboard: non-cancelled bookings and kronor of booked + completed ones. */
export interface StaffStats {
  staffId: string;
  name: string;
  photoUrl: string | null;
  active: boolean;
  bookings: number;
  revenue: number;
}

/**
 * The 'Lägg till person' / 'Redigera person' form's values: the fields as typed, `ownHours` for the 'Egna
 * arbetstider' choice (the `schedule` is kept while 'Samma som företaget' is chosen, so switching back restores it).
 */
export interface StaffFormValues {
  name: string;
  title: string;
  presentation: string;
  active: boolean;
  serviceIds: string[];
  ownHours: boolean;
  schedule: WeeklySchedule;
}

/**
 * The staff form's validator: its values become the create/update body (`weeklySchedule` null unless `ownHours`)
 * and are checked with `staffInputSchema`, so the form shows the server's messages. A schedule issue's path starts
 * with `weeklySchedule`.
 */
export const staffFormSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    presentation: z.string(),
    active: z.boolean(),
    serviceIds: z.array(z.string()),
    ownHours: z.boolean(),
    schedule: z.custom<WeeklySchedule>(),
  })
  .transform((v): StaffInput => ({
    name: v.name,
    title: v.title,
    presentation: v.presentation,
    active: v.active,
    serviceIds: v.serviceIds,
    weeklySchedule: v.ownHours ? v.schedule : null,
  }))
  .pipe(staffInputSchema);

/** 'Lägg till frånvaro' with a from or to time left incomplete. */
export const ABSENCE_MISSING_MESSAGE = 'Ange både från och till';

/** The absence form's values as typed: `from`/`to` are `datetime-local` values ('YYYY-MM-DDTHH:MM', Stockholm). */
export interface StaffAbsenceFormValues {
  kind: StaffAbsenceKind;
  from: string;
  to: string;
  reason: string;
}

/** A `datetime-local` value as an ISO instant (Stockholm wall clock); null when the date or time is missing. */
function localToInstant(value: string): string | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  return zonedWallClockToInstant(date, time.slice(0, 5)).toISOString();
}

/**
 * The absence form's validator: both times complete ('Ange både från och till' on `to` otherwise); its output is
 * the body of `POST /api/admin/staff/:id/absences`, which the server checks (end after start, not in the past).
 */
export const staffAbsenceFormSchema = z
  .object({ kind: z.enum(STAFF_ABSENCE_KINDS), from: z.string(), to: z.string(), reason: z.string() })
  .refine((v) => localToInstant(v.from) !== null && localToInstant(v.to) !== null, {
    message: ABSENCE_MISSING_MESSAGE,
    path: ['to'],
  })
  .transform((v): StaffAbsenceInput => ({
    kind: v.kind,
    start: localToInstant(v.from) ?? '',
    end: localToInstant(v.to) ?? '',
    reason: v.reason,
  }));
