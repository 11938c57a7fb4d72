import { describe, expect, it, vi } from 'vitest';
import { AvailabilityCache } from './availability-cache';

/** A stand-in for the realtime bus: `change(id)` is what a NOTIFY for company `id` does. */
function fakeBus() {
  const listeners: ((companyId: string) => void)[] = [];
  return {
    subscribeAll: (fn: (companyId: string) => void) => {
      listeners.push(fn);
      return () => {};
    },
    change: (companyId: string) => listeners.forEach((fn) => fn(companyId)),
  };
}

describe('AvailabilityCache', () => {
  it('loads once per key until the company changes, and other companies keep their entries', async () => {
    const bus = fakeBus();
    const cache = new AvailabilityCache(bus);
    const load = vi.fn(async () => 'week');
    expect(await cache.get('a', 'busy', load)).toBe('week');
    expect(await cache.get('a', 'busy', load)).toBe('week');
    expect(await cache.get('b', 'busy', load)).toBe('week');
    expect(load).toHaveBeenCalledTimes(2);
    bus.change('a');
    await cache.get('a', 'busy', load);
    await cache.get('b', 'busy', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reloads after the TTL', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AvailabilityCache(fakeBus(), 1_000);
      const load = vi.fn(async () => 1);
      await cache.get('a', 'k', load);
      vi.advanceTimersByTime(999);
      await cache.get('a', 'k', load);
      vi.advanceTimersByTime(2);
      await cache.get('a', 'k', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load, so the next request tries again', async () => {
    const cache = new AvailabilityCache(fakeBus());
    await expect(cache.get('a', 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', 'k', async () => 'ok')).toBe('ok');
  });

  it('does not let a load that finishes after a change put old data back', async () => {
    const bus = fakeBus();
    const cache = new AvailabilityCache(bus);
    let finish!: (v: string) => void;
    const stale = cache.get('a', 'k', () => new Promise<string>((r) => (finish = r)));
    bus.change('a');
    finish('old');
    expect(await stale).toBe('old');
    expect(await cache.get('a', 'k', async () => 'new')).toBe('new');
  });

  it('starts over when full instead of growing without bound', async () => {
    const cache = new AvailabilityCache(fakeBus(), 60_000, 3);
    const load = vi.fn(async () => 1);
    for (const key of ['1', '2', '3', '4']) await cache.get('a', key, load);
    await cache.get('a', '1', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('keeps the entry loaded right after starting over (it is found again)', async () => {
    const cache = new AvailabilityCache(fakeBus(), 60_000, 2);
    const load = vi.fn(async () => 1);
    for (const key of ['1', '2', '3']) await cache.get('a', key, load);
    await cache.get('a', '3', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('starts over when the sized values pass maxBytes', async () => {
    const cache = new AvailabilityCache(fakeBus(), 60_000, 100, 250);
    const load = vi.fn(async () => 'x'.repeat(100));
    const size = (v: string) => v.length;
    await cache.get('a', '1', load, { size });
    await cache.get('b', '2', load, { size });
    expect(cache.peek('a', '1')).toBeDefined();
    await cache.get('c', '3', load, { size });
    expect(cache.peek('a', '1')).toBeUndefined();
    expect(cache.peek('b', '2')).toBeUndefined();
    // Invalidating a company gives its bytes back.
    await cache.get('a', '1', load, { size });
    await cache.get('b', '2', load, { size });
    cache.invalidate('a');
    await cache.get('c', '3', load, { size });
    expect(cache.peek('b', '2')).toBeDefined();
  });

  it('peeks only at resolved, unexpired values that are still held', async () => {
    vi.useFakeTimers();
    try {
      const bus = fakeBus();
      const cache = new AvailabilityCache(bus, 1_000);
      let finish!: (v: string) => void;
      const pending = cache.get('a', 'k', () => new Promise<string>((r) => (finish = r)));
      expect(cache.peek('a', 'k')).toBeUndefined();
      finish('week');
      await pending;
      expect(cache.peek('a', 'k')).toBe('week');
      vi.advanceTimersByTime(1_001);
      expect(cache.peek('a', 'k')).toBeUndefined();
      await cache.get('a', 'k', async () => 'again');
      bus.change('a');
      expect(cache.peek('a', 'k')).toBeUndefined();
      await expect(cache.get('a', 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
      expect(cache.peek('a', 'k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes with `only` just the value named, keeping a newer one', async () => {
    const cache = new AvailabilityCache(fakeBus());
    const old = await cache.get('a', 'k', async () => ({ v: 1 }));
    cache.delete('a', 'k', old);
    const newer = await cache.get('a', 'k', async () => ({ v: 2 }));
    cache.delete('a', 'k', old);
    expect(cache.peek('a', 'k')).toBe(newer);
    cache.delete('a', 'k');
    expect(cache.peek('a', 'k')).toBeUndefined();
  });
});
