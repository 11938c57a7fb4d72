import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { PasswordInput } from '~/client/components/ui/password-input';
import { authClient } from '~/client/features/auth/auth-client';
import { changePasswordFormSchema, type ChangePasswordForm } from '~/shared/schemas/profile';
import { Modal } from '~/client/components/ui/modal';
import { t } from './strings';
import { isErrorCode } from '~/shared/error-codes';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Byt lösenord' (customer-side §2, §5, §8): current, new and confirmed password checked with the shared rules,
 * then better-auth's change-password, which also signs out the user's other sessions.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      if (error) {
        if (isErrorCode(error.code, 'INVALID_PASSWORD'))
          setError('currentPassword', { message: t.wrongCurrentPassword });
        // Our server hook's messages are Swedish and come without a code; better-auth's own are English.
        const description = !error.code && error.message ? error.message : t.passwordErrorText;
        toast.error(t.passwordError, { description });
        return;
      }
      toast.success(t.passwordUpdated);
      onOpenChange(false);
    } catch {
      toast.error(t.passwordUnexpected);
    }
  });

  const field = (name: keyof ChangePasswordForm) => ({
    id: `password-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `password-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <Modal
      closeLabel={t.close}
      open={open}
      onOpenChange={onOpenChange}
      title={t.changePassword}
      description={t.changePasswordHint}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          id="password-currentPassword"
          label={t.currentPassword}
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
        </Field>
        <Field
          id="password-newPassword"
          label={t.newPassword}
          hint={t.newPasswordHint}
          error={errors.newPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...field('newPassword')} />
        </Field>
        <Field
          id="password-confirmPassword"
          label={t.confirmPassword}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.changePassword}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
