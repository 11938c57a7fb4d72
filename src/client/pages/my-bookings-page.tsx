import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { authHref } from '~/client/features/auth/return-path';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { MyBookingsView } from '~/client/features/my-bookings/my-bookings-view';
import { t } from '~/client/features/my-bookings/strings';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';
import { useMe } from '~/client/features/session/use-me';

/** `/my-bookings`, 'Mina bokningar': the customer's bookings, or a sign-in prompt for guests. */
export function Component() {
  const me = useMe();
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
      {me.isPending ? (
        <Spinner label={t.loading} className="py-16" />
      ) : me.data?.user ? (
        <MyBookingsView />
      ) : (
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <p className="text-stone-700">{t.loggedOut}</p>
          <Button asChild size="lg">
            <Link to={authHref('login', '/my-bookings')}>
              <LogIn aria-hidden="true" />
              {t.logIn}
            </Link>
          </Button>
        </Card>
      )}
    </div>
  );
}
