import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import {
  forgotPasswordSchema,
  RESET_REQUEST_COOLDOWN_SECONDS,
  type ForgotPasswordForm as Values,
} from '~/shared/schemas/password-reset';
import { authClient } from './auth-client';
import { authStrings } from './strings';
import { useCountdown } from './use-countdown';
import { isErrorCode } from '~/shared/error-codes';

const t = authStrings.forgot;
/** Where this tab keeps the end of the wait, so that a reload does not lift it. */
const COOLDOWN_STORAGE_KEY = 'tidvis:forgot-password-wait';

/** The seconds the server's 429 `PASSWORD_RESET_COOLDOWN` says are left, if it is that answer. */
function cooldownSeconds(error: { code?: string; retryAfter?: unknown }): number | undefined {
  if (!isErrorCode(error.code, 'PASSWORD_RESET_COOLDOWN')) return undefined;
  const seconds = Number(error.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The forgot-password form (customer-side §2, §5, §8): asks better-auth to mail a reset link. The answer is the
 * same whether or not the address has an account, so the success text is neutral. 60 s cooldown after a request
 * and after 'För många försök' (429), kept across reloads in sessionStorage; the server allows one request per
 * address a minute and answers a too-early one with the seconds left, which the countdown then shows.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const [sent, setSent] = useState(false);
  const { remaining, restart } = useCountdown(RESET_REQUEST_COOLDOWN_SECONDS, {
    startNow: false,
    storageKey: COOLDOWN_STORAGE_KEY,
  });
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { error } = await authClient.requestPasswordReset({ email });
      if (error?.status === 429) {
        const wait = cooldownSeconds(error as { code?: string; retryAfter?: unknown });
        toast.error(t.rateLimited, { description: wait ? t.waitText(wait) : t.rateLimitedText });
        restart(wait);
        return;
      }
      if (error) {
        toast.error(t.failed, { description: t.failedText });
        return;
      }
      setSent(true);
      toast.success(t.sentTitle);
      restart();
    } catch {
      toast.error(t.failed, { description: t.failedText });
    }
  });

  const waiting = remaining > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {sent ? (
        <div
          role="status"
          className="flex gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-sm text-stone-800"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
          <p>
            <strong className="block font-semibold text-stone-900">{t.sentTitle}</strong>
            {t.sentText}
          </p>
        </div>
      ) : null}
      <Field id={`${id}-email`} label={authStrings.fields.email} error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || waiting}>
        {isSubmitting ? t.submitting : waiting ? t.waitSeconds(remaining) : t.submit}
      </Button>
    </form>
  );
}
