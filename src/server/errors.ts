import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logger } from './logger';

/**
 * A failure we expect and can explain to the user: `status` is the HTTP status (4xx),
 * `code` a stable machine name, `message` the Swedish text shown to people, and optional `details` the client
 * needs to recover (answered beside `code` and `message`, e.g. `error.bookings` of `block_covers_bookings`).
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
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
  error: { code: string; message: string; [detail: string]: unknown };
}

/** The one error handler: AppError -> its status; anything else -> logged 500 with a generic Swedish message. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    return c.json<ErrorBody>({ error: { ...err.details, code: err.code, message: err.message } }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Förfrågan är för stor.' : 'Ogiltig förfrågan.';
    return c.json<ErrorBody>({ error: { code: 'http_error', message } }, status);
  }
  // A calendar feed's path is its secret (issue 20): logged masked.
  const path = c.req.path.replace(/^\/calendar\/[^/]*/, '/calendar/[skyddat]');
  logger.error({ err, path }, 'unhandled error');
  return c.json<ErrorBody>(
    { error: { code: 'internal', message: 'Ett oväntat fel inträffade. Försök igen.' } },
    500,
  );
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
