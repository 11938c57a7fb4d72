import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins';
import { z } from 'zod';
import {
  displayName,
  emailSchema,
  loginFormSchema,
  otpSchema,
  passwordSchema,
  signupBodySchema,
  signupProfileSchema,
} from '../../shared/schemas/auth';
import {
  forgotPasswordSchema,
  RESET_LINK_MINUTES,
  RESET_REQUEST_COOLDOWN_SECONDS,
  resetPasswordBodySchema,
} from '../../shared/schemas/password-reset';
import { normalizePhone } from '../../shared/phone';
import { changePasswordBodySchema } from '../../shared/schemas/profile';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { baseUrl, trustedOrigins } from '../env';
import { logger } from '../logger';
import { claimAddressCooldown } from '../security/address-cooldown';
import { CLIENT_ADDRESS_HEADER } from '../security/client-address';
import { enqueueEmail } from '../mail/outbox';
import { passwordResetEmail } from '../mail/password-reset-email';
import { verificationCodeEmail } from '../mail/templates';
import { googlePlugins } from './google';
import {
  completePendingSignUp,
  extendPendingSignUp,
  newAttemptToken,
  pendingSignUpCookie,
  VERIFICATION_CODE_SECONDS,
} from './pending-sign-ups';
import { handleRepeatedSignUp } from './repeated-sign-up';
import {
  ACCOUNT_LOCKED_MESSAGE,
  clearFailedSignIns,
  isSignInLocked,
  recordFailedSignIn,
} from './account-lock';

/** better-auth's own profile update, held to the same rules as our profile form (issue 14 §4). */
const updateUserBodySchema = z.object({
  name: z.string().trim().min(1, 'Namn krävs').max(121, 'Högst 121 tecken').optional(),
  firstName: signupProfileSchema.shape.firstName.optional(),
  lastName: signupProfileSchema.shape.lastName,
  phone: signupProfileSchema.shape.phone.nullable(),
  image: z.string().max(2048, 'Högst 2048 tecken').nullish(),
});

const bodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': signupBodySchema,
  '/update-user': updateUserBodySchema,
  // The e-mailed-code reset path obeys the same password rules as the link reset.
  '/email-otp/reset-password': z.object({ email: emailSchema, otp: otpSchema, password: passwordSchema }),
  '/sign-in/email': loginFormSchema,
  '/email-otp/verify-email': z.object({ email: emailSchema, otp: otpSchema }),
  '/email-otp/send-verification-otp': z.object({ email: emailSchema }),
  '/change-password': changePasswordBodySchema,
  '/request-password-reset': forgotPasswordSchema,
  '/email-otp/request-password-reset': forgotPasswordSchema,
  '/forget-password/email-otp': forgotPasswordSchema,
  '/reset-password': resetPasswordBodySchema,
};

/** The endpoints that mail a password reset (link or code): one request per address per cooldown (issue 21). */
const RESET_REQUEST_PATHS = new Set([
  '/request-password-reset',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
]);

/**
 * The answer to a reset request within RESET_REQUEST_COOLDOWN_SECONDS of the previous one for the same address,
 * whether or not it has an account: 429 `PASSWORD_RESET_COOLDOWN`, the seconds left as `retryAfter` and in
 * `Retry-After`, and no mail.
 */
function resetCooldownError(seconds: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'PASSWORD_RESET_COOLDOWN',
      message: `Vänta ${seconds} s innan du begär en ny länk.`,
      retryAfter: seconds,
    },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Builds the better-auth instance: e-mail + password, 6-digit e-mail codes, password reset by a mailed 30-minute
 * single-use link (sessions revoked on reset, one request per address a minute), Google sign-in when configured,
 * sessions in HttpOnly cookies. `clock` is the app's (deps.clock) for our own time rules.
 */
export function createAuth(db: Database, env: Env, clock: Clock = systemClock) {
  const origin = baseUrl(env);
  // The attempt token each sign-up request's answer sets (pending-sign-ups.ts): made in the before hook, which
  // stores a repeated sign-up under it, and set as a cookie by the after hook (cookies set by a before hook are
  // dropped when the endpoint answers).
  const attemptTokens = new WeakMap<Request, string>();
  // Mails a fresh verification code through the e-mail OTP plugin; set once the instance below exists.
  let sendVerificationCode = async (_email: string): Promise<void> => {
    throw new Error('auth is not built yet');
  };
  const auth = betterAuth({
    appName: 'Tidvis',
    baseURL: origin,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    // The same origins as our own writes (security/same-origin.ts), worked out per request.
    trustedOrigins: (request) => trustedOrigins(env, request?.url),
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
      // The link goes to our page, which posts the token to /reset-password; unknown addresses get the same answer.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await enqueueEmail(db, { to: user.email, ...passwordResetEmail(origin, token) });
      },
      // A new password ends a lock from wrong ones (account-lock.ts), as the lock's e-mail promises.
      async onPasswordReset({ user }) {
        await clearFailedSignIns(db, user.email);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The signup body was validated by signupBodySchema (hooks.before), which accepts only numbers that
          // normalise; better-auth stores the body as sent, so the phone is stored in E.164 here (issue 13 §4).
          async before(newUser) {
            const phone = (newUser as { phone?: unknown }).phone;
            if (typeof phone !== 'string') return;
            return { data: { ...newUser, phone: normalizePhone(phone) } };
          },
        },
        // The same for better-auth's own update-user (its body passed updateUserBodySchema).
        update: {
          async before(changes) {
            const phone = (changes as { phone?: unknown }).phone;
            if (typeof phone !== 'string') return;
            return { data: { ...changes, phone: normalizePhone(phone) } };
          },
        },
      },
    },
    emailVerification: { autoSignInAfterVerification: true, sendOnSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      // The client's address as withClientAddress worked it out (TRUSTED_PROXY_HOPS), not a header the client
      // could set itself.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Every signed-in request reads its session and user in one query, not two (db/schema/auth.ts relations).
      database: { joins: true },
    },
    // A Google return that cannot be matched to its start (lost state cookie) lands on our page, not better-auth's.
    onAPIError: { errorURL: `${origin}/auth` },
    rateLimit: {
      enabled: env.NODE_ENV !== 'test',
      storage: 'database',
      // Per client address: reset mails are a spam vector, reset attempts a guessing one.
      customRules: {
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
      },
    },
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
        if (ctx.path === '/sign-in/email') {
          const { email } = parsed.data as { email: string };
          if (await isSignInLocked(db, email, new Date())) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'ACCOUNT_LOCKED',
              message: ACCOUNT_LOCKED_MESSAGE,
            });
          }
        }
        // A repeated sign-up: a fresh code and a pending sign-up tied to this browser, or a notice to the
        // confirmed account's owner.
        if (ctx.path === '/sign-up/email') {
          const attemptToken = newAttemptToken();
          if (ctx.request) attemptTokens.set(ctx.request, attemptToken);
          await handleRepeatedSignUp(ctx.context, parsed.data as z.output<typeof signupBodySchema>, {
            db,
            origin,
            now: clock(),
            sendVerificationCode,
            attemptToken,
            presentedToken: ctx.getCookie(pendingSignUpCookie(ctx.context).name),
          });
        }
        if (RESET_REQUEST_PATHS.has(ctx.path)) {
          const { email } = parsed.data as { email: string };
          const wait = await claimAddressCooldown(
            db,
            'password-reset',
            email,
            RESET_REQUEST_COOLDOWN_SECONDS,
            clock(),
          );
          if (wait > 0) throw resetCooldownError(wait);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        // Wrong passwords are counted per account; a successful sign-in forgets them (account-lock.ts).
        if (ctx.path === '/sign-in/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email !== 'string') return;
          if (failed) {
            if (returned.statusCode === 401) {
              await recordFailedSignIn(db, email, new Date(), `${origin}/forgot-password`);
            }
          } else {
            await clearFailedSignIns(db, email);
          }
          return;
        }
        const cookie = pendingSignUpCookie(ctx.context);
        // Every accepted sign-up sets the attempt cookie, whatever the address (new, never confirmed, confirmed), so
        // the answer tells nothing of an existing account; only a repeated one's token has a pending sign-up.
        if (ctx.path === '/sign-up/email') {
          const token = ctx.request ? attemptTokens.get(ctx.request) : undefined;
          if (!failed && token) ctx.setCookie(cookie.name, token, cookie.attributes);
          return;
        }
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (failed || typeof email !== 'string') return;
        // The address is confirmed: this browser's pending sign-up, if any, becomes the account's password and
        // profile (the session verification just made is this browser's, so it stays); every other one is dropped.
        if (ctx.path === '/email-otp/verify-email') {
          const token = ctx.getCookie(cookie.name);
          const applied = await completePendingSignUp(ctx.context, db, email, token, clock());
          if (token) ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
          const answer = returned as { user?: Record<string, unknown> } | undefined;
          if (applied && answer?.user) {
            const { firstName, lastName, phone } = applied;
            const name = displayName(firstName, lastName);
            return ctx.json({ ...answer, user: { ...answer.user, name, firstName, lastName, phone } });
          }
          return;
        }
        // 'Skicka ny kod': this browser's pending sign-up lives as long as the new code.
        const type = (ctx.body as { type?: unknown } | undefined)?.type;
        if (ctx.path === '/email-otp/send-verification-otp' && type === 'email-verification') {
          const token = ctx.getCookie(cookie.name);
          if (await extendPendingSignUp(db, email, token, clock())) {
            ctx.setCookie(cookie.name, token ?? '', cookie.attributes);
          }
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: VERIFICATION_CODE_SECONDS,
        allowedAttempts: 5,
        // Typos happen; guessing is stopped by the 5 attempts a code allows, not by this window.
        rateLimit: { window: 60, max: 10 },
        sendVerificationOnSignUp: true,
        // Accounts are made by signing up (name, password, code); a code sent to an unknown address signs no one up.
        disableSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          // Development convenience (README): the code in the message, which redaction leaves alone; never in production.
          if (env.NODE_ENV !== 'production') logger.info({ type }, `verification code for ${email}: ${otp}`);
          await enqueueEmail(db, { to: email, ...verificationCodeEmail(otp) });
        },
      }),
      ...googlePlugins(env),
    ],
  });
  sendVerificationCode = async (email) => {
    await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
