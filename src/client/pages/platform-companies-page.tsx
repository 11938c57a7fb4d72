import { PlatformReviews } from '~/client/features/admin-reviews/platform-reviews';
import { PlatformCompaniesView } from '~/client/features/platform/platform-companies-view';
import { platformStrings as t } from '~/client/features/platform/strings';

/**
 * `/platform/companies`: platform operators approve and suspend companies, and hide
 * reviews.
 */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t.title}</h1>
      <p className="mt-2 mb-6 text-stone-600">{t.intro}</p>
      <PlatformCompaniesView />
      <PlatformReviews />
    </div>
  );
}
