import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { addressDigest } from '../security/address-key';
import { enqueueEmail } from '../mail/outbox';
import { accountLockedEmail } from '../mail/account-locked-email';
import {
  claimAddressQuota,
  countAddressClaim,
  releaseAddressQuota,
  resetAddressQuota,
} from '../security/address-cooldown';

/*
 * The sign-in lock (redone; docs/decisions/026-sign-in-lock.md). Every password sign-in
 * claims a try _before_ the password is checked, in one atomic upsert of the shared `rate_limit` table (keys
 * `quota:login-account:<address hash>` and `quota:login-client:<client hash>:<address hash>`, made by
 * security/address-key.ts, so never the address itself), so tries sent at once are counted like tries sent one by one:
 * - per account and client address: ACCOUNT_LOCK_CLIENT_TRIES wrong passwords per ACCOUNT_LOCK_MINUTES, then that
 *   client is refused for that account until the window ends (a guesser locks out only itself);
 * - per account, from all clients together: ACCOUNT_LOCK_FAILURES, then every password sign-in for the account is
 *   refused until the window ends, and the owner is mailed once.
 * The right password gives its try back (the account-wide count holds only wrong passwords) and forgets the client's
 * tries. Nobody can keep the owner out: a sign-in link mailed to the address (auth/sign-in-link.ts) signs in past
 * any lock and lifts it, and so does a password reset. Addresses without an account are counted alike, so a lock
 * does not tell whether an account exists.
 */

/** Wrong passwords per account, from all clients, within ACCOUNT_LOCK_MINUTES that lock its password sign-in. */
export const ACCOUNT_LOCK_FAILURES = 20;
/** Wrong passwords per account from one client address within ACCOUNT_LOCK_MINUTES before that client is refused. */
export const ACCOUNT_LOCK_CLIENT_TRIES = 5;
export const ACCOUNT_LOCK_MINUTES = 15;
export const ACCOUNT_LOCKED_MESSAGE =
  'För många felaktiga inloggningsförsök. Vänta en stund, eller få en inloggningslänk till din e-post.';

const WINDOW_SECONDS = ACCOUNT_LOCK_MINUTES * 60;
const ACCOUNT = 'login-account';
/**
 * The name of a client's counter for an account: `login-client:<keyed hash of the client address>`, kept under the
 * account's address like every other counter (`quota:login-client:<client hash>:<address hash>`), so erasing the
 * address (security/expired-rows.ts forgetAddress) finds it too.
 */
const clientCounter = (client: string | undefined) => `login-client:${addressDigest(client ?? 'server')}`;

/**
 * A try claimed by claimSignInTry: 'locked' (refuse without checking the password), or 'allowed' with
 * `accountCount`, the account-wide tries of the window including this one (settleSignInTry needs it).
 */
export type SignInTry = { outcome: 'locked' } | { outcome: 'allowed'; accountCount: number };

/**
 * Claims a try at the password of `email` from the client address `client` (undefined for server-side calls) at
 * `now`, before the password is checked: 'locked' when the client has used its ACCOUNT_LOCK_CLIENT_TRIES or the
 * account its ACCOUNT_LOCK_FAILURES in the current window, else 'allowed'. Errors: database errors.
 */
export async function claimSignInTry(
  db: Database,
  email: string,
  client: string | undefined,
  now: Date,
): Promise<SignInTry> {
  const byClient = clientCounter(client);
  if ((await claimAddressQuota(db, byClient, email, ACCOUNT_LOCK_CLIENT_TRIES, WINDOW_SECONDS, now)) > 0)
    return { outcome: 'locked' };
  const { count } = await countAddressClaim(db, ACCOUNT, email, WINDOW_SECONDS, now);
  if (count > ACCOUNT_LOCK_FAILURES) {
    // Refused unchecked, so it is no wrong password of this client.
    await releaseAddressQuota(db, byClient, email);
    return { outcome: 'locked' };
  }
  return { outcome: 'allowed', accountCount: count };
}

/**
 * Settles an allowed try (claimSignInTry) once the password was checked: a wrong one (`wrong`) stays counted, and
 * the one that made ACCOUNT_LOCK_FAILURES (`accountCount`) mails the owner of `email`, if it has an account, with
 * links to `origin`'s sign-in and reset pages; the right one gives its account-wide try back and forgets the client's tries. Errors: database and
 * mail-queue errors.
 */
export async function settleSignInTry(
  db: Database,
  email: string,
  client: string | undefined,
  claimed: { wrong: boolean; accountCount: number },
  origin: string,
): Promise<void> {
  if (!claimed.wrong) {
    await releaseAddressQuota(db, ACCOUNT, email);
    await resetAddressQuota(db, clientCounter(client), email);
    return;
  }
  if (claimed.accountCount === ACCOUNT_LOCK_FAILURES) await mailOwner(db, email, origin);
}

async function mailOwner(db: Database, email: string, origin: string): Promise<void> {
  const [owner] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (owner) {
    await enqueueEmail(db, {
      to: owner.email,
      ...accountLockedEmail(
        ACCOUNT_LOCK_MINUTES,
        ACCOUNT_LOCK_FAILURES,
        `${origin}/forgot-password`,
        `${origin}/auth?tab=login`,
      ),
    });
  }
}

/**
 * Lifts the lock of `email`: forgets the account-wide wrong passwords and, given `client`, that client's (after a
 * password reset or a sign-in by mailed link). Errors: database errors.
 */
export async function clearFailedSignIns(db: Database, email: string, client?: string): Promise<void> {
  await resetAddressQuota(db, ACCOUNT, email);
  if (client) await resetAddressQuota(db, clientCounter(client), email);
}
