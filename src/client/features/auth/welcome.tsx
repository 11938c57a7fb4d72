import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { authStrings } from './strings';

const t = authStrings.welcome;

/**
 * The screen after a verified signup on /auth (customer-side §4): a greeting and the way on — 'Fortsätt till
 * dashboard', or back to the page the sign-up started from (`continueTo`: 'Fortsätt där du var').
 */
export function Welcome({
  firstName,
  continueTo = '/dashboard',
}: {
  firstName?: string | null;
  continueTo?: string;
}) {
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <PartyPopper className="size-8" aria-hidden="true" />
      </div>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight text-stone-900">{t.title(firstName)}</h2>
      <p className="mt-3 max-w-sm text-stone-600">{t.text}</p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to={continueTo}>{continueTo === '/dashboard' ? t.cta : t.ctaBack}</Link>
      </Button>
    </div>
  );
}
