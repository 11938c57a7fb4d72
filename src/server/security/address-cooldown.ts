import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';
import { addressKey } from './address-key';

/*
 * Per-address cooldowns (issue 21): at most one action of a kind (`name`, e.g. 'password-reset') per e-mail address
 * within `seconds`, whichever client asks and whichever server process answers. Kept in the `rate_limit` table under
 * `cooldown:<name>:<keyed hash of the address>` (address-key.ts), `last_request` = the epoch ms of the action that started the cooldown.
 * Addresses without an account are counted alike, so a cooldown does not tell whether an account exists.
 */
const keyOf = (name: string, email: string) => addressKey(`cooldown:${name}`, email);

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
      // A clock moved back (tests) must not hold an address for longer than one cooldown.
      setWhere: sql`${rateLimit.lastRequest} <= ${nowMs - windowMs} or ${rateLimit.lastRequest} > ${nowMs}`,
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
