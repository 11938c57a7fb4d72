import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyInvitations, rateLimit } from '../db/schema';
import { addressDigest, normalizeAddress } from './address-key';

/**
 * A `rate_limit` row whose last hit is older than this is no longer read by any limit (the longest window is an
 * hour: the data export's; the account lock is 15 minutes), so the retention job may delete it.
 */
export const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60_000;
/**
 * An expired invitation is kept this long after its expiry so its link still says 'expired' rather than 'not found';
 * then the retention job deletes it with the invited address.
 */
export const EXPIRED_INVITATION_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * Deletes the rows that only hold a counter or an invitation nobody can use any more: `rate_limit` rows
 * last hit more than RATE_LIMIT_ROW_TTL_MS before `now` (epoch ms in `last_request`; counters of better-auth and of
 * ours alike), and company invitations that expired more than EXPIRED_INVITATION_GRACE_MS before `now`. Returns the
 * counts deleted.
 */
export async function purgeExpiredRows(
  db: Database,
  now: Date,
): Promise<{ rateLimits: number; invitations: number }> {
  const limits = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_ROW_TTL_MS))
    .returning({ id: rateLimit.id });
  const invitations = await db
    .delete(companyInvitations)
    .where(lt(companyInvitations.expiresAt, new Date(now.getTime() - EXPIRED_INVITATION_GRACE_MS)))
    .returning({ id: companyInvitations.id });
  return { rateLimits: limits.length, invitations: invitations.length };
}

/**
 * Deletes what is kept under the address `email` outside the account, for an erasure: every
 * `rate_limit` counter and cooldown keyed by it (any prefix; security/address-key.ts) and the invitations to it
 * that nobody has accepted. Run inside the erasure's transaction (`tx`).
 */
export async function forgetAddress(tx: Database, email: string): Promise<void> {
  const suffix = `:${addressDigest(email)}`;
  await tx.delete(rateLimit).where(sql`right(${rateLimit.key}, ${suffix.length}) = ${suffix}`);
  await tx
    .delete(companyInvitations)
    .where(sql`lower(${companyInvitations.email}) = ${normalizeAddress(email)}`);
}
