import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { authClient } from './auth-client';
import { toastGoogleError, type GoogleVariant } from './google-error';
import { saveGoogleMarker, useGoogleReturn } from './google-return';
import { authStrings } from './strings';
import { useAuthConfig } from './use-auth-config';

const t = authStrings.google;

/** A page's own Google return: on the auth page a failed sign-in comes back here with `?error=`. */
function PageGoogleReturn() {
  useGoogleReturn({ samePath: false, onError: (code) => toastGoogleError('page', code) });
  return null;
}

/**
 * 'Logga in med Google' / 'Skapa konto med Google' (customer-side §2, §7): stores the return marker, then
 * redirects to Google; Google sends the visitor back to this very page (booking flow) or to /auth, which forwards
 * to the dashboard. Disabled with an explanation when the server has no Google sign-in.
 */
export function GoogleButton({
  mode,
  variant = 'page',
}: {
  mode: 'login' | 'signup';
  variant?: GoogleVariant;
}) {
  const noteId = useId();
  const location = useLocation();
  const config = useAuthConfig();
  const [redirecting, setRedirecting] = useState(false);
  const available = config.data?.google === true;

  const start = async () => {
    const returnTo = `${location.pathname}${location.search}`;
    setRedirecting(true);
    saveGoogleMarker(returnTo);
    try {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: returnTo,
        errorCallbackURL: returnTo,
      });
      if (error) throw error;
    } catch {
      setRedirecting(false);
      toastGoogleError(variant);
    }
  };

  return (
    <div className="space-y-2">
      {variant === 'page' ? <PageGoogleReturn /> : null}
      <button
        type="button"
        disabled={!available || redirecting}
        aria-describedby={config.data && !available ? noteId : undefined}
        onClick={() => void start()}
        className="flex h-12 w-full cursor-pointer items-center justify-center gap-3 rounded-xl border border-stone-200 bg-white text-sm font-medium text-stone-900 shadow-sm hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1Z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
          />
        </svg>
        {redirecting ? t.redirecting : mode === 'login' ? t.login : t.signup}
      </button>
      {config.data && !available ? (
        <p id={noteId} className="text-center text-xs text-stone-600">
          <strong className="block font-medium text-stone-700">{t.unavailable}</strong>
          {t.unavailableText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Google button and the 'eller' rule under it, only when the server offers Google sign-in (`GET
 * /api/auth-config` → `google: true`); nothing at all otherwise, and nothing while that is not yet known
 * (no dead 'inte tillgänglig' button on the sign-in forms).
 */
export function GoogleSignIn({
  mode,
  variant = 'page',
}: {
  mode: 'login' | 'signup';
  variant?: GoogleVariant;
}) {
  const config = useAuthConfig();
  if (config.data?.google !== true) return null;
  return (
    <>
      <GoogleButton mode={mode} variant={variant} />
      <OrDivider />
    </>
  );
}

/** A thin rule with 'eller' between the Google button and the form. */
export function OrDivider() {
  return (
    <div
      className="flex items-center gap-3 text-xs tracking-wide text-stone-500 uppercase"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-stone-200" />
      {authStrings.or}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
