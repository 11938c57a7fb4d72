import { Building2, CalendarDays, Clock } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { CustomerBooking } from '~/shared/schemas/booking';
import { StaffLine } from '~/client/features/staff-choice';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { t } from './strings';

/**
 * The booking as it is now: service, company, date, time range (customer-side §2 'Edit booking') and staff member
 *.
 */
export function CurrentBooking({ booking }: { booking: CustomerBooking }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.current}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1.5">
        <p className="font-semibold text-stone-900">{booking.serviceName}</p>
        <p className="flex items-center gap-1.5 text-sm wrap-anywhere text-stone-700">
          <Building2 className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
          {t.at(booking.companyName)}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          <span className="flex items-center gap-1.5 first-letter:uppercase">
            <CalendarDays className="size-4 text-stone-400" aria-hidden="true" />
            {formatLongDateSv(booking.startDate)}
          </span>
          <span className="flex items-center gap-1.5 tabular-nums">
            <Clock className="size-4 text-stone-400" aria-hidden="true" />
            {booking.startTime}–{booking.endTime}
          </span>
          <StaffLine staff={booking.staff} />
        </p>
      </CardContent>
    </Card>
  );
}
