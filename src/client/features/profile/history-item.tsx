import { CircleCheck, MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { BookAgainLink } from '~/client/features/booking';
import type { HistoryEntry } from '~/shared/schemas/profile';
import { formatDateSv } from '~/shared/date-labels-sv';
import { t } from './strings';

/**
 * One past booking: service, company (link to its booking page), date and time, status, 'Boka igen' on a
 * completed visit, feedback action.
 */
export function HistoryItem({ entry, onGiveFeedback }: { entry: HistoryEntry; onGiveFeedback: () => void }) {
  const date = formatDateSv(entry.startDate);
  const completed = entry.status === 'completed';
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-stone-900">{entry.serviceName}</p>
          <Badge tone={completed ? 'success' : 'neutral'}>
            {completed ? t.statusCompleted : t.statusCancelled}
          </Badge>
        </div>
        <p className="text-sm text-stone-600">
          {t.at}{' '}
          <Link
            to={`/booking/${entry.companySlug}`}
            className="font-medium text-accent-700 underline-offset-4 hover:underline"
          >
            {entry.companyName}
          </Link>
        </p>
        <p className="text-sm text-stone-500 tabular-nums">
          {date} · {entry.startTime}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 self-start sm:justify-end sm:self-center">
        {completed ? (
          <BookAgainLink
            slug={entry.companySlug}
            serviceId={entry.serviceId}
            staffId={entry.staffId}
            label={t.bookAgainLabel(entry.serviceName, entry.companyName)}
          />
        ) : null}
        {entry.canGiveFeedback ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.giveFeedbackLabel(entry.serviceName, date)}
            onClick={onGiveFeedback}
          >
            <MessageSquarePlus aria-hidden="true" />
            {t.giveFeedback}
          </Button>
        ) : entry.feedback ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t.feedbackGiven}
          </p>
        ) : null}
      </div>
    </li>
  );
}
