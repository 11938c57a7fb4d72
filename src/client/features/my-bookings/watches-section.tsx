import { BellRing, CalendarDays, Clock, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { Watch } from '~/shared/schemas/watches';
import { formatTimeRange, formatWatchDates } from './format';
import { t } from './strings';
import { useRemoveWatch, useWatches } from './use-watches';

/**
 * 'Bevakningar': the customer's active watches (company, services, member or 'Valfri personal', dates and time of
 * day), each with 'Ta bort'. Not shown at all without any (nor while loading or failed: the bookings are the page).
 */
export function WatchesSection() {
  const watches = useWatches();
  const remove = useRemoveWatch();
  if (!watches.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-stone-400" aria-hidden="true" />
          {t.watches}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-stone-100" aria-label={t.watches}>
          {watches.data.map((w) => (
            <WatchItem
              key={w.id}
              watch={w}
              removing={remove.isPending && remove.variables === w.id}
              onRemove={() => remove.mutate(w.id)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** One watch: its services, company link, dates, time window (if any) and member, and its 'Ta bort' button. */
function WatchItem({ watch, removing, onRemove }: { watch: Watch; removing: boolean; onRemove: () => void }) {
  const services = watch.services.map((s) => s.name).join(' + ');
  const dates = formatWatchDates(watch.fromDate, watch.toDate);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{services}</h3>
        <p className="text-sm text-stone-600">
          <Link to={`/booking/${watch.company.slug}`} className="font-medium text-accent-700 hover:underline">
            {watch.company.name}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-stone-400" aria-hidden="true" />
            {dates}
          </span>
          {watch.fromTime && watch.toTime ? (
            <span className="flex items-center gap-1.5 tabular-nums">
              <Clock className="size-4 text-stone-400" aria-hidden="true" />
              {formatTimeRange(watch.fromTime, watch.toTime)}
            </span>
          ) : null}
          <span className="flex items-center gap-1.5">
            <UserRound className="size-4 text-stone-400" aria-hidden="true" />
            {watch.staff ? t.watchStaff(watch.staff.name) : t.anyStaff}
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={removing}
        aria-busy={removing}
        aria-label={t.removeWatchLabel(services, watch.company.name, dates)}
        onClick={onRemove}
        className="self-start text-red-700 hover:bg-red-50 sm:self-center"
      >
        {removing ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Trash2 aria-hidden="true" />
        )}
        {t.removeWatch}
      </Button>
    </li>
  );
}
