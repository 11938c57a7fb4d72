import { ArrowLeft, MailCheck } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { OtpInput } from '~/client/components/ui/otp-input';
import { otpFormSchema, otpSchema, type OtpForm } from '~/shared/schemas/auth';
import { classifyVerifyError } from './auth-errors';
import { authClient } from './auth-client';
import { authStrings } from './strings';
import { useCountdown } from './use-countdown';
import { SIGN_UP_TOAST_ID } from './toast-ids';

const t = authStrings.verify;
const toasts = authStrings.toasts;
const RESEND_SECONDS = 60; // customer-side §9

/**
 * 'Bekräfta din e-post' (customer-side §2, §4, §5): the 6-digit code from the signup e-mail. A full code submits
 * itself; success signs the user in (session cookie) and calls `onVerified`. Resend is locked for 60 s.
 * `fromSignUp` adds that an address which already has an account gets a sign-in e-mail instead (the
 * server answers such a sign-up like a new one, so this screen is shown either way).
 */
export function VerifyCode({
  email,
  fromSignUp = false,
  onVerified,
  onBack,
}: {
  email: string;
  fromSignUp?: boolean;
  onVerified: () => void | Promise<void>;
  onBack: () => void;
}) {
  const id = useId();
  const { control, register, handleSubmit, setValue, setFocus, formState } = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const verifying = formState.isSubmitting;
  const [resending, setResending] = useState(false);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const complete = otpSchema.safeParse(code).success;

  const check = async (otp: string) => {
    try {
      const { error } = await authClient.emailOtp.verifyEmail({ email, otp });
      if (error) {
        const kind = classifyVerifyError(error);
        if (kind === 'wrong') {
          toast.error(toasts.wrongCodeTitle, { id: SIGN_UP_TOAST_ID, description: toasts.wrongCodeText });
        } else {
          const description = kind === 'rate' ? toasts.rateLimitedText : toasts.tooManyAttemptsText;
          toast.error(toasts.tooManyAttempts, { id: SIGN_UP_TOAST_ID, description });
        }
        setValue('code', '');
        setFocus('code');
        return;
      }
      toast.success(toasts.verified, { id: SIGN_UP_TOAST_ID, description: null });
      await onVerified();
    } catch {
      toast.error(toasts.unexpected);
    }
  };
  const verify = handleSubmit(({ code: otp }) => check(otp));

  const resend = async () => {
    setResending(true);
    try {
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'email-verification' });
      if (error) throw error;
      toast.success(toasts.resent, { id: SIGN_UP_TOAST_ID, description: null });
      restart();
    } catch {
      toast.error(toasts.resendFailed);
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <h2 className="mt-4 text-xl font-semibold text-stone-900">{t.title}</h2>
        <p className="mt-2 text-stone-600">
          {t.sentTo}{' '}
          <strong className="block font-medium [overflow-wrap:anywhere] text-stone-900">{email}</strong>
        </p>
        {fromSignUp ? <p className="mt-3 text-sm text-stone-500">{t.existingAccountHint}</p> : null}
      </div>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (complete && !verifying) void verify();
        }}
      >
        <Field id={`${id}-code`} label={t.codeLabel} hint={t.codeHint}>
          <OtpInput
            id={`${id}-code`}
            // The OTP input gives digits, not events: register's ref and name (for setFocus), setValue for the digits.
            {...register('code')}
            autoFocus
            value={code}
            onChange={(digits) => setValue('code', digits)}
            onComplete={(full) => {
              // The last digit arrives with onComplete; submit what was typed once.
              setValue('code', full);
              if (!verifying) void verify();
            }}
            readOnly={verifying}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={!complete || verifying}>
          {verifying ? t.submitting : t.submit}
        </Button>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t.back}
        </Button>
        <Button variant="secondary" onClick={resend} disabled={remaining > 0 || resending}>
          {remaining > 0 ? t.resendIn(remaining) : t.resend}
        </Button>
      </div>
    </div>
  );
}
