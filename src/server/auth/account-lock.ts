import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit, user } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { accountLockedEmail } from '../mail/account-locked-email';
import { addressKey } from '../security/address-key';

/** Wrong passwords in a row, each within ACCOUNT_LOCK_MINUTES of the one before, that lock an address's sign-in. */
export const ACCOUNT_LOCK_FAILURES = 10;
export const ACCOUNT_LOCK_MINUTES = 15;
export const ACCOUNT_LOCKED_MESSAGE = `För många felaktiga inloggningsförsök. Inloggningen är låst i ${ACCOUNT_LOCK_MINUTES} minuter; återställ lösenordet om du har glömt det.`;

const LOCK_MS = ACCOUNT_LOCK_MINUTES * 60_000;

/*
 * Per-account limit on wrong passwords (issue 14 §8), beside better-auth's per-address limit, so that guessing
 * from many addresses is stopped too. Kept in the `rate_limit` table every server process shares, under the key
 * `login-account:<keyed hash of the address>` (security/address-key.ts): `count` wrong passwords in a row, `last_request` the epoch ms of the latest.
 * Addresses without an account are counted alike, so a lock does not tell whether an account exists.
 */
const keyOf = (email: string) => addressKey('login-account', email);

/** Whether sign-in with `email` is locked at `now`: ACCOUNT_LOCK_FAILURES wrong passwords, the last one < 15 min ago. */
export async function isSignInLocked(db: Database, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimit.count, last: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(email)));
  return !!row && row.count >= ACCOUNT_LOCK_FAILURES && now.getTime() - row.last < LOCK_MS;
}

/**
 * Counts one wrong password for `email` at `now` (a failure more than 15 minutes after the previous one starts the
 * count again), in one atomic upsert. The failure that reaches ACCOUNT_LOCK_FAILURES e-mails the account's owner,
 * if the address has an account, with a link to reset the password (`resetUrl`). Returns the count.
 */
export async function recordFailedSignIn(
  db: Database,
  email: string,
  now: Date,
  resetUrl: string,
): Promise<number> {
  const nowMs = now.getTime();
  const stale = sql`${rateLimit.lastRequest} <= ${nowMs - LOCK_MS}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: keyOf(email), count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: nowMs,
      },
    })
    .returning({ count: rateLimit.count });
  const count = row?.count ?? 1;
  if (count === ACCOUNT_LOCK_FAILURES) {
    const [owner] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
    if (owner) {
      await enqueueEmail(db, {
        to: owner.email,
        ...accountLockedEmail(ACCOUNT_LOCK_MINUTES, ACCOUNT_LOCK_FAILURES, resetUrl),
      });
    }
  }
  return count;
}

/** Forgets the wrong passwords of `email` (after a successful sign-in or a password reset). */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
}
