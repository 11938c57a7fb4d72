import { createApp } from '../src/server/app';
import { closeDeps, createDeps } from '../src/server/deps';
import type { TestContext } from './test-db';

/** A test HTTP client over the in-process app, keeping cookies like a browser session. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly ctx: TestContext) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.ctx.app.request(path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        origin: 'http://localhost:3000',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
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
    return { status: res.status, json: json as any, text, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get(path: string) {
    return this.request('GET', path);
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
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
