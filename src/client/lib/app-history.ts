import { createBrowserHistory, createPath, type BrowserHistory, type To } from 'history';

/** The history library's browser history with the two URL helpers React Router's navigator also uses. */
export type AppHistory = BrowserHistory & {
  /** `to` as an absolute URL of this origin. */
  createURL(to: To): URL;
  /** `to` with its path percent-encoded as the browser would (React Router re-encodes matched paths with it). */
  encodeLocation(to: To): { pathname: string; search: string; hash: string };
};

let history: AppHistory | undefined;

/**
 * The browser history the app's router follows (main.tsx, `unstable_HistoryRouter`; decision 051), made on first
 * use, so a module that imports this is safe on the server. It is the `history` library's, for its `block`: the
 * admin settings ask before unsaved edits are lost (features/admin-settings/unsaved-changes.tsx), which React
 * Router offers only in its data router. Browser only.
 */
export function appHistory(): AppHistory {
  if (!history) {
    const createURL = (to: To) =>
      new URL(typeof to === 'string' ? to : createPath(to), window.location.origin);
    const browser = createBrowserHistory();
    const push = browser.push;
    history = Object.assign(browser, {
      createURL,
      encodeLocation: (to: To) => {
        const { pathname, search, hash } = createURL(to);
        return { pathname, search, hash };
      },
      // A navigation to the address already shown replaces its entry, as React Router's data router does: two
      // events of one click (a tab's pointer-down and focus) must not leave two entries for Back to step through.
      push: (to: To, state?: unknown) => {
        if (createURL(to).href === createURL(browser.location).href) browser.replace(to, state);
        else push(to, state);
      },
    });
  }
  return history;
}
