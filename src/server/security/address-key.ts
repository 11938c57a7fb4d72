import { createHmac } from 'node:crypto';
import { env } from '../env';

/*
 * Counters and cooldowns kept per e-mail address (the account lock, mail cooldowns) live in the shared `rate_limit`
 * table. Their keys hold a keyed hash of the address, never the address: an erased customer's address
 * must not stay behind in them, and a leaked table must not list who tried to sign in. The key is the server's auth
 * secret, which every process and server of one deployment shares, so all of them find the same row.
 */

/** The address as counted: trimmed and lower-cased. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/**
 * The `rate_limit` key of `email` for the counter `prefix` (e.g. 'login-account', 'cooldown:password-reset'):
 * `<prefix>:<base64url HMAC-SHA-256 of the normalised address, 22 characters>`. The same on every process.
 */
export function addressKey(prefix: string, email: string): string {
  return `${prefix}:${addressDigest(email)}`;
}

/** The keyed hash of `email` that addressKey puts after its prefix (22 base64url characters). */
export function addressDigest(email: string): string {
  return createHmac('sha256', env.BETTER_AUTH_SECRET)
    .update(normalizeAddress(email))
    .digest('base64url')
    .slice(0, 22);
}
