import { toast } from 'sonner';
import { classifyLoginError, explainedRefusal, type AuthError } from './auth-errors';
import { authStrings as t } from './strings';

/**
 * Who signs in: a customer on /auth, or a company on /admin/login. They differ only in what the toasts say (a
 * company's refusals are all 'Inloggning misslyckades' with the reason as description) and in where an unverified
 * account goes (a customer to the code step).
 */
export type LoginVariant = 'customer' | 'admin';

/** The admin's reason of a failed sign-in, for the toast's description. */
function adminFailureText(error: AuthError): string {
  const refusal = explainedRefusal(error);
  if (refusal) return refusal;
  const kind = classifyLoginError(error);
  if (kind === 'wrong') return t.toasts.wrongCredentials;
  if (kind === 'unverified') return t.toasts.notVerified;
  return error.status === 429 ? t.toasts.rateLimitedText : t.toasts.unexpected;
}

/**
 * Toasts a refused sign-in of `email` the `variant`'s way; a customer whose e-mail is unverified (the server has
 * just re-sent a code) goes on to `onNeedsVerification(email)`.
 */
export function toastLoginRefused(
  variant: LoginVariant,
  error: AuthError,
  email: string,
  onNeedsVerification?: (email: string) => void,
): void {
  if (variant === 'admin') {
    toast.error(t.toasts.loginFailed, { description: adminFailureText(error) });
    return;
  }
  const kind = classifyLoginError(error);
  const refusal = explainedRefusal(error);
  if (refusal) {
    toast.error(t.toasts.loginFailed, { description: refusal });
  } else if (kind === 'unverified') {
    toast.error(t.toasts.notVerified);
    onNeedsVerification?.(email);
  } else {
    toast.error(kind === 'wrong' ? t.toasts.wrongCredentials : t.toasts.loginFailed);
  }
}

/** Toasts a sign-in that failed without an answer (network, a thrown error). */
export function toastLoginUnexpected(variant: LoginVariant): void {
  if (variant === 'admin') toast.error(t.toasts.loginErrorTitle, { description: t.toasts.unexpected });
  else toast.error(t.toasts.unexpected);
}
