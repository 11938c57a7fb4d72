import { z } from 'zod';

/** The server's configuration, read from process.env once and validated. Nothing else reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    DATA_DIR: z.string().default('./data'),
    CLIENT_DIR: z.string().default('dist/client'),
    DATABASE_URL: z.string().optional(),
    APP_URL: z.url().optional(),
    BETTER_AUTH_SECRET: z.string().min(16).default('tidvis-development-secret-change-me'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Tidvis <no-reply@tidvis.se>'),
    /** Stockholm hour (0–23) from which the day-before reminders are sent (jobs/reminders.ts). */
    REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(18),
    /**
     * Reverse proxies in front of the server that append to X-Forwarded-For (0: none, the socket's address is the
     * client's); rate limits key on the address the outermost of them saw (security/client-address.ts).
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    PLATFORM_ADMIN_EMAILS: z.string().default('drift@tidvis.se'),
    /** Where /contact messages are mailed (customer-side §2 'Information pages'). */
    SUPPORT_EMAIL: z.email().default('support@tidvis.se'),
    /** Receiver of the booking webhooks (customer-side §7); unset = no webhooks are written. */
    WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Standard Webhooks signing secret `whsec_<base64>`; required with WEBHOOK_URL. */
    WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'expected whsec_<base64>')
      .optional(),
    /** 46elks' SMS endpoint (issue 13 §4): `POST` form-encoded `from`, `to`, `message` with basic auth. */
    SMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.46elks.com/a1/sms'),
    /** 46elks API username and password; both unset = SMS are kept in the dev SMS outbox (`/api/dev/sms`). */
    SMS_API_USERNAME: z.string().min(1).optional(),
    SMS_API_PASSWORD: z.string().min(1).optional(),
    /** SMS sender: 2–11 letters and digits starting with a letter (shown as the sender's name), or an E.164 number. */
    SMS_FROM: z
      .string()
      .regex(
        /^(?:[A-Za-z][A-Za-z0-9]{1,10}|\+[1-9][0-9]{6,14})$/,
        'expected 2–11 letters/digits starting with a letter, or an E.164 number',
      )
      .default('Tidvis'),
    /** Google sign-in (OAuth client of Google Cloud); both unset = the Google button says it is unavailable. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** OpenID discovery document of the Google provider; tests point it at a local mock (docs/decisions/005). */
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  })
  .refine((e) => !e.WEBHOOK_URL || e.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'required with WEBHOOK_URL',
  })
  .refine((e) => !e.SMS_API_USERNAME === !e.SMS_API_PASSWORD, {
    path: ['SMS_API_PASSWORD'],
    message: 'SMS_API_USERNAME and SMS_API_PASSWORD are set together',
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record (defaults applied); throws with a readable message when invalid. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

/** Public origin of the app, e.g. `http://localhost:3000`; used in e-mail links and auth. */
export function baseUrl(e: Env = env): string {
  return e.APP_URL ?? `http://localhost:${e.PORT}`;
}

/** The 46elks credentials when SMS are sent for real (both set), else null: SMS are kept in the dev SMS outbox. */
export function smsProvider(
  e: Pick<Env, 'SMS_API_URL' | 'SMS_API_USERNAME' | 'SMS_API_PASSWORD' | 'SMS_FROM'>,
): { url: string; username: string; password: string; from: string } | null {
  if (!e.SMS_API_USERNAME || !e.SMS_API_PASSWORD) return null;
  return { url: e.SMS_API_URL, username: e.SMS_API_USERNAME, password: e.SMS_API_PASSWORD, from: e.SMS_FROM };
}

/** Origins whose browser requests may write: the app's own, plus Vite's dev server outside production. */
export function trustedOrigins(e: Env = env): string[] {
  return e.NODE_ENV === 'production' ? [baseUrl(e)] : [baseUrl(e), 'http://localhost:5173'];
}
