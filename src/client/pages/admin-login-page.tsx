import { Building2 } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import { toast } from 'sonner';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { LoginForm } from '~/client/features/auth/login-form';
import { adminLoginStrings as t } from '~/client/features/admin-layout/strings';
import { AuthBanner, isAuthMessage } from '~/client/features/auth/auth-banner';
import { layoutStrings } from '~/client/features/layout/strings';
import { Wordmark } from '~/client/components/brand/wordmark';
import { useMe, useRefreshMe } from '~/client/features/session/use-me';

/** Where an admin goes after signing in: back to the admin page they came from, else the dashboard. */
function destination(from: Location | undefined): string {
  if (from?.pathname.startsWith('/admin/') && from.pathname !== '/admin/login')
    return `${from.pathname}${from.search}${from.hash}`;
  return '/admin/dashboard';
}

/**
 * `/admin/login` (admin-side §2 "Admin login page"): e-mail + password, a link to /business-registration and the
 * `?message=` banners. Admins are sent on to /admin/dashboard; a signed-in non-admin sees admin_required.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const from = (location.state as { from?: Location } | null)?.from;
  const message = params.get('message');

  if (me?.isAdmin) return <Navigate to={destination(from)} replace />;

  const onSignedIn = async () => {
    const fresh = await refreshMe();
    if (fresh.isAdmin) {
      toast.success(t.success);
      void navigate(destination(from), { replace: true });
    } else {
      setParams({ message: 'admin_required' }, { replace: true, state: location.state });
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center px-4">
        <Link to="/" aria-label={layoutStrings.homeLinkLabel} className="rounded-lg px-1 py-2">
          <Wordmark className="text-lg" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-4 pb-16 sm:pt-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-accent-100 text-accent-800">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-2 text-stone-600">{t.intro}</p>
        </div>
        {isPending ? (
          <Spinner className="py-16" />
        ) : (
          <div className="space-y-6">
            {isAuthMessage(message) ? <AuthBanner message={message} /> : null}
            <Card className="p-5 sm:p-6">
              <LoginForm variant="admin" onSuccess={onSignedIn} />
            </Card>
            <div className="space-y-2 text-center text-sm text-stone-600">
              <p>
                {t.noCompany}{' '}
                <Link
                  to="/business-registration"
                  className="font-medium text-accent-700 underline-offset-4 hover:underline"
                >
                  {t.register}
                </Link>
              </p>
              <p>
                {t.toCustomer}{' '}
                <Link
                  to="/auth?tab=login"
                  className="font-medium text-accent-700 underline-offset-4 hover:underline"
                >
                  {t.toCustomerLink}
                </Link>
              </p>
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
