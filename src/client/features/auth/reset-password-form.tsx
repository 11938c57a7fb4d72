import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { PasswordInput } from '~/client/components/ui/password-input';
import { useRefreshMe } from '~/client/features/session';
import { resetPasswordFormSchema, type ResetPasswordForm as Values } from '~/shared/schemas/password-reset';
import { authClient } from './auth-client';
import { authStrings } from './strings';
import { isErrorCode } from '~/shared/error-codes';

const t = authStrings.reset;

/** The invalid-input toast (customer-side §5, §8): a mismatch, else the shared validator's 'Ogiltigt lösenord'. */
function toastInvalid(errors: FieldErrors<Values>) {
  if (errors.password) toast.error(t.invalidPassword, { description: errors.password.message });
  else if (errors.confirmPassword) toast.error(t.mismatchTitle, { description: t.mismatchText });
}

/**
 * New password twice for a mailed reset `token` (customer-side §2, §4, §8). On success the server has revoked
 * every session; this signs the browser out too and calls `onDone`. A used or expired token calls `onInvalid`.
 */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  onInvalid: () => void;
}) {
  const id = useId();
  const refreshMe = useRefreshMe();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    let result: Awaited<ReturnType<typeof authClient.resetPassword>>;
    try {
      result = await authClient.resetPassword({ newPassword: password, token });
    } catch {
      toast.error(t.failed, { description: t.failedText });
      return;
    }
    const { error } = result;
    if (isErrorCode(error?.code, 'INVALID_TOKEN')) return onInvalid();
    if (error) {
      toast.error(t.failed, {
        description: error.status === 429 ? authStrings.forgot.rateLimitedText : t.failedText,
      });
      return;
    }
    setDone(true);
    toast.success(t.doneTitle);
    // Sessions are gone on the server; clear this browser's cookie as well (it may already be invalid).
    await authClient.signOut().catch(() => undefined);
    await refreshMe().catch(() => undefined);
    onDone();
  }, toastInvalid);

  const bind = (name: keyof Values) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        id={`${id}-password`}
        label={t.newPassword}
        error={errors.password?.message}
        hint={authStrings.fields.passwordHint}
      >
        <PasswordInput autoComplete="new-password" aria-required="true" {...bind('password')} />
      </Field>
      <Field id={`${id}-confirmPassword`} label={t.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" aria-required="true" {...bind('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || done}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
