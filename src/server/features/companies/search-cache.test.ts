import { describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache';

/** A stand-in for the realtime bus: `change(id)` is what a catalogue NOTIFY does, `null` a resync. */
function fakeBus() {
  const listeners: ((companyId: string | null) => void)[] = [];
  return {
    subscribeCatalog: (fn: (companyId: string | null) => void) => {
      listeners.push(fn);
      return () => {};
    },
    change: (companyId: string | null) => listeners.forEach((fn) => fn(companyId)),
  };
}

describe('SearchCache', () => {
  it('loads each search text once until the catalogue changes', async () => {
    const bus = fakeBus();
    const cache = new SearchCache<string>(bus);
    const load = vi.fn(async () => 'result');
    expect(await cache.get('soder', load)).toBe('result');
    expect(await cache.get('soder', load)).toBe('result');
    expect(await cache.get('Söder', load)).toBe('result');
    expect(load).toHaveBeenCalledTimes(2);
    bus.change('company-a');
    await cache.get('soder', load);
    expect(load).toHaveBeenCalledTimes(3);
    bus.change(null);
    await cache.get('soder', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new SearchCache<number>(fakeBus());
    let resolve!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a load the catalogue changed under', async () => {
    const bus = fakeBus();
    const cache = new SearchCache<string>(bus);
    let resolve!: (s: string) => void;
    const stale = cache.get('a', () => new Promise<string>((r) => (resolve = r)));
    bus.change('company-a');
    resolve('old');
    expect(await stale).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('reloads after the TTL', async () => {
    vi.useFakeTimers();
    try {
      const cache = new SearchCache<number>(fakeBus(), 1_000);
      const load = vi.fn(async () => 1);
      await cache.get('a', load);
      vi.advanceTimersByTime(999);
      await cache.get('a', load);
      vi.advanceTimersByTime(2);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed load so the next request retries', async () => {
    const cache = new SearchCache<number>(fakeBus());
    await expect(cache.get('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new SearchCache<string>(fakeBus(), 60_000, 2);
    const load = vi.fn(async () => 'x');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
