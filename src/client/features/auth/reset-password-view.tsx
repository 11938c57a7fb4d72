import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { ResetPasswordForm } from './reset-password-form';
import { authStrings } from './strings';
import { useResetToken } from './use-reset-token';

const t = authStrings.reset;
/** customer-side §9: redirect delays after an invalid link and after success. */
export const INVALID_LINK_REDIRECT_MS = 3000;
export const RESET_DONE_REDIRECT_MS = 2000;

/**
 * /reset-password?token= (customer-side §2, §4, §8): a missing, used or expired link says 'Ogiltig länk' and goes
 * to /forgot-password after 3 s; after a successful reset the browser is signed out and goes to /auth after 2 s.
 */
export function ResetPasswordView({ token }: { token: string }) {
  const navigate = useNavigate();
  const check = useResetToken(token);
  const [phase, setPhase] = useState<'form' | 'invalid' | 'done'>('form');
  const current = check.valid === false ? 'invalid' : phase;

  useEffect(() => {
    if (current === 'form') return;
    if (current === 'invalid') toast.error(t.invalidTitle, { description: t.invalidText });
    const [to, delay] =
      current === 'invalid'
        ? ['/forgot-password', INVALID_LINK_REDIRECT_MS]
        : ['/auth', RESET_DONE_REDIRECT_MS];
    const timer = setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [current, navigate]);

  if (check.checking) return <Spinner label={t.checking} className="py-16" />;

  if (current !== 'form') {
    const invalid = current === 'invalid';
    const Icon = invalid ? TriangleAlert : CircleCheck;
    return (
      <Card role={invalid ? 'alert' : 'status'} className="flex flex-col items-center p-6 text-center">
        <div
          className={`flex size-14 items-center justify-center rounded-2xl ${invalid ? 'bg-amber-100 text-amber-700' : 'bg-accent-100 text-accent-700'}`}
        >
          <Icon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-xl font-semibold text-stone-900">
          {invalid ? t.invalidTitle : t.doneTitle}
        </h1>
        <p className="mt-2 text-stone-600">{invalid ? t.invalidText : t.doneText}</p>
        {invalid ? (
          <Link
            to="/forgot-password"
            className="mt-6 font-medium text-accent-700 underline underline-offset-4"
          >
            {t.requestNew}
          </Link>
        ) : null}
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-stone-600">{t.intro}</p>
      </div>
      <Card className="p-5 sm:p-6">
        <ResetPasswordForm
          token={token}
          onDone={() => setPhase('done')}
          onInvalid={() => setPhase('invalid')}
        />
      </Card>
    </div>
  );
}
