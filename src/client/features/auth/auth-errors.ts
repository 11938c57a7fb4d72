import { authStrings } from './strings';
import { isErrorCode } from '~/shared/error-codes';

/** The error better-auth's client returns: HTTP status, an UPPER_SNAKE `code` and an English or Swedish message. */
export interface AuthError {
  status?: number;
  code?: string;
  message?: string;
  /** Our own middleware's refusals keep the API's `{ error: { code, message } }` body. */
  error?: { code?: string; message?: string };
}

/**
 * The server's own Swedish explanation of a refused sign-in that the person can act on, else undefined: the request
 * came from another address (our 403 `cross_origin`), or the account is locked after too many wrong
 * passwords (better-auth's 429 `ACCOUNT_LOCKED`), or too many sign-ins from this address in
 * a few seconds (better-auth's own 429).
 */
export function explainedRefusal(error: AuthError): string | undefined {
  if (isErrorCode(error.error?.code, 'cross_origin')) return error.error?.message;
  if (isErrorCode(error.code, 'ACCOUNT_LOCKED')) return error.message;
  // better-auth's own per-client-address limit (a few sign-ins in 10 s) answers 429 in English.
  if (error.status === 429) return t.tooManyRequests;
  return undefined;
}

const t = authStrings.toasts;

/** A sign-in failure: 'wrong' credentials, 'unverified' e-mail (the server re-sent a code), or 'other'. */
export function classifyLoginError(error: AuthError): 'wrong' | 'unverified' | 'other' {
  if (
    isErrorCode(error.code, 'EMAIL_NOT_VERIFIED') ||
    (error.status === 403 && /verif/i.test(error.message ?? ''))
  )
    return 'unverified';
  if (isErrorCode(error.code, 'INVALID_EMAIL_OR_PASSWORD') || error.status === 401) return 'wrong';
  return 'other';
}

/** The toast description for a signup failure (customer-side §8). */
export function signupErrorMessage(error: AuthError): string {
  const code = error.code ?? '';
  const message = error.message ?? '';
  // With required verification better-auth answers a duplicate signup as a success (no account enumeration),
  // so this branch only runs if that setting changes.
  if (code.startsWith('USER_ALREADY_EXISTS') || error.status === 422) return t.userExists;
  // Our server hook rejects weak passwords with the shared schema's Swedish message ('Lösenordet måste…').
  if (code.startsWith('PASSWORD_TOO') || /^lösenord/i.test(message)) return t.weakPassword;
  if (isErrorCode(code, 'INVALID_EMAIL') || /^ogiltig e-post/i.test(message)) return t.invalidEmail;
  // The server hook's other messages come without a code and are already Swedish ('Ogiltigt telefonnummer');
  // better-auth's own carry a code and are English, and its rate limit (429) is English too.
  if (!code && message && error.status !== 429) return message;
  return t.signupFailed;
}

/**
 * Why a code was refused: 'attempts' (this code is burnt: ask for a new one), 'rate' (the server allows 3 tries
 * a minute per client: wait), else 'wrong' (wrong or expired code).
 */
export function classifyVerifyError(error: AuthError): 'attempts' | 'rate' | 'wrong' {
  if (isErrorCode(error.code, 'TOO_MANY_ATTEMPTS')) return 'attempts';
  if (error.status === 429) return 'rate';
  return 'wrong';
}
