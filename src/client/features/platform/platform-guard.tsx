import { ShieldAlert } from 'lucide-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { useMe } from '~/client/features/session';
import { platformStrings as t } from './strings';

/**
 * Route guard of the platform pages: guests go to `/auth?message=login_required` (remembering `state.from`);
 * signed-in users who are not platform operators (`isPlatformAdmin` of `GET /api/me`) see that they lack access.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner className="py-20" />;
  if (!me?.user) return <Navigate to="/auth?message=login_required" state={{ from: location }} replace />;
  if (!me.isPlatformAdmin) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <ShieldAlert className="size-10 text-stone-400" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-stone-900">{t.forbiddenTitle}</h1>
          <p className="text-stone-600">{t.forbiddenText}</p>
          <Button asChild>
            <Link to="/">{t.toHome}</Link>
          </Button>
        </Card>
      </div>
    );
  }
  return <Outlet />;
}
