import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { formatDateRangeSv } from '~/shared/date-labels-sv';
import { t } from './strings';

/** Previous/next week buttons around the week's label ('24–30 november', 'v. 48'). */
export function WeekNav({
  first,
  last,
  weekNumber,
  canGoBack,
  canGoForward,
  onPrevious,
  onNext,
}: {
  first: string;
  last: string;
  weekNumber: number;
  canGoBack: boolean;
  /** False from the week holding the company's last bookable date on (its booking horizon). */
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        size="icon"
        onClick={onPrevious}
        disabled={!canGoBack}
        aria-label={t.previousWeek}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p className="text-center" aria-live="polite">
        <span className="block font-semibold text-stone-900">{formatDateRangeSv(first, last)}</span>
        <span className="block text-sm text-stone-500">{t.week(weekNumber)}</span>
      </p>
      <Button
        variant="secondary"
        size="icon"
        onClick={onNext}
        disabled={!canGoForward}
        aria-label={t.nextWeek}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
