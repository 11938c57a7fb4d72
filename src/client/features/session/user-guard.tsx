import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '~/client/components/ui/spinner';
import { useMe } from './use-me';

/**
 * Route guard for signed-in pages (customer-side §2): waits for `useMe`, sends guests to
 * `/auth?message=login_required` remembering where they were going, else renders the child routes.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner className="py-24" />;
  if (!me?.user) return <Navigate to="/auth?message=login_required" state={{ from: location }} replace />;
  return <Outlet />;
}
