import { Hono } from 'hono';
import {
  acceptInvitationSchema,
  inviteAdminSchema,
  type CompanyInvitation,
  type CompanyMembersList,
  type MemberRole,
} from '../../../shared/schemas/company-members';
import { adminCompany, adminOnly, ownerOnly, requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate, validateIds } from '../../validation';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  acceptInvitation,
  inviteAdmin,
  membersOf,
  removeMember,
  revokeInvitation,
} from './company-members.service';

/**
 * Who administers the company, under `/api/admin/members` (docs/decisions/009): every admin may list (a staff
 * account may not: 403), only an owner may change (401 guest, 403 not a member or not an owner, before the body is read).
 * - `GET /` → `{ members: [{ userId, name, email, role, staffName, createdAt }], invitations: [{ id, email, role,
 *   staffName, expiresAt, createdAt, expired }] }`.
 * - `POST /invitations` `{ email, role?: 'admin' | 'staff', staffId? }` (owner; staff: 'Personal', the staff member
 *   the account will be, docs/decisions/035) → 201 `{ invitation }`; mails the link `/admin/invitation?token=…`
 *   (7 days). 400, 404 (not the company's staff member), 409 `already_member`, `staff_has_account`.
 * - `DELETE /invitations/:id` (owner) → 204; 404.
 * - `DELETE /:userId` (owner) → 204; 404; 409 `last_owner` for the company's last owner.
 */
export const adminMembersRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<CompanyMembersList>(await membersOf(c.var.deps.db, adminCompany(c).id, c.var.deps.clock()));
  })
  .post('/invitations', ownerOnly, validate('json', inviteAdminSchema), async (c) => {
    const invitation = await inviteAdmin(
      c.var.deps,
      adminCompany(c),
      requireUser(c),
      c.req.valid('json'),
      c.var.deps.clock(),
    );
    return c.json<{ invitation: CompanyInvitation }>({ invitation }, 201);
  })
  .delete('/invitations/:id', ownerOnly, validateIds({ id: INVITATION_NOT_FOUND_MESSAGE }), async (c) => {
    await revokeInvitation(c.var.deps.db, adminCompany(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .delete('/:userId', ownerOnly, async (c) => {
    await removeMember(c.var.deps.db, adminCompany(c).id, c.req.param('userId'));
    return c.body(null, 204);
  });

/**
 * `POST /api/invitations/accept` `{ token }` (signed in) → `{ company: { id, name, slug }, role }`: the
 * signed-in user, whose e-mail must be the invited one, becomes the company's admin, or its staff account
 * ('Personal', docs/decisions/035). 401 guest, 404 unknown, used or
 * revoked token, 410 `invitation_expired`, 403 another user's invitation, 409 `admin_elsewhere`, 409 `staff_has_account`.
 */
export const invitationRoutes = new Hono<AppEnv>().post(
  '/accept',
  signedIn,
  validate('json', acceptInvitationSchema),
  async (c) => {
    const accepted = await acceptInvitation(
      c.var.deps,
      requireUser(c),
      c.req.valid('json').token,
      c.var.deps.clock(),
    );
    return c.json<{ company: { id: string; name: string; slug: string }; role: MemberRole }>(accepted);
  },
);
