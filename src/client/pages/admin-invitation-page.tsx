import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { invitationStrings as t } from '~/client/features/admin-settings/strings';
import { layoutStrings } from '~/client/features/layout/strings';
import { Wordmark } from '~/client/components/brand/wordmark';
import { ME_QUERY_KEY } from '~/client/features/session/me-query-key';
import { useMe } from '~/client/features/session/use-me';

/**
 * `/admin/invitation?token=…`: the page of an owner's e-mailed invitation. A guest is asked to sign in
 * or sign up with the invited address (and comes back here after signing in); a signed-in user accepts, and the
 * server's Swedish answer is shown when the invitation is for another address, expired or used.
 */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const { data: me, isPending } = useMe();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => unwrap(api.invitations.accept.$post({ json: { token } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });

  let body;
  if (!token) body = <p className="text-stone-700">{t.missingToken}</p>;
  else if (isPending) body = <Spinner />;
  else if (!me?.user)
    body = (
      <>
        <p className="text-stone-700">{t.signInFirst}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="w-full sm:w-auto">
            <Link to="/auth" state={{ from: location }}>
              {t.signIn}
            </Link>
          </Button>
          <Button asChild variant="secondary" className="w-full sm:w-auto">
            <Link to="/auth?tab=signup" state={{ from: location }}>
              {t.signUp}
            </Link>
          </Button>
        </div>
      </>
    );
  else if (accept.isSuccess)
    body = (
      <>
        <p role="status" className="text-stone-800">
          {accept.data.role === 'staff'
            ? t.acceptedStaff(accept.data.company.name)
            : t.accepted(accept.data.company.name)}
        </p>
        <Button asChild className="w-full sm:w-auto">
          {accept.data.role === 'staff' ? (
            <Link to="/admin/calendar">{t.toCalendar}</Link>
          ) : (
            <Link to="/admin/dashboard">{t.toAdmin}</Link>
          )}
        </Button>
      </>
    );
  else
    body = (
      <>
        <p className="text-stone-700">{t.signedInAs(me.user.email)}</p>
        {accept.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {accept.error instanceof ApiError && accept.error.status !== 0 ? accept.error.message : t.failed}
          </p>
        ) : null}
        <Button className="w-full sm:w-auto" disabled={accept.isPending} onClick={() => accept.mutate()}>
          {accept.isPending ? t.accepting : t.accept}
        </Button>
      </>
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center px-4">
        <Link to="/" aria-label={layoutStrings.homeLinkLabel} className="rounded-lg px-1 py-2">
          <Wordmark className="text-lg" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-4 pb-16 sm:pt-8">
        <Card className="space-y-4 p-6">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t.title}</h1>
          <p className="text-stone-600">{t.intro}</p>
          {body}
        </Card>
      </main>
    </div>
  );
}
