import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { useRefreshMe } from '~/client/features/session';
import { GoogleSignIn } from './google-button';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { authStrings } from './strings';
import { VerifyCode } from './verify-code';

const t = authStrings.panel;
type Mode = 'login' | 'signup';

/**
 * The inline auth panel of the booking flow (customer-side §2 "Inline auth panel"): login or signup with a toggle,
 * then the 6-digit verification step. Calls `onAuthenticated` once a session exists (and `useMe` has it).
 */
export function AuthPanel({
  onAuthenticated,
  defaultMode = 'login',
  signupPhoneLabel,
}: {
  onAuthenticated: () => void;
  defaultMode?: Mode;
  /** The label of the sign-up's optional phone field; absent: no phone field. */
  signupPhoneLabel?: string;
}) {
  const [mode, setMode] = useState<Mode>(defaultMode);
  const [verify, setVerify] = useState<{ email: string; fromSignUp: boolean } | null>(null);
  const refreshMe = useRefreshMe();

  const done = async () => {
    await refreshMe();
    onAuthenticated();
  };

  return (
    <>
      {verify ? (
        <Card className="p-5 sm:p-6">
          <VerifyCode
            email={verify.email}
            fromSignUp={verify.fromSignUp}
            onVerified={done}
            onBack={() => setVerify(null)}
          />
        </Card>
      ) : null}
      {/* Hidden, not unmounted, during the code step: 'Tillbaka' finds the form as it was left. */}
      <Card className="space-y-5 p-5 sm:p-6" hidden={verify !== null}>
        <h2 className="text-xl font-semibold text-stone-900">
          {mode === 'login' ? t.loginTitle : t.signupTitle}
        </h2>
        <GoogleSignIn mode={mode} variant="inline" />
        {mode === 'login' ? (
          <LoginForm
            onSuccess={done}
            onNeedsVerification={(email) => setVerify({ email, fromSignUp: false })}
          />
        ) : (
          <SignupForm
            onSignedUp={(email) => setVerify({ email, fromSignUp: true })}
            phoneLabel={signupPhoneLabel}
          />
        )}
        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-stone-600">
          {mode === 'login' ? t.toSignup : t.toLogin}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-1 py-1"
            onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
          >
            {mode === 'login' ? t.toSignupAction : t.toLoginAction}
          </Button>
        </p>
      </Card>
    </>
  );
}
