import { toast } from 'sonner';
import { authStrings } from './strings';

const t = authStrings.google;

/** Where a Google sign-in runs: the auth page or the booking flow's inline panel (their §8 wordings differ). */
export type GoogleVariant = 'page' | 'inline';

/** The toast for a failed Google sign-in; `code` is better-auth's `?error=` code, undefined for a thrown error. */
export function toastGoogleError(variant: GoogleVariant, code?: string) {
  const reason = code ? t.reasons[code] : undefined;
  if (variant === 'page') {
    toast.error(t.failedPage, { description: reason ?? t.unexpectedPage });
  } else if (code) {
    toast.error(t.failedInline, reason ? { description: reason } : undefined);
  } else {
    toast.error(t.unexpectedInline);
  }
}
