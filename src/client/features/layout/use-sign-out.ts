import { useNavigate } from 'react-router';
import { useRefreshMe } from '~/client/features/session';
import { layoutStrings } from './strings';

/**
 * Signs out (better-auth), refreshes `useMe` (which drops the signed-out user's cached data, see createQueryClient)
 * and goes to the start page;
 * toasts 'Fel vid utloggning' on failure.
 */
export function useSignOut() {
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  return async () => {
    try {
      // Loaded on demand so the better-auth client stays out of the search page's chunk.
      const { authClient } = await import('~/client/features/auth/auth-client');
      const { error } = await authClient.signOut();
      if (error) throw error;
      // To the start page first: refreshing the session while still on a signed-in page would let its guard
      // send the visitor to /auth?message=login_required.
      await navigate('/', { replace: true });
      await refreshMe();
    } catch {
      // sonner on demand too: the layout of the server-rendered pages does not load it (app-root.tsx).
      const { toast } = await import('sonner');
      toast.error(layoutStrings.logoutError);
    }
  };
}
