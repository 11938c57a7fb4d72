import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { Spinner } from '~/client/components/ui/spinner';
import { Stars } from '~/client/features/reviews';
import { adminReviewsStrings as t } from './strings';
import { useHideReview, usePlatformReviews, useShowReview } from './use-admin-reviews';

/**
 * The operator's 'Omdömen' section on /platform/companies: every public review, with 'Dölj' (after a
 * confirmation), or 'Visa igen' on a hidden one (undoes the hide at once).
 */
export function PlatformReviews() {
  const reviews = usePlatformReviews();
  const hide = useHideReview();
  const show = useShowReview();
  return (
    <section aria-labelledby="platform-reviews-title" className="mt-10 space-y-3">
      <h2 id="platform-reviews-title" className="text-xl font-semibold text-stone-900">
        {t.platformTitle}
      </h2>
      <p className="text-stone-600">{t.platformIntro}</p>
      {reviews.isPending ? (
        <Spinner label={t.loading} className="py-6" />
      ) : reviews.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-stone-600">{t.loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : reviews.data.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <ul className="space-y-2">
          {reviews.data.map((r) => (
            <li key={r.id}>
              <Card className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                    <Stars rating={r.rating} />
                    <span className="font-medium text-stone-900">{r.author}</span>
                    <Link
                      to={`/booking/${r.companySlug}`}
                      className="min-w-0 text-accent-700 wrap-anywhere hover:underline"
                    >
                      {r.companyName}
                    </Link>
                    <span className="text-stone-500">{r.month}</span>
                    {r.hidden ? <Badge tone="warning">{t.hidden}</Badge> : null}
                  </div>
                  {r.comment ? <p className="text-sm break-words text-stone-700">{r.comment}</p> : null}
                </div>
                {r.hidden ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="self-start"
                    disabled={show.isPending}
                    aria-label={t.showLabel(r.author, r.companyName)}
                    onClick={() => show.mutate(r.id)}
                  >
                    {t.show}
                  </Button>
                ) : (
                  <ConfirmDialog
                    title={t.hideConfirm}
                    description={t.platformIntro}
                    cancelLabel={t.cancel}
                    confirmLabel={t.hide}
                    onConfirm={() => hide.mutate(r.id)}
                    trigger={
                      <Button
                        variant="secondary"
                        size="sm"
                        className="self-start"
                        disabled={hide.isPending}
                        aria-label={t.hideLabel(r.author, r.companyName)}
                      >
                        {t.hide}
                      </Button>
                    }
                  />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
