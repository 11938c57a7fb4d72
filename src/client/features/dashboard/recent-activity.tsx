import { useEffect } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import type { BookingStatus } from '~/shared/schemas/booking';
import { StaffLine } from '~/client/features/staff-choice/staff-line';
import { BookAgainLink } from '~/client/features/booking/book-again-link';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import { t } from './strings';
import { useRecentActivity } from './use-recent-activity';

function StatusBadge({ status }: { status: BookingStatus }) {
  if (status === 'booked') return <Badge tone="accent">{t.status.booked}</Badge>;
  if (status === 'completed') return <Badge tone="success">{t.status.completed}</Badge>;
  // Issue 21: a missed visit is not a cancellation; the same word as 'Mina bokningar'.
  if (status === 'no_show') return <Badge tone="warning">{t.status.noShow}</Badge>;
  return <Badge tone="neutral">{t.status.other}</Badge>;
}

/**
 * 'Senaste aktivitet': the three most recent bookings with their status (and staff member, issue 15), and 'Boka
 * igen' on a completed visit (issue 19 §5).
 */
export function RecentActivity() {
  const activity = useRecentActivity();
  useEffect(() => {
    // The spec keeps dashboard errors out of the way (logged only); the card then reads as empty.
    if (activity.error) console.error('Senaste aktivitet kunde inte hämtas', activity.error);
  }, [activity.error]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.recentActivity}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <Spinner label={t.loadingActivity} className="py-6" />
        ) : !activity.data?.length ? (
          <p className="py-2 text-stone-500">{t.noActivity}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {activity.data.map((b) => (
              <li key={b.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium break-words text-stone-900">{b.serviceName}</p>
                  <p className="truncate text-sm text-stone-600" title={t.at(b.companyName)}>
                    {t.at(b.companyName)}
                  </p>
                  <p className="text-sm text-stone-500 tabular-nums">
                    {formatShortDateSv(b.startDate)} · {b.startTime}
                  </p>
                  <StaffLine staff={b.staff} className="text-sm text-stone-500" />
                </div>
                <div className="flex shrink-0 flex-col items-end gap-2">
                  <StatusBadge status={b.status} />
                  {b.status === 'completed' ? (
                    <BookAgainLink
                      slug={b.companySlug}
                      serviceId={b.serviceId}
                      staffId={b.staff?.id ?? null}
                      label={t.bookAgainLabel(b.serviceName, b.companyName)}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
