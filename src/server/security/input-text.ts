import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { imageUploadLimit } from '../images/upload';

/** C0 control characters and DEL, except tab, line feed and carriage return (multi-line messages keep those). */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/; // eslint-disable-line no-control-regex

/**
 * A JSON body as better-auth reads one (better-call: `application/json`, `application/…+json`, parameters
 * allowed); Hono's validator reads a subset of these, so whatever either parses is checked here.
 */
const JSON_CONTENT_TYPE = /^application\/([\w.+-]*\+)?json/i;
const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded/i;
const MULTIPART_CONTENT_TYPE = /^multipart\/form-data/i;

export const CONTROL_CHARACTER_MESSAGE = 'Texten innehåller otillåtna tecken.';
/** A JSON body that is not an object (`null`, an array, a string, a number): no route takes one. */
export const NOT_AN_OBJECT_MESSAGE = 'Ogiltig förfrågan.';

/** Largest body of any request but an image upload, in bytes: 64 KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The image uploads (company logo, staff photo): their own limit (uploads/logos.ts), multipart only. */
const IMAGE_UPLOAD_PATH = /^\/api\/admin\/(?:settings\/logo|staff\/[^/]+\/photo)$/;

const defaultBodyLimit = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  // handleError answers an HTTPException 413 with 'Förfrågan är för stor.'.
  onError: () => {
    throw new HTTPException(413);
  },
});

/**
 * The body limit at the door, before anything reads a body (same-origin check, text check,
 * better-auth, the session): 413 'Förfrågan är för stor.' for a body over 64 KB, whether it declares its length or
 * comes chunked (then it is read up to the limit and cut off there). A multipart POST to an image upload route gets
 * that route's own limit (5 MB plus multipart overhead, 413 'Bilden är för stor. Max 5MB tillåtet.').
 */
export const limitBodySize: MiddlewareHandler = (c, next) => {
  // A GET or HEAD has no body for Hono (its Request's body is null), and asking for it would build the whole
  // Request (with an AbortController) that the Node adapter otherwise never makes for a read.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const imageUpload =
    c.req.method === 'POST' &&
    MULTIPART_CONTENT_TYPE.test(c.req.header('content-type') ?? '') &&
    IMAGE_UPLOAD_PATH.test(c.req.path);
  return imageUpload ? imageUploadLimit(c, next) : defaultBodyLimit(c, next);
};

/** Whether `text` is acceptable: well-formed Unicode (no lone UTF-16 surrogate) without control characters. */
export function isAcceptableText(text: string): boolean {
  return (text as string & { isWellFormed(): boolean }).isWellFormed() && !CONTROL_CHARACTER.test(text);
}

/**
 * Whether any string in `value` (nested arrays and objects at any depth included, keys too) holds a control
 * character or a lone surrogate. Walks iteratively, so a deeply nested body cannot overflow the stack.
 */
export function containsUnacceptableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isAcceptableText(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isAcceptableText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * One rule at the boundary for every text our API takes: a NUL or another control
 * character, or text that is not well-formed Unicode (a lone surrogate such as `"\ud800"`, which PostgreSQL
 * refused with a 500 and PGlite stored as U+FFFD), in the path, the query, a JSON body (keys too) or a
 * form-encoded body answers 400 `invalid_input` 'Texten innehåller otillåtna tecken.' before any route runs. A
 * JSON body that is not an object (`null`, an array, a string) answers 400 'Ogiltig förfrågan.'. A body that is
 * not JSON is left to the route's own 400.
 *
 * The JSON is parsed once, here: from a clone, since better-auth reads the raw request itself, and the parsed value
 * is left in Hono's body cache, where the routes' validators (`c.req.json()`) take it. Runs after limitBodySize.
 */
export const rejectUnacceptableText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refuse = (): never => {
    throw new AppError(400, 'invalid_input', CONTROL_CHARACTER_MESSAGE);
  };
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new AppError(400, 'invalid_input', 'Ogiltig adress.');
  }
  if (!isAcceptableText(path)) refuse();
  for (const [key, value] of url.searchParams) {
    if (!isAcceptableText(key) || !isAcceptableText(value)) refuse();
  }
  const contentType = c.req.header('content-type')?.trim() ?? '';
  if (c.req.raw.body && JSON_CONTENT_TYPE.test(contentType)) {
    const text = await c.req.raw.clone().text();
    let body: unknown;
    let parsed = false;
    try {
      body = JSON.parse(text);
      parsed = true;
    } catch {
      // Not JSON (or empty): the route's validator or better-auth answers 400.
    }
    if (parsed) {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new AppError(400, 'invalid_input', NOT_AN_OBJECT_MESSAGE);
      }
      if (containsUnacceptableText(body)) refuse();
      c.req.bodyCache.json = Promise.resolve(body);
    }
  } else if (c.req.raw.body && FORM_CONTENT_TYPE.test(contentType)) {
    for (const [key, value] of new URLSearchParams(await c.req.raw.clone().text())) {
      if (!isAcceptableText(key) || !isAcceptableText(value)) refuse();
    }
  }
  await next();
};
