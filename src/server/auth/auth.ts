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
import { personNameSchema } from '../../shared/schemas/names';
import { changePasswordBodySchema } from '../../shared/schemas/profile';
import type { AuthErrorCode } from '../../shared/error-codes';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { baseUrl, trustedOrigins } from '../env';
import { sqlState } from '../errors';
import { logger } from '../logger';
import {
  claimAddressCooldown,
  claimAddressQuota,
  claimMailToAddress,
  resetAddressQuota,
} from '../security/address-cooldown';
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
import { ACCOUNT_LOCKED_MESSAGE, claimSignInTry, clearFailedSignIns, settleSignInTry } from './account-lock';
import { signInLinkPlugin } from './sign-in-link';

/** better-auth's own profile update, held to the same rules as our profile form. */
const updateUserBodySchema = z.object({
  // The one name rule (shared/schemas/names.ts): 100 characters, as the display name it is.
  name: personNameSchema('Namn krävs').optional(),
  firstName: signupProfileSchema.shape.firstName.optional(),
  lastName: signupProfileSchema.shape.lastName,
  phone: signupProfileSchema.shape.phone.nullable(),
  image: z.string().max(2048, 'Högst 2048 tecken').nullish(),
});

const bodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': signupBodySchema,
  '/update-user': updateUserBodySchema,
  '/sign-in/email': loginFormSchema,
  '/email-otp/verify-email': z.object({ email: emailSchema, otp: otpSchema }),
  // Only the sign-up code is mailed: codes for sign-in and reset are off (DISABLED_CODE_PATHS).
  '/email-otp/send-verification-otp': z.object({ email: emailSchema, type: z.literal('email-verification') }),
  '/change-password': changePasswordBodySchema,
  '/request-password-reset': forgotPasswordSchema,
  '/reset-password': resetPasswordBodySchema,
};

/** The endpoint that mails a password reset link: one request per address per cooldown. */
const RESET_REQUEST_PATHS = new Set(['/request-password-reset']);

/**
 * The e-mail OTP plugin's endpoints no screen uses, answered 404: sign-in by code (it needed no
 * password and went round the sign-in lock), password reset by code (the reset is the mailed link), checking a
 * code without using it, and changing the account's address by code.
 */
export const DISABLED_CODE_PATHS = [
  '/sign-in/email-otp',
  '/forget-password/email-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/email-otp/check-verification-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
];

/** Tries a sign-up code allows, whoever sends them and however many arrive at once; then the code is dead. */
export const CODE_TRIES = 5;
export const CODE_TRIES_MESSAGE = 'För många felaktiga försök. Begär en ny kod.';
const CODE_TRIES_QUOTA = 'code-tries:email-verification';

/**
 * The answer to a reset request within RESET_REQUEST_COOLDOWN_SECONDS of the previous one for the same address,
 * whether or not it has an account: 429 `PASSWORD_RESET_COOLDOWN`, the seconds left as `retryAfter` and in
 * `Retry-After`, and no mail.
 */
function resetCooldownError(seconds: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'PASSWORD_RESET_COOLDOWN' satisfies AuthErrorCode,
      message: `Vänta ${seconds} s innan du begär en ny länk.`,
      retryAfter: seconds,
    },
    { 'Retry-After': String(seconds) },
  );
}

/** The client's address as withClientAddress worked it out, or undefined for server-side calls. */
const clientOf = (request: Request | undefined) => request?.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;

/** Writes one of better-auth's log lines through pino, its arguments reduced to what is safe to log. */
function logAuthMessage(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
  const errors = args
    .filter((arg): arg is Error => arg instanceof Error)
    .map((err) => {
      const cause = err.cause instanceof Error ? err.cause : err;
      // Drizzle's own message lists the parameters; the driver's error underneath does not.
      const safeMessage = cause === err && /params:/i.test(err.message) ? err.name : cause.message;
      return { code: sqlState(err), message: safeMessage };
    });
  logger[level]({ errors: errors.length > 0 ? errors : undefined }, `better-auth: ${message}`);
}

/**
 * Builds the better-auth instance: e-mail + password, 6-digit e-mail codes, password reset by a mailed 30-minute
 * single-use link (sessions revoked on reset, one request per address a minute), a mailed sign-in link past the
 * sign-in lock (sign-in-link.ts; docs/decisions/026), Google sign-in when configured, sessions in HttpOnly cookies.
 * `clock` is the app's (deps.clock) for our own time rules.
 */
export function createAuth(db: Database, env: Env, clock: Clock = systemClock) {
  const origin = baseUrl(env);
  // The attempt token each sign-up request's answer sets (pending-sign-ups.ts): made in the before hook, which
  // stores a repeated sign-up under it, and set as a cookie by the after hook (cookies set by a before hook are
  // dropped when the endpoint answers).
  const attemptTokens = new WeakMap<Request, string>();
  // The account-wide try count each password sign-in claimed in the before hook, for the after hook.
  const signInTries = new WeakMap<Request, number>();
  // Mails a fresh verification code through the e-mail OTP plugin; set once the instance below exists.
  let sendVerificationCode = async (_email: string): Promise<void> => {
    throw new Error('auth is not built yet');
  };
  const auth = betterAuth({
    appName: 'Tidvis',
    // better-auth's own log lines go to our logger, each error reduced to its SQLSTATE and the driver's message:
    // Drizzle's error message holds the query's parameters (a session token, an e-mail), which must not be logged.
    logger: { level: 'warn', log: logAuthMessage },
    disabledPaths: DISABLED_CODE_PATHS,
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
      // A new password ends a lock from wrong ones (account-lock.ts), as the lock's e-mail says.
      async onPasswordReset({ user }) {
        await clearFailedSignIns(db, user.email);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The signup body was validated by signupBodySchema (hooks.before), which accepts only numbers that
          // normalise; better-auth stores the body as sent, so the phone is stored in E.164 here.
          // The display name is made of the first and last name: the sign-up's own `name`, which
          // better-auth requires and stores, is not taken.
          async before(newUser) {
            const { phone, firstName, lastName } = newUser as {
              phone?: unknown;
              firstName?: unknown;
              lastName?: unknown;
            };
            const data = { ...newUser };
            if (typeof firstName === 'string') {
              data.name = displayName(firstName, typeof lastName === 'string' ? lastName : null);
            }
            if (typeof phone === 'string') Object.assign(data, { phone: normalizePhone(phone) });
            return { data };
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
        // Sign-in links (sign-in-link.ts): each address has its own mail quota besides.
        '/sign-in-link/send': { window: 60, max: 3 },
        '/sign-in-link/verify': { window: 60, max: 10 },
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
        // A try is claimed before the password is checked, so tries sent at once count too (account-lock.ts).
        if (ctx.path === '/sign-in/email') {
          const { email } = parsed.data as { email: string };
          const claimed = await claimSignInTry(db, email, clientOf(ctx.request), clock());
          if (claimed.outcome === 'locked') {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'ACCOUNT_LOCKED' satisfies AuthErrorCode,
              message: ACCOUNT_LOCKED_MESSAGE,
            });
          }
          if (ctx.request) signInTries.set(ctx.request, claimed.accountCount);
        }
        // Each code allows CODE_TRIES, counted before better-auth compares: the sixth try, and any after it, is
        // refused unjudged and the code deleted, however many arrive at once.
        if (ctx.path === '/email-otp/verify-email') {
          const { email } = parsed.data as { email: string };
          const wait = await claimAddressQuota(
            db,
            CODE_TRIES_QUOTA,
            email,
            CODE_TRIES,
            VERIFICATION_CODE_SECONDS,
            clock(),
          );
          if (wait > 0) {
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(
              `email-verification-otp-${email.toLowerCase()}`,
            );
            throw new APIError('FORBIDDEN', {
              code: 'TOO_MANY_ATTEMPTS' satisfies AuthErrorCode,
              message: CODE_TRIES_MESSAGE,
            });
          }
        }
        // At most MAIL_QUOTA codes per address per 10 minutes, from any clients (sign-up repeats and 'Skicka ny
        // kod' alike). Past it no new code is made, so the last one mailed still works, and the answer is the same.
        if (ctx.path === '/email-otp/send-verification-otp') {
          const { email } = parsed.data as { email: string };
          if (!(await claimMailToAddress(db, 'verification-code', email, clock())))
            return ctx.json({ success: true });
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
        // The try claimed in the before hook: a wrong password stays counted, the right one is given back
        // (an unconfirmed account's 403 needs the right password too) (account-lock.ts).
        if (ctx.path === '/sign-in/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const accountCount = ctx.request ? signInTries.get(ctx.request) : undefined;
          if (typeof email !== 'string' || accountCount === undefined) return;
          if (failed && returned.statusCode !== 401 && returned.statusCode !== 403) return;
          const wrong = failed && returned.statusCode === 401;
          await settleSignInTry(db, email, clientOf(ctx.request), { wrong, accountCount }, origin);
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
        // Mailed by 'Skicka ny kod' and repeated sign-ups (capped in the before hook of send-verification-otp), by
        // the sign-up that creates the account (once per account) and by a sign-in with the right password to an
        // unconfirmed account. A new code gets a fresh CODE_TRIES.
        async sendVerificationOTP({ email, otp, type }) {
          // Development convenience (README): the code in the message, which redaction leaves alone; never in production.
          if (env.NODE_ENV !== 'production') logger.info({ type }, `verification code for ${email}: ${otp}`);
          await resetAddressQuota(db, CODE_TRIES_QUOTA, email);
          await enqueueEmail(db, { to: email, ...verificationCodeEmail(otp) });
        },
      }),
      signInLinkPlugin({ db, origin, clock }),
      ...googlePlugins(env),
    ],
  });
  sendVerificationCode = async (email) => {
    await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
