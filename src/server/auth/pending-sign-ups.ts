import { createHash, randomBytes } from 'node:crypto';
import type { AuthContext } from 'better-auth';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import { displayName } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { pendingSignUps } from '../db/schema';

/*
 * Pending sign-ups (docs/decisions/023). A sign-up with an address whose account was never confirmed does
 * not change the account: its password hash, names and phone wait in `pending_sign_ups` under a random attempt
 * token that only the browser which made the sign-up holds (an httpOnly cookie, path /api/auth). When that browser
 * confirms the address's code, the waiting sign-up is applied; a confirmation from anywhere else leaves the account
 * as it was. So someone who knows the address cannot slip their password into the owner's account before the
 * owner confirms it (account pre-hijacking), and the owner who signs up again still gets the password they typed.
 */

/** How long a verification code lives (better-auth's e-mail OTP `expiresIn`), and so a pending sign-up. */
export const VERIFICATION_CODE_SECONDS = 600;

/** better-auth cookie name (before its prefixes) of the attempt token. */
const COOKIE_NAME = 'pending_sign_up';

/** The fields a pending sign-up carries to the account. */
export interface PendingSignUpProfile {
  firstName: string;
  lastName: string | null;
  /** E.164, or null. */
  phone: string | null;
}

/** What `storePendingSignUp` keeps: the account, its address, and the sign-up's password hash and profile. */
export interface PendingSignUpInput extends PendingSignUpProfile {
  userId: string;
  email: string;
  passwordHash: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiryFrom = (now: Date) => new Date(now.getTime() + VERIFICATION_CODE_SECONDS * 1000);

/** A fresh random attempt token (32 bytes, base64url): for the cookie; only its SHA-256 is stored. */
export function newAttemptToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The attempt token's cookie as better-auth builds its own (`createAuthCookie`): `better-auth.pending_sign_up`,
 * `__Secure-`-prefixed and `Secure` when the app's origin is https, httpOnly, SameSite=Lax, path `/api/auth`, living
 * as long as a code. Input: better-auth's context. Output: the cookie's name and attributes for `ctx.setCookie`.
 */
export function pendingSignUpCookie(context: Pick<AuthContext, 'createAuthCookie'>) {
  return context.createAuthCookie(COOKIE_NAME, { path: '/api/auth', maxAge: VERIFICATION_CODE_SECONDS });
}

/**
 * Stores a repeated sign-up of a never-confirmed address under `token` until the code expires
 * (VERIFICATION_CODE_SECONDS after `now`). In the same transaction it deletes every expired pending sign-up (of
 * any address: personal data must not linger, decision 010) and the one of `presentedToken`, the token the same
 * browser got from an earlier sign-up (its cookie is replaced by `token`). Errors: database errors propagate.
 */
export async function storePendingSignUp(
  db: Database,
  input: PendingSignUpInput,
  token: string,
  presentedToken: string | null | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pendingSignUps)
      .where(
        or(
          lte(pendingSignUps.expiresAt, now),
          presentedToken ? eq(pendingSignUps.tokenHash, hashToken(presentedToken)) : undefined,
        ),
      );
    await tx.insert(pendingSignUps).values({
      userId: input.userId,
      email: input.email.toLowerCase(),
      tokenHash: hashToken(token),
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      createdAt: now,
      expiresAt: expiryFrom(now),
    });
  });
}

/**
 * Called once `email`'s code was accepted (after better-auth's `/email-otp/verify-email` succeeded): when `token`
 * (the request's attempt token, if any) belongs to a pending sign-up of `email` that has not expired at `now`, its
 * password becomes the account's credential password (updated, or linked when the account has none) and its names
 * and phone the account's profile. Then every pending sign-up of `email` is deleted, applied or not: the address is
 * confirmed, so none can apply any more. Output: the applied profile, or null when the account kept what it had.
 * Errors: database errors propagate (the code is then already used; the account keeps its password).
 */
export async function completePendingSignUp(
  context: Pick<AuthContext, 'internalAdapter'>,
  db: Database,
  email: string,
  token: string | null | undefined,
  now: Date,
): Promise<PendingSignUpProfile | null> {
  const address = email.trim().toLowerCase();
  const [pending] = token
    ? await db
        .select()
        .from(pendingSignUps)
        .where(
          and(
            eq(pendingSignUps.tokenHash, hashToken(token)),
            eq(pendingSignUps.email, address),
            gt(pendingSignUps.expiresAt, now),
          ),
        )
    : [];
  let applied: PendingSignUpProfile | null = null;
  const found = pending
    ? await context.internalAdapter.findUserByEmail(address, { includeAccounts: true })
    : null;
  if (pending && found && found.user.id === pending.userId) {
    const { user, accounts } = found;
    if (accounts.some((a) => a.providerId === 'credential')) {
      await context.internalAdapter.updatePassword(user.id, pending.passwordHash);
    } else {
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: pending.passwordHash,
      });
    }
    applied = { firstName: pending.firstName, lastName: pending.lastName, phone: pending.phone };
    await context.internalAdapter.updateUser(user.id, {
      name: displayName(applied.firstName, applied.lastName),
      ...applied,
    });
  }
  await db.delete(pendingSignUps).where(eq(pendingSignUps.email, address));
  return applied;
}

/**
 * A new code was mailed to `email` (`/email-otp/send-verification-otp`, 'Skicka ny kod'): the pending sign-up of
 * `token` for that address, if still alive at `now`, now lives as long as the new code. Output: whether one was
 * extended (then the caller renews the cookie). Errors: database errors propagate.
 */
export async function extendPendingSignUp(
  db: Database,
  email: string,
  token: string | null | undefined,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const rows = await db
    .update(pendingSignUps)
    .set({ expiresAt: expiryFrom(now) })
    .where(
      and(
        eq(pendingSignUps.tokenHash, hashToken(token)),
        eq(pendingSignUps.email, email.trim().toLowerCase()),
        gt(pendingSignUps.expiresAt, now),
      ),
    )
    .returning({ id: pendingSignUps.id });
  return rows.length > 0;
}

/** Deletes every pending sign-up expired at `now` (retention job, decision 010). Output: how many. */
export async function deleteExpiredPendingSignUps(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(pendingSignUps)
    .where(lte(pendingSignUps.expiresAt, now))
    .returning({ id: pendingSignUps.id });
  return rows.length;
}
