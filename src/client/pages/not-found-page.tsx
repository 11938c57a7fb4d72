import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { layoutStrings, notFoundStrings as t } from '~/client/features/layout/strings';
import { Wordmark } from '~/client/features/layout/wordmark';

/** Any unknown path (customer-side §2): 'Oops! Page not found' and a link home. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center px-4">
        <Link to="/" className="rounded-lg px-1 py-2" aria-label={layoutStrings.homeLinkLabel}>
          <Wordmark className="text-lg" />
        </Link>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-6 pb-24 text-center">
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
          <Link to="/">{t.home}</Link>
        </Button>
      </main>
    </div>
  );
}
