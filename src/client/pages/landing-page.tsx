import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { LandscapeArt } from '~/client/features/layout/landscape-art';
import { landingStrings as t } from '~/client/features/layout/strings';
import { Wordmark } from '~/client/components/brand/wordmark';
import { useMe } from '~/client/features/session/use-me';
import { cn } from '~/client/lib/cn';

const linkClass = 'font-medium text-accent-700 underline-offset-4 hover:underline';

/**
 * The landing screen (customer-side §1): full-page artwork, wordmark, pitch, 'Sök företag' and 'Skapa konto'.
 * A signed-in visitor gets 'Mina bokningar' and a link to their overview (and admins to the company panel) instead
 * of the sign-up. Until `/api/me` has answered, the second row keeps its place but is not shown.
 */
export function Component() {
  const { data: me, isPending } = useMe();
  const user = me?.user;
  const name = user ? user.firstName?.trim() || user.name.trim() : '';

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <LandscapeArt className="absolute inset-0 -z-10 size-full" />
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center px-6 pt-[10vh] pb-16 text-center sm:pt-[18vh]">
        <h1>
          <Wordmark className="gap-3 text-5xl sm:text-6xl" markClassName="size-12 sm:size-14" />
        </h1>
        <p className="mt-6 max-w-md text-lg text-balance text-stone-700 sm:text-xl">{t.pitch}</p>
        <div className="mt-10 grid w-full max-w-sm gap-3 sm:max-w-md sm:grid-cols-2">
          <Button asChild size="lg" className="h-14 text-lg shadow-md">
            <Link to="/search">{t.search}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="secondary"
            className={cn('h-14 text-lg shadow-md', isPending && 'invisible')}
          >
            {user ? (
              <Link to="/my-bookings">{t.myBookings}</Link>
            ) : (
              <Link to="/auth?tab=signup">{t.signup}</Link>
            )}
          </Button>
        </div>
        <p className={cn('mt-6 text-sm text-stone-600', isPending && 'invisible')}>
          {user ? (
            <>
              {t.signedInAs(name)}{' '}
              <Link to="/dashboard" className={linkClass}>
                {t.toDashboard}
              </Link>
              {me?.isAdmin ? (
                <>
                  {' · '}
                  <Link to="/admin/dashboard" className={linkClass}>
                    {t.toAdmin}
                  </Link>
                </>
              ) : null}
            </>
          ) : (
            <>
              {t.haveAccount}{' '}
              <Link to="/auth?tab=login" className={linkClass}>
                {t.login}
              </Link>
            </>
          )}
        </p>
      </main>
    </div>
  );
}
