/**
 * Where sign-in returns to ("What to build" 4): the `/auth?redirect=<path>` parameter. Only a path on
 * this site is honoured, so the parameter cannot send anyone to another site (no open redirect).
 */

/** The query parameter of /auth that holds the same-site path to return to after signing in. */
export const RETURN_PARAM = 'redirect';

/**
 * `value` when it is a path on this site (`/booking/salong-solros?tjanst=…#x`), else null: absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\host`), control characters and /auth itself are refused.
 * Input: the raw parameter (or null). Output: the normalised `pathname + search + hash`, or null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://tidvis.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://tidvis.invalid') return null;
  if (url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The /auth address of a tab that returns to `from` (`pathname + search`) after signing in; a plain
 * `/auth?tab=…` when `from` is no page worth returning to (the landing page, /auth itself).
 */
export function authHref(tab: 'login' | 'signup', from?: string | null): string {
  const params = new URLSearchParams({ tab });
  const back = safeReturnPath(from);
  if (back && back !== '/') params.set(RETURN_PARAM, back);
  return `/auth?${params.toString()}`;
}
