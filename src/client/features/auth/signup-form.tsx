import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { PasswordInput } from '~/client/components/ui/password-input';
import { displayName, signupFormSchema } from '~/shared/schemas/auth';
import { NAME_MAX_LENGTH } from '~/shared/schemas/names';
import { signupErrorMessage } from './auth-errors';
import { authClient } from './auth-client';
import { authStrings as t } from './strings';
import { SIGN_UP_TOAST_ID } from './toast-ids';

type Input = z.input<typeof signupFormSchema>;
type Output = z.output<typeof signupFormSchema>;
type Name = keyof Input;

const f = t.fields;

/**
 * The signup form (customer-side §2, §5 messages, §8 toasts). better-auth e-mails a 6-digit code on success;
 * `onSignedUp(email)` then shows the verification step. `withPhone` adds the optional phone field (auth page);
 * `phoneLabel` adds it under that label (the booking's sign-up: 'Mobilnummer (valfritt, …)').
 */
export function SignupForm({
  onSignedUp,
  withPhone = false,
  phoneLabel,
}: {
  onSignedUp: (email: string) => void;
  withPhone?: boolean;
  phoneLabel?: string;
}) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    try {
      const { error } = await authClient.signUp.email({
        email: v.email,
        password: v.password,
        name: displayName(v.firstName, v.lastName),
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone,
      });
      if (error) {
        toast.error(t.toasts.signupErrorTitle, { description: signupErrorMessage(error) });
        return;
      }
      toast.success(t.toasts.signupStarted, {
        id: SIGN_UP_TOAST_ID,
        description: t.toasts.signupStartedText,
      });
      onSignedUp(v.email);
    } catch {
      toast.error(t.toasts.signupErrorTitle, { description: t.toasts.signupFailed });
    }
  });

  /** Input props wiring a field to the form and to its error message. */
  const bind = (name: Name) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
  });
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-stone-500">{f.optional}</span>
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-firstName`} label={f.firstName} error={errors.firstName?.message}>
          <Input
            autoComplete="given-name"
            aria-required="true"
            maxLength={NAME_MAX_LENGTH}
            {...bind('firstName')}
          />
        </Field>
        <Field id={`${id}-lastName`} label={optional(f.lastName)} error={errors.lastName?.message}>
          <Input autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...bind('lastName')} />
        </Field>
      </div>
      <Field id={`${id}-email`} label={f.email} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" aria-required="true" {...bind('email')} />
      </Field>
      {withPhone || phoneLabel ? (
        <Field id={`${id}-phone`} label={phoneLabel ?? optional(f.phone)} error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...bind('phone')} />
        </Field>
      ) : null}
      <Field id={`${id}-password`} label={f.password} error={errors.password?.message} hint={f.passwordHint}>
        <PasswordInput autoComplete="new-password" aria-required="true" {...bind('password')} />
      </Field>
      <Field id={`${id}-confirmPassword`} label={f.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" aria-required="true" {...bind('confirmPassword')} />
      </Field>
      <p className="text-sm text-stone-600">
        {t.termsPrefix}
        <Link to="/terms" className="font-medium text-accent-700 underline underline-offset-4">
          {t.terms}
        </Link>
        {t.termsMiddle}
        <Link to="/gdpr" className="font-medium text-accent-700 underline underline-offset-4">
          {t.privacy}
        </Link>
        {t.termsSuffix}
      </p>
      {/* Always pressable: a press with something missing marks each field and says what is wrong. */}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t.signupSubmitting : t.signupSubmit}
      </Button>
    </form>
  );
}
