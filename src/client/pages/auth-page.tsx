import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { useSearchParamsNow } from '~/client/lib/use-search-params-now';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { AuthBanner, isAuthMessage } from '~/client/features/auth/auth-banner';
import { GoogleSignIn } from '~/client/features/auth/google-button';
import { LoginForm } from '~/client/features/auth/login-form';
import { SignupForm } from '~/client/features/auth/signup-form';
import { RETURN_PARAM, safeReturnPath } from '~/client/features/auth/return-path';
import { authStrings as t } from '~/client/features/auth/strings';
import { VerifyCode } from '~/client/features/auth/verify-code';
import { Welcome } from '~/client/features/auth/welcome';
import { layoutStrings } from '~/client/features/layout/strings';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';
import { Wordmark } from '~/client/components/brand/wordmark';
import { useMe, useRefreshMe } from '~/client/features/session/use-me';

type Step = { kind: 'form' } | { kind: 'verify'; email: string; fromSignUp: boolean } | { kind: 'welcome' };
type Tab = 'login' | 'signup';

/**
 * Where a signed-in user goes from /auth: back to the guarded page (`state.from`), else to the same-site page in
 * `?redirect=` ('Logga in' in the header, a heart tapped as a guest), else the admin or customer
 * dashboard.
 */
function destination(from: Location | undefined, returnTo: string | null, isAdmin: boolean): string {
  if (from && from.pathname !== '/auth') return `${from.pathname}${from.search}${from.hash}`;
  if (returnTo) return returnTo;
  return isAdmin ? '/admin/dashboard' : '/dashboard';
}

/** /auth (customer-side §2): login and signup tabs, e-mail verification, then the welcome screen. */
export function Component() {
  const [params, setParams] = useSearchParamsNow();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: me, isPending } = useMe();
  const refreshMe = useRefreshMe();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const from = (location.state as { from?: Location } | null)?.from;
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'login';
  const message = params.get('message');
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  useDocumentTitle(tab === 'signup' ? t.tabSignup : t.tabLogin);

  // Signed-in users do not belong here, except right after verifying, when the welcome screen is showing, and a
  // non-admin sent here by the admin guard, who must see the admin_required banner (and may sign in as the admin).
  const adminRefused = message === 'admin_required' && !me?.isAdmin;
  if (me?.user && step.kind !== 'welcome' && !adminRefused)
    return <Navigate to={destination(from, returnTo, me.isAdmin)} replace />;

  const onLoggedIn = async () => {
    const fresh = await refreshMe();
    void navigate(destination(from, returnTo, fresh.isAdmin), { replace: true });
  };
  const onVerified = async () => {
    setStep({ kind: 'welcome' }); // before the refetch, so the redirect above does not fire
    await refreshMe();
  };
  const toVerify = (email: string, fromSignUp: boolean) => setStep({ kind: 'verify', email, fromSignUp });
  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center px-4">
        <Link to="/" aria-label={layoutStrings.homeLinkLabel} className="rounded-lg px-1 py-2">
          <Wordmark className="text-lg" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-4 pb-16 sm:pt-8">
        {step.kind === 'form' ? (
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
              {t.pageTitle}
            </h1>
            <p className="mt-2 text-stone-600">{t.pageIntro}</p>
          </div>
        ) : (
          <h1 className="sr-only">{t.pageTitle}</h1>
        )}
        {isPending ? (
          <Spinner className="py-16" />
        ) : step.kind === 'welcome' ? (
          <Card className="p-6">
            <Welcome firstName={me?.user?.firstName} continueTo={destination(from, returnTo, false)} />
          </Card>
        ) : (
          <>
            {step.kind === 'verify' ? (
              <Card className="p-5 sm:p-6">
                <VerifyCode
                  email={step.email}
                  fromSignUp={step.fromSignUp}
                  onVerified={onVerified}
                  onBack={() => setStep({ kind: 'form' })}
                />
              </Card>
            ) : null}
            {/* Hidden, not unmounted, during the code step: 'Tillbaka' finds the forms as they were left. */}
            <div className="space-y-6" hidden={step.kind !== 'form'}>
              {isAuthMessage(message) ? <AuthBanner message={message} /> : null}
              <Card className="p-5 sm:p-6">
                <Tabs value={tab} onValueChange={setTab}>
                  <TabsList>
                    <TabsTrigger value="login">{t.tabLogin}</TabsTrigger>
                    <TabsTrigger value="signup">{t.tabSignup}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="login" className="space-y-5">
                    <GoogleSignIn mode="login" />
                    <LoginForm
                      onSuccess={onLoggedIn}
                      onNeedsVerification={(email) => toVerify(email, false)}
                    />
                  </TabsContent>
                  <TabsContent value="signup" className="space-y-5">
                    <GoogleSignIn mode="signup" />
                    <SignupForm withPhone onSignedUp={(email) => toVerify(email, true)} />
                  </TabsContent>
                </Tabs>
              </Card>
              <p className="text-center text-sm text-stone-600">
                {t.business.question}{' '}
                <Link
                  to="/business-registration"
                  className="font-medium text-accent-700 underline-offset-4 hover:underline"
                >
                  {t.business.link}
                </Link>
              </p>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
