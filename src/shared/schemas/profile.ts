import { z } from '../zod';
import { PASSWORD_MAX, passwordSchema, signupProfileSchema } from './auth';
import { FULL_NAME_TOO_LONG_MESSAGE, fullNameFits } from './names';
import type { BookingStatus } from './booking';

export const GENDERS = ['unspecified', 'male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** History: completed and cancelled bookings fetched, and entries shown (customer-side §7, §9). */
export const HISTORY_FETCH_PER_STATUS = 10;
export const HISTORY_LIMIT = 20;
export const FEEDBACK_COMMENT_MAX = 1000;

const AGE_MESSAGE = 'Ålder måste vara ett heltal mellan 1 och 120';

/** Empty means "not given": '' and whitespace become null, a number-like string becomes a number. */
const ageSchema = z
  .union([z.number(), z.string(), z.null()], { error: AGE_MESSAGE })
  .optional()
  .transform((v) => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'number') return v;
    const trimmed = v.trim();
    return trimmed === '' ? null : Number(trimmed);
  })
  .pipe(
    z.number({ error: AGE_MESSAGE }).int(AGE_MESSAGE).min(1, AGE_MESSAGE).max(120, AGE_MESSAGE).nullable(),
  );

/**
 * An optional signup field that also accepts null; empty becomes null. A pipe rather than a union, so a bad value
 * gets the field's own message ('Ange ett giltigt telefonnummer'), not the union's generic one.
 */
const nullable = <T extends z.ZodType<string | undefined, string | undefined>>(schema: T) =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? undefined)
    .pipe(schema)
    .transform((v) => v ?? null);

/**
 * `PATCH /api/me/profile` body and the edit-profile form (customer-side §2 'Profile', §5): strings trimmed, empty
 * becomes null; first name required; age a whole number 1–120 (years); gender one of GENDERS (missing =
 * 'unspecified'). The same rules as signup for names and phone.
 */
export const profileUpdateSchema = z
  .object({
    firstName: signupProfileSchema.shape.firstName,
    lastName: nullable(signupProfileSchema.shape.lastName),
    phone: nullable(signupProfileSchema.shape.phone),
    age: ageSchema,
    gender: z.enum(GENDERS, { error: 'Välj ett giltigt kön' }).default('unspecified'),
  })
  // The display name both make is stored and copied into bookings: the one name limit (names.ts).
  .refine((v) => fullNameFits(v.firstName, v.lastName), {
    message: FULL_NAME_TOO_LONG_MESSAGE,
    path: ['lastName'],
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * `PATCH /api/me/preferences` body: the notification choices (customer-side §3 preferences): e-mail, SMS reminders,
 * and `smsBookingMessages`, booking confirmations, moves and cancellations also by SMS (absent = unchanged;
 * docs/decisions/037).
 */
export const preferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'Ogiltigt val för e-postnotiser' }),
  smsNotifications: z.boolean({ error: 'Ogiltigt val för SMS-notiser' }),
  smsBookingMessages: z.boolean({ error: 'Ogiltigt val för bokningar via SMS' }).optional(),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;
/** The notification choices as the profile shows them. */
export type Preferences = Required<PreferencesInput>;

const RATING_MESSAGE = 'Betyget måste vara ett heltal från 1 till 5';

/** `POST /api/bookings/:id/feedback` body (customer-side §5): rating 1–5, optional comment (trimmed, empty = null). */
export const feedbackSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `Kommentaren får vara högst ${FEEDBACK_COMMENT_MAX} tecken`)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The customer agrees that it is shown as a review on the company page; default false. */
  isPublic: z.boolean().optional().default(false),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

/** What better-auth's `/change-password` accepts (checked by our hook in src/server/auth/auth.ts). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Nuvarande lösenord krävs' })
    .min(1, 'Nuvarande lösenord krävs')
    .max(PASSWORD_MAX, `Högst ${PASSWORD_MAX} tecken`),
  newPassword: passwordSchema,
});

/** The change-password form: the body plus a matching confirmation (customer-side §5). */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().max(PASSWORD_MAX, 'Lösenorden matchar inte') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Lösenorden matchar inte',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** `GET /api/me/profile` -> `{ profile }`. `memberSince` is an ISO instant; age in years. */
export interface Profile {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  age: number | null;
  gender: Gender;
  displayName: string;
  memberSince: string;
  preferences: Preferences;
}

export interface BookingFeedback {
  rating: number;
  comment: string | null;
  /** Shown as a review on the company page. */
  isPublic: boolean;
}

/** One entry of `GET /api/me/history` -> `{ history }`: date `YYYY-MM-DD`, time `HH:MM` (Europe/Stockholm). */
export interface HistoryEntry {
  id: string;
  status: Extract<BookingStatus, 'completed' | 'cancelled'>;
  serviceName: string;
  companyName: string;
  companySlug: string;
  /** For 'Boka igen': the booked service and staff member (null when gone / without staff). */
  serviceId: string | null;
  staffId: string | null;
  startDate: string;
  startTime: string;
  feedback: BookingFeedback | null;
  canGiveFeedback: boolean;
}

/** Error messages the profile endpoints answer with. */
export const PROFILE_ERRORS = {
  bookingNotFound: 'Bokningen kunde inte hittas',
  feedbackNotCompleted: 'Omdöme kan bara lämnas på genomförda besök',
  feedbackExists: 'Du har redan lämnat ett omdöme på den här bokningen',
} as const;
