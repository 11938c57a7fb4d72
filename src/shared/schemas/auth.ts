import { z } from '../zod';
import {
  FULL_NAME_TOO_LONG_MESSAGE,
  fullNameFits,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG_MESSAGE,
  optionalNameSchema,
  personNameSchema,
} from './names';
import { phoneNumberSchema } from './phone';

/** Longest password, in characters: better-auth's own limit (every text has a maximum). */
export const PASSWORD_MAX = 128;

/** Password rules of customer-side §5 / admin-side §5, shared by forms and server. */
export const passwordSchema = z
  .string()
  .min(8, 'Lösenordet måste vara minst 8 tecken långt')
  .max(PASSWORD_MAX, `Lösenordet får vara högst ${PASSWORD_MAX} tecken`)
  .regex(/[A-ZÅÄÖ]/, 'Lösenordet måste innehålla minst en versal')
  .regex(/[0-9]/, 'Lösenordet måste innehålla minst en siffra');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'E-post krävs')
  .max(254, 'Ogiltig e-postadress.')
  .pipe(z.email('Ogiltig e-postadress.'));

/** The profile fields of a signup (customer-side §2 auth page); phone (E.164 out) and last name optional. */
export const signupProfileSchema = z.object({
  firstName: personNameSchema('Förnamn krävs'),
  lastName: optionalNameSchema,
  /** Optional; stored in E.164. */
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(phoneNumberSchema().optional()),
});

/** First and last name together fit the one name limit (names.ts), as the display name is stored. */
const fullNameFitsIn = (v: { firstName: string; lastName?: string | null }) =>
  fullNameFits(v.firstName, v.lastName);
const fullNameIssue = () => ({ message: FULL_NAME_TOO_LONG_MESSAGE, path: ['lastName'] });

const signupBodyObject = signupProfileSchema.extend({
  email: emailSchema,
  password: passwordSchema,
  /**
   * better-auth requires a `name` in the body; the server ignores it and stores displayName(firstName, lastName)
   *. Still held to the name limit, so no megabyte of it is read further.
   */
  name: z.string().max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE).optional(),
});

/** What the server accepts at signup (better-auth's body is checked against this). */
export const signupBodySchema = signupBodyObject.refine(fullNameFitsIn, fullNameIssue());

/** The signup form, with the confirmation field (customer-side §5). */
export const signupFormSchema = signupBodyObject
  .extend({ confirmPassword: z.string().max(PASSWORD_MAX, 'Lösenorden matchar inte') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Lösenorden matchar inte',
    path: ['confirmPassword'],
  })
  .refine(fullNameFitsIn, fullNameIssue());

export type SignupForm = z.input<typeof signupFormSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Lösenord krävs').max(PASSWORD_MAX, `Högst ${PASSWORD_MAX} tecken`),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A 6-digit e-mail verification code. */
export const otpSchema = z.string().regex(/^\d{6}$/, 'Ange den 6-siffriga koden');

/** `Förnamn Efternamn`, the display name stored on the user. */
export function displayName(firstName: string, lastName?: string | null): string {
  return [firstName.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

/** The 'Bekräfta din e-post' form: the 6-digit `code`. */
export const otpFormSchema = z.object({ code: otpSchema });
export type OtpForm = z.infer<typeof otpFormSchema>;
