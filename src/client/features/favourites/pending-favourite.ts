/**
 * A heart tapped while signed out: the company to save once the visitor has signed in. Kept in
 * sessionStorage (this tab only) for 30 minutes, so it survives the sign-in, the e-mail code and Google's round trip.
 */
const KEY = 'tidvis:pending-favourite';
const MAX_AGE_MS = 30 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage switched off: the visitor returns to the page and taps the heart again.
  }
}

/** Remembers `companyId` as the favourite to save after sign-in (replacing any earlier one). */
export function rememberPendingFavourite(companyId: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ companyId, at: Date.now() }));
  } catch {
    // Quota: see storage().
  }
}

/**
 * True when `companyId` is the remembered favourite, and forgets it then (it is saved once). A stale or unreadable
 * entry is dropped.
 */
export function takePendingFavourite(companyId: string): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return false;
  try {
    const entry = JSON.parse(raw) as { companyId?: unknown; at?: unknown };
    if (typeof entry.at !== 'number' || Date.now() - entry.at > MAX_AGE_MS) {
      store?.removeItem(KEY);
      return false;
    }
    if (entry.companyId !== companyId) return false;
  } catch {
    store?.removeItem(KEY);
    return false;
  }
  store?.removeItem(KEY);
  return true;
}
