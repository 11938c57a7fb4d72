import { Star } from 'lucide-react';
import { formatRatingSv, reviewCountSv } from '~/shared/reviews-format';
import type { CompanyRating } from '~/shared/schemas/reviews';
import { cn } from '~/client/lib/cn';
import { reviewStrings as t } from './strings';

/** A review's 1–5 stars, read as 'Betyg 4 av 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={t.stars(rating)} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}

/** '★ 4,7 (12 omdömen)', read as 'Betyg 4,7 av 5, 12 omdömen'; nothing without reviews. */
export function RatingSummary({ rating, className }: { rating: CompanyRating; className?: string }) {
  if (rating.average === null || rating.count === 0) return null;
  const average = formatRatingSv(rating.average);
  const count = reviewCountSv(rating.count);
  return (
    <p
      className={cn('flex items-center gap-1 text-sm text-stone-700', className)}
      aria-label={t.ratingLabel(average, count)}
      role="img"
    >
      <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="font-semibold tabular-nums text-stone-900">{average}</span>
      <span className="whitespace-nowrap text-stone-500">({count})</span>
    </p>
  );
}
