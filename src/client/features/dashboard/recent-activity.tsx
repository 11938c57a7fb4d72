import { useEffect } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import type { BookingStatus } from '~/shared/schemas/booking';
import { StaffLine } from '~/client/features/staff-choice';
import { BookAgainLink } from '~/client/features/booking';
import { BookingPaymentLine } from '~/client/features/payments';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import { formatInstantDateSv } from '~/shared/dates';
import { t } from './strings';
import { useRecentActivity } from './use-recent-activity';

const TONES: Record<BookingStatus, 'neutral' | 'success' | 'warning' | 'accent'> = {
  booked: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  // a missed visit is not a cancellation.
  no_show: 'warning',
  // held while its online payment is made.
  pending_payment: 'warning',
};

/** The status in the words every page uses. */
function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONES[status]}>{t.status[status]}</Badge>;
}

/**
 * 'Senaste aktivitet': the three most recently made bookings, the latest made first (the order is by
 * when the booking was made, said under the heading, and each row says when it was made), with their status (and
 * staff member), and 'Boka igen' on a completed visit.
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
        <p className="text-sm text-stone-500">{t.recentActivityOrder}</p>
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
                  <BookingPaymentLine booking={b} />
                  <p className="text-xs text-stone-500">
                    {t.madeOn(formatInstantDateSv(new Date(b.createdAt)))}
                  </p>
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
