import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from './env';

/**
 * Keys whose values never reach the log, at the top level and one level down (pino's redaction): passwords,
 * tokens, one-time codes, cookies and the personal data of customers.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cancelToken',
  'otp',
  'secret',
  'authorization',
  'cookie',
  'email',
  'to',
  'recipient',
  'phone',
  'name',
  'params',
];
export const REDACTED_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)];

type SerializedError = Record<string, unknown>;

/** Fields of a PostgreSQL error worth logging; `detail`, `where` and `hint` may quote row values, so they stay out. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/** A stack trace without its message lines (a Drizzle message repeats the query's parameters). */
function framesOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * pino's `err` serializer: name, message and stack frames, and for database errors the statement and the SQLSTATE
 * but never the parameters (Drizzle's `DrizzleQueryError` puts them in its message, pg's `detail` quotes values).
 * Causes are serialized the same way, three deep.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 3) return err;
  const withQuery = err as Error & { query?: unknown; params?: unknown };
  const isDrizzleQuery = typeof withQuery.query === 'string' && 'params' in withQuery;
  const out: SerializedError = {
    type: err.name,
    message: isDrizzleQuery ? `Failed query: ${withQuery.query as string}` : err.message,
    stack: framesOnly(err.stack),
  };
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** A logger with Tidvis's redaction and error serializer, writing JSON lines to `destination` (default stdout). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[skyddat]' },
      serializers: { err: serializeError },
    },
    destination,
  );
}

/** The server's structured logger (pino, JSON lines on stdout). */
export const logger = createLogger(env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL);
