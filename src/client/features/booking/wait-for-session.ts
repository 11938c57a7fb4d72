/** Session wait after auth (customer-side §4, §9): up to 15 tries, 300 ms apart; auto-submit 500 ms later. */
export const SESSION_WAIT_TRIES = 15;
export const SESSION_WAIT_INTERVAL_MS = 300;
export const AUTO_SUBMIT_DELAY_MS = 500;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks `refresh` until it reports a user (the session cookie can land a moment after the auth call returns).
 * Resolves with the user, or null when the tries run out or `isCancelled()` turns true.
 */
export async function waitForSession<U>(
  refresh: () => Promise<{ user: U | null }>,
  isCancelled: () => boolean,
): Promise<U | null> {
  for (let attempt = 1; attempt <= SESSION_WAIT_TRIES && !isCancelled(); attempt++) {
    try {
      const { user } = await refresh();
      if (user) return user;
    } catch {
      // A failed check counts as "not yet"; the next try may succeed.
    }
    if (attempt < SESSION_WAIT_TRIES) await sleep(SESSION_WAIT_INTERVAL_MS);
  }
  return null;
}
