import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../shared/error-codes';
import { logger } from './logger';

/**
 * A failure we expect and can explain to the user: `status` is the HTTP status (4xx),
 * `code` a stable machine name (one of shared/error-codes.ts), `message` the Swedish text shown to people, and optional `details` the client
 * needs to recover (answered beside `code` and `message`, e.g. `error.bookings` of `block_covers_bookings`).
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Hittades inte') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Du måste logga in.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Du har inte behörighet.') => new AppError(403, 'forbidden', message);

/** Body of every error answer: `{ error: { code, message } }`, plus an AppError's `details` when it has any. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; [detail: string]: unknown };
}

/** Swedish message of a 503 answered while the database cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Tjänsten är tillfälligt otillgänglig, försök igen om en stund';
/** Seconds a client is asked to wait (`Retry-After`) after a 503: a dropped connection is back within about one. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 2;

/**
 * The one error handler: AppError -> its status; a lost or unreachable database (isDatabaseUnavailable) -> 503
 * `service_unavailable` with `Retry-After`, logged as a warning; anything else -> logged 500 with a generic
 * Swedish message.
 */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    return c.json<ErrorBody>({ error: { ...err.details, code: err.code, message: err.message } }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Förfrågan är för stor.' : 'Ogiltig förfrågan.';
    return c.json<ErrorBody>({ error: { code: 'http_error', message } }, status);
  }
  // A calendar feed's path is its secret: logged masked.
  const path = c.req.path.replace(/^\/calendar\/[^/]*/, '/calendar/[skyddat]');
  if (isDatabaseUnavailable(err)) {
    // Not the program's fault and not the request's. PostgreSQL rolls back a transaction whose connection is
    // gone, so sending the request again is safe; only a COMMIT whose reply was lost may have taken effect, and a
    // booking sent again then meets its own slot taken (409), never a double booking (the exclusion constraint).
    logger.warn({ path, code: sqlState(err), message: innermostMessage(err) }, 'database unavailable');
    c.header('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
    return c.json<ErrorBody>(
      { error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } },
      503,
    );
  }
  logger.error({ err, path }, 'unhandled error');
  return c.json<ErrorBody>(
    { error: { code: 'internal', message: 'Ett oväntat fel inträffade. Försök igen.' } },
    500,
  );
}

/**
 * SQLSTATEs that mean the connection, not the statement, failed: 57P01 admin_shutdown (restart, or a backend
 * terminated), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, or recovering), 53300
 * too_many_connections. Class 08 (connection exception) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres and pg-pool give their own connection failures, which carry no SQLSTATE. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i, // "Connection terminated", "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

/** Node's socket error codes of a server that refuses, resets or cannot be reached. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Marks an error raised while a database connection was being opened (markConnectionFailure). */
const CONNECTION_FAILURE = Symbol('tidvis.connectionFailure');

/**
 * Marks `err` as a failure to open a database connection, so that isDatabaseUnavailable answers true for it
 * whatever its SQLSTATE: while connecting, PostgreSQL also refuses with codes that mean other things in a statement
 * (55000 "database is not currently accepting connections", 28000 a pg_hba rejection, 3D000 a dropped database).
 * Returns `err` itself; a non-object is returned as it is.
 */
export function markConnectionFailure<E>(err: E): E {
  if (err && typeof err === 'object') Object.defineProperty(err, CONNECTION_FAILURE, { value: true });
  return err;
}

/**
 * Whether `err` means the database could not be reached or dropped the connection, rather than rejecting the
 * statement: one of the SQLSTATEs above or class 08, a socket error code, one of node-postgres' own connection
 * messages, or any error marked by markConnectionFailure. Looks through wrappers (`cause`, e.g. Drizzle's DrizzleQueryError) up to four levels deep.
 * Input: anything thrown. Output: true or false; never throws.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { [CONNECTION_FAILURE]?: boolean })[CONNECTION_FAILURE]) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)))
        return true;
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    // Node reports a refused connection to a name with several addresses (localhost: ::1 and 127.0.0.1) as an
    // AggregateError of one error per address.
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The message of the innermost `cause` (Drizzle's own message repeats the query and its parameters). */
function innermostMessage(err: unknown): string | undefined {
  let current: unknown = err;
  let message: string | undefined;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const own = (current as { message?: unknown }).message;
    if (typeof own === 'string') message = own;
    current = (current as { cause?: unknown }).cause;
  }
  return message;
}

/** SQLSTATE of a database error, looking through Drizzle's wrapper (`err.cause.code`). */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
