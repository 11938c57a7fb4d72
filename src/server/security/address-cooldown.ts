import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';
import { addressKey } from './address-key';

/*
 * Per-address cooldowns: at most one action of a kind (`name`, e.g. 'password-reset') per e-mail address
 * within `seconds`, whichever client asks and whichever server process answers. Kept in the `rate_limit` table under
 * `cooldown:<name>:<keyed hash of the address>` (address-key.ts), `last_request` = the epoch ms of the action that started the cooldown.
 * Addresses without an account are counted alike, so a cooldown does not tell whether an account exists.
 */
const keyOf = (name: string, email: string) => addressKey(`cooldown:${name}`, email);

/** How far a stored time may lie ahead of "now" before it counts as a clock moved back rather than a race. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Claims the `name` action for `email` at `now`: 0 when it may go ahead (a new cooldown of `seconds` starts), else
 * the whole seconds (1..seconds) until it may. One atomic upsert decides, so two requests at once cannot both go.
 */
export async function claimAddressCooldown(
  db: Database,
  name: string,
  email: string,
  seconds: number,
  now: Date,
): Promise<number> {
  const key = keyOf(name, email);
  const nowMs = now.getTime();
  const windowMs = seconds * 1000;
  const claimed = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: { count: 1, lastRequest: nowMs },
      // A clock moved back (tests) must not hold an address for longer than one cooldown; requests racing each
      // other read the clock a few milliseconds apart, which is no clock moved back (CLOCK_SKEW_MS).
      setWhere: sql`${rateLimit.lastRequest} <= ${nowMs - windowMs} or ${rateLimit.lastRequest} > ${nowMs + CLOCK_SKEW_MS}`,
    })
    .returning({ key: rateLimit.key });
  if (claimed.length > 0) return 0;
  const [row] = await db
    .select({ last: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key));
  const left = row ? Math.ceil((row.last + windowMs - nowMs) / 1000) : 1;
  return Math.min(seconds, Math.max(1, left));
}

/**
 * Claims one of `max` actions of a kind (`name`) for `email` within a fixed window of `seconds` that starts with the
 * window's first claim: 0 when this claim is within the `max`, else the whole seconds (1..seconds) until
 * the window ends. One atomic upsert counts, so however many requests arrive at once, at most `max` get 0. Used for
 * per-address mail caps (2 mails per 10 minutes) and for tries of a code (5 per code). Errors: database errors.
 */
export async function claimAddressQuota(
  db: Database,
  name: string,
  email: string,
  max: number,
  seconds: number,
  now: Date,
): Promise<number> {
  const { count, retryAfter } = await countAddressClaim(db, name, email, seconds, now);
  return count <= max ? 0 : retryAfter;
}

/**
 * The counting step of claimAddressQuota: adds one claim of `name` for `email` at `now` in one atomic upsert and
 * returns `count` (claims in the current window, this one included) and `retryAfter` (whole seconds, 1..seconds,
 * until the window ends). Errors: database errors.
 */
export async function countAddressClaim(
  db: Database,
  name: string,
  email: string,
  seconds: number,
  now: Date,
): Promise<{ count: number; retryAfter: number }> {
  const key = addressKey(`quota:${name}`, email);
  const nowMs = now.getTime();
  const windowMs = seconds * 1000;
  // A window that is over (or starts well in the future: a clock moved back in tests) starts again with this claim.
  // Requests at once read the clock a few milliseconds apart: that must not restart the window (CLOCK_SKEW_MS).
  const fresh = sql`(${rateLimit.lastRequest} <= ${nowMs - windowMs} or ${rateLimit.lastRequest} > ${nowMs + CLOCK_SKEW_MS})`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${fresh} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${fresh} then ${nowMs} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, start: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const start = row?.start ?? nowMs;
  return { count, retryAfter: Math.min(seconds, Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000))) };
}

/**
 * Gives back one claim of `name` for `email` (claimAddressQuota), e.g. a sign-in try that turned out to be the right
 * password. Never below zero. Errors: database errors.
 */
export async function releaseAddressQuota(db: Database, name: string, email: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, addressKey(`quota:${name}`, email)));
}

/** Forgets every claim of `name` for `email` (a new code was issued, a lock lifted). Errors: database errors. */
export async function resetAddressQuota(db: Database, name: string, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, addressKey(`quota:${name}`, email)));
}

/** Mails of one kind an address gets at most per MAIL_QUOTA_MINUTES, from any number of clients. */
export const MAIL_QUOTA = 2;
export const MAIL_QUOTA_MINUTES = 10;

/**
 * Claims a mail of kind `name` (e.g. 'verification-code', 'invitation') to `email`: true when it may go out (one of
 * MAIL_QUOTA per MAIL_QUOTA_MINUTES), false when the address has had its share. Callers answer the same either way.
 */
export async function claimMailToAddress(
  db: Database,
  name: string,
  email: string,
  now: Date,
): Promise<boolean> {
  return (await claimAddressQuota(db, `mail:${name}`, email, MAIL_QUOTA, MAIL_QUOTA_MINUTES * 60, now)) === 0;
}
