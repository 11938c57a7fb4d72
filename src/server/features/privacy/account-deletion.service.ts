import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  DELETION_CODE_ATTEMPTS,
  DELETION_CODE_MINUTES,
  PRIVACY_MESSAGES,
  type DeleteAccountBody,
} from '../../../shared/schemas/privacy';
import type { Deps, SessionUser } from '../../context';
import type { Database } from '../../db/client';
import {
  account,
  bookings,
  companies,
  contactMessages,
  customers,
  user as userTable,
  verification,
} from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { accountDeletedEmail, accountDeletionCodeEmail } from '../../mail/account-deletion-emails';
import { enqueueEmail } from '../../mail/outbox';
import { lifecycle, stockholmNow } from '../bookings';
import { findMemberCompany } from '../../auth/membership.queries';
import { anonymizeCustomers, redactOutboxTraces } from './anonymize';
import { forgetAddress } from '../../security/expired-rows';

const codeIdentifier = (userId: string) => `account-deletion:${userId}`;

/** The stored form of a code: HMAC-SHA-256 under the server secret (a leaked table does not reveal codes). */
const hashCode = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/** 409 for company admins: their account is also their company's (docs/decisions/010-personal-data.md). */
async function refuseCompanyAdmin(db: Database, user: SessionUser): Promise<void> {
  if (await findMemberCompany(db, user.id)) {
    throw new AppError(409, 'company_admin', PRIVACY_MESSAGES.companyAdmin);
  }
}

/**
 * `POST /api/me/account/delete-code`: e-mails the signed-in `user` a fresh 6-digit code that confirms
 * deleting the account, valid DELETION_CODE_MINUTES minutes for DELETION_CODE_ATTEMPTS tries; a new code replaces
 * the old. Stored as an HMAC in better-auth's `verification` table (identifier `account-deletion:<user id>`).
 * A company's admin gets the code too; deleteAccount then refuses them (409), after checking it.
 */
export async function sendDeletionCode(deps: Deps, user: SessionUser, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, codeIdentifier(user.id)));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: codeIdentifier(user.id),
      value: `${hashCode(deps.env.BETTER_AUTH_SECRET, user.id, code)}:0`,
      expiresAt: new Date(now.getTime() + DELETION_CODE_MINUTES * 60_000),
    });
    await enqueueEmail(tx, { to: user.email, ...accountDeletionCodeEmail(code) });
  });
}

/** Checks the e-mailed code; a wrong one counts a try (after DELETION_CODE_ATTEMPTS the code is void). */
async function checkCode(deps: Deps, userId: string, code: string, now: Date): Promise<void> {
  const wrong = new AppError(400, 'wrong_code', PRIVACY_MESSAGES.wrongCode);
  const [row] = await deps.db
    .select()
    .from(verification)
    .where(and(eq(verification.identifier, codeIdentifier(userId)), gt(verification.expiresAt, now)))
    .limit(1);
  if (!row) throw wrong;
  const [hash = '', triesText = '0'] = row.value.split(':');
  const tries = Number(triesText);
  const expected = Buffer.from(hashCode(deps.env.BETTER_AUTH_SECRET, userId, code));
  const stored = Buffer.from(hash);
  if (
    tries < DELETION_CODE_ATTEMPTS &&
    stored.length === expected.length &&
    timingSafeEqual(stored, expected)
  ) {
    return;
  }
  await deps.db
    .update(verification)
    .set({ value: `${hash}:${tries + 1}` })
    .where(eq(verification.id, row.id));
  throw wrong;
}

/** Checks the account's password with better-auth's own hasher (the credential account's hash). */
async function checkPassword(deps: Deps, userId: string, password: string): Promise<void> {
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  const context = await deps.auth.$context;
  const ok = credential?.hash ? await context.password.verify({ hash: credential.hash, password }) : false;
  if (!ok) throw new AppError(400, 'wrong_password', PRIVACY_MESSAGES.wrongPassword);
}

/**
 * Deletes the signed-in `user`'s account (GDPR art. 17; docs/decisions/010), confirmed with the
 * password or the e-mailed code (`body`), checked first; a company's admin is then refused. In one transaction:
 * 1. every future booking (booked, starting after `now`) of the user's customer records is cancelled the normal
 *    way (lifecycle.cancel by the customer: log row, e-mails to the customer and, when on, the company, webhook);
 * 2. the customer records linked to the user, and the companies' records with the user's e-mail, are anonymised
 *    with all their bookings (anonymizeCustomers: 'Raderad kund', no e-mail, phone or notes; counts stay;
 *    feedback keeps its stars but loses its comment and the company's answer; a review shows 'Tidigare kund');
 * 3. the user's /contact messages, pending codes and links, pending company invitations and the rate-limit counters
 *    kept under the address are deleted (forgetAddress); the final e-mail is written;
 * 4. outbox rows about the user are blanked, or marked to be blanked once delivered (redactOutboxTraces);
 * 5. the user is deleted, and with it every session (signed out everywhere), account and general profile.
 * Afterwards the companies of cancelled bookings are announced on the realtime bus. Returns how many bookings
 * were cancelled. Errors: 400 `invalid_input`/`wrong_password`/`wrong_code`, 404 when the user is gone,
 * 409 `company_admin` for a company's admin.
 */
export async function deleteAccount(
  deps: Deps,
  user: SessionUser,
  body: DeleteAccountBody,
  now: Date,
): Promise<{ cancelledBookings: number }> {
  if (body.password !== undefined) await checkPassword(deps, user.id, body.password);
  else if (body.code !== undefined) await checkCode(deps, user.id, body.code, now);
  await refuseCompanyAdmin(deps.db, user);

  const email = user.email.toLowerCase();
  const result = await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ phone: userTable.phone })
      .from(userTable)
      .where(eq(userTable.id, user.id))
      .for('update');
    if (!person) throw notFound();
    const records = await tx
      .select({ id: customers.id, companyId: customers.companyId, phone: customers.phone })
      .from(customers)
      .where(
        and(
          isNull(customers.anonymizedAt),
          or(eq(customers.userId, user.id), eq(sql`lower(${customers.email})`, email)),
        ),
      );
    const companyRecords = records.filter((r) => r.companyId !== null);
    const recordIds = companyRecords.map((r) => r.id);

    const { today } = stockholmNow(now);
    const future =
      recordIds.length === 0
        ? []
        : await tx
            .select({ booking: bookings, company: companies, phone: customers.phone })
            .from(bookings)
            .innerJoin(customers, eq(customers.id, bookings.customerId))
            .innerJoin(companies, eq(companies.id, bookings.companyId))
            .where(
              and(
                inArray(bookings.customerId, recordIds),
                eq(bookings.status, 'booked'),
                sql`${bookings.startDate} >= ${today}`,
              ),
            );
    const cancelledCompanies = new Set<string>();
    let cancelled = 0;
    for (const { booking, company, phone } of future) {
      const row = await lifecycle.cancel(tx, deps.env, {
        by: 'customer',
        reason: 'account_deleted',
        bookingId: booking.id,
        company,
        customer: { email, phone },
        now,
      });
      if (!row) continue;
      cancelled++;
      cancelledCompanies.add(company.id);
    }

    const bookingIds = await anonymizeCustomers(tx, recordIds, now, 'customer');
    await tx.delete(customers).where(and(eq(customers.userId, user.id), isNull(customers.companyId)));
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, user.id), eq(sql`lower(${contactMessages.email})`, email)));
    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, user.id),
          sql`position(${email} in lower(${verification.identifier})) > 0`,
          eq(verification.identifier, codeIdentifier(user.id)),
        ),
      );
    await forgetAddress(tx, email);
    await enqueueEmail(tx, { to: email, ...accountDeletedEmail(cancelled) });
    const phones = [person.phone, ...records.map((r) => r.phone)].filter((p): p is string => !!p);
    await redactOutboxTraces(tx, { emails: [email], phones, bookingIds }, now);
    await tx.delete(userTable).where(eq(userTable.id, user.id));
    return { cancelled, companies: [...cancelledCompanies] };
  });
  for (const companyId of result.companies) await deps.bus.publishBookingsChanged(companyId);
  return { cancelledBookings: result.cancelled };
}
