/**
 * Contracts of the admin settings endpoints (`/api/admin/settings`, admin-side §2 "Admin settings", §3, §5, §7).
 * Minutes for buffers and steps; times `HH:MM` Europe/Stockholm.
 */
import { PHONE_INVALID_MESSAGE } from '../phone';
import { z } from '../zod';
import { phoneNumberSchema } from './phone';
import { SLOT_INTERVAL_OPTIONS, weeklyScheduleInputSchema, type WeeklySchedule } from '../schedule';
import { isoDateSchema } from './booking';

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
 * `PATCH /api/admin/settings/company`: name and e-mail required; phone and address optional (empty → null); the phone
 * is stored in E.164 (issue 13 §4).
 */
export const companyDetailsSchema = z.object({
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
  location: optionalText(200, 'Adressen får vara högst 200 tecken'),
});
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

/** `GET /api/admin/settings/week-bookings?week=` — any date of the wanted week. */
export const weekBookingsQuerySchema = z.object({ week: isoDateSchema });

/** The admin's company as the settings page reads it. */
export interface CompanySettings {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  avatarUrl: string | null;
  slug: string;
  status: 'pending' | 'active' | 'suspended';
  weeklySchedule: WeeklySchedule;
  defaultBufferMinutes: number;
  slotIntervalMinutes: number;
  emailNotifications: boolean;
  smsReminders: boolean;
}

/** A booked booking in the schedule grid's week: date `YYYY-MM-DD`, times `HH:MM`. */
export interface WeekGridBooking {
  id: string;
  startDate: string;
  startTime: string;
  endTime: string;
}
