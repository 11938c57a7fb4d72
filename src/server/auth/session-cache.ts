import { createHash } from 'node:crypto';
import type { SessionUser } from '../context';
import type { RealtimeBus } from '../realtime/bus';

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

/** The session cookie's key in the cache: SHA-256 of the cookie value (the signed token), so no token is kept. */
export function sessionCacheKey(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

/**
 * Per-process cache of checked sessions (docs/decisions/013): a signed-in request whose session cookie
 * was checked by better-auth less than `ttlMs` ago (SESSION_CACHE_TTL_S, at most 60 s, never past the session's own
 * expiry) gets its user without a database round trip. Triggers on the `session` and `user` tables (migration 0010)
 * NOTIFY the user's id on every change (sign-out, revocation, password change or reset, deletion, profile or
 * e-mail change, verification), and every process drops that user's entries when the realtime bus hears it; after a
 * lost LISTEN connection everything is dropped. Guests (invalid cookies) are never cached. `ttlMs` 0 turns it off.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Counts invalidations, so a check that raced one is not cached (see `generation`). */
  private invalidations = 0;

  constructor(
    bus: Pick<RealtimeBus, 'subscribeSessions'>,
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {
    bus.subscribeSessions((userId) => (userId === null ? this.clear() : this.forgetUser(userId)));
  }

  /** The cached user of `key` (sessionCacheKey), or undefined when absent or expired. */
  get(key: string): SessionUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.user;
    this.forgetKey(key, entry.user.id);
    return undefined;
  }

  /** Take before checking a session with the database; pass to `set`, which ignores checks an invalidation raced. */
  generation(): number {
    return this.invalidations;
  }

  /**
   * Caches `user` for `key` until min(now + ttl, `sessionExpiresAt`), unless some user's sessions were invalidated
   * since `generation` was taken (the check may have read a session that was revoked meanwhile).
   */
  set(key: string, user: SessionUser, sessionExpiresAt: Date | string, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.invalidations) return;
    const expiresAt = Math.min(Date.now() + this.ttlMs, new Date(sessionExpiresAt).getTime());
    if (this.entries.size >= this.maxEntries) this.clear();
    this.entries.set(key, { user, expiresAt });
    let keys = this.keysByUser.get(user.id);
    if (!keys) this.keysByUser.set(user.id, (keys = new Set()));
    keys.add(key);
  }

  /** Drops every cached session of the user whose session `key` is cached (e.g. after that user's auth request). */
  forgetUserOf(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.forgetUser(entry.user.id);
  }

  /** Drops every cached session of `userId`, in this process only (the NOTIFY reaches the others). */
  forgetUser(userId: string): void {
    this.invalidations++;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  /** Drops everything. */
  clear(): void {
    this.invalidations++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  private forgetKey(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
