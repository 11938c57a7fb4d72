import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-db';

/*
 * What every request pays before its route (docs/performance.md, 'What every request carries'): the served app
 * has one error handler, and a read never builds the full Request. Both showed as garbage per request in a heap
 * profile of /api/health (46 KB before, 32 KB after). Database logic is not involved, so PGlite alone.
 */
describe('the door of every request', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx.close());

  it('runs every route under the served app’s one error handler, none wrapped by a mounted app’s own', () => {
    const wrapped = ctx.app.routes
      .filter((route) => COMPOSED_HANDLER in route.handler)
      .map((route) => `${route.method} ${route.path}`);
    expect(wrapped).toEqual([]);
  });

  it('answers a GET without asking for its body (which would build the whole Request)', async () => {
    const request = new Request('http://localhost/api/health');
    Object.defineProperty(request, 'body', {
      get() {
        throw new Error('the body of a GET was asked for');
      },
    });
    const res = await ctx.app.fetch(request);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('still answers an error thrown behind the mounted apps with the JSON error body', async () => {
    const res = await ctx.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Sidan finns inte' } });
    const image = await ctx.app.request('/images/not-an-image');
    expect(image.status).toBe(404);
    expect((await image.json()).error.code).toBe('not_found');
    const mine = await ctx.app.request('/api/bookings/mine');
    expect(mine.status).toBe(401);
    expect((await mine.json()).error.code).toBe('unauthorized');
  });
});
