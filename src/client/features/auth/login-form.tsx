import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { PasswordInput } from '~/client/components/ui/password-input';
import { loginFormSchema, type LoginForm as LoginValues } from '~/shared/schemas/auth';
import { authClient } from './auth-client';
import { toastLoginRefused, toastLoginUnexpected, type LoginVariant } from './login-toasts';
import { LockedSignInNotice, SIGN_IN_LINK_PARAM, SignInWithLink } from './sign-in-link';
import { authStrings as t } from './strings';
import { isErrorCode } from '~/shared/error-codes';

/**
 * E-mail + password sign-in (customer-side §2, §8 toasts; admin-side §2, §5, §8 for the 'admin' variant): both
 * fields required, better-auth sign-in, 'Glömt lösenord?' to /forgot-password. `onSuccess` runs once the session
 * cookie is set (a customer also sees 'Inloggad'); a customer's unverified account (the server has just re-sent a
 * code) goes to `onNeedsVerification(email)`. When the account's password sign-in is locked (429 ACCOUNT_LOCKED) the
 * server's message and a 'Skicka en inloggningslänk' button show under the form; a customer who opened that mailed
 * link (`?inloggningslank=…`) gets a button that signs in with it.
 */
export function LoginForm({
  variant = 'customer',
  onSuccess,
  onNeedsVerification,
  defaultEmail = '',
}: {
  variant?: LoginVariant;
  onSuccess: () => void | Promise<void>;
  onNeedsVerification?: (email: string) => void;
  defaultEmail?: string;
}) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = formState;
  const [params] = useSearchParams();
  const linkToken = variant === 'customer' ? params.get(SIGN_IN_LINK_PARAM) : null;
  const required = variant === 'admin';
  const [locked, setLocked] = useState<{ email: string; message: string } | null>(null);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      setLocked(null);
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        if (isErrorCode(error.code, 'ACCOUNT_LOCKED') && error.message)
          setLocked({ email, message: error.message });
        toastLoginRefused(variant, error, email, onNeedsVerification);
        return;
      }
      // The admin page says 'Inloggning lyckades' itself, once it knows the account has a company.
      if (variant === 'customer') toast.success(t.toasts.loggedIn);
      await onSuccess();
    } catch {
      toastLoginUnexpected(variant);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {linkToken ? <SignInWithLink token={linkToken} onSuccess={onSuccess} /> : null}
      <Field id={`${id}-email`} label={t.fields.email} error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required={required}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...register('email')}
        />
      </Field>
      <Field id={`${id}-password`} label={t.fields.password} error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          required={required}
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
        {isSubmitting ? t.loginSubmitting : t.loginSubmit}
      </Button>
      {locked ? <LockedSignInNotice email={locked.email} message={locked.message} /> : null}
    </form>
  );
}
