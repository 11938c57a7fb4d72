import { Info } from 'lucide-react';
import { authStrings, type AuthMessage } from './strings';

/** Whether a `?message=` value is one the auth page explains. */
export function isAuthMessage(value: string | null): value is AuthMessage {
  return value !== null && Object.hasOwn(authStrings.banners, value);
}

/** The notice above the auth tabs for `?message=login_required|admin_required` (customer-side §2). */
export function AuthBanner({ message }: { message: AuthMessage }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>{authStrings.banners[message]}</p>
    </div>
  );
}
