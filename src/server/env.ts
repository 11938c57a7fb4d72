import os from 'node:os';
import { z } from 'zod';

const DEV_AUTH_SECRET = 'tidvis-development-secret-change-me';
const MIN_PRODUCTION_SECRET = 32;

/** The server's configuration, read from process.env once and validated. Nothing else reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    DATA_DIR: z.string().default('./data'),
    CLIENT_DIR: z.string().default('dist/client'),
    DATABASE_URL: z.string().optional(),
    /** Where `npm run backup` writes (default DATA_DIR/backups). */
    BACKUP_DIR: z.string().optional(),
    APP_URL: z.url().optional(),
    BETTER_AUTH_SECRET: z.string().min(16).default(DEV_AUTH_SECRET),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Tidvis <no-reply@tidvis.se>'),
    /** Stockholm hour (0–23) from which the day-before reminders are sent (jobs/reminders.ts). */
    REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(18),
    /**
     * Reverse proxies in front of the server that append to X-Forwarded-For (0: none, the socket's address is the
     * client's); rate limits key on the address the outermost of them saw (security/client-address.ts).
     */
    /**
     * Months finished bookings (and guest records and sent messages) keep personal data before the daily retention
     * job anonymises them (jobs/retention.ts).
     */
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(36),
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
    /** 46elks' SMS endpoint: `POST` form-encoded `from`, `to`, `message` with basic auth. */
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
    /**
     * Paying online (docs/decisions/047): the platform's Stripe secret key (`sk_test_…`/`sk_live_…`) and the signing
     * secret of its Connect webhook endpoint (`whsec_…`), set together. Unset = the dev payment page plays the
     * provider (never in production: there online payment is then simply not offered).
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'expected sk_test_… or sk_live_…')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, 'expected whsec_…')
      .optional(),
    /** Stripe's API origin; only for tests against a local mock (the SDK's host, port and protocol). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The platform's fee in per cent of each online payment (Connect application fee); 0 = none. */
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(20).default(0),
    /** Google sign-in (OAuth client of Google Cloud); both unset = the Google button says it is unavailable. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** OpenID discovery document of the Google provider; tests point it at a local mock (docs/decisions/005). */
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    /**
     * Further origins (comma-separated, e.g. `https://www.salong.se,https://boka.salong.se`) whose browsers may
     * write to the API besides APP_URL's (security/same-origin.ts, better-auth's trusted origins).
     */
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((list, ctx) => {
        const origins: string[] = [];
        for (const item of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          try {
            origins.push(new URL(item).origin);
          } catch {
            ctx.addIssue({ code: 'custom', message: `not an origin: ${item}` });
          }
        }
        return origins;
      }),
    /**
     * Server processes on one port (node:cluster): default the machine's cores; always 1 without
     * DATABASE_URL (embedded PGlite allows one process). See webConcurrency().
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    /** Seconds a stopping process gives requests and claimed jobs in flight before it cuts them off. */
    SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(600).default(10),
    /** Seconds a process may reuse a checked session (auth/session-cache.ts); 0 = no cache. */
    SESSION_CACHE_TTL_S: z.coerce.number().min(0).max(60).default(30),
    /** Bearer token Prometheus must send to `GET /metrics`; unset = no /metrics at all. */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  })
  .refine((e) => !e.WEBHOOK_URL || e.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'required with WEBHOOK_URL',
  })
  // A production server signs sessions with its own secret: the development default is public (it is in this file).
  .refine(
    (e) =>
      e.NODE_ENV !== 'production' ||
      (e.BETTER_AUTH_SECRET !== DEV_AUTH_SECRET && e.BETTER_AUTH_SECRET.length >= MIN_PRODUCTION_SECRET),
    {
      path: ['BETTER_AUTH_SECRET'],
      message: `set a random secret of at least ${MIN_PRODUCTION_SECRET} characters in production (openssl rand -base64 32)`,
    },
  )
  // Without APP_URL, e-mail links would point at http://localhost:PORT and the allowed origin would come from the
  // Host header: a production server is told its public address.
  .refine((e) => e.NODE_ENV !== 'production' || e.APP_URL !== undefined, {
    path: ['APP_URL'],
    message:
      'set APP_URL to the public origin (e.g. https://tidvis.example.se) in production: e-mail links and the allowed origin come from it',
  })
  .refine((e) => !e.STRIPE_SECRET_KEY === !e.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together',
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

/**
 * Origins whose browser requests may write: with APP_URL, its origin and TRUSTED_ORIGINS only;
 * without it, also the origin the request itself was sent to (`requestUrl`: scheme and Host header), so the app
 * works at whatever address it is opened by (`http://127.0.0.1:3000`, a phone on the same network). Outside
 * production Vite's dev server (`http://localhost:5173`) too.
 */
export function trustedOrigins(e: Env = env, requestUrl?: string): string[] {
  const origins = [baseUrl(e), ...e.TRUSTED_ORIGINS];
  if (e.NODE_ENV !== 'production') origins.push('http://localhost:5173');
  if (!e.APP_URL && requestUrl) origins.push(new URL(requestUrl).origin);
  return origins;
}

/**
 * Whether to load the demo data at startup: `never` never; `always` always (forcing it even into a database that
 * has companies); `auto` into an empty database, but never in production, where the demo accounts and their
 * published password would be open to anyone.
 */
export function demoSeedMode(e: Env = env): 'never' | 'if-empty' | 'force' {
  if (e.SEED_DEMO === 'always') return 'force';
  if (e.SEED_DEMO === 'never' || e.NODE_ENV === 'production') return 'never';
  return 'if-empty';
}

/**
 * How many server processes to run: WEB_CONCURRENCY, else the machine's cores
 * (`os.availableParallelism()`), with PostgreSQL; always 1 on embedded PGlite, whose data folder one process opens.
 * Under NODE_ENV=test the default is 1: the test clock (`POST /api/dev/clock`) is per process.
 */
export function webConcurrency(e: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY' | 'NODE_ENV'> = env): number {
  if (!e.DATABASE_URL) return 1;
  return e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'test' ? 1 : os.availableParallelism());
}
