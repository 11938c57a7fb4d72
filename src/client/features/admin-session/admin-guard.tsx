import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '~/client/components/ui/spinner';
import { useMe } from '~/client/features/session';

/**
 * Route guard of the admin pages (admin-side §2 "Guards"): a spinner while `useMe` loads; guests go to
 * `/auth?message=login_required` (remembering `state.from`), signed-in non-admins to `/auth?message=admin_required`.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner className="min-h-dvh" />;
  if (!me?.user) return <Navigate to="/auth?message=login_required" state={{ from: location }} replace />;
  if (!me.isAdmin) return <Navigate to="/auth?message=admin_required" state={{ from: location }} replace />;
  return <Outlet />;
}
