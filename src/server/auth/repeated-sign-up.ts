import type { AuthContext } from 'better-auth';
import type { z } from 'zod';
import type { signupBodySchema } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { enqueueEmail } from '../mail/outbox';
import { signUpAttemptEmail } from '../mail/sign-up-attempt-email';
import { claimAddressCooldown } from '../security/address-cooldown';
import { storePendingSignUp } from './pending-sign-ups';

/** Minutes within which a confirmed account's owner is told of another sign-up attempt at most once. */
export const SIGN_UP_ATTEMPT_NOTICE_MINUTES = 10;

type SignUpBody = z.output<typeof signupBodySchema>;

/**
 * What a repeated sign-up needs besides better-auth: the database, the app's origin, the time, a code sender and
 * the browser's attempt tokens (pending-sign-ups.ts).
 */
export interface RepeatedSignUpDeps {
  db: Database;
  origin: string;
  now: Date;
  /** Mails a fresh 6-digit verification code to `email` (better-auth's e-mail OTP plugin). */
  sendVerificationCode: (email: string) => Promise<void>;
  /** The token this sign-up's answer sets in the browser's cookie (set whatever the address, see auth.ts). */
  attemptToken: string;
  /** The token the browser sent from an earlier sign-up, if any: its pending sign-up is replaced. */
  presentedToken?: string | null;
}

/**
 * Runs before better-auth's `POST /sign-up/email`, which answers a sign-up with an address that already
 * has an account exactly like a new one (a made-up user, no session) and otherwise does nothing. With this hook:
 * - a never-confirmed account is left as it is: this sign-up's password, name and phone wait as a pending sign-up
 *   under `deps.attemptToken` (pending-sign-ups.ts), applied only if the browser holding that token confirms the
 *   code, and a fresh code is mailed, so the code screen the person now sees is true. Someone else who knows the
 *   address therefore cannot put their password into the owner's account (docs/decisions/023);
 * - a confirmed account stays as it is, and its owner is mailed that someone tried to sign up with the address,
 *   with links to sign in and to reset the password (at most once per SIGN_UP_ATTEMPT_NOTICE_MINUTES).
 * New addresses are left to better-auth. `body` has passed signupBodySchema (phone in E.164). Errors: database and
 * mail-queue errors propagate (the sign-up then fails).
 */
export async function handleRepeatedSignUp(
  context: Pick<AuthContext, 'internalAdapter' | 'password'>,
  body: SignUpBody,
  deps: RepeatedSignUpDeps,
): Promise<void> {
  const email = body.email.toLowerCase();
  const found = await context.internalAdapter.findUserByEmail(email);
  if (!found) return;
  const { user } = found;

  if (user.emailVerified) {
    const wait = await claimAddressCooldown(
      deps.db,
      'sign-up-attempt-notice',
      email,
      SIGN_UP_ATTEMPT_NOTICE_MINUTES * 60,
      deps.now,
    );
    if (wait === 0) await enqueueEmail(deps.db, { to: user.email, ...signUpAttemptEmail(deps.origin) });
    return;
  }

  await storePendingSignUp(
    deps.db,
    {
      userId: user.id,
      email,
      passwordHash: await context.password.hash(body.password),
      firstName: body.firstName,
      lastName: body.lastName ?? null,
      phone: body.phone ?? null,
    },
    deps.attemptToken,
    deps.presentedToken,
    deps.now,
  );
  await deps.sendVerificationCode(email);
}
