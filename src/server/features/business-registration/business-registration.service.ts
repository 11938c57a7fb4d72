import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import {
  type BusinessRegistration,
  type BusinessRegistrationResult,
} from '../../../shared/schemas/business-registration';
import { slugify } from '../../../shared/slug';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { RATE_LIMITED_MESSAGE } from '../../security/rate-limit';
import { AppError, sqlState } from '../../errors';
import { baseUrl } from '../../env';
import { logger } from '../../logger';
import { enqueueEmail } from '../../mail/outbox';
import { claimMailToAddress } from '../../security/address-cooldown';
import { registrationAttemptEmail } from '../../mail/registration-attempt-email';
import {
  companyEmailTaken,
  deleteUser,
  findUserIdByEmail,
  insertOwner,
  insertPendingCompany,
  slugsLike,
  type NewPendingCompany,
} from './business-registration.queries';

export const REGISTRATION_FAILED_MESSAGE = 'Fel vid företagsregistrering';

/** Slug of a company without letters or digits in its name ('!!!'). */
const FALLBACK_SLUG = 'foretag';
/** Slug clashes are resolved by suffix; this many lost races in a row means something else is wrong. */
const MAX_SLUG_ATTEMPTS = 20;

/** The first free slug of `base`, `base-2`, `base-3`, … given the slugs in use. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Inserts the pending company under the first free slug of its name (admin-side §3 slug rule, suffix on clash).
 * Race safe: the unique slug index decides, and a slug taken between the read and the insert moves on to the next.
 */
export async function insertWithUniqueSlug(db: Database, values: Omit<NewPendingCompany, 'slug'>) {
  const base = slugify(values.name) || FALLBACK_SLUG;
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
    const slug = nextFreeSlug(base, await slugsLike(db, base));
    const row = await insertPendingCompany(db, { ...values, slug });
    if (row) return row;
  }
  throw new AppError(409, 'slug_unavailable', REGISTRATION_FAILED_MESSAGE);
}

function fromAuthError(err: APIError): AppError {
  if (err.statusCode === 429) return new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
  // Our sign-up hook answers bad input with the shared schemas' Swedish messages (no code); better-auth's own are English.
  const body = err.body as { code?: string; message?: string } | undefined;
  if (err.statusCode === 400 && !body?.code && body?.message)
    return new AppError(400, 'invalid_input', body.message);
  return new AppError(422, 'registration_failed', REGISTRATION_FAILED_MESSAGE);
}

/**
 * Registers a company (admin-side §2 "Business registration", §7 "Registration"): signs the contact person up as a
 * user (better-auth mails the 6-digit code through the outbox) and creates the company `pending` with a unique slug,
 * the default weekly schedule, phone, description and the optional address (street, postcode, city). Verifying the code (`/api/auth/email-otp/verify-email`) signs
 * the new admin in; the company stays hidden from customers until a platform operator approves it. The user is
 * stored as the company's owner (`company_members`) in the company's transaction: that membership, not the company's
 * e-mail, makes them its admin, and it counts only once the code is verified (docs/decisions/009).
 *
 * Atomicity: better-auth writes the user outside our transactions, so the user comes first and the company only
 * after sign-up succeeded; if the company insert then fails, the new user is deleted again. A crash between the two
 * leaves an unverified user without company, which the e-mail check below reports on a retry.
 *
 * An e-mail that already belongs to a user (e.g. a customer) or a company gets the same answer as a new one, but
 * nothing is stored and the address is mailed instead (answerForKnownAddress): the caller may not own that account,
 * making it an admin would hand its bookings to whoever typed it in, and a different answer would tell anyone who
 * has an account.
 *
 * Errors: 400 `invalid_input` (sign-up rules), 429 `rate_limited`, 422 `registration_failed`.
 */
export async function registerBusiness(
  deps: Deps,
  input: BusinessRegistration,
): Promise<BusinessRegistrationResult> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  if ((await companyEmailTaken(db, email)) || (await findUserIdByEmail(db, email))) {
    return answerForKnownAddress(deps, input, email);
  }

  const [firstName = input.contactName, ...rest] = input.contactName.split(/\s+/);
  let userId: string;
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: input.contactName,
        email,
        password: input.password,
        firstName,
        lastName: rest.length ? rest.join(' ') : undefined,
        phone: input.phone,
      },
    });
    userId = result.user.id;
  } catch (err) {
    if (err instanceof APIError) throw fromAuthError(err);
    throw err;
  }
  // better-auth answers a duplicate sign-up with a made-up user (no account enumeration): a concurrent
  // registration of the same e-mail won the race, and that user is not ours to attach a company to.
  if ((await findUserIdByEmail(db, email)) !== userId) return answerForKnownAddress(deps, input, email);

  try {
    const company = await db.transaction(async (tx) => {
      const row = await insertWithUniqueSlug(tx, {
        name: input.companyName,
        email,
        phone: input.phone,
        description: input.description,
        categories: input.categories,
        street: input.street ?? null,
        postcode: input.postcode ?? null,
        city: input.city ?? null,
      });
      await insertOwner(tx, row.id, userId);
      return row;
    });
    return { company: { ...company, status: 'pending' }, email };
  } catch (err) {
    await deleteUser(db, userId).catch((cleanupErr: unknown) =>
      logger.error(
        { err: cleanupErr, userId },
        'could not remove the user of a failed business registration',
      ),
    );
    if (sqlState(err) === '23505') return answerForKnownAddress(deps, input, email);
    throw err;
  }
}

/**
 * The answer to a registration with an address that already has an account or a company: the same
 * 201 as for a new address (a pending company with a fresh id and the name's slug, nothing stored), so the form
 * does not tell anyone whether the address is in use, and an e-mail to the address telling its owner what happened
 * and how to sign in or reset the password: at most MAIL_QUOTA such mails per address per 10 minutes, from any
 * clients; past that the answer is the same and nothing is mailed.
 */
async function answerForKnownAddress(
  deps: Deps,
  input: BusinessRegistration,
  email: string,
): Promise<BusinessRegistrationResult> {
  if (await claimMailToAddress(deps.db, 'registration-attempt', email, deps.clock())) {
    await enqueueEmail(deps.db, {
      to: email,
      ...registrationAttemptEmail(input.companyName, baseUrl(deps.env)),
    });
  }
  return {
    company: {
      id: randomUUID(),
      name: input.companyName,
      slug: slugify(input.companyName) || FALLBACK_SLUG,
      status: 'pending',
    },
    email,
  };
}
