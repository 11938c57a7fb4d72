/**
 * Contracts of the admin settings endpoints (`/api/admin/settings`, admin-side §2 "Admin settings", §3, §5, §7).
 * Minutes for buffers and steps; times `HH:MM` Europe/Stockholm.
 */
import type { CategorySlug } from '../categories';
import { addressShape, cityOfAddressRule } from './address';
import { companyCategoriesSchema } from './categories';
import { PHONE_INVALID_MESSAGE } from '../phone';
import { z } from '../zod';
import { phoneNumberSchema } from './phone';
import { SLOT_INTERVAL_OPTIONS, weeklyScheduleInputSchema, type WeeklySchedule } from '../schedule';
import { isoDateSchema } from './booking';
import { BOOKING_HORIZON_OPTIONS, CANCELLATION_NOTICE_OPTIONS } from '../cancellation-policy';
import { orgNumberSchema } from './payments';

export const EMAIL_TAKEN_MESSAGE = 'E-postadressen används redan';
export const BUFFER_MESSAGE = 'Bufferten måste vara 0–240 minuter';
export const SLOT_INTERVAL_MESSAGE = 'Välj 15, 30 eller 60 minuter';
export const LOGO_NOT_IMAGE_MESSAGE = 'Vänligen välj en bildfil';
export const LOGO_TOO_LARGE_MESSAGE = 'Bilden är för stor. Max 5MB tillåtet.';
/** Largest logo upload in bytes (admin-side §9: 5 MB). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * `PATCH /api/admin/settings/company`: name and e-mail required; categories at least one when sent; phone optional
 * (empty → null), stored in E.164; `orgNumber` 'NNNNNN-NNNN' (empty → null, absent = unchanged). The address is `street`, `postcode` (five digits, stored without the space) and
 * `city` (addressShape): all three absent = unchanged; otherwise each absent or empty one is cleared, and a street
 * or postcode needs its city.
 */
export const companyDetailsSchema = z
  .object({
    name: z
      .string({ error: 'Företagsnamn krävs' })
      .trim()
      .min(1, 'Företagsnamn krävs')
      .max(100, 'Företagsnamnet får vara högst 100 tecken'),
    email: z
      .string({ error: 'E-postadress krävs' })
      .trim()
      .min(1, 'E-postadress krävs')
      .pipe(z.email('Ogiltig e-postadress').max(254, 'Ogiltig e-postadress')),
    phone: optionalText(100, PHONE_INVALID_MESSAGE).pipe(phoneNumberSchema().nullable()),
    ...addressShape,
    /**
     * the address's district ('Södermalm'), which search counts as a place; empty → null, absent =
     * unchanged.
     */
    district: z
      .string({ error: 'Stadsdelen får vara högst 60 tecken' })
      .trim()
      .max(60, 'Stadsdelen får vara högst 60 tecken')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    /** at least one category of the fixed list; absent = unchanged. */
    categories: companyCategoriesSchema.optional(),
    /**
     * the organisation number on receipts ('NNNNNN-NNNN', also sent without the hyphen; docs/decisions/047):
     * empty → null, absent = unchanged, else 'Ange organisationsnumret som NNNNNN-NNNN'.
     */
    orgNumber: orgNumberSchema.optional(),
  })
  .refine(cityOfAddressRule.check, cityOfAddressRule.params);
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

/** `PUT /api/admin/settings/schedule`: the weekly hours (no overlaps, end after start), buffer 0–240, step 15/30/60. */
export const scheduleSettingsSchema = z.object({
  weeklySchedule: weeklyScheduleInputSchema,
  defaultBufferMinutes: z
    .number({ error: BUFFER_MESSAGE })
    .int(BUFFER_MESSAGE)
    .min(0, BUFFER_MESSAGE)
    .max(240, BUFFER_MESSAGE),
  slotIntervalMinutes: z
    .number({ error: SLOT_INTERVAL_MESSAGE })
    .refine((v) => (SLOT_INTERVAL_OPTIONS as readonly number[]).includes(v), SLOT_INTERVAL_MESSAGE),
});
export type ScheduleSettingsInput = z.infer<typeof scheduleSettingsSchema>;

/** `PATCH /api/admin/settings/notifications`. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean({ error: 'Ogiltigt värde' }),
  smsReminders: z.boolean({ error: 'Ogiltigt värde' }),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const NOTICE_MESSAGE = 'Välj när kunder senast får avboka';
export const HORIZON_MESSAGE = 'Välj 1, 3, 6 eller 12 månader';

/**
 * `PATCH /api/admin/settings/booking-policy`: hours of notice for the customer's online cancel or
 * move (0 = until the start, 2, 12, 24 or 48) and how many months ahead customers may book (1, 3, 6 or 12).
 */
export const bookingPolicySchema = z.object({
  cancellationNoticeHours: z
    .number({ error: NOTICE_MESSAGE })
    .refine((v) => (CANCELLATION_NOTICE_OPTIONS as readonly number[]).includes(v), NOTICE_MESSAGE),
  bookingHorizonMonths: z
    .number({ error: HORIZON_MESSAGE })
    .refine((v) => (BOOKING_HORIZON_OPTIONS as readonly number[]).includes(v), HORIZON_MESSAGE),
});
export type BookingPolicyInput = z.infer<typeof bookingPolicySchema>;

/** `GET /api/admin/settings/week-bookings?week=` — any date of the wanted week. */
export const weekBookingsQuerySchema = z.object({ week: isoDateSchema });

/** The admin's company as the settings page reads it. */
export interface CompanySettings {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** Street and number ('Götgatan 12'). */
  street: string | null;
  /** Five digits ('11846'); the form shows '118 46'. */
  postcode: string | null;
  city: string | null;
  /** The address on one line ('Götgatan 12, 118 46 Stockholm'). */
  location: string | null;
  /** The address's district, which search counts as a place. */
  district: string | null;
  /** Organisation number 'NNNNNN-NNNN', shown on receipts (docs/decisions/047); null until given. */
  orgNumber: string | null;
  /** In the list's order. */
  categories: CategorySlug[];
  avatarUrl: string | null;
  slug: string;
  status: 'pending' | 'active' | 'suspended';
  weeklySchedule: WeeklySchedule;
  defaultBufferMinutes: number;
  slotIntervalMinutes: number;
  emailNotifications: boolean;
  smsReminders: boolean;
  /** Hours of notice for the customer's online cancel or move; 0 = until the start. */
  cancellationNoticeHours: number;
  /** Months ahead customers may book. */
  bookingHorizonMonths: number;
}

/** A blocked period in the schedule grid's week: the instants `[start, end)`, ISO. */
export interface WeekGridBlock {
  start: string;
  end: string;
}

/** A booked booking in the schedule grid's week: date `YYYY-MM-DD`, times `HH:MM`. */
export interface WeekGridBooking {
  id: string;
  startDate: string;
  startTime: string;
  endTime: string;
}
