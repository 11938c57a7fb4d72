import type { AuthErrorCode } from '../../shared/error-codes';
import { createHash, randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { emailSchema } from '../../shared/schemas/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { enqueueEmail } from '../mail/outbox';
import { signInLinkEmail } from '../mail/sign-in-link-email';
import { claimMailToAddress } from '../security/address-cooldown';
import { CLIENT_ADDRESS_HEADER } from '../security/client-address';
import { clearFailedSignIns } from './account-lock';

/** Minutes a mailed sign-in link works. Longer than the mail quota's window, so a capped address still holds one. */
export const SIGN_IN_LINK_MINUTES = 15;
/** The query parameter of the sign-in page that carries a link's token (`/auth?tab=login&inloggningslank=…`). */
export const SIGN_IN_LINK_PARAM = 'inloggningslank';
export const SIGN_IN_LINK_INVALID_MESSAGE = 'Länken är ogiltig, redan använd eller för gammal. Begär en ny.';

const identifierOf = (token: string) =>
  `sign-in-link:${createHash('sha256').update(token).digest('base64url')}`;

/** What the sign-in link plugin needs besides better-auth: the database, the app's origin and its clock. */
export interface SignInLinkDeps {
  db: Database;
  origin: string;
  clock: Clock;
}

/**
 * better-auth plugin for the owner's way in past a sign-in lock (docs/decisions/026-sign-in-lock.md):
 * - `POST /api/auth/sign-in-link/send` `{ email }` → always 200 `{ success: true }`, whatever the address. When it
 *   has a confirmed account and the address's mail quota allows (2 per 10 minutes, security/address-cooldown.ts), a
 *   single-use link valid SIGN_IN_LINK_MINUTES is mailed: `/auth?tab=login&inloggningslank=<32 random bytes>`; only
 *   the SHA-256 of the token is stored (better-auth's `verification` table). Earlier links stay valid, so an address
 *   whose quota someone else used up still has working links in its inbox. 400 on an invalid address.
 * - `POST /api/auth/sign-in-link/verify` `{ token }` → 200 `{ user }` with a session cookie, as a sign-in; the token
 *   is consumed atomically (a second use fails) and the account's lock from wrong passwords is lifted.
 *   400 `INVALID_SIGN_IN_LINK` for an unknown, used or expired token.
 * The token is long and random, so unlike a 6-digit code it cannot be guessed or used up by someone else's tries.
 */
export function signInLinkPlugin(deps: SignInLinkDeps) {
  return {
    id: 'sign-in-link',
    endpoints: {
      sendSignInLink: createAuthEndpoint(
        '/sign-in-link/send',
        { method: 'POST', body: z.object({ email: z.string() }) },
        async (ctx) => {
          const parsed = emailSchema.safeParse(ctx.body.email);
          if (!parsed.success)
            throw new APIError('BAD_REQUEST', {
              message: parsed.error.issues[0]?.message ?? 'Ogiltig e-post',
            });
          const email = parsed.data.toLowerCase();
          const found = await ctx.context.internalAdapter.findUserByEmail(email);
          // Counted for every address, so the quota tells nothing of who has an account.
          const allowed = await claimMailToAddress(deps.db, 'sign-in-link', email, deps.clock());
          if (found?.user.emailVerified && allowed) {
            const token = randomBytes(32).toString('base64url');
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: identifierOf(token),
              value: found.user.id,
              expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000),
            });
            const url = `${deps.origin}/auth?tab=login&${SIGN_IN_LINK_PARAM}=${encodeURIComponent(token)}`;
            await enqueueEmail(deps.db, {
              to: found.user.email,
              ...signInLinkEmail(url, SIGN_IN_LINK_MINUTES),
            });
          }
          return ctx.json({ success: true });
        },
      ),
      verifySignInLink: createAuthEndpoint(
        '/sign-in-link/verify',
        { method: 'POST', body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const invalid = () =>
            new APIError('BAD_REQUEST', {
              code: 'INVALID_SIGN_IN_LINK' satisfies AuthErrorCode,
              message: SIGN_IN_LINK_INVALID_MESSAGE,
            });
          // Deletes the row in one statement and returns it unless expired: one use, however many at once.
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(
            identifierOf(ctx.body.token),
          );
          if (!consumed) throw invalid();
          const user = await ctx.context.internalAdapter.findUserById(consumed.value);
          if (!user) throw invalid();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          const client = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
          await clearFailedSignIns(deps.db, user.email, client);
          return ctx.json({ user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
