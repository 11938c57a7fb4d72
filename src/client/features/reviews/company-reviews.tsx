import { useState } from 'react';
import { api, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import type { CompanyRating, PublicReview, ReviewPage } from '~/shared/schemas/reviews';
import { RatingSummary, Stars } from './stars';
import { reviewStrings as t } from './strings';

/** One review: stars, 'Anna S.', month, comment and the company's answer. */
function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-medium text-stone-900">{review.author}</span>
        <span className="text-sm text-stone-500">{review.month}</span>
      </div>
      {review.comment ? (
        <p className="text-sm break-words whitespace-pre-line text-stone-700">{review.comment}</p>
      ) : null}
      {review.answer ? (
        <div className="rounded-xl bg-stone-50 px-3 py-2 text-sm">
          <p className="font-medium text-stone-800">{t.answer}</p>
          <p className="break-words whitespace-pre-line text-stone-700">{review.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The company page's reviews: average and count, the newest reviews from the company endpoint, and
 * 'Visa fler' paging through `GET /api/companies/:slug/reviews`.
 */
export function CompanyReviews({
  slug,
  rating,
  first,
}: {
  slug: string;
  rating: CompanyRating;
  first: ReviewPage;
}) {
  const [pages, setPages] = useState<ReviewPage[]>([first]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const reviews = pages.flatMap((p) => p.reviews);
  const next = pages[pages.length - 1]?.nextBefore ?? null;
  const loadMore = async () => {
    if (!next) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await unwrap(
        api.companies[':slug'].reviews.$get({ param: { slug }, query: { before: next } }),
      );
      setPages((p) => [...p, page]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <section aria-labelledby="reviews-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reviews-title" className="text-lg font-semibold text-stone-900">
          {t.reviewsTitle}
        </h2>
        <RatingSummary rating={rating} />
      </div>
      {reviews.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noReviews}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {reviews.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t.loadMoreFailed}
        </p>
      ) : null}
      {next ? (
        <Button variant="secondary" size="sm" disabled={loading} onClick={() => void loadMore()}>
          {t.showMore}
        </Button>
      ) : null}
    </section>
  );
}
