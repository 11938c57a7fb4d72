import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonVariants } from '~/client/components/ui/button';
import { routeErrorStrings as t } from './strings';

const RELOADED_KEY = 'tidvis:chunk-reload';
/** A chunk that fails again within this time after a reload shows the error page instead of reloading again. */
const RELOAD_GUARD_MS = 60_000;

/** Whether `error` is a page chunk that failed to load (a new deployment removed it, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/**
 * A page's error screen, shown by the routes' error boundary (route-elements.tsx; `error`: what the page threw, or
 * the import's error for a chunk that failed): 'Något gick fel' with 'Ladda om' and 'Till startsidan' instead of
 * React Router's English developer screen. A page chunk that failed to load reloads the page once by itself
 * (the time is remembered for this tab in sessionStorage: a chunk that fails again within a minute shows this page
 * instead of reloading in a loop).
 * Plain elements only: it must render even when no other chunk can be fetched.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  // Decided once when the error is shown: reloading now (nothing is rendered meanwhile, so the error page does not
  // flash before the reload), or showing the page because a reload just failed the same way.
  const [reloading] = useState(
    () => chunkFailed && Date.now() - Number(sessionStorage.getItem(RELOADED_KEY) ?? 0) >= RELOAD_GUARD_MS,
  );
  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  }, [reloading]);
  useEffect(() => {
    if (!chunkFailed) console.error(error);
  }, [chunkFailed, error]);
  if (reloading) return null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-stone-900">{t.title}</h1>
      <p className="mt-3 max-w-sm text-stone-600">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonVariants({ size: 'lg' })}
          onClick={() => window.location.reload()}
        >
          {t.reload}
        </button>
        {/* A full load, not a router link: the router's state is what failed. */}
        <a href="/" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
          {t.home}
        </a>
      </div>
    </main>
  );
}
