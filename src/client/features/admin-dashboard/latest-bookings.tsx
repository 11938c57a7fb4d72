import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import { formatInstantShortSv } from '~/shared/dates';
import { formatPrice } from '~/shared/money';
import type { AdminBooking } from '~/shared/schemas/admin-dashboard';
import { StatusBadge } from './status-badge';
import { adminDashboardStrings as t } from './strings';

/**
 * 'Senaste bokningarna': the ten most recently made bookings, newest first, each with when it was made ('Bokades
 * …') beside its appointment ('Tid …'), customer, staff member, price and status (ordered by when made,
 * so it says so).
 */
export function LatestBookings({ bookings }: { bookings: AdminBooking[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.latest}</CardTitle>
        <p className="text-sm text-stone-500">{t.latestHint}</p>
      </CardHeader>
      <CardContent>
        {bookings.length === 0 ? (
          <p className="py-2 text-stone-500">{t.latestEmpty}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {bookings.map((b) => (
              <li key={b.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 space-y-0.5">
                  <p className="truncate font-medium text-stone-900" title={b.serviceName}>
                    {b.serviceName}
                  </p>
                  <Link
                    to={`/admin/customers?customerId=${b.customerId}`}
                    aria-label={t.customerLink(b.customerName)}
                    title={b.customerName}
                    className="block truncate text-sm text-stone-700 underline-offset-4 hover:text-accent-700 hover:underline"
                  >
                    {b.customerName}
                  </Link>
                  <p className="text-sm text-stone-700 tabular-nums">
                    {t.appointmentLine(`${formatShortDateSv(b.startDate)} · ${b.startTime}–${b.endTime}`)}
                  </p>
                  {b.staffName ? (
                    <p className="truncate text-sm text-stone-500" title={t.staffLine(b.staffName)}>
                      {t.staffLine(b.staffName)}
                    </p>
                  ) : null}
                  <p className="text-xs text-stone-500 tabular-nums">
                    {t.madeAt(formatInstantShortSv(new Date(b.createdAt)))}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1.5">
                  <StatusBadge status={b.status} />
                  {b.servicePrice !== null ? (
                    <span className="text-sm text-stone-600 tabular-nums">{formatPrice(b.servicePrice)}</span>
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
