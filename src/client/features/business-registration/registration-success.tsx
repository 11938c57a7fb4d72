import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { businessRegistrationStrings } from './strings';

const t = businessRegistrationStrings.success;

/** The last step of the registration (admin-side §4 form → otp → success): awaits approval; link to /admin/login. */
export function RegistrationSuccess({ companyName }: { companyName: string }) {
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <PartyPopper className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-stone-900">{t.title}</h1>
      <p className="mt-3 max-w-md text-stone-600">{t.text(companyName)}</p>
      <p className="mt-2 max-w-md text-stone-600">{t.meanwhile}</p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/admin/login">{t.cta}</Link>
      </Button>
    </div>
  );
}
