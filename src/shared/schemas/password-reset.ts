import { z } from '../zod';
import { passwordSchema } from './auth';

/** Forgot password (customer-side §5, admin-side §5): one valid e-mail address. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().pipe(z.email('Ange en giltig e-postadress')),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** What the server accepts at `POST /api/auth/reset-password`: the mailed token and a password passing the rules. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Ogiltig länk' }).min(1, 'Ogiltig länk'),
  newPassword: passwordSchema,
});

/** The reset form: new password twice (admin-side §5 'Lösenorden matchar inte'). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Lösenorden matchar inte',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Minutes a reset link stays valid; the link works once. */
export const RESET_LINK_MINUTES = 30;

/**
 * Seconds after a reset request before the same address may ask again (customer-side §9): the server
 * refuses earlier requests (429 `PASSWORD_RESET_COOLDOWN`, no mail) and the form counts them down.
 */
export const RESET_REQUEST_COOLDOWN_SECONDS = 60;
