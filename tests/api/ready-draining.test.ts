import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

/* once a process starts shutting down, /api/ready says 503 at once and clients are asked to go. */

describe.each(databaseKinds())('draining on %s', (kind) => {
  let ctx: ClockedTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('answers /api/ready 503 and asks every client to close its connection', async () => {
    const before = await ctx.app.request('/api/ready');
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).toBeNull();
    ctx.deps.lifecycle.startDraining();
    const ready = await ctx.app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect((await ready.json()) as { ok: boolean }).toEqual({ ok: false });
    expect(ready.headers.get('connection')).toBe('close');
    const health = await ctx.app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
  });
});
