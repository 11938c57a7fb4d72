import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { useMe } from '~/client/features/session';
import { useAdminStaff } from '~/client/lib/admin-staff-query';
import { formatInstantDateSv } from '~/shared/dates';
import { inviteAdminSchema } from '~/shared/schemas/company-members';
import { selectClass } from './select-class';
import { t } from './strings';
import { useInviteAdmin, useMembers, useRemoveMember, useRevokeInvitation } from './use-members';

/**
 * 'Administratörer' tab: the company's members with their role and the pending invitations; the owner
 * also invites by e-mail, revokes invitations and removes admins (the server refuses the last owner).
 */
export function MembersCard() {
  const me = useMe().data;
  const isOwner = me?.adminCompany?.role === 'owner';
  const query = useMembers();
  const revoke = useRevokeInvitation();
  const remove = useRemoveMember();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.adminsTitle}</CardTitle>
        <p className="text-sm text-stone-600">{t.adminsIntro}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t.adminsLoadFailed}
          </p>
        ) : null}
        <ul className="divide-y divide-stone-100" aria-label={t.adminsTitle}>
          {query.data?.members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-900" title={m.name}>
                  {m.name}{' '}
                  {m.userId === me?.user?.id ? <span className="text-stone-500">{t.you}</span> : null}
                </p>
                <p className="truncate text-sm text-stone-600" title={m.email}>
                  {m.email}
                </p>
              </div>
              <Badge>
                {m.role === 'owner'
                  ? t.roleOwner
                  : m.role === 'staff'
                    ? t.roleStaff(m.staffName)
                    : t.roleAdmin}
              </Badge>
              {isOwner && m.role !== 'owner' ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="secondary" size="sm" aria-label={t.removeLabel(m.name)}>
                      {t.remove}
                    </Button>
                  }
                  title={t.removeTitle}
                  description={t.removeText(m.name)}
                  cancelLabel={t.cancel}
                  confirmLabel={t.removeConfirm}
                  onConfirm={() => remove.mutate(m.userId)}
                />
              ) : null}
            </li>
          ))}
        </ul>

        {query.data?.invitations.length ? (
          <section aria-labelledby="invitations-title" className="space-y-2">
            <h3 id="invitations-title" className="text-sm font-semibold text-stone-900">
              {t.invitationsTitle}
            </h3>
            <ul className="divide-y divide-stone-100">
              {query.data.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-stone-900">
                      {i.email}{' '}
                      <span className="text-stone-500">
                        ({i.role === 'staff' ? t.roleStaff(i.staffName) : t.roleAdmin})
                      </span>
                    </p>
                    <p className="text-sm text-stone-600">
                      {i.expired
                        ? t.invitationExpired
                        : t.invitationExpires(formatInstantDateSv(new Date(i.expiresAt)))}
                    </p>
                  </div>
                  {isOwner ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t.revokeLabel(i.email)}
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(i.id)}
                    >
                      {t.revoke}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {isOwner ? <InviteForm /> : null}
      </CardContent>
    </Card>
  );
}

type InviteValues = z.input<typeof inviteAdminSchema>;

/**
 * The owner's invitation form: the e-mail, the role ('Administratör' or 'Personal', docs/decisions/035) and for
 * 'Personal' which staff member the account is (a select of the company's staff), 'Skicka inbjudan'.
 */
function InviteForm() {
  const invite = useInviteAdmin();
  const staff = useAdminStaff();
  const { register, handleSubmit, formState, reset, control } = useForm<
    InviteValues,
    unknown,
    z.output<typeof inviteAdminSchema>
  >({ resolver: zodResolver(inviteAdminSchema), defaultValues: { email: '', role: 'admin', staffId: null } });
  const error = formState.errors.email?.message;
  const staffError = formState.errors.staffId?.message;
  const role = useWatch({ control, name: 'role' });
  const members = staff.data ?? [];
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => invite.mutate(values, { onSuccess: () => reset() }))}
      className="space-y-3 border-t border-stone-100 pt-4"
      aria-labelledby="invite-title"
    >
      <h3 id="invite-title" className="text-sm font-semibold text-stone-900">
        {t.inviteTitle}
      </h3>
      <Field id="invite-email" label={t.inviteEmail} hint={t.inviteHint} error={error}>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-email-error' : undefined}
          {...register('email')}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-900">{t.inviteRole}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['admin', 'staff'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-stone-900">
              <input type="radio" value={value} className="size-4 accent-current" {...register('role')} />
              {value === 'admin' ? t.inviteRoleAdmin : t.inviteRoleStaff}
            </label>
          ))}
        </div>
        <p className="text-sm text-stone-600">{t.inviteRoleHint}</p>
      </fieldset>
      {role === 'staff' ? (
        <Field
          id="invite-staff"
          label={t.inviteStaff}
          hint={members.length ? undefined : t.inviteStaffNone}
          error={staffError}
        >
          <select
            id="invite-staff"
            aria-invalid={staffError ? true : undefined}
            aria-describedby={staffError ? 'invite-staff-error' : undefined}
            className={selectClass}
            {...register('staffId', { setValueAs: (v: string) => v || null })}
          >
            <option value="">{t.inviteStaffChoose}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Button type="submit" disabled={invite.isPending} className="w-full sm:w-auto">
        {invite.isPending ? t.inviting : t.invite}
      </Button>
    </form>
  );
}
