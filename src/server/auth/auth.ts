import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins';
import { z } from 'zod';
import { emailSchema, loginFormSchema, otpSchema, signupBodySchema } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { baseUrl } from '../env';
import { logger } from '../logger';
import { enqueueEmail } from '../mail/outbox';
import { verificationCodeEmail } from '../mail/templates';

const bodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': signupBodySchema,
  '/sign-in/email': loginFormSchema,
  '/email-otp/verify-email': z.object({ email: emailSchema, otp: otpSchema }),
  '/email-otp/send-verification-otp': z.object({ email: emailSchema }),
};

/** Builds the better-auth instance: e-mail + password, 6-digit e-mail codes, sessions in HttpOnly cookies. */
export function createAuth(db: Database, env: Env) {
  const origin = baseUrl(env);
  return betterAuth({
    appName: 'Tidvis',
    baseURL: origin,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [origin, 'http://localhost:5173'],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        phone: { type: 'string', required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      autoSignIn: false,
    },
    emailVerification: { autoSignInAfterVerification: true, sendOnSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: env.NODE_ENV !== 'test', storage: 'database' },
    hooks: {
      // Our shared schemas check the bodies first, so bad input gets the same Swedish messages as the forms.
      before: createAuthMiddleware(async (ctx) => {
        const schema = bodySchemas[ctx.path];
        if (!schema) return;
        const parsed = schema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues[0]?.message ?? 'Ogiltiga uppgifter',
          });
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 5,
        // Typos happen; guessing is stopped by the 5 attempts a code allows, not by this window.
        rateLimit: { window: 60, max: 10 },
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          if (env.NODE_ENV !== 'production') logger.info({ email, otp, type }, 'verification code');
          await enqueueEmail(db, { to: email, ...verificationCodeEmail(otp) });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
