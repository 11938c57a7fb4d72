import { useId, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { authClient } from './auth-client';

/** The query parameter the mailed sign-in link carries its token in (server: auth/sign-in-link.ts). */
export const SIGN_IN_LINK_PARAM = 'inloggningslank';

export const signInLinkStrings = {
  offer: 'Det är du som äger kontot? Få en inloggningslänk till din e-post, så loggar du in utan lösenord.',
  send: 'Skicka en inloggningslänk',
  sending: 'Skickar...',
  sent: 'Om adressen har ett konto har vi skickat en inloggningslänk dit. Den gäller i 15 minuter.',
  sendFailed: 'Det gick inte att skicka länken. Försök igen om en stund.',
  useTitle: 'Logga in med länken från din e-post',
  use: 'Logga in med länken',
  using: 'Loggar in...',
  invalid: 'Länken är ogiltig, redan använd eller för gammal. Begär en ny.',
} as const;

const t = signInLinkStrings;

/**
 * Asks the server to mail a sign-in link to `email` (`POST /api/auth/sign-in-link/send`). Resolves to true when
 * the request was accepted (the answer is the same whether or not the address has an account), false otherwise.
 */
export async function requestSignInLink(email: string): Promise<boolean> {
  const { error } = await authClient.$fetch('/sign-in-link/send', { method: 'POST', body: { email } });
  return !error;
}

/**
 * Signs in with the token of a mailed link (`POST /api/auth/sign-in-link/verify`): true when the session cookie
 * is set, false when the link is unknown, used or expired.
 */
export async function signInWithLink(token: string): Promise<boolean> {
  const { error } = await authClient.$fetch('/sign-in-link/verify', { method: 'POST', body: { token } });
  return !error;
}

/**
 * Shown under a sign-in form when the server refused with ACCOUNT_LOCKED: the server's Swedish
 * `message` and the way out, a button that mails a sign-in link to `email`. Announced to screen readers (role
 * alert); the button is an ordinary, keyboard-reachable button.
 */
export function LockedSignInNotice({ email, message }: { email: string; message: string }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      setState((await requestSignInLink(email)) ? 'sent' : 'failed');
    } catch {
      setState('failed');
    }
  };
  return (
    <div
      role="alert"
      aria-labelledby={`${id}-message`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-stone-800"
    >
      <p id={`${id}-message`} className="font-medium">
        {message}
      </p>
      {state === 'sent' ? (
        <p>{t.sent}</p>
      ) : (
        <>
          <p>{t.offer}</p>
          <Button type="button" variant="secondary" onClick={send} disabled={state === 'sending'}>
            {state === 'sending' ? t.sending : t.send}
          </Button>
          {state === 'failed' ? <p>{t.sendFailed}</p> : null}
        </>
      )}
    </div>
  );
}

/**
 * The sign-in page opened from a mailed link (`?inloggningslank=<token>`): one button signs in with it (a button,
 * not on load, so that mail scanners opening the link do not use it up). `onSuccess` runs once signed in.
 */
export function SignInWithLink({
  token,
  onSuccess,
}: {
  token: string;
  onSuccess: () => void | Promise<void>;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'invalid'>('idle');
  const use = async () => {
    setState('busy');
    try {
      if (await signInWithLink(token)) {
        await onSuccess();
        return;
      }
    } catch {
      // Treated as an unusable link below.
    }
    setState('invalid');
  };
  return (
    <section aria-label={t.useTitle} className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <p className="text-sm font-medium text-stone-800">{t.useTitle}</p>
      <Button type="button" className="w-full" onClick={use} disabled={state === 'busy'}>
        {state === 'busy' ? t.using : t.use}
      </Button>
      {state === 'invalid' ? (
        <p role="alert" className="text-sm text-red-700">
          {t.invalid}
        </p>
      ) : null}
    </section>
  );
}
