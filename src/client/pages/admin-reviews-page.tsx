import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { ReviewAnswer, ReviewAnswerForm } from '~/client/features/admin-reviews/review-answer-form';
import { adminReviewsStrings as t } from '~/client/features/admin-reviews/strings';
import { useAdminReviews } from '~/client/features/admin-reviews/use-admin-reviews';
import { Stars } from '~/client/features/reviews/stars';

/** `/admin/reviews` 'Omdömen': the company's public reviews, each answered (and the answer changed) by the salon. */
export function Component() {
  const reviews = useAdminReviews();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-stone-600">{t.intro}</p>
      </div>
      {reviews.isPending ? (
        <Spinner label={t.loading} className="py-10" />
      ) : reviews.isError ? (
        <Card role="alert" className="space-y-3 p-6 text-center">
          <p className="text-stone-600">{t.loadError}</p>
          <Button variant="secondary" onClick={() => void reviews.refetch()}>
            {t.tryAgain}
          </Button>
        </Card>
      ) : reviews.data.length === 0 ? (
        <Card className="p-6 text-center text-stone-600">{t.empty}</Card>
      ) : (
        <ul className="space-y-3">
          {reviews.data.map((r) => (
            <li key={r.id}>
              <Card className="space-y-3 p-4">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Stars rating={r.rating} />
                  <span className="font-medium text-stone-900">{r.author}</span>
                  <span className="text-sm text-stone-500">
                    {r.month} · {r.serviceName}
                  </span>
                  {r.hidden ? <Badge tone="warning">{t.hidden}</Badge> : null}
                </div>
                {r.comment ? (
                  <p className="break-words whitespace-pre-line text-stone-700">{r.comment}</p>
                ) : null}
                {r.hidden ? (
                  <p className="text-sm text-stone-500">{t.hiddenText}</p>
                ) : r.answer ? (
                  <ReviewAnswer reviewId={r.id} answer={r.answer} author={r.author} />
                ) : (
                  <ReviewAnswerForm reviewId={r.id} />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
