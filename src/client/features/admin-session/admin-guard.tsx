import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '~/client/components/ui/spinner';
import { useMe } from '~/client/features/session';
import { STAFF_ADMIN_PAGES } from '~/shared/schemas/company-members';

/**
 * Route guard of the admin pages (admin-side §2 "Guards"): a spinner while `useMe` loads; guests go to
 * `/auth?message=login_required` (remembering `state.from`), signed-in non-admins to `/auth?message=admin_required`,
 * and a staff account (docs/decisions/035) from a page it may not use to its calendar.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner className="min-h-dvh" />;
  if (!me?.user) return <Navigate to="/auth?message=login_required" state={{ from: location }} replace />;
  if (!me.isAdmin) return <Navigate to="/auth?message=admin_required" state={{ from: location }} replace />;
  if (
    me.adminCompany?.role === 'staff' &&
    !STAFF_ADMIN_PAGES.some((page) => location.pathname === page || location.pathname.startsWith(`${page}/`))
  )
    return <Navigate to={STAFF_ADMIN_PAGES[0]} replace />;
  return <Outlet />;
}
