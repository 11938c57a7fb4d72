import { useId } from 'react';
import { authStrings } from './strings';

const t = authStrings.google;

/** Google sign-in, shown but switched off until the provider is configured (a later issue). */
export function GoogleButton({ mode }: { mode: 'login' | 'signup' }) {
  const noteId = useId();
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className="flex h-12 w-full items-center justify-center gap-3 rounded-xl border border-stone-200 bg-white text-sm font-medium text-stone-900 shadow-sm disabled:cursor-not-allowed disabled:opacity-60"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1Z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
        </svg>
        {mode === 'login' ? t.login : t.signup}
      </button>
      <p id={noteId} className="text-center text-xs text-stone-500">
        {t.unavailable}
      </p>
    </div>
  );
}

/** A thin rule with 'eller' between the Google button and the form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-stone-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      {authStrings.or}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
