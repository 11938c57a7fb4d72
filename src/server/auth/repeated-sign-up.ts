import type { AuthContext } from 'better-auth';
import type { z } from 'zod';
import { displayName, type signupBodySchema } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { enqueueEmail } from '../mail/outbox';
import { signUpAttemptEmail } from '../mail/sign-up-attempt-email';
import { claimAddressCooldown } from '../security/address-cooldown';

/** Minutes within which a confirmed account's owner is told of another sign-up attempt at most once. */
export const SIGN_UP_ATTEMPT_NOTICE_MINUTES = 10;

type SignUpBody = z.output<typeof signupBodySchema>;

/** What a repeated sign-up needs besides better-auth: the database, the app's origin, the time and a code sender. */
export interface RepeatedSignUpDeps {
  db: Database;
  origin: string;
  now: Date;
  /** Mails a fresh 6-digit verification code to `email` (better-auth's e-mail OTP plugin). */
  sendVerificationCode: (email: string) => Promise<void>;
}

/**
 * Runs before better-auth's `POST /sign-up/email` (issue 21), which answers a sign-up with an address that already
 * has an account exactly like a new one (a made-up user, no session) and otherwise does nothing. With this hook:
 * - a never-confirmed account takes this sign-up's password, name and phone (the latest sign-up wins) and a fresh
 *   code is mailed, so the code screen the person now sees is true;
 * - a confirmed account stays as it is, and its owner is mailed that someone tried to sign up with the address,
 *   with links to sign in and to reset the password (at most once per SIGN_UP_ATTEMPT_NOTICE_MINUTES).
 * New addresses are left to better-auth. `body` has passed signupBodySchema (phone in E.164).
 */
export async function handleRepeatedSignUp(
  context: Pick<AuthContext, 'internalAdapter' | 'password'>,
  body: SignUpBody,
  deps: RepeatedSignUpDeps,
): Promise<void> {
  const email = body.email.toLowerCase();
  const found = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!found) return;
  const { user, accounts } = found;

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

  const hash = await context.password.hash(body.password);
  if (accounts.some((a) => a.providerId === 'credential')) {
    await context.internalAdapter.updatePassword(user.id, hash);
  } else {
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  }
  await context.internalAdapter.updateUser(user.id, {
    name: displayName(body.firstName, body.lastName),
    firstName: body.firstName,
    lastName: body.lastName ?? null,
    phone: body.phone ?? null,
  });
  await deps.sendVerificationCode(email);
}
