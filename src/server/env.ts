import { z } from 'zod';

/** The server's configuration, read from process.env once and validated. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default('./data'),
  CLIENT_DIR: z.string().default('dist/client'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(16).default('tidvis-development-secret-change-me'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tidvis <no-reply@tidvis.se>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  PLATFORM_ADMIN_EMAILS: z.string().default('drift@tidvis.se'),
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
