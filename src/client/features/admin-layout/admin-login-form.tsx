import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { PasswordInput } from '~/client/components/ui/password-input';
import { authClient } from '~/client/features/auth/auth-client';
import { classifyLoginError, explainedRefusal, type AuthError, authStrings } from '~/client/features/auth';
import { LockedSignInNotice } from '~/client/features/auth/sign-in-link';
import { loginFormSchema, type LoginForm } from '~/shared/schemas/auth';
import { adminLoginStrings as t } from './strings';
import { isErrorCode } from '../../../shared/error-codes';

/** The Swedish reason of a failed sign-in, for the toast's description. */
function failureText(error: AuthError): string {
  const refusal = explainedRefusal(error);
  if (refusal) return refusal;
  const kind = classifyLoginError(error);
  if (kind === 'wrong') return authStrings.toasts.wrongCredentials;
  if (kind === 'unverified') return authStrings.toasts.notVerified;
  return error.status === 429 ? authStrings.toasts.rateLimitedText : t.unexpected;
}

/**
 * The admin's e-mail + password form (admin-side §2, §5, §8): both required; better-auth sign-in; toasts
 * 'Inloggning misslyckades' with the reason; 'Glömt lösenord?' links to /forgot-password. `onSignedIn` runs once
 * the session cookie is set. When the account's password sign-in is locked (429 ACCOUNT_LOCKED) the server's message
 * and a 'Skicka en inloggningslänk' button show under the form (the link opens the customer sign-in page, /auth).
 */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const [locked, setLocked] = useState<{ email: string; message: string } | null>(null);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      setLocked(null);
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        if (isErrorCode(error.code, 'ACCOUNT_LOCKED') && error.message)
          setLocked({ email, message: error.message });
        toast.error(t.failure, { description: failureText(error) });
        return;
      }
      await onSignedIn();
    } catch {
      toast.error(t.unexpectedTitle, { description: t.unexpected });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-email`} label={t.email} error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...register('email')}
        />
      </Field>
      <Field id={`${id}-password`} label={t.password} error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register('password')}
        />
      </Field>
      <div className="flex justify-end">
        <Link
          to="/forgot-password"
          className="rounded text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          {t.forgotPassword}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      {locked ? <LockedSignInNotice email={locked.email} message={locked.message} /> : null}
    </form>
  );
}
