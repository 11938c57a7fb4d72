import type { RealtimeBus } from '../../realtime/bus';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** The resolved value, once the load has resolved (what `peek` answers with). */
  settled?: { value: unknown };
  /** Bytes counted towards `maxBytes` for this entry (its `size` option; 0 without one). */
  bytes: number;
}

/** Options of AvailabilityCache.get. */
export interface CacheGetOptions<T> {
  /** The bytes the resolved value holds (counted towards the cache's `maxBytes`); absent = not counted. */
  size?: (value: T) => number;
}

/**
 * A per-process cache for what the public availability endpoint reads from the database, grouped by company.
 * Every change to a company's bookings, blocks, hours, services or status is published on the realtime bus
 * (LISTEN/NOTIFY, so from any server process); the cache drops that company's entries when it hears it. The TTL
 * (`ttlMs`, default 60 s) only bounds staleness should a change ever go unpublished. This is a read path for
 * showing times: `POST /api/bookings` re-checks everything in its own transaction, so a stale entry can never
 * produce a wrong booking.
 *
 * Bounds: at most `maxEntries` entries (default 100,000) and `maxBytes` bytes of the values whose size is given
 * (default 512 MB: the serialised weeks; the full benchmark's 2,001 companies × 8 weeks take about 300 MB); past
 * either it starts over empty.
 */
export class AvailabilityCache {
  private readonly byCompany = new Map<string, Map<string, Entry>>();
  private size = 0;
  private bytes = 0;

  constructor(
    bus: Pick<RealtimeBus, 'subscribeAll'>,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 100_000,
    private readonly maxBytes = 512 * 1024 * 1024,
  ) {
    bus.subscribeAll((companyId) => (companyId === null ? this.clear() : this.invalidate(companyId)));
  }

  /**
   * The cached value of `key` for `companyId`, or the result of `load()` (cached when it resolves; a rejection is
   * not kept, so errors are retried). Concurrent calls for a key share one load. `options.size` counts the resolved
   * value's bytes towards `maxBytes`.
   */
  get<T>(companyId: string, key: string, load: () => Promise<T>, options?: CacheGetOptions<T>): Promise<T> {
    const now = Date.now();
    let entries = this.byCompany.get(companyId);
    const hit = entries?.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit) this.forget(entries!, key, hit);
    if (this.size >= this.maxEntries) this.clear();
    entries = this.byCompany.get(companyId);
    if (!entries) {
      entries = new Map();
      this.byCompany.set(companyId, entries);
    }
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.ttlMs, bytes: 0 };
    this.size++;
    entries.set(key, entry);
    value.then(
      (resolved) => {
        entry.settled = { value: resolved };
        if (!options?.size || this.byCompany.get(companyId)?.get(key) !== entry) return;
        entry.bytes = options.size(resolved);
        this.bytes += entry.bytes;
        if (this.bytes > this.maxBytes) this.clear();
      },
      () => {
        const current = this.byCompany.get(companyId);
        if (current?.get(key) === entry) this.forget(current, key, entry);
      },
    );
    return value;
  }

  /**
   * The value `get` would answer with at once, without waiting: the resolved value of an unexpired entry, or
   * undefined when there is none or its load is still running (or failed).
   */
  peek<T>(companyId: string, key: string): T | undefined {
    const hit = this.byCompany.get(companyId)?.get(key);
    if (!hit?.settled || hit.expiresAt <= Date.now()) return undefined;
    return hit.settled.value as T;
  }

  /**
   * Forgets one entry (e.g. a value that has gone out of date by itself). With `only`, just when the entry still
   * holds that resolved value, so that a concurrent caller's fresh load is kept.
   */
  delete(companyId: string, key: string, only?: unknown): void {
    const entries = this.byCompany.get(companyId);
    const entry = entries?.get(key);
    if (!entry) return;
    if (only !== undefined && entry.settled?.value !== only) return;
    this.forget(entries!, key, entry);
  }

  /** Forgets everything cached for the company. */
  invalidate(companyId: string): void {
    const entries = this.byCompany.get(companyId);
    if (!entries) return;
    this.size -= entries.size;
    for (const entry of entries.values()) this.bytes -= entry.bytes;
    this.byCompany.delete(companyId);
  }

  private forget(entries: Map<string, Entry>, key: string, entry: Entry) {
    entries.delete(key);
    this.size--;
    this.bytes -= entry.bytes;
  }

  /** Forgets everything cached (also what happens when a bound is passed, or a change of every company is heard). */
  clear(): void {
    this.byCompany.clear();
    this.size = 0;
    this.bytes = 0;
  }
}
