// The request's Cookie header while the server renders a page (renderToString is synchronous, so one at a time).
let requestCookies: string | undefined;

/**
 * Runs `render` with `cookieHeader` as the cookies `readCookie` sees, for the server rendering (entry-server.tsx):
 * a page that reads a cookie (the sidebar's `sidebar_state`) then renders on the server as it will hydrate.
 */
export function withRequestCookies<T>(cookieHeader: string, render: () => T): T {
  requestCookies = cookieHeader;
  try {
    return render();
  } finally {
    requestCookies = undefined;
  }
}

/** The value of cookie `name`: from `document.cookie` in the browser, from the request on the server; or undefined. */
export function readCookie(name: string): string | undefined {
  const header = typeof document === 'undefined' ? (requestCookies ?? '') : document.cookie;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
