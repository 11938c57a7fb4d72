import { z } from 'zod';
import { createApp } from '../src/server/app';
import { closeDeps, createDeps } from '../src/server/deps';
import type { TestContext } from './test-db';

/**
 * The parsed JSON body of an answer whose shape the test does not declare: `unknown`, so every read names its type
 * (a type argument from the shared contracts in src/shared/schemas, e.g. `client.get<MyBookings>(…)`) or checks
 * the body with a response schema (TestClient.getJson, parseJson).
 */
export type UntypedJson = unknown;

/** An answer as the tests read it: status, body (as JSON when it parses, else undefined), raw text and headers. */
export interface TestResponse<T = UntypedJson> {
  status: number;
  json: T;
  text: string;
  headers: Headers;
}

/**
 * Parses `res.json` with `schema`: the typed body, or an error naming the status and the body (a test then fails
 * on the answer's shape, with what the server sent).
 */
export function parseJson<S extends z.ZodType>(res: TestResponse<unknown>, schema: S): z.infer<S> {
  const parsed = schema.safeParse(res.json);
  if (!parsed.success)
    throw new Error(`answer ${res.status} does not match its schema: ${parsed.error.message}\n${res.text}`);
  return parsed.data;
}

/** The body of every error answer (src/server/errors.ts): a code and the message shown to the user. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string() }),
});

/** The message of an error answer, checked against apiErrorSchema. */
export function errorMessage(res: TestResponse<unknown>): string {
  return parseJson(res, apiErrorSchema).error.message;
}

/** A test HTTP client over the in-process app, keeping cookies like a browser session. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly ctx: TestContext) {}

  /** The `cookie` header this client sends: its session, for requests the test makes itself (streams). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /**
   * Sends `method path` with the client's cookies and the app's origin. `body`: JSON (an object, or a string sent
   * as it is, both as application/json), or FormData (multipart, its boundary set by the runtime).
   */
  async request<T = UntypedJson>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const cookie = this.cookieHeader();
    const multipart = body instanceof FormData;
    const res = await this.ctx.app.request(path, {
      method,
      headers: {
        ...(body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        origin: 'http://localhost:3000',
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : multipart || typeof body === 'string'
            ? (body as FormData | string)
            : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) {
        const value = pair.slice(eq + 1);
        if (value === '' || /max-age=0/i.test(set)) this.cookies.delete(pair.slice(0, eq));
        else this.cookies.set(pair.slice(0, eq), value);
      }
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json: json as T, text, headers: res.headers };
  }

  get<T = UntypedJson>(path: string) {
    return this.request<T>('GET', path);
  }
  put<T = UntypedJson>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = UntypedJson>(path: string) {
    return this.request<T>('DELETE', path);
  }
  post<T = UntypedJson>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  /** POSTs `form` as multipart/form-data (file uploads) with the client's cookies. */
  postForm<T = UntypedJson>(path: string, form: FormData) {
    return this.request<T>('POST', path, form);
  }

  /**
   * GETs `path`, expects `status` (200 by default) and parses the body with `schema`: the typed body. Throws with
   * the answer when the status or the shape differs.
   */
  async getJson<S extends z.ZodType>(path: string, schema: S, status = 200): Promise<z.infer<S>> {
    const res = await this.get<unknown>(path);
    if (res.status !== status)
      throw new Error(`GET ${path}: expected ${status}, got ${res.status}\n${res.text}`);
    return parseJson(res, schema);
  }
}

/**
 * A second server process on `ctx`'s PostgreSQL database: its own app, caches and LISTEN connection, as another
 * instance behind a load balancer would have. `close()` shuts it down (before `ctx.close()`).
 */
export async function secondProcess(
  ctx: TestContext,
): Promise<{ client: TestClient; close(): Promise<void> }> {
  const deps = await createDeps(ctx.deps.env, { dataDir: 'memory://' });
  return {
    client: new TestClient({ ...ctx, deps, app: createApp(deps) }),
    close: () => closeDeps(deps),
  };
}
