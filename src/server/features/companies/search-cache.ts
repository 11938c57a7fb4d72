import type { RealtimeBus } from '../../realtime/bus';

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * A per-process cache of company search results (cached-search.ts: pages of matches, the ranked list 'Ledigt i dag'
 * walks, the city chips), keyed by the search text and filters exactly as the route received them (already
 * trimmed), and the page. Case and accents are not folded here: folding is the database's `tidvis_fold`, and two texts
 * that fold alike merely take two entries. Search results change only with the catalogue (a company's name,
 * location, status or logo, its services), never with bookings, so the cache empties whenever the realtime bus
 * announces a catalogue change from any server process (or after a lost LISTEN connection). The TTL (`ttlMs`,
 * default 60 s) only bounds staleness should a change ever go unpublished; at `maxEntries` (default 1,000) the
 * least recently used entry goes.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    bus: Pick<RealtimeBus, 'subscribeCatalog'>,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1_000,
  ) {
    bus.subscribeCatalog(() => this.entries.clear());
  }

  /**
   * The cached result for `key`, or the result of `load()`. Concurrent misses share one load. A load that rejects
   * is not kept (errors are retried), nor is one that the catalogue changed under (the map was cleared meanwhile).
   */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expiresAt > now) {
        this.entries.set(key, hit);
        return hit.value;
      }
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** How many results are held (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
