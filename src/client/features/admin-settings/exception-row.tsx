import { Button } from '~/client/components/ui/button';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import type { AdminScheduleException } from '~/shared/schemas/schedule-exceptions';
import { exceptionStrings as x } from './strings';
import { useRemoveException } from './use-schedule-exceptions';

const range = (from: string, to: string) =>
  from === to ? formatShortDateSv(from) : `${formatShortDateSv(from)} – ${formatShortDateSv(to)}`;
const hoursText = (intervals: { start: string; end: string }[]) =>
  intervals.map((i) => `${i.start}–${i.end}`).join(', ');

/** One exception in the list: its dates, scope, hours or 'Stängt', note and covered bookings, with 'Ta bort'. */
export function ExceptionRow({ exception }: { exception: AdminScheduleException }) {
  const remove = useRemoveException();
  const when = range(exception.startDate, exception.endDate);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-100 py-3 last:border-b-0">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-stone-900">{when}</p>
        <p className="text-sm text-stone-600">
          {exception.staffName ?? x.wholeCompany} ·{' '}
          {exception.kind === 'closed' ? x.closedText : hoursText(exception.intervals)}
        </p>
        {exception.note ? <p className="text-sm break-words text-stone-500">{exception.note}</p> : null}
        {exception.affectedBookings.length > 0 ? (
          <p className="text-sm text-amber-800">{x.affected(exception.affectedBookings.length)}</p>
        ) : null}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={x.removeLabel(when)}
        disabled={remove.isPending}
        onClick={() => remove.mutate(exception.id)}
      >
        {x.remove}
      </Button>
    </li>
  );
}
