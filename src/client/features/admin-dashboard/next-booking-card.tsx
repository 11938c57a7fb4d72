import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { formatServicePrice } from '~/shared/money';
import type { AdminBooking } from '~/shared/schemas/admin-dashboard';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { adminDashboardStrings as t } from './strings';

/** 'Idag' / 'Imorgon' / 'tisdag 24 november' for a booking date relative to the viewer's today. */
function dayLabel(date: string, today: string, tomorrow: string): string {
  if (date === today) return t.today;
  if (date === tomorrow) return t.tomorrow;
  return formatLongDateSv(date);
}

/** The next booking: service, customer (link to their card), day and time, price; or a calm empty state. */
export function NextBookingCard({
  booking,
  today,
  tomorrow,
}: {
  booking: AdminBooking | null;
  today: string;
  tomorrow: string;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-stone-100 bg-accent-50/60 px-5 py-3 text-sm font-semibold text-accent-800">
        <CalendarClock className="size-4" aria-hidden="true" />
        <h2>{t.nextBooking}</h2>
      </div>
      {booking ? (
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium text-stone-500 first-letter:uppercase">
              {dayLabel(booking.startDate, today, tomorrow)} ·{' '}
              <span className="tabular-nums">
                {booking.startTime}–{booking.endTime}
              </span>
            </p>
            <p className="text-xl font-semibold text-stone-900">{booking.serviceName}</p>
            <Link
              to={`/admin/customers?customerId=${booking.customerId}`}
              className="text-stone-700 underline-offset-4 hover:text-accent-700 hover:underline"
            >
              {booking.customerName}
            </Link>
            {booking.staffName ? (
              <p className="text-sm text-stone-500">{t.staffLine(booking.staffName)}</p>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
            {booking.servicePrice !== null ? (
              <p className="text-lg font-semibold text-stone-900 tabular-nums">
                {formatServicePrice(booking.servicePrice, booking.servicePriceFrom)}
              </p>
            ) : null}
            <Button asChild variant="secondary" size="sm">
              <Link to="/admin/calendar">{t.toCalendar}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="p-5">
          <p className="font-medium text-stone-900">{t.noNextBooking}</p>
          <p className="mt-1 text-sm text-stone-600">{t.noNextBookingHint}</p>
        </div>
      )}
    </Card>
  );
}
