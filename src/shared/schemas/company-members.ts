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
  staffRequired: 'Välj vilken personal kontot gäller',
  roleInvalid: 'Välj Administratör eller Personal',
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

/** What an invitation makes the invitee: an admin, or 'Personal' (a staff account, docs/decisions/035). */
export const INVITED_ROLES = ['admin', 'staff'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/**
 * `POST /api/admin/members/invitations`: the invitee's address (stored lower-case) and role (default `admin`); for
 * `staff` the staff member (`staffId`, a UUID of the company's staff) the account will be, else none.
 */
export const inviteAdminSchema = z
  .object({
    email: emailField,
    role: z.enum(INVITED_ROLES, { error: MEMBER_MESSAGES.roleInvalid }).default('admin'),
    staffId: z.uuid(MEMBER_MESSAGES.staffRequired).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'staff' && !value.staffId)
      ctx.addIssue({ code: 'custom', path: ['staffId'], message: MEMBER_MESSAGES.staffRequired });
  })
  .transform((value) => ({
    email: value.email,
    role: value.role,
    staffId: value.role === 'staff' ? (value.staffId ?? null) : null,
  }));

/** `POST /api/invitations/accept`: the token of the e-mailed link `/admin/invitation?token=…`. */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ error: MEMBER_MESSAGES.tokenInvalid })
    .trim()
    .min(1, MEMBER_MESSAGES.tokenInvalid)
    .max(200, MEMBER_MESSAGES.tokenInvalid),
});

export type MemberRole = 'owner' | 'admin' | 'staff';

/**
 * The admin panel's pages a staff account may open (docs/decisions/035): its own calendar. The navigation links
 * only these for it, and the admin guard sends it from any other admin page to the first; the server answers 403
 * to the rest anyway.
 */
export const STAFF_ADMIN_PAGES = ['/admin/calendar'] as const;

/**
 * A member of the company as the owner's list shows it; `createdAt` ISO 8601; `staffName` the staff member a staff
 * account is (null otherwise).
 */
export interface CompanyMember {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  staffName: string | null;
  createdAt: string;
}

/** A pending (or expired, `expired: true`) invitation, its role and staff member; times ISO 8601. */
export interface CompanyInvitation {
  id: string;
  email: string;
  role: MemberRole;
  staffName: string | null;
  expiresAt: string;
  createdAt: string;
  expired: boolean;
}

/** `GET /api/admin/members`. */
export interface CompanyMembersList {
  members: CompanyMember[];
  invitations: CompanyInvitation[];
}
