import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { notFoundStrings as t } from '~/client/features/layout/strings';

/**
 * Any unknown path (customer-side §2): the spec's 'Oops! Page not found', a Swedish line under it and the link
 * home, inside the customer layout (or, under /admin/, the admin layout, whose home is the dashboard),
 * so it has the same frame as every other page (issue 21).
 */
export function Component() {
  const admin = useLocation().pathname.startsWith('/admin/');
  const home = admin ? '/admin/dashboard' : '/';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-accent-700">404</p>
      {/* The spec words this heading in English; say so, so screen readers pronounce it right. */}
      <h1 lang="en" className="mt-2 text-3xl font-semibold tracking-tight text-stone-900">
        {t.title}
      </h1>
      <p className="mt-3 text-stone-600">{t.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={home}>{admin ? t.adminHome : t.home}</Link>
      </Button>
    </div>
  );
}
