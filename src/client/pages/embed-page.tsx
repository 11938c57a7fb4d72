import { lazy, Suspense } from 'react';
import { Spinner } from '~/client/components/ui/spinner';

// The widget's code is one step further (embed-root), so the router in the main chunk lists only this small file.
const EmbedRoot = lazy(() => import('~/client/features/embed/embed-root'));

/** `/embed/*`: the company's booking widget and its sign-in pop-up (features/embed/embed-root.tsx). */
export function Component() {
  return (
    <Suspense fallback={<Spinner className="py-20" />}>
      <EmbedRoot />
    </Suspense>
  );
}
