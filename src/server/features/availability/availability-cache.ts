import type { RealtimeBus } from '../../realtime/bus';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * A per-process cache for what the public availability endpoint reads from the database, grouped by company.
 * Every change to a company's bookings, blocks, hours, services or status is published on the realtime bus
 * (LISTEN/NOTIFY, so from any server process); the cache drops that company's entries when it hears it. The TTL
 * (`ttlMs`, default 60 s) only bounds staleness should a change ever go unpublished. This is a read path for
 * showing times: `POST /api/bookings` re-checks everything in its own transaction, so a stale entry can never
 * produce a wrong booking.
 */
export class AvailabilityCache {
  private readonly byCompany = new Map<string, Map<string, Entry>>();
  private size = 0;

  constructor(
    bus: Pick<RealtimeBus, 'subscribeAll'>,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 20_000,
  ) {
    bus.subscribeAll((companyId) => (companyId === null ? this.clear() : this.invalidate(companyId)));
  }

  /**
   * The cached value of `key` for `companyId`, or the result of `load()` (cached when it resolves; a rejection is
   * not kept, so errors are retried).
   */
  get<T>(companyId: string, key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    let entries = this.byCompany.get(companyId);
    const hit = entries?.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.size >= this.maxEntries) this.clear();
    if (!entries) {
      entries = new Map();
      this.byCompany.set(companyId, entries);
    }
    const value = load();
    if (!hit) this.size++;
    entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.byCompany.get(companyId)?.get(key)?.value === value) {
        this.byCompany.get(companyId)!.delete(key);
        this.size--;
      }
    });
    return value;
  }

  /** Forgets one entry (e.g. a value that has gone out of date by itself). */
  delete(companyId: string, key: string): void {
    if (this.byCompany.get(companyId)?.delete(key)) this.size--;
  }

  /** Forgets everything cached for the company. */
  invalidate(companyId: string): void {
    const entries = this.byCompany.get(companyId);
    if (!entries) return;
    this.size -= entries.size;
    this.byCompany.delete(companyId);
  }

  private clear() {
    this.byCompany.clear();
    this.size = 0;
  }
}
