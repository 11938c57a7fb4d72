import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

/** C0 control characters and DEL, except tab, line feed and carriage return (multi-line messages keep those). */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/; // eslint-disable-line no-control-regex

export const CONTROL_CHARACTER_MESSAGE = 'Texten innehåller otillåtna tecken.';

/** Whether any string in `value` (nested arrays and objects included, keys too) holds a control character. */
export function containsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => CONTROL_CHARACTER.test(key) || containsControlCharacter(item, depth + 1),
  );
}

/**
 * One rule at the boundary for every text our API takes (issue 14 §4): a NUL or another control character in the
 * path, the query or a JSON body answers 400 `invalid_input` 'Texten innehåller otillåtna tecken.' before any
 * route runs (PostgreSQL refuses NUL in text, which was a 500). A body that is not JSON is left to the route's
 * own 400.
 */
export const rejectControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refuse = () => {
    throw new AppError(400, 'invalid_input', CONTROL_CHARACTER_MESSAGE);
  };
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new AppError(400, 'invalid_input', 'Ogiltig adress.');
  }
  if (CONTROL_CHARACTER.test(path)) refuse();
  for (const [key, value] of url.searchParams) {
    if (CONTROL_CHARACTER.test(key) || CONTROL_CHARACTER.test(value)) refuse();
  }
  if (c.req.header('content-type')?.includes('application/json')) {
    // A clone: the route may read the raw body itself (bodyLimit, better-auth), which Hono's cache would break.
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    if (containsControlCharacter(body)) refuse();
  }
  await next();
};
