/**
 * Contracts of company membership (docs/decisions/009): the contact e-mail change confirmed by a code
 * (`/api/admin/settings/company/email-change`), the owner's admin invitations (`/api/admin/members`) and their
 * acceptance (`/api/invitations/accept`).
 */
import { z } from '../zod';

export const MEMBER_MESSAGES = {
  emailRequired: 'E-postadress krävs',
  emailInvalid: 'Ogiltig e-postadress',
  codeInvalid: 'Ange den 6-siffriga koden',
  tokenInvalid: 'Inbjudan hittades inte eller har redan använts.',
} as const;

/** How long an e-mail change code is valid (minutes) and how many wrong codes it allows. */
export const EMAIL_CHANGE_MINUTES = 30;
export const EMAIL_CHANGE_ATTEMPTS = 5;
/** How long an invitation link is valid (days). */
export const INVITATION_DAYS = 7;

const emailField = z
  .string({ error: MEMBER_MESSAGES.emailRequired })
  .trim()
  .min(1, MEMBER_MESSAGES.emailRequired)
  .pipe(z.email(MEMBER_MESSAGES.emailInvalid).max(254, MEMBER_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

/** `POST /api/admin/settings/company/email-change`: the new contact address (stored lower-case). */
export const emailChangeRequestSchema = z.object({ email: emailField });

/** `POST /api/admin/settings/company/email-change/confirm`: the 6-digit code mailed to the new address. */
export const emailChangeConfirmSchema = z.object({
  code: z
    .string({ error: MEMBER_MESSAGES.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, MEMBER_MESSAGES.codeInvalid),
});

/** The answer of an e-mail change request: the address the code went to and when the code expires (ISO 8601). */
export interface EmailChangePending {
  pendingEmail: string;
  expiresAt: string;
}

/** `POST /api/admin/members/invitations`: the invitee's address (stored lower-case). */
export const inviteAdminSchema = z.object({ email: emailField });

/** `POST /api/invitations/accept`: the token of the e-mailed link `/admin/invitation?token=…`. */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ error: MEMBER_MESSAGES.tokenInvalid })
    .trim()
    .min(1, MEMBER_MESSAGES.tokenInvalid)
    .max(200, MEMBER_MESSAGES.tokenInvalid),
});

export type MemberRole = 'owner' | 'admin';

/** A member of the company as the owner's list shows it; `createdAt` ISO 8601. */
export interface CompanyMember {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  createdAt: string;
}

/** A pending (or expired, `expired: true`) invitation; times ISO 8601. */
export interface CompanyInvitation {
  id: string;
  email: string;
  expiresAt: string;
  createdAt: string;
  expired: boolean;
}

/** `GET /api/admin/members`. */
export interface CompanyMembersList {
  members: CompanyMember[];
  invitations: CompanyInvitation[];
}
