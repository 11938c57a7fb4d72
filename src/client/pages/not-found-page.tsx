import { Compass, Search } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { notFoundStrings as t } from '~/client/features/layout/strings';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';

/**
 * Any unknown path (customer-side §2), in Swedish: 'Sidan finns inte', a line under it and the ways
 * on (search and home), inside the customer layout (or, under /admin/, the admin layout, whose home is the
 * dashboard), so it has the same frame as every other page. On a company page whose company is unknown
 * or removed (`/booking/<slug>`, rendered here by the server with status 404) the line under it says so.
 */
export function Component() {
  const { pathname } = useLocation();
  const admin = pathname.startsWith('/admin/');
  const company = pathname.startsWith('/booking/');
  const home = admin ? '/admin/dashboard' : '/';
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-stone-900">{t.title}</h1>
      <p className="mt-3 text-stone-600">{company ? t.companyText : t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {admin ? null : (
          <Button asChild size="lg">
            <Link to="/search">
              <Search aria-hidden="true" />
              {t.search}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant={admin ? 'primary' : 'secondary'}>
          <Link to={home}>{admin ? t.adminHome : t.home}</Link>
        </Button>
      </div>
    </div>
  );
}
