import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_TAKEN_MESSAGE, type CompanySettings } from '../../../shared/schemas/admin-settings';
import {
  EMAIL_CHANGE_ATTEMPTS,
  EMAIL_CHANGE_MINUTES,
  type EmailChangePending,
} from '../../../shared/schemas/company-members';
import type { Deps, MemberCompany } from '../../context';
import { AppError, notFound, sqlState } from '../../errors';
import { emailChangeCodeEmail, emailChangedNoticeEmail } from '../../mail/company-member-emails';
import { enqueueEmail } from '../../mail/outbox';
import { claimMailToAddress } from '../../security/address-cooldown';
import {
  countWrongEmailCode,
  deletePendingEmailChange,
  emailTakenByOther,
  findCompany,
  lockPendingEmailChange,
  updateCompany,
  upsertPendingEmailChange,
} from './admin-settings.queries';
import { toSettings } from './admin-settings.service';

export const EMAIL_UNCHANGED_MESSAGE = 'Det är redan företagets e-postadress.';
export const NO_PENDING_CHANGE_MESSAGE = 'Ingen ändring av e-postadressen väntar. Begär en ny kod.';
export const CODE_EXPIRED_MESSAGE = 'Koden har gått ut. Begär en ny kod.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'För många felaktiga försök. Begär en ny kod.';
export const wrongCodeMessage = (left: number) => `Fel kod. Du har ${left} försök kvar.`;

const emailTaken = () => new AppError(409, 'email_taken', EMAIL_TAKEN_MESSAGE);

/**
 * The stored form of an e-mail change code: HMAC-SHA256 (hex) keyed with BETTER_AUTH_SECRET over company, address
 * and code, so a database leak yields neither the code nor a table to look six digits up in.
 */
export function hashEmailCode(secret: string, companyId: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${companyId}:${email}:${code}`).digest('hex');
}

/**
 * Starts a change of the company's contact e-mail: stores a pending change with a new 6-digit code
 * (valid EMAIL_CHANGE_MINUTES, EMAIL_CHANGE_ATTEMPTS wrong codes; a new request replaces an earlier one) and mails
 * the code to `newEmail` (lower-case) in the same transaction. The company e-mail stays as it is until the code is
 * confirmed. An address gets at most MAIL_QUOTA such codes per 10 minutes, from any companies: past
 * that nothing is stored or mailed (an earlier pending change and its code stay as they are) and the answer is the
 * same. Returns `{ pendingEmail, expiresAt }` (ISO 8601). Errors: 409 `email_unchanged`, 409 `email_taken` (another
 * company has the address).
 */
export async function requestEmailChange(
  deps: Deps,
  company: MemberCompany,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<EmailChangePending> {
  if (newEmail === company.email.toLowerCase())
    throw new AppError(409, 'email_unchanged', EMAIL_UNCHANGED_MESSAGE);
  if (await emailTakenByOther(deps.db, company.id, newEmail)) throw emailTaken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_MINUTES * 60_000);
  if (!(await claimMailToAddress(deps.db, 'email-change-code', newEmail, now)))
    return { pendingEmail: newEmail, expiresAt: expiresAt.toISOString() };
  await deps.db.transaction(async (tx) => {
    await upsertPendingEmailChange(tx, {
      companyId: company.id,
      newEmail,
      codeHash: hashEmailCode(deps.env.BETTER_AUTH_SECRET, company.id, newEmail, code),
      requestedBy: userId,
      expiresAt,
    });
    await enqueueEmail(tx, {
      to: newEmail,
      ...emailChangeCodeEmail(company.name, code, EMAIL_CHANGE_MINUTES),
    });
  });
  return { pendingEmail: newEmail, expiresAt: expiresAt.toISOString() };
}

type ConfirmOutcome =
  | { kind: 'none' | 'expired' | 'locked' }
  | { kind: 'wrong'; left: number }
  | { kind: 'done'; company: CompanySettings | undefined };

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Confirms the pending e-mail change with its code: in one transaction the company's e-mail becomes
 * the new address, the pending change is removed and the previous address is told by e-mail. A wrong code counts
 * an attempt (kept even though the answer is an error); the last allowed wrong attempt, and an expired code, remove
 * the pending change. Returns the company's settings. Errors: 404 `email_change_not_found`,
 * 410 `code_expired`, 400 `wrong_code` (attempts left in the message), 429 `too_many_attempts`, 409 `email_taken`.
 */
export async function confirmEmailChange(
  deps: Deps,
  companyId: string,
  code: string,
  now: Date,
): Promise<CompanySettings> {
  let outcome: ConfirmOutcome;
  try {
    outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const pending = await lockPendingEmailChange(tx, companyId);
      if (!pending) return { kind: 'none' };
      if (pending.expiresAt.getTime() <= now.getTime()) {
        await deletePendingEmailChange(tx, companyId);
        return { kind: 'expired' };
      }
      if (pending.attempts >= EMAIL_CHANGE_ATTEMPTS) {
        await deletePendingEmailChange(tx, companyId);
        return { kind: 'locked' };
      }
      const hash = hashEmailCode(deps.env.BETTER_AUTH_SECRET, companyId, pending.newEmail, code);
      if (!sameHash(hash, pending.codeHash)) {
        const attempts = await countWrongEmailCode(tx, companyId);
        if (attempts >= EMAIL_CHANGE_ATTEMPTS) {
          await deletePendingEmailChange(tx, companyId);
          return { kind: 'locked' };
        }
        return { kind: 'wrong', left: EMAIL_CHANGE_ATTEMPTS - attempts };
      }
      const previous = await findCompany(tx, companyId);
      const row = await updateCompany(tx, companyId, { email: pending.newEmail });
      await deletePendingEmailChange(tx, companyId);
      if (previous && row)
        await enqueueEmail(tx, { to: previous.email, ...emailChangedNoticeEmail(row.name, row.email) });
      return { kind: 'done', company: row ? toSettings(row) : undefined };
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw emailTaken();
    throw err;
  }
  switch (outcome.kind) {
    case 'none':
      throw new AppError(404, 'email_change_not_found', NO_PENDING_CHANGE_MESSAGE);
    case 'expired':
      throw new AppError(410, 'code_expired', CODE_EXPIRED_MESSAGE);
    case 'locked':
      throw new AppError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS_MESSAGE);
    case 'wrong':
      throw new AppError(400, 'wrong_code', wrongCodeMessage(outcome.left));
    case 'done':
      if (!outcome.company) throw notFound();
      await Promise.all([
        deps.bus.publishBookingsChanged(companyId),
        deps.bus.publishCatalogChanged(companyId),
      ]);
      return outcome.company;
  }
}
