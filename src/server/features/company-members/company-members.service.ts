import { randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_DAYS,
  MEMBER_MESSAGES,
  type CompanyInvitation,
  type InvitedRole,
  type MemberRole,
  type CompanyMembersList,
} from '../../../shared/schemas/company-members';
import type { Deps, MemberCompany, SessionUser } from '../../context';
import type { Database } from '../../db/client';
import { baseUrl } from '../../env';
import { AppError, forbidden, notFound, sqlState } from '../../errors';
import { adminInvitationEmail } from '../../mail/company-member-emails';
import { enqueueEmail } from '../../mail/outbox';
import { claimMailToAddress } from '../../security/address-cooldown';
import { hashToken } from '../bookings';
import {
  deleteInvitation,
  findInvitationByEmail,
  deleteMember,
  findStaffForAccount,
  insertMember,
  isMemberByEmail,
  listInvitations,
  listMembers,
  lockInvitationByTokenHash,
  lockMembers,
  membershipOf,
  replaceInvitation,
} from './company-members.queries';

export const ALREADY_MEMBER_MESSAGE = 'Personen är redan administratör för företaget.';
export const INVITATION_NOT_FOUND_MESSAGE = 'Inbjudan hittades inte.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Administratören hittades inte.';
export const LAST_OWNER_MESSAGE = 'Företaget måste ha minst en ägare. Den sista ägaren kan inte tas bort.';
export const INVITATION_EXPIRED_MESSAGE = 'Inbjudan har gått ut. Be företagets ägare om en ny.';
export const WRONG_INVITEE_MESSAGE =
  'Inbjudan gäller en annan e-postadress. Logga in med adressen som fick inbjudan och öppna länken igen.';
export const ADMIN_ELSEWHERE_MESSAGE =
  'Du är redan administratör för ett annat företag. Ett konto kan administrera ett företag.';

export const STAFF_NOT_FOUND_MESSAGE = 'Personalen hittades inte.';
export const STAFF_HAS_ACCOUNT_MESSAGE = 'Personalen har redan ett konto.';

const DAY_MS = 24 * 60 * 60 * 1000;

const toInvitation = (
  row: {
    id: string;
    email: string;
    role: MemberRole;
    staffName: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
  now: Date,
): CompanyInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  staffName: row.staffName,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  expired: row.expiresAt.getTime() <= now.getTime(),
});

/** The company's members and invitations: `{ members, invitations }`, times ISO 8601. */
export async function membersOf(db: Database, companyId: string, now: Date): Promise<CompanyMembersList> {
  const [members, invitations] = [await listMembers(db, companyId), await listInvitations(db, companyId)];
  return {
    members: members.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    invitations: invitations.map((i) => toInvitation(i, now)),
  };
}

/**
 * An owner invites an admin, or a staff member as 'Personal' (`role` staff with `staffId`, docs/decisions/035), by
 * e-mail: stores the invitation (only the SHA-256 of its 32-byte token, valid INVITATION_DAYS days; an earlier
 * invitation of the same address is replaced) and mails the link `<APP_URL>/admin/invitation?token=…` in the same
 * transaction. An address gets at most MAIL_QUOTA invitations per 10 minutes, from any companies: past that the
 * earlier invitation (whose link was mailed) is kept and returned as it is, and nothing is mailed. Returns the
 * invitation. Errors: 409 `already_member`; for staff 404 `not_found` (not the company's staff member), 409
 * `staff_has_account`.
 */
export async function inviteAdmin(
  deps: Deps,
  company: MemberCompany,
  inviter: SessionUser,
  invite: { email: string; role: InvitedRole; staffId: string | null },
  now: Date,
): Promise<CompanyInvitation> {
  const { email, role } = invite;
  let staffName: string | null = null;
  if (role === 'staff') {
    const member = invite.staffId
      ? await findStaffForAccount(deps.db, company.id, invite.staffId)
      : undefined;
    if (!member) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    if (member.accountUserId) throw new AppError(409, 'staff_has_account', STAFF_HAS_ACCOUNT_MESSAGE);
    staffName = member.name;
  }
  if (await isMemberByEmail(deps.db, company.id, email))
    throw new AppError(409, 'already_member', ALREADY_MEMBER_MESSAGE);
  if (!(await claimMailToAddress(deps.db, 'invitation', email, now))) {
    const earlier = await findInvitationByEmail(deps.db, company.id, email);
    if (earlier) return toInvitation(earlier, now);
    // No invitation of this company to keep: answer as if one was made, but store and mail nothing.
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    return toInvitation({ id: randomUUID(), email, role, staffName, expiresAt, createdAt: now }, now);
  }
  const token = randomBytes(32).toString('base64url');
  const url = `${baseUrl(deps.env)}/admin/invitation?token=${token}`;
  const row = await deps.db.transaction(async (tx) => {
    const invitation = await replaceInvitation(tx, {
      companyId: company.id,
      email,
      role,
      staffId: role === 'staff' ? invite.staffId : null,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    await enqueueEmail(tx, {
      to: email,
      ...adminInvitationEmail(company.name, inviter.name, url, INVITATION_DAYS, staffName),
    });
    return invitation;
  });
  return toInvitation({ ...row, staffName }, now);
}

/** Revokes the company's invitation `id` (a UUID; its link stops working). Errors: 404 `not_found`. */
export async function revokeInvitation(db: Database, companyId: string, id: string): Promise<void> {
  if (!(await deleteInvitation(db, companyId, id))) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
}

/**
 * Removes the member `userId` from the company, never its last owner (decided on the locked member rows, so two
 * owners removing each other cannot both succeed). Errors: 404 `not_found`, 409 `last_owner`.
 */
export async function removeMember(db: Database, companyId: string, userId: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const members = await lockMembers(tx, companyId);
    const target = members.find((m) => m.userId === userId);
    if (!target) return 'not_found' as const;
    if (target.role === 'owner' && members.filter((m) => m.role === 'owner').length <= 1)
      return 'last_owner' as const;
    await deleteMember(tx, companyId, userId);
    return 'removed' as const;
  });
  if (outcome === 'not_found') throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  if (outcome === 'last_owner') throw new AppError(409, 'last_owner', LAST_OWNER_MESSAGE);
}

/**
 * The signed-in user accepts an invitation by its link token: becomes the company's member with the
 * invitation's role (a 'Personal' invitation links the account to its staff member), and the invitation is used
 * up, in one transaction. Returns `{ company: { id, name, slug }, role }` (the role the account has there now). Errors: 404 `not_found` (unknown, revoked or used token), 410 `invitation_expired`, 403 `forbidden`
 * (signed in with another address than the invited one), 409 `admin_elsewhere` (already administers another
 * company: one company per account), 409 `staff_has_account` (the staff member has an account by now).
 */
export async function acceptInvitation(
  deps: Deps,
  user: SessionUser,
  token: string,
  now: Date,
): Promise<{ company: { id: string; name: string; slug: string }; role: MemberRole }> {
  type Outcome =
    | { kind: 'not_found' | 'expired' | 'wrong_user' | 'elsewhere' | 'staff_taken' }
    | { kind: 'accepted'; company: { id: string; name: string; slug: string }; role: MemberRole };
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const invitation = await lockInvitationByTokenHash(tx, hashToken(token));
      if (!invitation) return { kind: 'not_found' };
      if (invitation.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
      if (invitation.email !== user.email.toLowerCase()) return { kind: 'wrong_user' };
      const current = await membershipOf(tx, user.id);
      if (current && current.companyId !== invitation.companyId) return { kind: 'elsewhere' };
      if (!current && invitation.staffId) {
        const member = await findStaffForAccount(tx, invitation.companyId, invitation.staffId);
        if (member?.accountUserId) return { kind: 'staff_taken' };
      }
      if (!current)
        await insertMember(tx, {
          companyId: invitation.companyId,
          userId: user.id,
          role: invitation.role,
          staffId: invitation.staffId,
        });
      await deleteInvitation(tx, invitation.companyId, invitation.id);
      return { kind: 'accepted', company: invitation.company, role: current?.role ?? invitation.role };
    });
  } catch (err) {
    // A concurrent acceptance of another company's invitation won the unique user index.
    if (sqlState(err) === '23505') throw new AppError(409, 'admin_elsewhere', ADMIN_ELSEWHERE_MESSAGE);
    throw err;
  }
  switch (outcome.kind) {
    case 'not_found':
      throw notFound(MEMBER_MESSAGES.tokenInvalid);
    case 'expired':
      throw new AppError(410, 'invitation_expired', INVITATION_EXPIRED_MESSAGE);
    case 'wrong_user':
      throw forbidden(WRONG_INVITEE_MESSAGE);
    case 'elsewhere':
      throw new AppError(409, 'admin_elsewhere', ADMIN_ELSEWHERE_MESSAGE);
    case 'staff_taken':
      throw new AppError(409, 'staff_has_account', STAFF_HAS_ACCOUNT_MESSAGE);
    case 'accepted':
      return { company: outcome.company, role: outcome.role };
  }
}
