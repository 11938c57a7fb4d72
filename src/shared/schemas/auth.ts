import { z } from '../zod';
import { phoneNumberSchema } from './phone';

/** Password rules of customer-side §5 / admin-side §5, shared by forms and server. */
export const passwordSchema = z
  .string()
  .min(8, 'Lösenordet måste vara minst 8 tecken långt')
  .regex(/[A-ZÅÄÖ]/, 'Lösenordet måste innehålla minst en versal')
  .regex(/[0-9]/, 'Lösenordet måste innehålla minst en siffra');

export const emailSchema = z.string().trim().min(1, 'E-post krävs').pipe(z.email('Ogiltig e-postadress.'));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Högst ${max} tecken`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The profile fields of a signup (customer-side §2 auth page); phone (E.164 out) and last name optional. */
export const signupProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'Förnamn krävs').max(60, 'Högst 60 tecken'),
  lastName: optionalText(60),
  /** Optional; stored in E.164 (issue 13 §4). */
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(phoneNumberSchema().optional()),
});

/** What the server accepts at signup (better-auth's body is checked against this). */
export const signupBodySchema = signupProfileSchema.extend({ email: emailSchema, password: passwordSchema });

/** The signup form, with the confirmation field (customer-side §5). */
export const signupFormSchema = signupBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Lösenorden matchar inte',
    path: ['confirmPassword'],
  });

export type SignupForm = z.input<typeof signupFormSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Lösenord krävs'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A 6-digit e-mail verification code. */
export const otpSchema = z.string().regex(/^\d{6}$/, 'Ange den 6-siffriga koden');

/** `Förnamn Efternamn`, the display name stored on the user. */
export function displayName(firstName: string, lastName?: string | null): string {
  return [firstName.trim(), lastName?.trim()].filter(Boolean).join(' ');
}
