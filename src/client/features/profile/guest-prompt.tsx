import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { authHref } from '~/client/features/auth/return-path';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { t } from './strings';

const authButtons = (
  <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
    <Button asChild size="lg">
      <Link to={authHref('login', '/profile')}>
        <LogIn aria-hidden="true" />
        {t.logIn}
      </Link>
    </Button>
    <Button asChild size="lg" variant="secondary">
      <Link to={authHref('signup', '/profile')}>
        <UserPlus aria-hidden="true" />
        {t.createAccount}
      </Link>
    </Button>
  </div>
);

/** What a guest sees on /profile (customer-side §2 'Profile'): a sign-in prompt and the history card's prompt. */
export function GuestPrompt() {
  return (
    <div className="space-y-5">
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <UserRound className="size-12 text-stone-300" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-stone-900">{t.guestTitle}</h2>
        <p className="max-w-md text-stone-600">{t.guestText}</p>
        {authButtons}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.historyTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-stone-600">{t.historyGuest}</p>
          <Button asChild variant="secondary">
            <Link to={authHref('login', '/profile')}>{t.logIn}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
