import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brandStrings } from '~/client/components/brand/strings';
import { Wordmark } from '~/client/components/brand/wordmark';

/** The bare frame of the public account pages (/forgot-password, /reset-password), like /auth: logo and one column. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center px-4">
        <Link to="/" aria-label={brandStrings.homeLinkLabel} className="rounded-lg px-1 py-2">
          <Wordmark className="text-lg" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-4 pb-16 sm:pt-8">{children}</main>
    </div>
  );
}
